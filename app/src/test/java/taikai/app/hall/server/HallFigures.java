package taikai.app.hall.server;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import taikai.app.hall.client.DeviceClock;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.PendingEntry;
import taikai.app.road.Outcome;
import taikai.model.match.MatchResult;
import taikai.app.hall.api.MatchWriteJson;

/**
 * Figures, not a test: four court tables send score writes at once to the real hall server on
 * loopback, each one at a time as a court's sender does, through the court's own {@link HallClient};
 * prints the median and 95th percentile answer time of a write and the writes per second. Nothing is
 * asserted, so no build ever fails on a slow machine. Argument: writes per court (default 250).
 */
public final class HallFigures {
    private HallFigures() {
    }

    public static void main(String[] args) throws Exception {
        int writes = args.length > 0 ? Integer.parseInt(args[0]) : 250;
        Path temp = Files.createTempDirectory("hall-figures");
        try (HallFixture warm = new HallFixture(temp.resolve("warm-up")).start()) {
            send(warm, "A", 50, new ArrayList<>(), new ArrayList<>());
            roadAlone(warm, 20);
        }
        double roadAlone;
        try (HallFixture alone = new HallFixture(temp.resolve("road")).start()) {
            roadAlone = roadAlone(alone, writes);
        }
        try (HallFixture hall = new HallFixture(temp.resolve("hall")).start()) {
            List<Long> nanos = new CopyOnWriteArrayList<>();
            List<String> outcomes = new CopyOnWriteArrayList<>();
            ExecutorService courts = Executors.newFixedThreadPool(HallFixture.COURTS.size());
            long started = System.nanoTime();
            List<Future<?>> running = new ArrayList<>();
            for (String court : HallFixture.COURTS) {
                running.add(courts.submit(() -> send(hall, court, writes, nanos, outcomes)));
            }
            for (Future<?> f : running) {
                f.get();
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            courts.shutdown();
            List<Long> sorted = new ArrayList<>(nanos);
            Collections.sort(sorted);
            System.out.printf("hall figures: 4 courts x %d score writes on loopback, %s%n", writes, Runtime.version());
            System.out.printf("  answer time: median %.1f ms, 95th percentile %.1f ms, max %.1f ms%n",
                    percentile(sorted, 50), percentile(sorted, 95), sorted.get(sorted.size() - 1) / 1e6);
            System.out.printf("  throughput: %.0f writes/s (%d writes in %.1f s); outcomes: %d applied, %d held, %d other%n",
                    sorted.size() / seconds, sorted.size(), seconds,
                    outcomes.stream().filter(Outcome.APPLIED.code()::equals).count(),
                    outcomes.stream().filter(Outcome.HELD.code()::equals).count(),
                    outcomes.stream().filter(o -> !o.equals(Outcome.APPLIED.code()) && !o.equals(Outcome.HELD.code())).count());
            System.out.printf("  the write road alone, 4 threads, no HTTP: %.0f writes/s (over HTTP: %.0f%% of that)%n",
                    roadAlone, 100 * sorted.size() / seconds / roadAlone);
        } finally {
            try (java.util.stream.Stream<Path> files = Files.walk(temp)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** The same writes straight down the road from four threads: what the disk allows, for the ratio. */
    private static double roadAlone(HallFixture hall, int writes) throws Exception {
        ExecutorService threads = Executors.newFixedThreadPool(HallFixture.COURTS.size());
        long started = System.nanoTime();
        List<Future<?>> running = new ArrayList<>();
        for (String court : HallFixture.COURTS) {
            running.add(threads.submit(() -> {
                List<MatchResult> matches = hall.matchesOn(court);
                for (int i = 0; i < writes; i++) {
                    MatchResult m = matches.get(i % matches.size());
                    var entry = Entries.draft(m.id(), "road-" + court, i + 1, i);
                    var write = MatchWriteJson.read(Entries.JSON.readTree(entry.entryJson()), System.currentTimeMillis(),
                            entry.session(), entry.revision(), "court " + court);
                    hall.road.submit(new taikai.app.road.Request(UUID.randomUUID().toString(), "court " + court,
                            new taikai.app.road.match.MatchEntry(HallFixture.COMPETITION, m.id(), write)));
                }
                return null;
            }));
        }
        for (Future<?> f : running) {
            f.get();
        }
        threads.shutdown();
        return HallFixture.COURTS.size() * writes / ((System.nanoTime() - started) / 1e9);
    }

    private static Void send(HallFixture hall, String court, int writes, List<Long> nanos, List<String> outcomes)
            throws Exception {
        HallClient client = new HallClient(hall.base(), hall.courtCodes.get(court));
        List<MatchResult> matches = hall.matchesOn(court);
        String session = "figures-" + UUID.randomUUID();
        for (int i = 0; i < writes; i++) {
            MatchResult m = matches.get(i % matches.size());
            long now = System.currentTimeMillis();
            PendingEntry entry = new PendingEntry(UUID.randomUUID().toString(), Entries.draft(m.id(), session, i + 1, i),
                    now, System.nanoTime(), DeviceClock.SYSTEM.runId(), now, false);
            long start = System.nanoTime();
            HallClient.Reply reply = client.send(entry);
            nanos.add(System.nanoTime() - start);
            outcomes.add(reply.kind() == HallClient.Kind.ANSWERED ? reply.answer().outcome().code() : reply.kind().name());
        }
        return null;
    }

    private static double percentile(List<Long> sorted, int p) {
        int index = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, index)) / 1e6;
    }
}
