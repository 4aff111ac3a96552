package taikai.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import taikai.app.road.ChangeFeed;
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
 * of writes: {@code block FIRST LAST ROAD_MEDIAN_NANOS FLOOR_MEDIAN_NANOS}.
 */
public final class WarmUpCurve {
    static final int MATCHES = 256;
    /** The last write of each block; writes past the last edge make one more block. */
    static final List<Integer> BLOCK_ENDS = List.of(100, 200, 500, 1000, 2000, 3000);
    private static final long CHILD_TIMEOUT_SECONDS = 600;

    /** One block of writes: the median road and floor write in each JVM, in nanoseconds. */
    record Row(int first, int last, long road, long floor, long launchedRoad, long launchedFloor) {
    }

    /** One block as a child printed it. */
    private record Block(int first, int last, long road, long floor) {
    }

    private WarmUpCurve() {
    }

    /** Runs the child with the default compilers, then as launched, and puts their blocks side by side. */
    static List<Row> run(Settings settings) throws Exception {
        List<Block> plain = child(settings, List.of(), "with the default compilers");
        List<Block> launched = child(settings, List.of(ChildJvm.AS_LAUNCHED_JIT), "as launched");
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < plain.size(); i++) {
            Block p = plain.get(i);
            Block l = launched.get(i);
            rows.add(new Row(p.first, p.last, p.road, p.floor, l.road, l.floor));
        }
        return rows;
    }

    private static List<Block> child(Settings settings, List<String> jvmArgs, String how) throws Exception {
        ChildJvm.Result result = ChildJvm.run(settings.work(), jvmArgs, WarmUpCurve.class,
                List.of(settings.work().toString(), Integer.toString(settings.warmUpWrites())), CHILD_TIMEOUT_SECONDS)
                .orFail("The score writes of a fresh JVM " + how);
        return result.valuesOfEach("block").stream().map(v -> new Block(Integer.parseInt(v.get(0)),
                Integer.parseInt(v.get(1)), Long.parseLong(v.get(2)), Long.parseLong(v.get(3)))).toList();
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory(Path.of(args[0]), "warm-up-");
        int writes = Integer.parseInt(args[1]);
        CompetitionState state = Tournaments.pools("open", 0, Tournaments.entrantsForMatches(MATCHES));
        Path calibration = dir.resolve("calibration");
        Tournaments.folder(calibration, List.of(state));
        WriteShape shape = WriteCost.calibrate(calibration);
        Path folder = dir.resolve("folder");
        Tournaments.folder(folder, List.of(state));
        ScoreWrites scores = new ScoreWrites(WriteRoad.standard(TournamentStore.open(folder), new ChangeFeed()),
                "open", "court A");
        DiskFloor floor = new DiskFloor(dir.resolve("floor"), shape);
        Samples road = new Samples("road");
        Samples floors = new Samples("floor");
        for (int i = 0; i < writes; i++) {
            long start = System.nanoTime();
            scores.next();
            long between = System.nanoTime();
            floor.write();
            floors.add(System.nanoTime() - between);
            road.add(between - start);
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
