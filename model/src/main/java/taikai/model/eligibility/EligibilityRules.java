package taikai.model.eligibility;

import java.util.List;
import taikai.model.discipline.Corner;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.MatchResult;
import taikai.model.rule.Rule;

/** The eligibility checks on starting a match: nobody barred steps onto the court. */
public final class EligibilityRules {
    private EligibilityRules() {
    }

    /** A match about to start, and the competition's eligibility records. */
    public record Start(MatchResult match, List<CompetitorStatus> statuses) {
    }

    public static final Rule<Start> AKA_ELIGIBLE = sideEligible(Corner.A);

    public static final Rule<Start> SHIRO_ELIGIBLE = sideEligible(Corner.B);

    public static final List<Rule<Start>> START_RULES = List.of(AKA_ELIGIBLE, SHIRO_ELIGIBLE);

    private static Rule<Start> sideEligible(Corner corner) {
        String word = corner.word();
        return Rule.of(word + "-eligible",
                s -> Character.toUpperCase(word.charAt(0)) + word.substring(1) + " (" + corner.of(s.match()).name()
                        + ") is barred (" + reason(s, corner) + "): lift the bar, or record the match as fusensho for the opponent.",
                s -> Eligibility.isEligible(corner.of(s.match()).participantId(), s.statuses()));
    }

    private static String reason(Start s, Corner corner) {
        return Eligibility.statusOf(corner.of(s.match()).participantId(), s.statuses())
                .map(CompetitorStatus::reason).orElse("");
    }
}
