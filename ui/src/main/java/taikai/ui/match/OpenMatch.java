package taikai.ui.match;

import java.util.Objects;
import taikai.model.match.MatchResult;

/**
 * A match as a screen needs it: the result, the words it is known by ("Pool A, match 1",
 * "Match 12"), the competition's rules for it, and where to find each side's dojo.
 */
public record OpenMatch(MatchResult match, String heading, MatchRules rules, Dojos dojos) {

    public OpenMatch {
        Objects.requireNonNull(match, "match");
        heading = heading == null || heading.isBlank() ? defaultHeading(match) : heading;
        rules = rules == null ? MatchRules.KENDO : rules;
        dojos = dojos == null ? Dojos.NONE : dojos;
    }

    public static OpenMatch of(MatchResult match, MatchRules rules, Dojos dojos) {
        return new OpenMatch(match, "", rules, dojos);
    }

    public String id() {
        return match.id();
    }

    /**
     * A pool bout is named by its place in the playing order, counted from one for people
     * (spec section 3: Pool A-0 is the first bout played); anything else by its id.
     */
    static String defaultHeading(MatchResult match) {
        if (!match.pool().isEmpty() && match.index().matches("\\d+")) {
            return match.pool() + ", match " + (Integer.parseInt(match.index()) + 1);
        }
        return match.id();
    }
}
