package taikai.wal.powercut;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.wal.Transaction;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.BusyRetry;

/**
 * What a power cut would find (RELIABILITY.md): every state a cut during a commit, a checkpoint or
 * the replay after a first cut may leave, opened, with every answered write present and no file
 * torn. The figures go to the test log.
 */
class PowerCutTest {
    @TempDir
    Path temp;

    private static int tried;
    private static int lost;
    private static int torn;

    /** The sum the test log shows beside the SIGKILL storm's figures. */
    @AfterAll
    static void inAll() {
        System.out.println("Power cut, in all over the log's commits, checkpoint and replay: " + tried + " states tried, "
                + lost + " lost, " + torn + " torn");
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }

    private Path folder() throws Exception {
        Path root = Files.createDirectories(temp.resolve("data"));
        Files.createDirectories(root.resolve("competitions/open/history"));
        Files.write(root.resolve("competitions/open/pool-matches.csv"), utf8("PoolName,MatchIdx\nPool A,0\n"));
        Files.write(root.resolve("competitions/open/bracket.json"), utf8("{\"rounds\": []}"));
        return root;
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
    void commitsOfSeveralFilesSurviveACutAtEveryStep() throws Exception {
        Path root = folder();
        CutCheck check = new CutCheck(root, temp.resolve("states"));
        PowerCut cut = PowerCut.on(root);
        WriteAheadLog wal = WriteAheadLog.open(root, cut, BusyRetry.STANDARD, false);
        for (int n = 1; n <= 2; n++) {
            wal.commit(Transaction.empty()
                    .replace("competitions/open/pool-matches.csv", utf8("PoolName,MatchIdx\nPool A," + n + "\n"))
                    .replace("competitions/open/competitor-status.yaml", utf8("statuses: [" + n + "]\n"))
                    .append("competitions/open/history/Pool A-0.jsonl", utf8("{\"line\": " + n + "}\n")));
            check.answered(cut, root);
        }
        check.tryEveryCut(cut, false);
        report(check, "two withdrawals of three files each");
    }

    @Test
    void aWriteAnsweredOnceItsFrameIsForcedSurvivesACutBeforeAndDuringItsApply() throws Exception {
        Path root = folder();
        CutCheck check = new CutCheck(root, temp.resolve("states"));
        PowerCut cut = PowerCut.on(root);
        WriteAheadLog wal = WriteAheadLog.open(root, cut, BusyRetry.STANDARD, false);
        for (int n = 1; n <= 2; n++) {
            WriteAheadLog.Logged logged = wal.log(Transaction.empty()
                    .replace("competitions/open/pool-matches.csv", utf8("PoolName,MatchIdx\nPool A," + n + "\n"))
                    .append("competitions/open/history/Pool A-0.jsonl", utf8("{\"line\": " + n + "}\n")));
            int answeredAt = cut.steps(); // decision 0031: the answer goes out here, before the apply
            logged.apply();
            check.answered(answeredAt, root);
        }
        check.tryEveryCut(cut, true);
        report(check, "two writes answered once logged, cut before and during their applies");
    }

    @Test
    void aCheckpointSurvivesACutAtEveryStep() throws Exception {
        Path root = folder();
        WriteAheadLog first = WriteAheadLog.open(root, taikai.wal.file.DiskFileOps.instance(), BusyRetry.STANDARD, false);
        first.commit(Transaction.empty().replace("competitions/open/bracket.json", utf8("{\"rounds\": [1]}")));
        CutCheck check = new CutCheck(root, temp.resolve("states"));
        PowerCut cut = PowerCut.on(root);
        WriteAheadLog wal = WriteAheadLog.open(root, cut, BusyRetry.STANDARD, false);
        wal.commit(Transaction.empty().replace("competitions/open/bracket.json", utf8("{\"rounds\": [2]}"))
                .replace("competitions/open/pool-matches.csv", utf8("PoolName,MatchIdx\nPool B,0\n")));
        check.answered(cut, root);
        wal.checkpoint();
        wal.commit(Transaction.empty().replace("competitions/open/bracket.json", utf8("{\"rounds\": [3]}")));
        check.answered(cut, root);
        check.tryEveryCut(cut, false);
        report(check, "a checkpoint between two writes");
    }

    @Test
    void theReplayAfterACutSurvivesASecondCut() throws Exception {
        Path root = folder();
        CutCheck check = new CutCheck(root, temp.resolve("states"));
        PowerCut cut = PowerCut.on(root);
        WriteAheadLog wal = WriteAheadLog.open(root, cut, BusyRetry.STANDARD, false);
        wal.commit(Transaction.empty()
                .replace("competitions/open/pool-matches.csv", utf8("PoolName,MatchIdx\nPool A,1\n"))
                .append("competitions/open/history/Pool A-0.jsonl", utf8("{\"line\": 1}\n")));
        check.answered(cut, root);
        check.tryEveryCut(cut, true);
        report(check, "a write, then its replay cut again");
    }

    /** The check can fail: a file rewritten in place, unforced, is found lost or torn by a cut. */
    @Test
    void aWriteInPlaceWithoutTheLogIsFoundLostAndTorn() throws Exception {
        Path root = folder();
        CutCheck check = new CutCheck(root, temp.resolve("states"));
        PowerCut cut = PowerCut.on(root);
        cut.writeAt(root.resolve("competitions/open/pool-matches.csv"), 0, utf8("Pool Z,9\nPoolName,MatchIdx\n"));
        check.answered(cut, root);
        check.tryEveryCut(cut, false);
        System.out.println("Power cut, " + check.figures("a file rewritten in place without the log (must fail)"));
        assertTrue(check.lost() > 0, "the unforced write is lost by some cut");
        assertTrue(check.torn() > 0, "and torn by another");
    }
}
