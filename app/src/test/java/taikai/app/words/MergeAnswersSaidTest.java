package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.api.AnswerJson;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.result.CorrectResult;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.merge.HoldReason;
import taikai.words.Language;

/**
 * What an entry the merge held or partly applied answers (spec section 5) is said by codes: the
 * held or partly recorded sentence, then each reason it was held, in exactly the merge's English
 * and in the reader's language; a correction that landed says what it did the same way.
 */
class MergeAnswersSaidTest {
    @TempDir
    Path root;

    @Test
    void everyReasonTheMergeHoldsAChangeForIsSaidInItsOwnEnglishAndInEachLanguage() {
        for (HoldReason reason : HoldReason.values()) {
            if (reason == HoldReason.NONE) {
                continue;
            }
            Sentence said = Sentence.answer("held-" + reason.code());
            assertEquals(reason.sentence(), said.english(), reason.name());
            for (Language language : List.of(Language.JAPANESE, Language.GERMAN, Language.FRENCH, Language.DUTCH, Language.SPANISH)) {
                assertNotEquals(reason.sentence(), Said.answer(said.code(), List.of(), language).orElseThrow(),
                        reason + " in " + language.tag());
            }
        }
    }

    @Test
    void aCorrectionHeldForATieAndACorrectionThatLandsAreSaidByTheirCodes() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 8));
        f.draw("cup");
        Answer entered = f.submit(sheet(f, "m-r1-0", List.of(Mark.MEN, Mark.KOTE), List.of(), ""));
        assertEquals(Outcome.APPLIED, entered.outcome(), entered.message());
        String winner = f.match("cup", "m-r1-0").verdict().winner();
        assertEquals("Match 1: result entered, " + winner + " wins.", entered.message());
        assertEquals("result-entered-won", entered.code());

        Answer held = f.submit(sheet(f, "m-r1-0", List.of(Mark.MEN), List.of(Mark.MEN), "recount"));

        assertEquals(Outcome.HELD, held.outcome(), held.message());
        assertEquals("match-held" + Sentence.AND + "held-knockout-needs-winner", held.code());
        assertEquals("Match 1: nothing was applied; the whole entry is kept in the match's history. "
                + HoldReason.KNOCKOUT_NEEDS_WINNER.sentence(), held.message());
        Answer wire = AnswerJson.read(AnswerJson.write(held));
        assertEquals(held.message(), Said.answer(wire.code(), wire.arguments(), Language.ENGLISH).orElseThrow());
        String japanese = Said.answer(wire.code(), wire.arguments(), Language.JAPANESE).orElseThrow();
        assertTrue(japanese.startsWith("第1試合"), japanese);
        String german = Said.answer(entered.code(), entered.arguments(), Language.GERMAN).orElseThrow();
        assertTrue(german.startsWith("Kampf 1") && german.contains(winner), german);
    }

    private static CorrectResult sheet(ActionFolder f, String matchId, List<Mark> a, List<Mark> b, String reason) {
        MatchResult stored = f.match("cup", matchId);
        return new CorrectResult("cup", matchId, stored.withSideA(stored.sideA().withIppons(a)).withSideB(stored.sideB().withIppons(b)),
                reason);
    }
}
