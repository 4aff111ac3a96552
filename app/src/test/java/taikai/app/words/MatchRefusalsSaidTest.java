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
import taikai.app.road.actions.court.Reopen;
import taikai.app.road.actions.court.Requeue;
import taikai.app.road.actions.court.StartMatch;
import taikai.app.road.actions.draw.DiscardDraw;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.app.road.actions.result.CorrectResult;
import taikai.app.road.actions.result.OverrideWinner;
import taikai.app.road.actions.schedule.PlanSchedule;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
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

    @Test
    void aLaterMatchAlreadyFoughtStandsInTheWayAndIsNamedInTheLanguage() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        CompetitionState drawn = f.draw("cup");
        List<BracketMatch> first = drawn.bracket().rounds().get(0);
        for (BracketMatch m : first) {
            MatchResult stored = f.match("cup", m.id());
            assertEquals(Outcome.APPLIED, f.submit(new CorrectResult("cup", m.id(),
                    stored.withSideA(stored.sideA().withIppons(List.of(Mark.MEN, Mark.KOTE))), "")).outcome());
        }
        BracketMatch fin = f.state("cup").bracket().rounds().get(1).get(0);
        assertEquals(Outcome.APPLIED, f.submit(new StartMatch("cup", fin.id(), "A")).outcome());

        Answer reopen = f.submit(new Reopen("cup", first.get(0).id(), "The shinpan asked for it."));
        Answer override = f.submit(new OverrideWinner("cup", first.get(0).id(), Corner.B, "an illegal shinai"));

        for (Answer answer : List.of(reopen, override)) {
            assertEquals(Outcome.REFUSED, answer.outcome(), answer.message());
            assertEquals("winner-not-fighting-on", answer.code(), answer.message());
            assertEquals("Match " + fin.matchNumber() + " has already started; take its result back first.", answer.message());
            Answer wire = AnswerJson.read(AnswerJson.write(answer));
            assertEquals(answer.message(), Said.refusal(wire.code(), wire.arguments(), Language.ENGLISH).orElseThrow());
            assertEquals("第" + fin.matchNumber() + "試合はすでに始まっています。先にその結果を取り消してください。",
                    Said.refusal(wire.code(), wire.arguments(), Language.JAPANESE).orElseThrow());
        }
    }
}
