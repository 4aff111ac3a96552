package taikai.wal.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * RELIABILITY.md test 1: a child JVM storms a folder with multi-file transactions and is killed
 * with SIGKILL at random moments; after each kill no acknowledged transaction is lost and none is
 * half there. 200 kills by default; {@code -Dtaikai.crash.kills=N} for more.
 */
class WalCrashTest {

    private static final int DEFAULT_KILLS = 200;
    private static final int WRITERS = 2;
    /** Kills land anywhere from inside the child's first commit to a few commits in. */
    private static final int MAX_ACKNOWLEDGEMENTS_BEFORE_KILL = 6;
    /** A commit takes 10 to 50 ms; a pause up to this long lands anywhere inside one. */
    private static final long MAX_KILL_DELAY_MILLIS = 40;

    @TempDir
    Path root;

    @Test
    void no_acknowledged_transaction_is_lost_and_none_is_half_applied_across_random_sigkills() throws Exception {
        int kills = Integer.getInteger("taikai.crash.kills", DEFAULT_KILLS);
        long seed = Long.getLong("taikai.crash.seed", System.nanoTime());
        KillLoop.Settings settings = new KillLoop.Settings(WalStormChild.class,
                List.of(root.toString(), Integer.toString(WRITERS)), kills, MAX_ACKNOWLEDGEMENTS_BEFORE_KILL, MAX_KILL_DELAY_MILLIS, seed);

        KillLoop.Figures figures = KillLoop.run(settings, new StormCheck(root, WRITERS));

        System.out.println(figures + " (seed " + seed + ", -Dtaikai.crash.seed to repeat)");
        assertEquals(0, figures.lost(), figures.toString());
        assertTrue(figures.killsAfterAnAcknowledgement() >= kills / 2, "the storm hardly wrote: " + figures);
    }
}
