package taikai.app.road.actions.team;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamMember;
import taikai.model.rule.Rule;

/**
 * The rules every team action starts with (spec section 2: an individual competition has no
 * team-members.yaml and no lineups.yaml), and those about a team's members.
 */
final class TeamRules {
    /** A team action's team, member and name, as far as the action gives them. */
    record Team(CompetitionState state, String teamId, String memberId, String name) {
        List<TeamMember> members() {
            return state.teamMembers().getOrDefault(teamId, List.of());
        }

        Optional<TeamMember> member() {
            return members().stream().filter(m -> m.id().equals(memberId)).findFirst();
        }
    }

    static final Rule<Team> TEAM_COMPETITION = Rule.of("team-competition-only",
            "This is an individual competition: it has no teams, so no members or line-ups; choose a team competition.",
            t -> t.state().competition().isTeam());

    static final Rule<Team> TEAM_IN_COMPETITION = Rule.of("team-in-competition",
            t -> "There is no team with id " + t.teamId() + " in this competition; reload the competition and try again.",
            t -> List.of(t.teamId()),
            t -> t.state().findPlayer(t.teamId()).isPresent());

    static final Rule<Team> MEMBER_OF_TEAM = Rule.of("member-of-team",
            t -> "The team has no member with id " + t.memberId() + "; reload the team and try again.",
            t -> List.of(t.memberId()),
            t -> t.member().isPresent());

    static final Rule<Team> NAME_GIVEN = Rule.of("member-name-given",
            "A member's name cannot be blank; to empty the position, clear the member before the competition starts.",
            t -> !t.name().isBlank());

    /** Compared as TeamMembers compares them: trimmed and without regard to case. */
    static final Rule<Team> NAME_UNIQUE = Rule.of("member-name-unique",
            t -> "The team already has a member named " + t.name().strip() + "; choose a different name.",
            t -> List.of(t.name().strip()),
            t -> t.name().isBlank() || t.members().stream().noneMatch(m -> !m.id().equals(t.memberId())
                    && key(m.name()).equals(key(t.name()))));

    static final List<Rule<Team>> TEAM = List.of(TEAM_COMPETITION, TEAM_IN_COMPETITION);

    private TeamRules() {
    }

    private static String key(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }
}
