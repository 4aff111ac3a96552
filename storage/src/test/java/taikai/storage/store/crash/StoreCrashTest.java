package taikai.storage.store.crash;

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
import taikai.storage.folder.FolderReader;
import taikai.wal.crash.KillLoop;

/**
 * RELIABILITY.md test 1 on a real tournament folder: a child JVM writes withdrawals (a match row or
 * bracket node, a competitor-status record and a history line, in one transaction) to several
 * competitions from several threads through the store, and is killed with SIGKILL at random
 * moments. After each kill the folder is reopened: no acknowledged transaction is lost, none is
 * there in part, every file parses, no log record or temporary file is left.
 * {@value #DEFAULT_KILLS} kills in {@code mvn verify}, 200 in {@code .ci/run} ({@code -Dtaikai.crash.kills=N},
 * passed on by surefire), {@code -Dtaikai.crash.seed=S} to repeat a run. Most of a
 * round is a child JVM starting, so two storms run side by side on folders of their own and the
 * children start from a class-data archive ({@link ClassDataArchive}). The child's store answers once
 * a log frame is forced (decision 0031); in the second lane it pauses before each rename, so many
 * kills fall between an answer and its apply, which the reopen must finish.
 */
@Tag("storm")
class StoreCrashTest {
    /** The short storm, as the parent pom's {@code taikai.crash.kills} sets it, also outside Maven. */
    private static final int DEFAULT_KILLS = 40;
    private static final int LANES = 2;
    private static final int COMPETITIONS = 3;
    /** Two writers share the first competition's lock; the others have one each. */
    private static final int WRITERS_ON_FIRST = 2;
    private static final int MATCHES_PER_WRITER = 6;
    /** Kills land anywhere from the child's first write to a few writes in. */
    private static final int MAX_ACKNOWLEDGEMENTS_BEFORE_KILL = 4;
    /** A store write takes some 10 to 60 ms in a fresh child; a pause up to this long lands anywhere inside one. */
    private static final long MAX_KILL_DELAY_MILLIS = 60;

    private static final String PLAN = "storm-plan.txt";
    /** The second lane's pause before each rename, so a kill often falls between an answer and its apply. */
    private static final long APPLY_PAUSE_MILLIS = 4;

    @TempDir
    Path temp;
    private String source;
    private StormPlan plan;

    /** A fresh folder in {@code lane}/data and its plan in {@code lane}/storm-plan.txt. */
    private Path storm(Path lane) throws Exception {
        Files.createDirectories(lane);
        source = StormFolder.prepare(lane.resolve("data"));
        plan = StormPlan.of(FolderReader.read(lane.resolve("data")), COMPETITIONS, WRITERS_ON_FIRST, MATCHES_PER_WRITER);
        plan.save(lane.resolve(PLAN));
        return lane;
    }

    private static List<String> withPause(List<String> options) {
        List<String> all = new ArrayList<>(options);
        all.add("-D" + ApplyPause.PROPERTY + "=" + APPLY_PAUSE_MILLIS);
        return all;
    }

    @Test
    void noAcknowledgedStoreWriteIsLostAndNoneIsHalfAppliedAcrossRandomSigkills() throws Exception {
        int kills = Integer.getInteger("taikai.crash.kills", DEFAULT_KILLS);
        long seed = Long.getLong("taikai.crash.seed", System.nanoTime());
        long start = System.nanoTime();
        Path warmUp = storm(temp.resolve("warm-up"));
        ClassDataArchive.ChildJvm jvm = ClassDataArchive.prepare(StoreStormChild.class, temp,
                List.of(warmUp.resolve("data").toString(), warmUp.resolve(PLAN).toString(), "3"));
        ExecutorService lanes = Executors.newFixedThreadPool(LANES);
        List<Future<KillLoop.Figures>> storms = new ArrayList<>();
        List<StoreStormCheck> checks = new ArrayList<>();
        for (int lane = 0; lane < LANES; lane++) {
            Path folder = storm(temp.resolve("lane-" + lane)).resolve("data");
            int laneKills = kills / LANES + (lane < kills % LANES ? 1 : 0);
            KillLoop.Settings settings = new KillLoop.Settings(StoreStormChild.class,
                    List.of(folder.toString(), folder.resolveSibling(PLAN).toString()), laneKills,
                    MAX_ACKNOWLEDGEMENTS_BEFORE_KILL, MAX_KILL_DELAY_MILLIS, seed + lane)
                    .withJvm(lane == 0 ? jvm.options() : withPause(jvm.options()), jvm.classPath());
            StoreStormCheck check = new StoreStormCheck(folder, StormPlan.load(folder.resolveSibling(PLAN)));
            checks.add(check);
            storms.add(lanes.submit(() -> KillLoop.run(settings, check)));
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

        long competitions = plan.writers().stream().map(StormPlan.Writer::competition).distinct().count();
        System.out.println("Store " + figures + " on " + source + ", " + plan.writers().size() + " writers in "
                + competitions + " competitions per storm (seed " + seed + ", -Dtaikai.crash.seed to repeat)");
        int betweenAnswerAndApply = checks.get(1).finishedOnOpen();
        System.out.println("Kills after which the reopen finished a logged change: " + checks.get(0).finishedOnOpen()
                + " of " + (kills / LANES + (kills % LANES > 0 ? 1 : 0)) + " without a pause, " + betweenAnswerAndApply
                + " of " + kills / LANES + " with a " + APPLY_PAUSE_MILLIS + " ms pause before each rename");
        assertEquals(0, figures.lost(), figures.toString());
        assertTrue(betweenAnswerAndApply >= kills / LANES / 10,
                "kills between an answer and its apply: " + betweenAnswerAndApply);
        assertTrue(figures.killsAfterAnAcknowledgement() >= kills / 2, "the storm hardly wrote: " + figures);
    }
}
