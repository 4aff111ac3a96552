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
        // An internal error's sentence is fixed (decision 0034), so it is said in the desktop's language.
        return new WriteAnswer(outcome, sentence.isBlank() || outcome == WriteAnswer.Outcome.INTERNAL_ERROR
                ? fallback(outcome) : sentence, held);
    }

    /** A refusal decided on this desktop before anything was sent. */
    public static WriteAnswer notSent(String sentence) {
        return new WriteAnswer(WriteAnswer.Outcome.REFUSED, sentence);
    }

    private static String fallback(WriteAnswer.Outcome outcome) {
        taikai.words.Words words = DeskWords.of(Answers.class);
        return switch (outcome) {
            case APPLIED, DUPLICATE -> words.say("answer.saved");
            case PARTLY_APPLIED -> words.say("answer.partly");
            case HELD -> words.say("answer.held");
            case REFUSED -> words.say("answer.refused");
            case CLOCK_WRONG -> words.say("answer.clock.wrong");
            case TRY_AGAIN -> words.say("answer.try.again");
            case INTERNAL_ERROR -> words.say("answer.internal.error");
            case QUEUED -> words.say("answer.queued");
        };
    }
}
