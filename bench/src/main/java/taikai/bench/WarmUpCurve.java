package taikai.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import taikai.app.road.ChangeFeed;
import taikai.app.road.RoadWarmUp;
import taikai.app.road.WriteRoad;
import taikai.model.competition.CompetitionState;
import taikai.storage.store.TournamentStore;

/**
 * How a score write's cost falls over the first few thousand writes after the app starts, while the
 * JIT compiles the write road. {@link WriteCost} measures writes after a warm-up, which a fresh app
 * has not had; this measures them from the start, in a child JVM of its own run twice: with the JVM's
 * default compilers and as the launcher runs the app (C1 only). The child,
 * {@code WarmUpCurve DIR WRITES}, makes a competition of 256 pool matches in a fresh folder under
 * DIR as {@link WriteCost} does (its calibration makes two writes of its own first), then makes
 * WRITES score writes, each followed by one write of its disk floor, and prints one line per block
 * of writes: {@code block FIRST LAST ROAD_MEDIAN_NANOS FLOOR_MEDIAN_NANOS}. A third run is the app as
 * launched, with the road warmed on open ({@link RoadWarmUp}, as the desktop runs it once the folder is
 * shown): the child makes that dry run first and prints {@code warm-up NANOS}. The road's time is its
 * answer (decision 0031); the apply is waited for before the floor's write, outside both timings.
 */
public final class WarmUpCurve {
    static final int MATCHES = 256;
    /** The last write of each block; writes past the last edge make one more block. */
    static final List<Integer> BLOCK_ENDS = List.of(100, 200, 500, 1000, 2000, 3000);
    private static final long CHILD_TIMEOUT_SECONDS = 600;

    /** One block of writes: the median road and floor write in each JVM, in nanoseconds. */
    record Row(int first, int last, long road, long floor, long launchedRoad, long launchedFloor, long warmedRoad,
            long warmedFloor) {
    }

    /** The blocks, and how long the warmed child's dry run took. */
    record Curve(List<Row> rows, long warmUpNanos) {
    }

    /** One block as a child printed it. */
    private record Block(int first, int last, long road, long floor) {
    }

    private WarmUpCurve() {
    }

    /** Runs the child with the default compilers, then as launched, and puts their blocks side by side. */
    static Curve run(Settings settings) throws Exception {
        List<Block> plain = blocks(child(settings, List.of(), false, "with the default compilers"));
        List<Block> launched = blocks(child(settings, List.of(ChildJvm.AS_LAUNCHED_JIT), false, "as launched"));
        ChildJvm.Result warmedRun = child(settings, List.of(ChildJvm.AS_LAUNCHED_JIT), true, "warmed on open");
        List<Block> warmed = blocks(warmedRun);
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < plain.size(); i++) {
            Block p = plain.get(i);
            Block l = launched.get(i);
            Block w = warmed.get(i);
            rows.add(new Row(p.first, p.last, p.road, p.floor, l.road, l.floor, w.road, w.floor));
        }
        return new Curve(rows, Long.parseLong(warmedRun.valuesOfEach("warm-up").get(0).get(0)));
    }

    private static ChildJvm.Result child(Settings settings, List<String> jvmArgs, boolean warm, String how)
            throws Exception {
        List<String> args = new ArrayList<>(List.of(settings.work().toString(), Integer.toString(settings.warmUpWrites())));
        if (warm) {
            args.add("warm");
        }
        return ChildJvm.run(settings.work(), jvmArgs, WarmUpCurve.class, args, CHILD_TIMEOUT_SECONDS)
                .orFail("The score writes of a fresh JVM " + how);
    }

    private static List<Block> blocks(ChildJvm.Result result) {
        return result.valuesOfEach("block").stream().map(v -> new Block(Integer.parseInt(v.get(0)),
                Integer.parseInt(v.get(1)), Long.parseLong(v.get(2)), Long.parseLong(v.get(3)))).toList();
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory(Path.of(args[0]), "warm-up-");
        int writes = Integer.parseInt(args[1]);
        if (args.length > 2 && args[2].equals("warm")) {
            // What the desktop does once the folder is shown, here before the first write.
            System.out.println("warm-up " + RoadWarmUp.run(RoadWarmUp.WRITES).toNanos());
        }
        CompetitionState state = Tournaments.pools("open", 0, Tournaments.entrantsForMatches(MATCHES));
        Path calibration = dir.resolve("calibration");
        Tournaments.folder(calibration, List.of(state));
        WriteShape shape = WriteCost.calibrate(calibration);
        Path folder = dir.resolve("folder");
        Tournaments.folder(folder, List.of(state));
        ScoreWrites scores = new ScoreWrites(WriteRoad.standard(TournamentStore.open(folder,
                TournamentStore.Answers.ONCE_LOGGED), new ChangeFeed()), "open", "court A");
        DiskFloor floor = new DiskFloor(dir.resolve("floor"), shape);
        Samples road = new Samples("road");
        Samples floors = new Samples("floor");
        for (int i = 0; i < writes; i++) {
            long start = System.nanoTime();
            scores.next();
            road.add(System.nanoTime() - start);
            scores.awaitApplied();
            long between = System.nanoTime();
            floor.write();
            floors.add(System.nanoTime() - between);
        }
        for (int[] block : blocks(writes)) {
            System.out.println("block " + block[0] + " " + block[1] + " " + median(road, block) + " "
                    + median(floors, block));
        }
    }

    /** The first and last write of each block, counted from 1, cut at {@code writes}. */
    static List<int[]> blocks(int writes) {
        List<int[]> blocks = new ArrayList<>();
        int first = 1;
        for (int end : BLOCK_ENDS) {
            if (first > writes) {
                return blocks;
            }
            blocks.add(new int[] {first, Math.min(end, writes)});
            first = end + 1;
        }
        if (first <= writes) {
            blocks.add(new int[] {first, writes});
        }
        return blocks;
    }

    private static long median(Samples samples, int[] block) {
        return Samples.of(samples.name(), samples.nanos().subList(block[0] - 1, block[1])).medianNanos();
    }
}
