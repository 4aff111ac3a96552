package taikai.wal.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * RELIABILITY.md test 1: a child JVM storms a folder with multi-file transactions and is killed
 * with SIGKILL at random moments; after each kill no acknowledged transaction is lost and none is
 * half there. {@value #DEFAULT_KILLS} kills in {@code mvn verify}, 200 in {@code .ci/run}
 * ({@code -Dtaikai.crash.kills=N}, passed on by surefire). Two storms run side by side on folders of
 * their own, because most of a round is a child JVM starting.
 */
@Tag("storm")
class WalCrashTest {

    /** The short storm, as the parent pom's {@code taikai.crash.kills} sets it, also outside Maven. */
    private static final int DEFAULT_KILLS = 40;
    private static final int LANES = 2;
    private static final int WRITERS = 2;
    /** Kills land anywhere from inside the child's first commit to a few commits in. */
    private static final int MAX_ACKNOWLEDGEMENTS_BEFORE_KILL = 6;
    /** A commit takes 10 to 50 ms; a pause up to this long lands anywhere inside one. */
    private static final long MAX_KILL_DELAY_MILLIS = 40;

    @TempDir
    Path root;

    @Test
    void noAcknowledgedTransactionIsLostAndNoneIsHalfAppliedAcrossRandomSigkills() throws Exception {
        int kills = Integer.getInteger("taikai.crash.kills", DEFAULT_KILLS);
        long seed = Long.getLong("taikai.crash.seed", System.nanoTime());
        long start = System.nanoTime();
        ExecutorService lanes = Executors.newFixedThreadPool(LANES);
        List<Future<KillLoop.Figures>> storms = new ArrayList<>();
        for (int lane = 0; lane < LANES; lane++) {
            Path folder = Files.createDirectories(root.resolve("lane-" + lane));
            int laneKills = kills / LANES + (lane < kills % LANES ? 1 : 0);
            KillLoop.Settings settings = new KillLoop.Settings(WalStormChild.class,
                    List.of(folder.toString(), Integer.toString(WRITERS)), laneKills,
                    MAX_ACKNOWLEDGEMENTS_BEFORE_KILL, MAX_KILL_DELAY_MILLIS, seed + lane);
            storms.add(lanes.submit(() -> KillLoop.run(settings, new StormCheck(folder, WRITERS))));
        }
        lanes.shutdown();
        int killsAfterAnAcknowledgement = 0;
        long acknowledged = 0;
        long lost = 0;
        for (Future<KillLoop.Figures> storm : storms) {
            KillLoop.Figures lane = storm.get();
            killsAfterAnAcknowledgement += lane.killsAfterAnAcknowledgement();
            acknowledged += lane.acknowledged();
            lost += lane.lost();
        }
        KillLoop.Figures figures = new KillLoop.Figures(kills, killsAfterAnAcknowledgement, acknowledged, lost,
                (System.nanoTime() - start) / 1_000_000);

        System.out.println(figures + " (seed " + seed + ", -Dtaikai.crash.seed to repeat)");
        assertEquals(0, figures.lost(), figures.toString());
        assertTrue(figures.killsAfterAnAcknowledgement() >= kills / 2, "the storm hardly wrote: " + figures);
    }
}
