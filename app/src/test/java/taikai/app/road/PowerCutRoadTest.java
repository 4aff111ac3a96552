package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
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

    private static int tried;
    private static int lost;
    private static int torn;

    /** The sum the test log shows beside the SIGKILL storm's figures. */
    @AfterAll
    static void inAll() {
        System.out.println("Power cut, in all over the write road: " + tried + " states tried, "
                + lost + " lost, " + torn + " torn");
    }

    private record Road(PowerCut cut, WriteRoad road, TournamentStore store) {
    }

    private static Road road(Path root) throws Exception {
        PowerCut cut = PowerCut.on(root);
        TournamentStore store = TournamentStore.open(root, WriteAheadLog.open(root, cut, BusyRetry.STANDARD, false),
                new AtomicFile(cut, BusyRetry.STANDARD), FolderWriter.withRandomIds());
        return new Road(cut, new WriteRoad(store, Handlers.standard(), () -> ActionFolder.START,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), Duration.ofSeconds(5), new ChangeFeed()), store);
    }

    private static void report(CutCheck check, String what) {
        System.out.println("Power cut, " + check.figures(what));
        tried += check.tried();
        lost += check.lost();
        torn += check.torn();
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

    /**
     * Decision 0019: the other program's pending change ({@code .wal/<nanos>-<hex>.json}) is left as
     * it is, and every write is refused while it waits. A score write and a withdrawal refused, cut at
     * every step the road takes meanwhile: every state still holds the record byte for byte, no data
     * file changed, {@code check} names the record (exit 1), and the road refuses a write there too.
     * Then, the record removed by a person, a score write lands and survives a cut at every step.
     */
    @Test
    void theOtherProgramsPendingChangeSurvivesACutAtEveryStep() throws Exception {
        Path root = temp.resolve("data");
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8)).close();
        String record = WriteAheadLog.DIRECTORY + "/1765000000000000000-9f2c.json";
        java.nio.file.Files.writeString(root.resolve(record), "{\"id\": \"9f2c\", \"intents\": [{\"path\":"
                + " \"/srv/taikai/data/competitions/open/pool-matches.csv\", \"data\": \"UG9vbE5hbWUK\", \"mode\": 420}]}");
        CutCheck check = new CutCheck(root, temp.resolve("states")).keeps(root, record)
                .alsoChecks(dir -> waits(dir, record));
        Road r = road(root);
        MatchResult first = taikai.storage.folder.FolderReader.readCompetition(root, "open").state().orElseThrow()
                .poolMatches().get(1);

        Answer scored = r.road().submit(new Request("score-1", "court A",
                RoadFixture.points("open", first, ActionFolder.START, List.of(Mark.MEN), List.of())));
        assertEquals(Outcome.REFUSED, scored.outcome(), scored.message());
        Answer kiken = r.road().submit(new Request("kiken-1", "desktop",
                new RecordWithdrawal("open", "Pool A-0", Corner.A, Decision.KIKEN, "")));
        assertEquals(Outcome.REFUSED, kiken.outcome(), kiken.message());
        check.tryEveryCut(r.cut(), true);
        report(check, "the other program's pending change, two writes refused");
        int refusedStates = check.tried();

        java.nio.file.Files.delete(root.resolve(record));
        CutCheck after = new CutCheck(root, temp.resolve("states-after"));
        Road again = road(root);
        Answer landed = again.road().submit(new Request("score-2", "court A",
                RoadFixture.points("open", first, ActionFolder.START, List.of(Mark.MEN), List.of())));
        assertEquals(Outcome.APPLIED, landed.outcome(), landed.message());
        after.answered(again.cut(), root);
        after.tryEveryCut(again.cut(), false);
        report(after, "the other program's pending change removed by a person, then a score write");
        assertTrue(refusedStates > 0);
    }

    /** Null when the state still waits for the other program: {@code check} fails naming the record and a write is refused. */
    private static String waits(Path dir, String record) throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        int exit = new taikai.app.cli.Cli().run(List.of("check", dir.toString()),
                new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8),
                new java.io.PrintStream(out, true, java.nio.charset.StandardCharsets.UTF_8));
        String said = out.toString(java.nio.charset.StandardCharsets.UTF_8);
        if (exit != 1 || !said.contains(record)) {
            return "check exited " + exit + " without naming " + record + ": " + said;
        }
        Road r = road(dir);
        Answer answer = r.road().submit(new Request("score-9", "court B", new RecordWithdrawal("open", "Pool A-1",
                Corner.B, Decision.KIKEN, "")));
        r.store().close();
        return answer.outcome() == Outcome.REFUSED ? null : "a write was taken: " + answer.outcome();
    }
}
