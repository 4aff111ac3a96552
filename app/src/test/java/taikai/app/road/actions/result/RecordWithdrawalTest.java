package taikai.app.road.actions.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.ChangeFeed;
import taikai.app.road.ClockCheck;
import taikai.app.road.Handlers;
import taikai.app.road.Outcome;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.eligibility.Eligibility;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.folder.FolderWriter;
import taikai.storage.store.StoreFixtures;
import taikai.storage.store.TournamentStore;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;

class RecordWithdrawalTest {
    @TempDir
    Path root;

    /** The matches of {@code participantId} other than {@code except}. */
    private static List<MatchResult> othersOf(CompetitionState state, String participantId, String except) {
        return state.poolMatches().stream().filter(m -> !m.id().equals(except))
                .filter(m -> m.sideA().participantId().equals(participantId) || m.sideB().participantId().equals(participantId))
                .toList();
    }

    @Test
    void aKikenClosesTheMatchBarsTheLoserAndAwardsTheirRemainingMatchesEachWithALine() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", "Pool A-0");
        String loser = stored.sideA().participantId();

        Answer answer = f.submit(new RecordWithdrawal("open", "Pool A-0", Corner.A, Decision.KIKEN_INJURY, "knee"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        CompetitionState after = f.state("open");
        MatchResult match = after.findMatch("Pool A-0").orElseThrow();
        assertEquals(MatchStatus.COMPLETED, match.status());
        assertEquals(Decision.KIKEN_INJURY, match.verdict().decision());
        assertEquals(stored.sideB().participantId(), match.verdict().winnerId());
        assertFalse(Eligibility.isEligible(loser, after.statuses()));
        List<MatchResult> awarded = othersOf(after, loser, "Pool A-0");
        assertEquals(2, awarded.size());
        for (MatchResult m : awarded) {
            assertEquals(Decision.FUSENSHO, m.verdict().decision(), m.id());
            assertEquals("fusensho", f.history("open", m.id()).get(0).asked().action());
        }
        HistoryEntry own = f.history("open", "Pool A-0").get(0);
        assertEquals("kiken-injury", own.asked().action());
        assertEquals("knee", own.asked().reason());
        assertTrue(answer.message().contains("2 remaining matches"), answer.message());
        assertEquals(1, f.feed.lastSequence(), "one change, one note");
    }

    @Test
    void theWithdrawalItsBarItsAwardsAndTheirLinesLandInOneTransaction() throws Exception {
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
        FailingMoves ops = new FailingMoves();
        TournamentStore store = TournamentStore.open(root, WriteAheadLog.open(root, ops, BusyRetry.STANDARD),
                new AtomicFile(ops, BusyRetry.STANDARD), FolderWriter.withRandomIds());
        WriteRoad road = new WriteRoad(store, Handlers.standard(), () -> ActionFolder.START,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), Duration.ofSeconds(5), new ChangeFeed());
        Request kiken = new Request("kiken-1", "desktop", new RecordWithdrawal("open", "Pool A-0", Corner.A, Decision.KIKEN, ""));
        ops.armed.set(true);

        Answer interrupted = road.submit(kiken);

        assertEquals(Outcome.TRY_AGAIN, interrupted.outcome(), "the apply failed after the log committed");
        TournamentStore reopened = TournamentStore.open(root);
        CompetitionState after = reopened.competition("open").read().state().orElseThrow();
        MatchResult match = after.findMatch("Pool A-0").orElseThrow();
        String loser = match.sideA().participantId();
        assertEquals(Decision.KIKEN, match.verdict().decision(), "the match result landed");
        assertFalse(Eligibility.isEligible(loser, after.statuses()), "with the competitor's status");
        for (MatchResult m : othersOf(after, loser, "Pool A-0")) {
            assertEquals(Decision.FUSENSHO, m.verdict().decision(), "with the award of " + m.id());
        }
        WriteRoad restarted = new WriteRoad(reopened, Handlers.standard(), () -> ActionFolder.START,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), Duration.ofSeconds(5), new ChangeFeed());
        assertEquals(Outcome.DUPLICATE, restarted.submit(kiken).outcome(), "and with its history line, which holds the key");
    }

    @Test
    void aKnockoutWithdrawalMovesTheOpponentOnInTheSameChange() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 8));
        f.draw("cup");
        MatchResult first = f.match("cup", "m-r1-0");

        Answer answer = f.submit(new RecordWithdrawal("cup", "m-r1-0", Corner.B, Decision.FUSENPAI, ""));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals(first.sideA().participantId(), f.match("cup", "m-r2-0").sideA().participantId());
        assertFalse(Eligibility.isEligible(first.sideB().participantId(), f.state("cup").statuses()));
        assertEquals("fusenpai", f.history("cup", "m-r1-0").get(0).asked().action());
    }

    @Test
    void noForfeitAfterDecidedRefusesAWithdrawalInAMatchWonOnPoints() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", "Pool A-0");
        f.submit(new CorrectResult("open", "Pool A-0", stored.withSideA(stored.sideA().withIppons(List.of(Mark.MEN, Mark.KOTE))), ""));

        Answer late = f.submit(new RecordWithdrawal("open", "Pool A-0", Corner.B, Decision.KIKEN, ""));

        assertEquals("no-forfeit-after-decided", late.rule(), late.message());
        assertEquals(1, f.history("open", "Pool A-0").size());
    }

    @Test
    void closedByForfeitRefusesASecondWithdrawal() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        f.submit(new RecordWithdrawal("open", "Pool A-0", Corner.A, Decision.KIKEN, ""));

        assertEquals("closed-by-forfeit", f.submit(new RecordWithdrawal("open", "Pool A-0", Corner.B, Decision.KIKEN, "")).rule());
    }

    @Test
    void forfeitIsKikenOrFusenRefusesAnyOtherDecision() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));

        assertEquals("forfeit-is-kiken-or-fusen",
                f.submit(new RecordWithdrawal("open", "Pool A-0", Corner.A, Decision.HIKIWAKE, "")).rule());
    }

    @Test
    void sidesKnownRefusesAWithdrawalFromASlotStillWaiting() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("mixed", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        String first = f.draw("mixed").bracket().rounds().get(0).get(0).id();

        assertEquals("sides-known", f.submit(new RecordWithdrawal("mixed", first, Corner.A, Decision.KIKEN, "")).rule());
    }

    @Test
    void aWithdrawalWithoutASideIsRefusedByItsShape() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));

        Answer answer = f.submit(new RecordWithdrawal("open", "Pool A-0", null, Decision.KIKEN, ""));

        assertEquals("shape", answer.rule());
        assertTrue(answer.message().contains("aka or shiro"), answer.message());
    }
}
