package taikai.ui.match;

import taikai.words.Words;
import taikai.ui.words.DeskWords;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import taikai.model.bracket.Bracket;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;

/**
 * A match as a screen needs it: the result, the words it is known by ("Pool A, match 1",
 * "Match 12"), the competition's rules for it, where to find each side's dojo, and the competition
 * it belongs to (match ids are unique only within a competition: {@code Pool A-0} is in each). A team
 * encounter whose bouts cannot be seated yet says why in {@code unseated} (empty otherwise). The
 * competition's bracket names a knockout slot nobody fills yet as its box is labelled.
 */
public record OpenMatch(MatchResult match, String heading, MatchRules rules, Dojos dojos, String competitionId,
        String unseated, /** the two teams' members, so a representative bout names its picks */
        Map<String, List<TeamMember>> teamMembers, Bracket bracket) {

    public OpenMatch {
        Objects.requireNonNull(match, "match");
        heading = heading == null || heading.isBlank() ? defaultHeading(match) : heading;
        rules = rules == null ? MatchRules.KENDO : rules;
        dojos = dojos == null ? Dojos.NONE : dojos;
        competitionId = competitionId == null ? "" : competitionId;
        unseated = unseated == null ? "" : unseated;
        teamMembers = teamMembers == null ? Map.of() : Map.copyOf(teamMembers);
        bracket = bracket == null ? Bracket.EMPTY : bracket;
    }

    public OpenMatch(MatchResult match, String heading, MatchRules rules, Dojos dojos, String competitionId,
            String unseated, Map<String, List<TeamMember>> teamMembers) {
        this(match, heading, rules, dojos, competitionId, unseated, teamMembers, Bracket.EMPTY);
    }

    public OpenMatch(MatchResult match, String heading, MatchRules rules, Dojos dojos, String competitionId,
            String unseated) {
        this(match, heading, rules, dojos, competitionId, unseated, Map.of());
    }

    public OpenMatch(MatchResult match, String heading, MatchRules rules, Dojos dojos, String competitionId) {
        this(match, heading, rules, dojos, competitionId, "");
    }

    /** A match of no named competition, as the samples and the scoreboard tests build one. */
    public OpenMatch(MatchResult match, String heading, MatchRules rules, Dojos dojos) {
        this(match, heading, rules, dojos, "");
    }

    /** The same match in a newer version, as stored; heading, rules and dojos kept. */
    public OpenMatch withMatch(MatchResult stored) {
        return new OpenMatch(stored, heading, rules, dojos, competitionId, unseated, teamMembers, bracket);
    }

    public static OpenMatch of(MatchResult match, MatchRules rules, Dojos dojos) {
        return new OpenMatch(match, "", rules, dojos);
    }

    public String id() {
        return match.id();
    }

    /**
     * The name a person reads for one side: the competitor's, or while nobody fills the slot the
     * words of the place that fills it ("Winner of match 5", "Pool A, 1st"), or "to be decided".
     */
    public String sideName(Corner corner) {
        taikai.model.match.Side side = corner.of(match);
        return side.name().isEmpty() ? DeskWords.of(OpenMatch.class).say("side.undecided") : MatchNames.side(bracket, side);
    }

    /**
     * A pool bout is named by its place in the playing order, counted from one for people
     * (spec section 3: Pool A-0 is the first bout played); anything else by its id.
     */
    static String defaultHeading(MatchResult match) {
        if (!match.pool().isEmpty() && match.index().matches("\\d+")) {
            return match.pool() + ", match " + (Integer.parseInt(match.index()) + 1);
        }
        return "Match";
    }
}
