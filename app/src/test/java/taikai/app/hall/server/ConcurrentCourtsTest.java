package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.client.DeviceClock;
import taikai.app.hall.client.PendingEntry;
import taikai.app.road.Outcome;
import taikai.app.testing.Waits;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;

/**
 * Issue item 8 (a), RELIABILITY.md test 6: four court tables and the organiser write the same
 * competition at once through the real court client and the real server, while a fifth client sends
 * copies of entries already answered (retries) and pairs of one entry at the same instant. Every
 * landed write has exactly one history line; no write is applied twice; every copy is a duplicate.
 * Writes per client: {@value #DEFAULT_WRITES} by default, the full count; {@code -Dtaikai.hall.writes=N} for another.
 */
class ConcurrentCourtsTest {
    static final int DEFAULT_WRITES = 500;

    @TempDir
    Path temp;

    private HallFixture hall;
    private final List<Court> courts = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        for (Court court : courts) {
            court.close();
        }
        if (hall != null) {
            hall.close();
        }
    }

    @Test
    void fourCourtsAndTheOrganiserAtOnceGiveOneHistoryLinePerLandedWriteAndNoneTwice() throws Exception {
        int writes = Integer.getInteger("taikai.hall.writes", DEFAULT_WRITES);
        hall = new HallFixture(temp).start();
        for (String name : HallFixture.COURTS) {
            courts.add(new Court("court " + name, temp.resolve("outbox-" + name), hall.base(), hall.courtCodes.get(name),
                    DeviceClock.SYSTEM).synced().start());
        }
        Court organiser = new Court("organiser", temp.resolve("outbox-organiser"), hall.base(), hall.organiserCode,
                DeviceClock.SYSTEM).synced().start();
        courts.add(organiser);
        List<MatchResult> all = hall.matches();

        AtomicBoolean entering = new AtomicBoolean(true);
        Replayer replayer = new Replayer();
        ExecutorService pool = Executors.newFixedThreadPool(courts.size() + 1);
        long started = System.nanoTime();
        List<Future<?>> work = new ArrayList<>();
        for (Court court : courts) {
            List<MatchResult> mine = court == organiser ? all : hall.matchesOn(court.name.substring("court ".length()));
            work.add(pool.submit(() -> {
                for (int i = 0; i < writes; i++) {
                    MatchResult m = mine.get(i % mine.size());
                    court.enter(Entries.draft(m.id(), "board-" + court.name, i + 1, i));
                }
                return null;
            }));
        }
        work.add(pool.submit(() -> replayer.run(entering)));
        for (int i = 0; i < courts.size(); i++) {
            work.get(i).get();
        }
        Waits.whileMoving(() -> courts.stream().mapToLong(c -> c.outcomes.size()).sum(),
                () -> courts.stream().allMatch(Court::drained));
        entering.set(false);
        work.get(courts.size()).get();
        double seconds = (System.nanoTime() - started) / 1e9;
        pool.shutdown();

        Map<String, String> first = new HashMap<>();
        courts.forEach(c -> first.putAll(c.outcomes));
        first.putAll(replayer.pairOutcomes);
        long applied = first.values().stream().filter(Outcome.APPLIED.code()::equals).count();
        long partly = first.values().stream().filter(Outcome.PARTLY_APPLIED.code()::equals).count();
        long held = first.values().stream().filter(Outcome.HELD.code()::equals).count();
        long refused = first.values().stream().filter(Outcome.REFUSED.code()::equals).count();
        List<HistoryEntry> lines = hall.history();
        Set<String> keys = new HashSet<>();
        lines.forEach(line -> assertTrue(keys.add(line.asked().key()), "no write applied twice: " + line.asked().key()));
        System.out.printf("concurrent courts: 5 clients x %d entries + %d pairs, %d applied, %d partly applied, %d held,"
                + " %d refused, %d copies sent again (%d answered duplicate), %d history lines, %.1f s, %.0f writes/s%n",
                writes, replayer.pairs, applied, partly, held, refused, replayer.copies.size(),
                replayer.duplicates(), lines.size(), seconds, (5.0 * writes + 2 * replayer.pairs) / seconds);

        assertEquals(5L * writes + replayer.pairs, first.size(), "every entry has its answer");
        assertEquals(0, refused, "every entry was a valid one: " + courts.get(0).notices);
        assertEquals(applied + partly + held, lines.size(), "history lines = applied + held writes");
        for (Map.Entry<String, String> answer : first.entrySet()) {
            assertEquals(!answer.getValue().equals(Outcome.DUPLICATE.code()), keys.contains(answer.getKey()),
                    "a landed write has its line: " + answer);
        }
        assertTrue(replayer.copies.size() > 0 && replayer.pairs > 0, "copies and pairs were sent");
        assertEquals(replayer.copies.size(), replayer.duplicates(), "every copy of an answered entry is a duplicate");
    }

    /**
     * Sends copies of entries the courts have already had answered (a court retrying after a lost
     * answer), and pairs of one new entry at the same instant (two windows of one court).
     */
    private final class Replayer {
        final List<String> copies = new CopyOnWriteArrayList<>();
        final Map<String, String> pairOutcomes = new java.util.concurrent.ConcurrentHashMap<>();
        int pairs;

        long duplicates() {
            return copies.stream().filter(Outcome.DUPLICATE.code()::equals).count();
        }

        Void run(AtomicBoolean entering) throws Exception {
            ExecutorService twins = Executors.newFixedThreadPool(2);
            int round = 0;
            while (entering.get()) {
                round++;
                Court court = courts.get(round % courts.size());
                List<PendingEntry> answered = court.entered.stream()
                        .filter(e -> court.outcomes.containsKey(e.key())).toList();
                if (!answered.isEmpty()) {
                    PendingEntry copy = answered.get(round % answered.size());
                    HttpResponse<String> r = hall.post(Entries.path(copy.draft().matchId()), court == courts.get(4)
                            ? hall.organiserCode : hall.courtCodes.get(court.name.substring(6)), body(copy));
                    copies.add(Entries.JSON.readTree(r.body()).path("outcome").asText());
                }
                if (round % 5 == 0) {
                    pair(twins, round);
                }
                Thread.sleep(5); // the retries' pace, part of the load: copies and pairs among the courts' writes, not instead of them
            }
            twins.shutdown();
            return null;
        }

        private void pair(ExecutorService twins, int round) throws Exception {
            MatchResult m = hall.matchesOn("A").get(round % hall.matchesOn("A").size());
            String key = "pair-" + round;
            String body = Entries.body(key, System.currentTimeMillis(), "twin-" + round, 1, Entries.score(round));
            Future<HttpResponse<String>> one = twins.submit(() -> hall.post(Entries.path(m.id()), hall.courtCodes.get("A"), body));
            Future<HttpResponse<String>> two = twins.submit(() -> hall.post(Entries.path(m.id()), hall.courtCodes.get("A"), body));
            List<String> outcomes = List.of(Entries.JSON.readTree(one.get().body()).path("outcome").asText(),
                    Entries.JSON.readTree(two.get().body()).path("outcome").asText());
            assertTrue(outcomes.contains(Outcome.DUPLICATE.code()), "one of two at once is the duplicate: " + outcomes);
            pairOutcomes.put(key, outcomes.get(0).equals(Outcome.DUPLICATE.code()) ? outcomes.get(1) : outcomes.get(0));
            pairs++;
        }

        private String body(PendingEntry entry) throws Exception {
            return Entries.body(entry.key(), entry.madeAt(), entry.draft().session(), entry.draft().revision(),
                    entry.draft().entryJson());
        }
    }
}
