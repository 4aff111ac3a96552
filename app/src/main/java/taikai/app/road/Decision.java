package taikai.app.road;

import java.util.List;
import java.util.Map;
import taikai.model.Copies;
import taikai.model.competition.CompetitionState;
import taikai.model.history.GroupChange;
import taikai.model.history.HistoryEntry;
import taikai.app.words.Sentence;

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

        /**
         * Several rules' refusals said one after the other under {@code rule}, then {@code after}
         * (a refusal of the app's bundle with no arguments, or null): their codes joined by
         * {@code +} where the bundle says each exactly, no code otherwise.
         */
        public static Refuse all(String rule, List<taikai.model.rule.Refusal> refusals, String after) {
            List<String> sentences = new java.util.ArrayList<>();
            List<String> codes = new java.util.ArrayList<>();
            List<Object> arguments = new java.util.ArrayList<>();
            boolean coded = true;
            for (taikai.model.rule.Refusal refusal : refusals) {
                sentences.add(refusal.sentence());
                java.util.Optional<String> code = taikai.app.words.Said.code(refusal);
                coded &= code.isPresent();
                code.ifPresent(codes::add);
                arguments.addAll(refusal.arguments());
            }
            if (after != null) {
                java.util.Optional<String> english = taikai.app.words.Said.refusal(after, List.of(), taikai.words.Language.ENGLISH);
                sentences.add(english.orElseThrow(() -> new IllegalArgumentException("The app's bundle has no refusal " + after + ".")));
                codes.add(after);
            }
            String sentence = String.join(" ", sentences);
            return coded && !refusals.isEmpty() ? new Refuse(rule, sentence, String.join(taikai.app.words.Sentence.AND, codes), arguments) : new Refuse(rule, sentence);
        }

        /** A model's refusal under the handler's {@code rule}, with the refusal's code where the app's bundle says it. */
        public static Refuse of(String rule, taikai.model.rule.Refusal refusal) {
            Refuse said = of(refusal);
            return new Refuse(rule, said.sentence(), said.code(), said.arguments());
        }

        /** A model rule's refusal, with its code where the app's bundle says it. */
        public static Refuse of(taikai.model.rule.Refusal refusal) {
            return taikai.app.words.Said.code(refusal)
                    .map(code -> new Refuse(refusal.rule(), refusal.sentence(), code, refusal.arguments()))
                    .orElseGet(() -> new Refuse(refusal.rule(), refusal.sentence()));
        }

        /**
         * A refusal made outside a rule, with the rule's name as its code and {@code arguments} where the
         * app's bundle says in English exactly this sentence; without a code otherwise.
         */
        public static Refuse said(String rule, String sentence, Object... arguments) {
            List<Object> said = List.of(arguments);
            return taikai.app.words.Said.refusal(rule, said, taikai.words.Language.ENGLISH)
                    .filter(sentence::equals)
                    .map(english -> new Refuse(rule, sentence, rule, said))
                    .orElseGet(() -> new Refuse(rule, sentence));
        }
    }

    /**
     * The change to write. The write road adds the action's own history line (to {@code target}'s
     * file) from {@code outcome}, {@code message} and {@code groups}; {@code otherHistory} holds the
     * lines of other matches the change touched (a barred competitor's awarded matches, say).
     * {@code said} is the message as a code and arguments (decision 0049), {@link Sentence#NONE}
     * while the message is still made where the change is decided.
     */
    record Land(CompetitionState state, Outcome outcome, String message, List<GroupChange> groups,
            List<HistoryEntry> otherHistory, Map<String, String> historyMovedAside, String reason, Sentence said)
            implements Decision {
        public Land {
            message = Copies.text(message);
            groups = Copies.list(groups);
            otherHistory = Copies.list(otherHistory);
            historyMovedAside = Copies.ordered(historyMovedAside);
            reason = Copies.text(reason);
            said = said == null ? Sentence.NONE : said;
            if (outcome != Outcome.APPLIED && outcome != Outcome.PARTLY_APPLIED && outcome != Outcome.HELD) {
                throw new IllegalArgumentException("A change that lands is applied, partly applied or held.");
            }
        }

        public Land(CompetitionState state, Outcome outcome, String message, List<GroupChange> groups,
                List<HistoryEntry> otherHistory, Map<String, String> historyMovedAside, String reason) {
            this(state, outcome, message, groups, otherHistory, historyMovedAside, reason, Sentence.NONE);
        }

        /** A change applied whole, with nothing else touched. */
        public static Land applied(CompetitionState state, String message, List<GroupChange> groups) {
            return new Land(state, Outcome.APPLIED, message, groups, List.of(), Map.of(), "");
        }

        /** A change applied whole, its message said from the app's bundle by code; the message is its English. */
        public static Land applied(CompetitionState state, Sentence said, List<GroupChange> groups) {
            return new Land(state, Outcome.APPLIED, said.english(), groups, List.of(), Map.of(), "", said);
        }

        public Land withReason(String text) {
            return new Land(state, outcome, message, groups, otherHistory, historyMovedAside, text, said);
        }

        public Land withOtherHistory(List<HistoryEntry> lines) {
            return new Land(state, outcome, message, groups, lines, historyMovedAside, reason, said);
        }

        public Land withHistoryMovedAside(Map<String, String> moved) {
            return new Land(state, outcome, message, groups, otherHistory, moved, reason, said);
        }
    }

    static Refuse refuse(String rule, String sentence) {
        return new Refuse(rule, sentence);
    }
}
