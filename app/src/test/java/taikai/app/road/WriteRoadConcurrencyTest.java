package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.match.MatchEntry;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.MatchWrite;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;
import taikai.storage.store.StoreFixtures;
import taikai.storage.store.TournamentStore;

/**
 * Issue "The write road", the concurrency test: eight threads write to one competition and two to
 * another, score writes spread over every match and two field groups, most in the order they were
 * made and some late from an outage, with retries of answered writes (some through a restarted road
 * that remembers nothing) thrown in. At the end the history holds exactly one line per acknowledged
 * write, no key twice, and every group holds the value of the newest write made to it: nothing
 * applied twice, no change lost. Run on a store answering once applied and on one answering once the
 * log frame is forced, as the app's does (decision 0031).
 *
 * <p>The default is the full 1,000 writes per thread (about 25 s on a quiet two-core machine);
 * {@code -Dtaikai.concurrency.writes=N} runs another count.
 */
class WriteRoadConcurrencyTest {
    private static final int WRITES_PER_THREAD = Integer.getInteger("taikai.concurrency.writes", 1000);
    private static final List<List<Mark>> POINTS = List.of(List.of(), List.of(Mark.MEN), List.of(Mark.KOTE), List.of(Mark.DO));
    /**
     * Stamps are unique: the time in the high bits, then the thread and the write's number in the low
     * twenty. Most writes are made in order; one in five comes late from an outage, made earlier.
     */
    private static final long STAMP_BASE = RoadFixture.START - (1L << 37);

    @TempDir
    Path root;

    /** One write as sent, with what it carried, for the checks at the end. */
    private record Sent(String competition, String match, Map<FieldGroup, GroupValue> values, long madeAt) {
    }

    private final Map<String, Sent> acknowledged = new ConcurrentHashMap<>();
    private final Map<Outcome, AtomicInteger> answers = new ConcurrentHashMap<>();
    private final AtomicInteger duplicates = new AtomicInteger();
    private final AtomicInteger tryAgain = new AtomicInteger();

    @ParameterizedTest
    @EnumSource(TournamentStore.Answers.class)
    void everyAcknowledgedWriteHasOneLineNoneLandsTwiceAndTheNewestOfEachGroupStands(
            TournamentStore.Answers answers) throws Exception {
        RoadFixture f = new RoadFixture(root, answers, StoreFixtures.drawnPools("one", 8), StoreFixtures.drawnPools("two", 8));
        long started = System.nanoTime();
        ExecutorService threads = Executors.newFixedThreadPool(10);
        List<Future<?>> work = new ArrayList<>();
        for (int t = 0; t < 10; t++) {
            int thread = t;
            String competition = t < 8 ? "one" : "two";
            List<MatchResult> matches = f.state(competition).poolMatches();
            work.add(threads.submit(() -> writes(f, thread, competition, matches)));
        }
        for (Future<?> w : work) {
            w.get(30, TimeUnit.MINUTES);
        }
        threads.shutdown();
        double seconds = (System.nanoTime() - started) / 1e9;

        List<HistoryEntry> lines = historyLines(f);
        int landed = count(Outcome.APPLIED) + count(Outcome.PARTLY_APPLIED) + count(Outcome.HELD);
        System.out.printf("concurrency: writes=%d applied=%d partly_applied=%d held=%d duplicates=%d try_again=%d"
                + " history_lines=%d seconds=%.1f%n", 10 * WRITES_PER_THREAD, count(Outcome.APPLIED),
                count(Outcome.PARTLY_APPLIED), count(Outcome.HELD), duplicates.get(), tryAgain.get(), lines.size(), seconds);

        assertEquals(10 * WRITES_PER_THREAD, landed, "every write was answered as landed in the end");
        assertEquals(landed, lines.size(), "one history line per acknowledged write");
        Set<String> keys = new HashSet<>();
        lines.forEach(line -> assertTrue(keys.add(line.asked().key()), "the key " + line.asked().key() + " landed twice"));
        assertEquals(acknowledged.keySet(), keys);
        assertEquals(landed, f.road.feed().lastSequence(), "one change note per landed write");
        newestOfEachGroupStands(f);
    }

