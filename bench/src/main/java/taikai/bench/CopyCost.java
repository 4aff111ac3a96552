package taikai.bench;

import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import taikai.app.backup.Backup;
import taikai.app.compare.Comparison;
import taikai.generator.Plans;
import taikai.generator.TournamentGenerator;
import taikai.app.history.HistoryRecorder;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.storage.folder.FolderReader;
import taikai.storage.store.Change;
import taikai.storage.store.TournamentStore;

/**
 * The copies of the day on a generated tournament, each beside its floor: a checked backup against
 * forcing the same bytes into a new folder, and how long of it writes are held; a history commit after
 * one change (the recorder's snapshot under each competition's lock, then git) against reading the
 * folder's files; a comparison of two copies against reading both through the storage layer.
 */
final class CopyCost {
    private CopyCost() {
    }

    static void print(Path work, int people, int competitions, int rounds, PrintStream out) throws Exception {
        Path folder = work.resolve("copies-day");
        TournamentGenerator.generate(folder, Plans.forSize(people, competitions, 1));
        Path other = work.resolve("copies-other");
        TournamentGenerator.generate(other, Plans.forSize(people, competitions, 2));
        TournamentStore store = TournamentStore.open(folder);
        List<String> files = Backup.filesOf(folder);
        long bytes = 0;
        for (String f : files) {
            bytes += Files.size(folder.resolve(f));
        }
        String competition = store.read().competitions().firstKey();
        AtomicInteger round = new AtomicInteger();
        // Each backup gets its own second, so no two copies share a name.
        Clock ticking = new Clock() {
            @Override
            public ZoneOffset getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(java.time.ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return Instant.parse("2026-05-16T08:00:00Z").plusSeconds(round.get());
            }
        };
        Path sticks = Files.createDirectories(work.resolve("copies-stick"));
        HistoryRecorder recorder = new HistoryRecorder(store, Clock.systemUTC(), Duration.ofHours(1), Duration.ofHours(1),
                trouble -> { }).start();
        recorder.flush();
        List<Long> held = new ArrayList<>();
        List<Samples> samples = new Interleaved()
                .add("backup", () -> {
                    round.incrementAndGet();
                    held.add(new Backup(store, ticking, Duration.ofSeconds(30)).into(sticks).held().toNanos());
                })
                .add("backup floor", () -> forcedCopy(folder, files, work.resolve("copies-floor-" + round.incrementAndGet())))
                .add("history commit", () -> {
                    String key = "bench-" + round.incrementAndGet();
                    store.competition(competition).write(Duration.ofSeconds(30), state -> Change.of(state, List.of(
                            new HistoryEntry("Pool A-0",
                                    new Arrival(1L, 2L, "bench"),
                                    new Asked("note", key, "h", ""),
                                    new Answered("applied", "A.", List.of()))),
                            key));
                    recorder.changed(competition);
                    recorder.flush();
                })
                .add("history floor", () -> {
                    for (String f : files) {
                        Files.readAllBytes(folder.resolve(f));
                    }
                })
                .add("compare", () -> Comparison.of(FolderReader.read(folder), FolderReader.read(other)))
                .add("compare floor", () -> {
                    FolderReader.read(folder);
                    FolderReader.read(other);
                })
                .run(1, rounds);
        recorder.close();
        out.printf(Locale.ROOT, "Copies of the day: %d entrants in %d competitions, %d files, %.1f MB (%d rounds, medians)%n",
                people, competitions, files.size(), bytes / 1e6, rounds);
        out.println("| what | median ms | floor ms | ratio |");
        out.println("|---|---:|---:|---:|");
        String[] names = {"backup, whole", "history commit after one change", "compare two copies"};
        for (int i = 0; i < 3; i++) {
            Samples cost = samples.get(2 * i);
            Samples floor = samples.get(2 * i + 1);
            out.printf(Locale.ROOT, "| %s | %.1f | %.1f | %.2f |%n", names[i], cost.medianMillis(), floor.medianMillis(),
                    cost.medianMillis() / floor.medianMillis());
        }
        // Warm-up rounds included: every backup's hold counts for the writes that waited on it.
        Samples hold = Samples.of("held", held);
        out.printf(Locale.ROOT, "Writes are held while a backup reads the folder: median %.1f ms, longest %.1f ms"
                + " (%.1f%% of the whole backup).%n", hold.medianMillis(), hold.percentileMillis(100),
                100 * hold.medianMillis() / samples.get(0).medianMillis());
    }

    /** The floor of a backup: the same files forced into a new folder, nothing locked, nothing checked. */
    private static void forcedCopy(Path from, List<String> files, Path to) throws Exception {
        List<Path> folders = new ArrayList<>();
        for (String f : files) {
            Path target = to.resolve(f);
            if (!Files.isDirectory(target.getParent())) {
                Files.createDirectories(target.getParent());
                folders.add(target.getParent());
            }
            try (FileChannel channel = FileChannel.open(target, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(Files.readAllBytes(from.resolve(f)));
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
        }
        for (Path folder : folders) {
            try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
                channel.force(true);
            }
        }
    }
}
