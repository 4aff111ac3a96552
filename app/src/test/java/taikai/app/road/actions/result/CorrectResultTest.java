package taikai.app.road.actions.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.store.StoreFixtures;

class CorrectResultTest {
    private static final List<Mark> TWO = List.of(Mark.MEN, Mark.KOTE);

    @TempDir
    Path root;

    private static CorrectResult sheet(ActionFolder f, String competition, String matchId, List<Mark> a, List<Mark> b,
            String reason) {
        MatchResult stored = f.match(competition, matchId);
        return new CorrectResult(competition, matchId,
                stored.withSideA(stored.sideA().withIppons(a)).withSideB(stored.sideB().withIppons(b)), reason);
    }

    @Test
    void aQuickScoreFinishesAnUnplayedMatchWithTheWinnerWorkedOutAtTheServersTime() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));

        Answer answer = f.submit(sheet(f, "open", "Pool A-0", List.of(), TWO, ""));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        MatchResult match = f.match("open", "Pool A-0");
        assertEquals(MatchStatus.COMPLETED, match.status());
        assertEquals(match.sideB().participantId(), match.verdict().winnerId());
        assertEquals(ActionFolder.START, match.provenance().groupStamps().get("scoreline"));
        assertEquals("correct", f.history("open", "Pool A-0").get(0).asked().action());
    }

    @Test
    void correctionNeedsReasonForAFinishedMatch() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        f.submit(sheet(f, "open", "Pool A-0", TWO, List.of(), ""));

        Answer answer = f.submit(sheet(f, "open", "Pool A-0", List.of(), TWO, ""));

        assertEquals("correction-needs-reason", answer.rule());
        assertEquals(TWO, f.match("open", "Pool A-0").sideA().ippons());
    }

    @Test
    void aCorrectionWithAReasonReplacesTheResultAndKeepsTheReason() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        f.submit(sheet(f, "open", "Pool A-0", TWO, List.of(), ""));
        f.clock.addAndGet(1_000);

        Answer answer = f.submit(sheet(f, "open", "Pool A-0", List.of(Mark.DO), List.of(), "the second point was not given"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        MatchResult match = f.match("open", "Pool A-0");
        assertEquals(List.of(Mark.DO), match.sideA().ippons());
        assertEquals("the second point was not given", match.provenance().correctionReason());
        assertEquals("the second point was not given", f.history("open", "Pool A-0").get(1).asked().reason());
    }

    @Test
    void aCorrectedKnockoutWinnerMovesOnInPlaceOfTheOldOne() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 8));
        f.draw("cup");
        MatchResult first = f.match("cup", "m-r1-0");
        f.submit(sheet(f, "cup", "m-r1-0", TWO, List.of(), ""));
        assertEquals(first.sideA().participantId(), f.match("cup", "m-r2-0").sideA().participantId());

        Answer answer = f.submit(sheet(f, "cup", "m-r1-0", List.of(), TWO, "points were given to the wrong side"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals(first.sideB().participantId(), f.match("cup", "m-r1-0").verdict().winnerId());
        assertEquals(MatchStatus.COMPLETED, f.match("cup", "m-r1-0").status());
        assertEquals(first.sideB().participantId(), f.match("cup", "m-r2-0").sideA().participantId());
    }

    @Test
    void aKnockoutCorrectionThatLeavesATieIsHeldAndTheResultStands() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 8));
        f.draw("cup");
        f.submit(sheet(f, "cup", "m-r1-0", TWO, List.of(), ""));

        Answer answer = f.submit(sheet(f, "cup", "m-r1-0", List.of(Mark.MEN), List.of(Mark.MEN), "recount"));

        assertEquals(Outcome.HELD, answer.outcome(), answer.message());
        assertEquals(TWO, f.match("cup", "m-r1-0").sideA().ippons());
        assertEquals("held", f.history("cup", "m-r1-0").get(1).answered().outcome());
    }

    @Test
    void sidesKnownRefusesAResultForASlotStillWaiting() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("mixed", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        String first = f.draw("mixed").bracket().rounds().get(0).get(0).id();

        assertEquals("sides-known", f.submit(sheet(f, "mixed", first, TWO, List.of(), "")).rule());
    }

    @Test
    void unknownMatchIsRefused() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", "Pool A-0");

        Answer answer = f.submit(new CorrectResult("open", "Pool Q-1", stored, ""));

        assertEquals("unknown-match", answer.rule());
        assertTrue(answer.message().startsWith("That match is not in competition"), answer.message());
        assertFalse(answer.message().contains("Pool Q-1"), "an id never reaches a person");
    }
}
