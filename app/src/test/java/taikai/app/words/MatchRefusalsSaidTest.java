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
import taikai.app.road.actions.court.Requeue;
import taikai.app.road.actions.court.Reopen;
import taikai.app.road.actions.court.StartMatch;
import taikai.app.road.actions.draw.DiscardDraw;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.app.road.actions.result.OverrideWinner;
import taikai.app.road.actions.schedule.PlanSchedule;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.words.Language;

/**
 * The refusals of the draw, the courts, the results and the schedule reach a court table or the
 * desktop as a code and its arguments, said in every language and in exactly the English the
 * handler wrote; a match inside them is named as the printouts name it.
 */
class MatchRefusalsSaidTest {
    @TempDir
    Path root;

    @Test
    void theDrawTheCourtsTheResultsAndThePlanRefuseByTheirCodes() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        List<Answer> refused = new ArrayList<>();
        refused.add(f.submit(new DiscardDraw("open")));
        CompetitionState drawn = f.draw("open");
        List<BracketMatch> first = drawn.bracket().rounds().get(0);
        String one = first.get(0).id();
        String two = first.get(1).id();
        refused.add(f.submit(new GenerateDraw("open", 7)));
        assertEquals(Outcome.APPLIED, f.submit(new StartMatch("open", one, "A")).outcome());
        refused.add(f.submit(new StartMatch("open", two, "A")));
        refused.add(f.submit(new StartMatch("open", one, "B")));
        refused.add(f.submit(new Requeue("open", two)));
        refused.add(f.submit(new Reopen("open", one, "")));
        refused.add(f.submit(new Reopen("open", two, "The shinpan asked for it.")));
        refused.add(f.submit(new OverrideWinner("open", one, Corner.A, "")));
        refused.add(f.submit(new PlanSchedule("open")));

        assertEquals(List.of("draw-to-discard", "no-draw-yet", "court-is-free", "match-not-running", "match-is-running",
                "reopen-needs-reason", "match-is-finished", "override-needs-reason", "start-time"),
                refused.stream().map(Answer::code).toList(), () -> refused.stream().map(Answer::message).toList().toString());
        for (Answer answer : refused) {
            assertEquals(Outcome.REFUSED, answer.outcome(), answer.message());
            Answer wire = AnswerJson.read(AnswerJson.write(answer));
            assertEquals(answer.message(), Said.refusal(wire.code(), wire.arguments(), Language.ENGLISH).orElseThrow(), answer.code());
            for (Language language : List.of(Language.JAPANESE, Language.GERMAN, Language.FRENCH, Language.DUTCH, Language.SPANISH)) {
                String said = Said.refusal(wire.code(), wire.arguments(), language).orElseThrow();
                assertNotEquals(answer.message(), said, answer.code() + " in " + language.tag());
                assertTrue(!said.contains("{") && !said.contains("\u001f"), said);
            }
        }
        String courtInUse = refused.get(2).message();
        assertTrue(courtInUse.startsWith("Court A is in use: Match " + first.get(0).matchNumber() + " of \"Open open\" is running there."),
                courtInUse);
        String japanese = Said.refusal(refused.get(2).code(), refused.get(2).arguments(), Language.JAPANESE).orElseThrow();
        assertTrue(japanese.contains("第" + first.get(0).matchNumber() + "試合"), japanese);
    }
}
