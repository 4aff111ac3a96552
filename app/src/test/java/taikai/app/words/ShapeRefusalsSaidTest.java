package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.api.AnswerJson;
import taikai.app.road.Action;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.award.GiveAward;
import taikai.app.road.actions.competition.CreateCompetition;
import taikai.app.road.actions.court.MoveInQueue;
import taikai.app.road.actions.court.StartMatch;
import taikai.app.road.actions.entrant.CheckIn;
import taikai.app.road.actions.entrant.SetSeed;
import taikai.app.road.actions.result.OverridePoolRank;
import taikai.app.road.actions.result.OverrideWinner;
import taikai.app.road.actions.result.RecordWithdrawal;
import taikai.app.road.match.MatchEntry;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.words.Language;

/**
 * An action sent without what it needs is refused by its shape before any lock: the rule stays
 * "shape" and the message its sentences one after the other, and the answer carries their codes
 * joined by {@code +}, said in every language and in exactly the English of the message.
 */
class ShapeRefusalsSaidTest {
    @TempDir
    Path root;

    @Test
    void anActionMissingWhatItNeedsIsRefusedByItsShapeCodes() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        Map<Action, String> sent = new LinkedHashMap<>();
        sent.put(new StartMatch("open", "", ""), "shape-match-to-start+shape-court-to-start-on");
        sent.put(new SetSeed("open", "", -1), "shape-entrant-to-seed+shape-seed-from-one");
        sent.put(new CheckIn("", "", true), "shape-competition+shape-entrant-to-check-in");
        sent.put(new RecordWithdrawal("open", "", null, null, ""),
                "shape-withdrawal-match+shape-withdrawal-side+shape-withdrawal-decision");
        sent.put(new OverridePoolRank("open", "", " ", -1, "r"), "shape-pool-to-rank+shape-entrant-to-place+shape-rank-from-one");
        sent.put(new MoveInQueue("open", "", "", -1), "shape-queue-court+shape-match-to-move+shape-queue-place-from-zero");
        sent.put(new OverrideWinner("open", "", null, "r"), "shape-match-to-override+shape-winner");
        sent.put(new GiveAward("open", null), "shape-award-title+shape-award-recipient");
        sent.put(new MatchEntry("", "", null), "shape-entry-competition+shape-entry-match+shape-entry-nothing");
        sent.put(new CreateCompetition(Competition.create("", "***", Kind.INDIVIDUAL, Format.KNOCKOUT)), "shape-competition-id");

        for (Map.Entry<Action, String> one : sent.entrySet()) {
            Answer answer = AnswerJson.read(AnswerJson.write(f.submit(one.getKey())));
            String code = one.getValue();
            assertEquals(Outcome.REFUSED, answer.outcome(), answer.message());
            assertEquals("shape", answer.rule(), answer.message());
            assertEquals(code, answer.code(), answer.message());
            assertEquals(answer.message(), Said.refusal(answer.code(), answer.arguments(), Language.ENGLISH).orElseThrow(), code);
            for (Language language : List.of(Language.JAPANESE, Language.GERMAN, Language.FRENCH, Language.DUTCH, Language.SPANISH)) {
                String said = Said.refusal(answer.code(), answer.arguments(), language).orElseThrow();
                assertNotEquals(answer.message(), said, code + " in " + language.tag());
                assertTrue(!said.contains("{") && !said.contains("''"), said);
            }
        }
        assertEquals(0, f.feed.lastSequence(), "nothing was written");
    }

    @Test
    void theSentencesStayAsTheyWereAndANameIsKeptInEveryLanguage() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));

        Answer start = f.submit(new StartMatch("open", "", ""));
        assertEquals("Choose the match to start. Choose the court the match starts on.", start.message());
        assertEquals("開始する試合を選んでください。 試合を開始するコートを選んでください。",
                Said.refusal(start.code(), start.arguments(), Language.JAPANESE).orElseThrow());
        assertEquals("Wählen Sie den Kampf, der beginnen soll. Wählen Sie die Fläche, auf der der Kampf beginnt.",
                Said.refusal(start.code(), start.arguments(), Language.GERMAN).orElseThrow());

        Answer named = f.submit(new CreateCompetition(Competition.create("", "***", Kind.INDIVIDUAL, Format.KNOCKOUT)));
        assertEquals("The name \"***\" has no letter or digit to make the competition's id from; use letters or digits in it.",
                named.message());
        assertEquals(List.of("***"), named.arguments());
        assertTrue(Said.refusal(named.code(), named.arguments(), Language.FRENCH).orElseThrow()
                .startsWith("Le nom « *** » n'a aucune lettre"), named.code());
    }
}
