package taikai.model.competition;

/**
 * How a team competition fields its teams (spec section 2: team_size fixes how many positions a
 * round has; team_match_type selects fixed order or kachinuki).
 */
public record TeamRules(/** 0 for individual */ int size, TeamMatchType matchType) {

    public static final TeamRules INDIVIDUAL = new TeamRules(0, TeamMatchType.FIXED);

    public TeamRules {
        matchType = matchType == null ? TeamMatchType.FIXED : matchType;
    }

    public TeamRules withSize(int value) {
        return new TeamRules(value, matchType);
    }

    public TeamRules withMatchType(TeamMatchType value) {
        return new TeamRules(size, value);
    }
}
