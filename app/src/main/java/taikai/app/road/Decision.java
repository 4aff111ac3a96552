package taikai.app.road;

import java.util.List;
import java.util.Map;
import taikai.model.Copies;
import taikai.model.competition.CompetitionState;
import taikai.model.history.GroupChange;
import taikai.model.history.HistoryEntry;

/** What a handler decided under the lock: a refusal (nothing written) or a change that lands. */
public sealed interface Decision {

    /**
     * A rule said no: the first refusal, with the sentence the operator reads, and the code and
     * arguments a surface says it by in its own language (decision 0046; empty while the sentence is
     * still made where it is refused).
     */
    record Refuse(String rule, String sentence, String code, List<Object> arguments) implements Decision {
        public Refuse {
            code = Copies.text(code);
            arguments = List.copyOf(arguments);
        }

        public Refuse(String rule, String sentence) {
            this(rule, sentence, "", List.of());
        }

        /** A model rule's refusal, with its code where the app's bundle says it. */
        public static Refuse of(taikai.model.rule.Refusal refusal) {
            return taikai.app.words.Said.code(refusal)
                    .map(code -> new Refuse(refusal.rule(), refusal.sentence(), code, refusal.arguments()))
                    .orElseGet(() -> new Refuse(refusal.rule(), refusal.sentence()));
        }
    }

    /**
     * The change to write. The write road adds the action's own history line (to {@code target}'s
     * file) from {@code outcome}, {@code message} and {@code groups}; {@code otherHistory} holds the
     * lines of other matches the change touched (a barred competitor's awarded matches, say).
     */
    record Land(CompetitionState state, Outcome outcome, String message, List<GroupChange> groups,
            List<HistoryEntry> otherHistory, Map<String, String> historyMovedAside, String reason)
            implements Decision {
        public Land {
            message = Copies.text(message);
            groups = Copies.list(groups);
            otherHistory = Copies.list(otherHistory);
            historyMovedAside = Copies.ordered(historyMovedAside);
            reason = Copies.text(reason);
            if (outcome != Outcome.APPLIED && outcome != Outcome.PARTLY_APPLIED && outcome != Outcome.HELD) {
                throw new IllegalArgumentException("A change that lands is applied, partly applied or held.");
            }
        }

        /** A change applied whole, with nothing else touched. */
        public static Land applied(CompetitionState state, String message, List<GroupChange> groups) {
            return new Land(state, Outcome.APPLIED, message, groups, List.of(), Map.of(), "");
        }

        public Land withReason(String text) {
            return new Land(state, outcome, message, groups, otherHistory, historyMovedAside, text);
        }

        public Land withOtherHistory(List<HistoryEntry> lines) {
            return new Land(state, outcome, message, groups, lines, historyMovedAside, reason);
        }

        public Land withHistoryMovedAside(Map<String, String> moved) {
            return new Land(state, outcome, message, groups, otherHistory, moved, reason);
        }
    }

    static Refuse refuse(String rule, String sentence) {
        return new Refuse(rule, sentence);
    }
}
