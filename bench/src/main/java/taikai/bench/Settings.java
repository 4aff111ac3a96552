package taikai.bench;

import java.nio.file.Path;
import java.util.List;

/**
 * How much of each benchmark to run. {@link #full} is the run the numbers in docs/performance.md
 * come from; {@link #quick} runs every step on small counts, to check the benchmark itself.
 */
record Settings(Path work, Path chart, List<Integer> writeMatches, int writeWarmup, int writeRounds,
        int warmUpWrites, List<Integer> openEntrants, int openWarmup, int openRounds, int openColdRuns, int drawEntrants,
        int drawWarmup, int drawRounds, int throughputMatches, int throughputWrites, int throughputRounds) {

    static Settings full(Path work, Path chart) {
        return new Settings(work, chart, List.of(16, 64, 256, 1024), 750, 300, 3000, List.of(300, 3000, 10000), 3, 15, 5,
                1000, 20, 100, 64, 60, 5);
    }

    static Settings quick(Path work, Path chart) {
        return new Settings(work, chart, List.of(16, 64), 3, 10, 300, List.of(300), 1, 3, 1, 1000, 2, 5, 64, 10, 1);
    }
}
