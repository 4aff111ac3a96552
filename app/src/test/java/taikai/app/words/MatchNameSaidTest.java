package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.api.AnswerJson;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.MatchLabels;
import taikai.words.Language;

/**
 * A match named inside a sentence (decision 0051) reads as MatchLabels' English in English, and as
 * the printouts name it in another language, over the hall's wire as well.
 */
class MatchNameSaidTest {
    @TempDir
    Path root;

    @Test
    void aPoolBoutAndAKnockoutMatchAreNamedAsThePrintoutsNameThem() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        CompetitionState drawn = f.draw("open");
        String bout = MatchName.of(drawn, "Pool A-0");
        assertFalse(bout.contains("Pool A-0"), "the id stays in the files");

        assertEquals("Pool A, match 1 is running on court B.", Said.answer("started", List.of(bout, "B"), Language.ENGLISH).orElseThrow());
        assertEquals("Pool A 第1試合がBコートで始まりました。", Said.answer("started", List.of(bout, "B"), Language.JAPANESE).orElseThrow());

        BracketMatch knockout = drawn.bracket().allMatches().stream().filter(m -> m.matchNumber() > 0).findFirst().orElseThrow();
        String match = MatchName.of(drawn, knockout.id());
        assertEquals(MatchLabels.of(drawn, knockout.id()) + " is running on court A.",
                Said.answer("started", List.of(match, "A"), Language.ENGLISH).orElseThrow());
        assertEquals("Kampf " + knockout.matchNumber() + " läuft auf Fläche A.",
                Said.answer("started", List.of(match, "A"), Language.GERMAN).orElseThrow());
        assertEquals("match " + knockout.matchNumber(), Said.answer("as-written", List.of(MatchName.inSentence(drawn, knockout.id())),
                Language.ENGLISH).orElseThrow());
    }

    @Test
    void theNameCrossesTheWireAndAnArgumentThatNamesNoMatchIsSaidAsItIs() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.LEAGUE, 4));
        CompetitionState drawn = f.draw("open");
        Answer answer = new Answer(Outcome.APPLIED, "x", "", List.of(), 0, 0, "started", List.of(MatchName.of(drawn, "Pool A-1"), "C"));
        JsonNode json = AnswerJson.write(answer);
        Answer read = AnswerJson.read(json);
        assertEquals("Pool A 第2試合がCコートで始まりました。", Said.answer(read.code(), read.arguments(), Language.JAPANESE).orElseThrow());
        assertTrue(Said.answer("started", List.of("Pool A, match 2", "C"), Language.JAPANESE).orElseThrow().startsWith("Pool A, match 2"));
        assertEquals("Pool Z, match 4", Said.answer("as-written", List.of(MatchName.of(drawn, "Pool Z-3")), Language.ENGLISH).orElseThrow(),
                "a bout no longer in the competition keeps its pool's name");
    }
}
