package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.api.AnswerJson;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.award.GiveAward;
import taikai.app.road.actions.award.WithdrawAward;
import taikai.app.road.actions.result.OverridePoolRank;
import taikai.app.road.actions.result.OverrideWinner;
import taikai.app.road.actions.result.RecordWithdrawal;
import taikai.app.road.actions.result.RemoveWinnerOverride;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.storage.store.StoreFixtures;
import taikai.words.Language;

/**
 * What the organiser's result changes answer (decision 0049): a winner overridden and the override
 * removed, a place in a pool overridden, a withdrawal with its term said in the language's script,
 * an award given and taken back; each by its code, in exactly the English the history keeps.
 */
class ResultAnswersSaidTest {
    @TempDir
    Path root;

    @Test
    void theOrganisersResultChangesAnswerByTheirCodesInEachLanguage() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8),
                ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        f.draw("cup");
        List<Answer> answers = new ArrayList<>();
        answers.add(f.submit(new OverrideWinner("cup", "m-r1-0", Corner.B, "aka used an illegal shinai")));
        answers.add(f.submit(new RemoveWinnerOverride("cup", "m-r1-0", "the shinai was measured again")));
        answers.add(f.submit(new RecordWithdrawal("open", "Pool A-0", Corner.A, Decision.KIKEN, "cramp")));
        String pool = f.state("open").pools().get(0).name();
        String entrant = f.state("open").pools().get(0).players().get(1).id();
        answers.add(f.submit(new OverridePoolRank("open", pool, entrant, 1, "the table counted a hansoku twice")));
        answers.add(f.submit(new OverridePoolRank("open", pool, entrant, 0, "counted again")));
        FightingSpiritAward award = new FightingSpiritAward("Fighting spirit", "Ken Tanaka", "Kodokan");
        answers.add(f.submit(new GiveAward("open", award)));
        answers.add(f.submit(new WithdrawAward("open", award)));

        assertEquals(List.of("winner-overridden", "winner-override-removed-queued", "withdrawal-recorded" + Sentence.AND + "withdrawal-awarded", "pool-rank-placed",
                "pool-rank-cleared", "award-given-with-dojo", "award-taken-back-with-dojo"),
                answers.stream().map(Answer::code).toList(), () -> answers.stream().map(Answer::message).toList().toString());
        for (Answer answer : answers) {
            assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
            Answer wire = AnswerJson.read(AnswerJson.write(answer));
            assertEquals(answer.message(), Said.answer(wire.code(), wire.arguments(), Language.ENGLISH).orElseThrow(), answer.code());
            for (Language language : List.of(Language.JAPANESE, Language.GERMAN, Language.FRENCH, Language.DUTCH, Language.SPANISH)) {
                String said = Said.answer(wire.code(), wire.arguments(), language).orElseThrow();
                assertNotEquals(answer.message(), said, answer.code() + " in " + language.tag());
                assertTrue(!said.contains("\u001e") && !said.contains("\u001f"), said);
            }
        }
        assertTrue(answers.get(2).message().contains(": kiken recorded against "), answers.get(2).message());
        String japanese = Said.answer(answers.get(2).code(), answers.get(2).arguments(), Language.JAPANESE).orElseThrow();
        assertTrue(japanese.contains("棄権") && !japanese.contains("kiken"), japanese);
        assertEquals("The Fighting spirit award to Ken Tanaka (Kodokan) is given in Open open.", answers.get(5).message());
    }
}
