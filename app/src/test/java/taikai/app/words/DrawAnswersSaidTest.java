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
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.words.Language;

/**
 * A draw answers by code (decision 0049): how many pools, bouts and knockout matches it made, each
 * count where the language's plural reads it, in the same English the history keeps.
 */
class DrawAnswersSaidTest {
    @TempDir
    Path root;

    @Test
    void eachFormatsDrawSaysWhatItMadeInEachLanguage() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("pools", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8),
                ActionFolder.entered("league", Kind.INDIVIDUAL, Format.LEAGUE, 3),
                ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 2));

        Answer pools = f.submit(new GenerateDraw("pools", 7));
        Answer league = f.submit(new GenerateDraw("league", 7));
        Answer cup = f.submit(new GenerateDraw("cup", 7));

        assertEquals("draw-made-pools-and-tree", pools.code(), pools.message());
        assertTrue(pools.message().matches("The draw is made: \\d+ pools with \\d+ bouts and \\d+ knockout matches\\."), pools.message());
        assertEquals("draw-made-pools", league.code(), league.message());
        assertEquals("The draw is made: 1 pool with 3 bouts.", league.message());
        assertEquals("draw-made-tree", cup.code(), cup.message());
        assertEquals("The draw is made: 1 knockout match.", cup.message());
        for (Answer answer : List.of(pools, league, cup)) {
            assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
            Answer wire = AnswerJson.read(AnswerJson.write(answer));
            assertEquals(answer.message(), Said.answer(wire.code(), wire.arguments(), Language.ENGLISH).orElseThrow());
            assertEquals(answer.message(), f.history(answer == pools ? "pools" : answer == league ? "league" : "cup",
                    taikai.app.road.WriteRoad.COMPETITION_HISTORY).get(0).answered().answer());
            for (Language language : List.of(Language.JAPANESE, Language.GERMAN, Language.FRENCH, Language.DUTCH, Language.SPANISH)) {
                assertNotEquals(answer.message(), Said.answer(wire.code(), wire.arguments(), language).orElseThrow(),
                        answer.code() + " in " + language.tag());
            }
        }
        assertEquals("Die Auslosung ist gemacht: 1 Pool mit 3 Kämpfen.", Said.answer(league.code(), league.arguments(), Language.GERMAN).orElseThrow());
    }

    @Test
    void aSwissRoundDrawnBeforeTheLastIsFinishedIsRefusedByItsCode() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("swiss", Kind.INDIVIDUAL, Format.SWISS, 6));
        assertEquals(Outcome.APPLIED, f.submit(new GenerateDraw("swiss", 7)).outcome());

        Answer again = f.submit(new GenerateDraw("swiss", 7));

        assertEquals(Outcome.REFUSED, again.outcome(), again.message());
        assertEquals("swiss-round-ready", again.rule());
        assertEquals("swiss-round-not-finished", again.code());
        assertEquals("Round 1 is not finished; decide all its bouts before drawing round 2.", again.message());
        assertEquals(again.message(), Said.refusal(again.code(), again.arguments(), Language.ENGLISH).orElseThrow());
        assertEquals("第1回戦が終わっていません。第2回戦を抽選する前に、その全試合の結果を決めてください。",
                Said.refusal(again.code(), again.arguments(), Language.JAPANESE).orElseThrow());
    }

    @Test
    void aFieldTheDrawCannotMakeIsRefusedByTheDrawsCode() throws Exception {
        CompetitionState entered = ActionFolder.entered("one-pool", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 3);
        ActionFolder f = new ActionFolder(root, entered.withCompetition(entered.competition().withPools(p -> p.withSize(3).withWinners(1))));

        Answer answer = f.submit(new GenerateDraw("one-pool", 7));

        assertEquals(Outcome.REFUSED, answer.outcome(), answer.message());
        assertEquals("draw-possible", answer.rule());
        assertEquals("draw-knockout-needs-qualifiers", answer.code());
        assertEquals("A knockout needs at least two pool qualifiers; draw the pools first, then the knockout.", answer.message());
        assertEquals("トーナメントにはリーグからの勝ち上がりが2人以上必要です。先にリーグを抽選し、それからトーナメントを抽選してください。",
                Said.refusal(answer.code(), answer.arguments(), Language.JAPANESE).orElseThrow());
    }
}
