package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.app.road.actions.result.RecordWithdrawal;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.storage.folder.FolderWriter;
import taikai.storage.store.StoreFixtures;
import taikai.storage.store.TournamentStore;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;
import taikai.wal.powercut.CutCheck;
import taikai.wal.powercut.PowerCut;

/**
 * What a power cut would find, through the write road (RELIABILITY.md): a score write, a withdrawal
 * (the match, the competitor's status, the awards and their history lines in one transaction) and
 * a draw, each cut at every step it takes, every state the cut may leave opened, with every answered
 * write present and no file torn. The figures go to the test log.
 */
class PowerCutRoadTest {
    @TempDir
    Path temp;

    private record Road(PowerCut cut, WriteRoad road) {
    }

    private static Road road(Path root) throws Exception {
        PowerCut cut = PowerCut.on(root);
        TournamentStore store = TournamentStore.open(root, WriteAheadLog.open(root, cut, BusyRetry.STANDARD, false),
                new AtomicFile(cut, BusyRetry.STANDARD), FolderWriter.withRandomIds());
        return new Road(cut, new WriteRoad(store, Handlers.standard(), () -> ActionFolder.START,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), Duration.ofSeconds(5), new ChangeFeed()));
    }

    private static void report(CutCheck check, String what) {
        System.out.println("Power cut, " + check.figures(what));
        assertTrue(check.tried() > 0);
        assertEquals(0, check.lost(), check.failures().toString());
        assertEquals(0, check.torn(), check.failures().toString());
    }

    @Test
    void aScoreWriteAndAWithdrawalSurviveACutAtEveryStep() throws Exception {
        Path root = temp.resolve("data");
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8)).close();
        CutCheck check = new CutCheck(root, temp.resolve("states"));
        Road r = road(root);
        CompetitionState state = taikai.storage.folder.FolderReader.readCompetition(root, "open").state().orElseThrow();
        MatchResult first = state.poolMatches().get(1);

        Answer scored = r.road().submit(new Request("score-1", "court A",
                RoadFixture.points("open", first, ActionFolder.START, List.of(Mark.MEN), List.of())));
        assertEquals(Outcome.APPLIED, scored.outcome(), scored.message());
        check.answered(r.cut(), root);
        Answer kiken = r.road().submit(new Request("kiken-1", "desktop",
                new RecordWithdrawal("open", "Pool A-0", Corner.A, Decision.KIKEN, "")));
        assertEquals(Outcome.APPLIED, kiken.outcome(), kiken.message());
        check.answered(r.cut(), root);

        check.tryEveryCut(r.cut(), false);
        report(check, "a score write and a withdrawal");
    }

    @Test
    void aDrawSurvivesACutAtEveryStep() throws Exception {
        Path root = temp.resolve("data");
        StoreFixtures.folder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 8)).close();
        CutCheck check = new CutCheck(root, temp.resolve("states"));
        Road r = road(root);

        Answer drawn = r.road().submit(new Request("draw-1", "desktop", new GenerateDraw("cup", 7)));
        assertTrue(drawn.landed(), drawn.message());
        check.answered(r.cut(), root);

        check.tryEveryCut(r.cut(), false);
        report(check, "a draw");
    }
}
