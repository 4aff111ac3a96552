package taikai.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Timings of one operation, in nanoseconds, in the order they were taken. */
final class Samples {
    private final String name;
    private final List<Long> nanos = new ArrayList<>();

    Samples(String name) {
        this.name = name;
    }

    String name() {
        return name;
    }

    void add(long elapsedNanos) {
        nanos.add(elapsedNanos);
    }

    List<Long> nanos() {
        return List.copyOf(nanos);
    }

    static Samples of(String name, List<Long> nanos) {
        Samples samples = new Samples(name);
        nanos.forEach(samples::add);
        return samples;
    }

    int count() {
        return nanos.size();
    }

    double medianMillis() {
        return percentileMillis(50);
    }

    double p95Millis() {
        return percentileMillis(95);
    }

    double percentileMillis(int percent) {
        return percentileNanos(percent) / 1_000_000.0;
    }

    long medianNanos() {
        return percentileNanos(50);
    }

    /** Nearest-rank percentile: the smallest sample at or above {@code percent} of them. */
    long percentileNanos(int percent) {
        if (nanos.isEmpty()) {
            throw new IllegalStateException("No samples of " + name + " were taken.");
        }
        long[] sorted = nanos.stream().mapToLong(Long::longValue).toArray();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(percent / 100.0 * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }
}