    private void writes(RoadFixture f, int thread, String competition, List<MatchResult> matches) {
        SplittableRandom random = new SplittableRandom(thread * 7919L);
        for (int i = 0; i < WRITES_PER_THREAD; i++) {
            MatchResult match = matches.get(random.nextInt(matches.size()));
            int groups = random.nextInt(6);
            TreeMap<FieldGroup, GroupValue> values = new TreeMap<>();
            if (groups != 0) {
                values.put(FieldGroup.SCORELINE, new GroupValue.Scoreline(POINTS.get(random.nextInt(4)), random.nextInt(2),
                        POINTS.get(random.nextInt(4)), random.nextInt(2)));
            }
            if (groups <= 1) {
                // One write in six changes the overtime alone, one both groups at once (it may land in part).
                values.put(FieldGroup.OVERTIME, new GroupValue.Overtime(random.nextInt(4)));
            }
            long made = random.nextInt(5) == 0 ? random.nextInt(i + 1) : i;
            long madeAt = STAMP_BASE + (made << 20) + ((long) thread << 14) + i;
            MatchWrite write = new MatchWrite(MatchWrite.Kind.SCORE, values, new TreeSet<>(values.keySet()), madeAt, "", 0,
                    "court " + thread);
            String key = "t" + thread + "-" + i;
            Request request = new Request(key, "court " + thread, new MatchEntry(competition, match.id(), write));
            Answer answer = untilAnswered(f.road, request);
            answers.computeIfAbsent(answer.outcome(), o -> new AtomicInteger()).incrementAndGet();
            if (answer.landed()) {
                acknowledged.put(key, new Sent(competition, match.id(), values, madeAt));
            }
            int retry = random.nextInt(100);
            if (retry < 5) {
                // The answer was lost on the way: the court sends the same write again.
                assertEquals(Outcome.DUPLICATE, untilAnswered(f.road, request).outcome());
                duplicates.incrementAndGet();
            } else if (retry < 7) {
                // The same, after the hall laptop restarted and forgot every key it had in memory.
                assertEquals(Outcome.DUPLICATE, untilAnswered(f.road(), request).outcome());
                duplicates.incrementAndGet();
            }
        }
    }

    private Answer untilAnswered(WriteRoad road, Request request) {
        while (true) {
            Answer answer = road.submit(request);
            if (answer.outcome() != Outcome.TRY_AGAIN) {
                return answer;
            }
            tryAgain.incrementAndGet();
        }
    }

    private int count(Outcome outcome) {
        AtomicInteger n = answers.get(outcome);
        return n == null ? 0 : n.get();
    }

    private static List<HistoryEntry> historyLines(RoadFixture f) throws Exception {
        f.store.awaitApplied(); // a store answering once logged may still be applying the last write
        List<HistoryEntry> lines = new ArrayList<>();
        for (String competition : List.of("one", "two")) {
            Path folder = f.root.resolve("competitions").resolve(competition).resolve("history");
            try (Stream<Path> files = Files.list(folder)) {
                for (Path file : files.toList()) {
                    lines.addAll(HistoryFile.read(file.toString(), Files.readString(file), new Problems()));
                }
            }
        }
        return lines;
    }

    /** The stored value and stamp of every group written are those of the newest acknowledged write to it. */
    private void newestOfEachGroupStands(RoadFixture f) {
        Map<String, Sent> newest = new HashMap<>();
        for (Sent sent : acknowledged.values()) {
            for (FieldGroup group : sent.values().keySet()) {
                newest.merge(sent.competition() + "/" + sent.match() + "/" + group.key(), sent,
                        (a, b) -> a.madeAt() >= b.madeAt() ? a : b);
            }
        }
        newest.forEach((where, sent) -> {
            FieldGroup group = FieldGroup.fromKey(where.substring(where.lastIndexOf('/') + 1)).orElseThrow();
            MatchResult stored = f.state(sent.competition()).findMatch(sent.match()).orElseThrow();
            assertEquals(sent.values().get(group), group.read(stored), where);
            assertEquals(sent.madeAt(), stored.provenance().groupStamps().get(group.key()), where);
        });
    }
}
