package taikai.ui.session;

import java.util.List;
import taikai.app.road.Answer;
import taikai.app.words.Said;
import taikai.model.history.GroupChange;
import taikai.ui.words.DeskWords;
import taikai.ui.write.WriteAnswer;

/** The write road's answer in the words the status line shows: its outcome and its sentence, a refusal in the desktop's language. */
public final class Answers {
    private Answers() {
    }

    public static WriteAnswer of(Answer answer) {
        WriteAnswer.Outcome outcome = switch (answer.outcome()) {
            case APPLIED -> WriteAnswer.Outcome.APPLIED;
            case PARTLY_APPLIED -> WriteAnswer.Outcome.PARTLY_APPLIED;
            case HELD -> WriteAnswer.Outcome.HELD;
            case DUPLICATE -> WriteAnswer.Outcome.DUPLICATE;
            case REFUSED -> WriteAnswer.Outcome.REFUSED;
            case CLOCK_WRONG -> WriteAnswer.Outcome.CLOCK_WRONG;
            case TRY_AGAIN -> WriteAnswer.Outcome.TRY_AGAIN;
            case INTERNAL_ERROR -> WriteAnswer.Outcome.INTERNAL_ERROR;
        };
        List<String> held = answer.groups().stream().filter(g -> g.result().equals("held") || g.result().equals("moved_out"))
                .map(GroupChange::group).distinct().toList();
        // Decisions 0046 and 0049: a refusal's code, or a landed change's, is said in the desktop's
        // language; its English message otherwise.
        String sentence = (answer.outcome() == taikai.app.road.Outcome.REFUSED
                ? Said.refusal(answer.code(), answer.arguments(), DeskWords.language())
                : Said.answer(answer.code(), answer.arguments(), DeskWords.language())).orElse(answer.message());
        return new WriteAnswer(outcome, sentence.isBlank() ? fallback(outcome) : sentence, held);
    }

    /** A refusal decided on this desktop before anything was sent. */
    public static WriteAnswer notSent(String sentence) {
        return new WriteAnswer(WriteAnswer.Outcome.REFUSED, sentence);
    }

    private static String fallback(WriteAnswer.Outcome outcome) {
        return switch (outcome) {
            case APPLIED, DUPLICATE -> "The change was saved.";
            case PARTLY_APPLIED -> "Part of the change was saved; the rest is kept in the match's history.";
            case HELD -> "Nothing was applied; the change is kept in the match's history.";
            case REFUSED -> "The change was refused and nothing was written.";
            case CLOCK_WRONG -> "This computer's clock is wrong, so nothing was written; fix the clock and enter it again.";
            case TRY_AGAIN -> "The change could not be saved now; enter it again.";
            case INTERNAL_ERROR -> Answer.INTERNAL_ERROR_SENTENCE;
            case QUEUED -> "Saved on this court table; it is sent to the hall laptop in order.";
        };
    }
}
