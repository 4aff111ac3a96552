package taikai.model.eligibility;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import taikai.model.discipline.Fight;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.Decision;
import taikai.model.rule.Checked;
import taikai.model.rule.Rule;
import taikai.model.rule.Rules;

/**
 * Who may still fight (competitor-status.yaml). A kiken, fusenpai or fusensho may bar a competitor
 * from the rest of the competition; the record says who, why ({@code <decision> at <matchId>}),
 * which match and when. No record means eligible. Times are given, never read from a clock.
 */
public final class Eligibility {
    private Eligibility() {
    }

    /** A request to bar {@code playerId} because of {@code decision} in {@code matchId}. */
    public record Bar(String playerId, Decision decision, String matchId, boolean reinstateable, Instant recordedAt) {
    }

    public static final Rule<Bar> BAR_BY_FORFEIT_ONLY = Rule.of("bar-by-forfeit-only",
            "Only a kiken, fusenpai or fusensho bars a competitor: record one of those first.",
            b -> Fight.isForfeit(b.decision()));

    public static final Rule<Bar> BAR_NAMES_COMPETITOR = Rule.of("bar-names-competitor",
            "Choose the competitor to bar: a bar is recorded against a participant id.",
            b -> b.playerId() != null && !b.playerId().isBlank());

    public static final Rule<Bar> BAR_NAMES_MATCH = Rule.of("bar-names-match",
            "Choose the match the bar comes from, so the reason can name it.",
            b -> b.matchId() != null && !b.matchId().isBlank());

    public static final List<Rule<Bar>> BAR_RULES = List.of(BAR_BY_FORFEIT_ONLY, BAR_NAMES_COMPETITOR, BAR_NAMES_MATCH);

    /**
     * Whether a bar for {@code decision} can be lifted when nothing says otherwise. Chosen: a kiken
     * through injury (or of no stated kind) and a no-show can be lifted, since a doctor may clear the
     * competitor or a late one may arrive before their next match; a voluntary kiken stands.
     */
    public static boolean reinstateableByDefault(Decision decision) {
        return decision == Decision.KIKEN || decision == Decision.KIKEN_INJURY || decision == Decision.FUSENPAI
                || decision == Decision.FUSENSHO;
    }

    /** The record that bars {@code playerId}, or the refusal. */
    public static Checked<CompetitorStatus> bar(String playerId, Decision decision, String matchId,
            boolean reinstateable, Instant recordedAt) {
        Bar bar = new Bar(playerId, decision, matchId, reinstateable, recordedAt);
        return Rules.check(bar, BAR_RULES, () -> new CompetitorStatus(playerId, false, reinstateable,
                decision.code() + " at " + matchId, matchId, recordedAt));
    }

    /** The record of {@code playerId}, if there is one. */
    public static Optional<CompetitorStatus> statusOf(String playerId, List<CompetitorStatus> statuses) {
        return statuses.stream().filter(s -> s.playerId().equals(playerId)).findFirst();
    }

    /** No record, or a record that says eligible. */
    public static boolean isEligible(String playerId, List<CompetitorStatus> statuses) {
        return statusOf(playerId, statuses).map(CompetitorStatus::eligible).orElse(true);
    }

    /** {@code statuses} with {@code status} in place of the competitor's old record, sorted by player id as written. */
    public static List<CompetitorStatus> put(List<CompetitorStatus> statuses, CompetitorStatus status) {
        List<CompetitorStatus> out = new ArrayList<>();
        for (CompetitorStatus s : statuses) {
            if (!s.playerId().equals(status.playerId())) {
                out.add(s);
            }
        }
        out.add(status);
        out.sort(Comparator.comparing(CompetitorStatus::playerId));
        return List.copyOf(out);
    }
}
