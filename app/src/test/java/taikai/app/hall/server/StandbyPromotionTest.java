package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.cli.Cli;
import taikai.app.hall.client.DeviceClock;
import taikai.app.hall.access.ConfigFolder;
import taikai.app.standby.Standby;
import taikai.app.testing.Waits;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.storage.folder.FolderReader;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;
import taikai.wal.file.TempFiles;

/**
 * Issue 21, item 4 and decision 0030: a hall server in a child JVM ({@code taikai serve}), a standby
 * following it, four court tables writing as fast as they can; the hall is killed with SIGKILL in the
 * middle of the storm, the standby is promoted, and the courts, told its address by the hall before
 * it died, move to it by themselves and send their outboxes and answered tails to it. Every entry any court saved, and so every entry the dead hall
 * answered, is in the promoted hall's match histories exactly once.
 */
class StandbyPromotionTest {
    private static final int ENTRIES_PER_COURT = 60;

    @TempDir
    Path temp;

    private final List<AutoCloseable> open = new ArrayList<>();
    private Process hallProcess;

    @AfterEach
    void stop() throws Exception {
        if (hallProcess != null) {
            hallProcess.destroyForcibly();
        }
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).close();
        }
    }

    @Test
    void aStandbyPromotedAfterTheHallIsKilledInAWriteStormHoldsEveryAnsweredWriteOnce() throws Exception {
        HallFixture fixture = new HallFixture(temp);
        fixture.store.close(); // the hall laptop's process owns the folder from now on
        Map<String, List<MatchResult>> matches = new LinkedHashMap<>();
        HallFixture.COURTS.forEach(court -> matches.put(court, fixture.matchesOn(court)));
        URI hall = startHall(fixture);

        List<String> said = new CopyOnWriteArrayList<>();
        int promotedPort;
        try (ServerSocket free = new ServerSocket(0)) {
            promotedPort = free.getLocalPort();
        }
        Standby standby = Standby.follow(hall, fixture.organiserCode, temp.resolve("standby"),
                temp.resolve("standby-settings"), promotedPort, said::add);
        open.add(standby);

        Map<String, Court> courts = new LinkedHashMap<>();
        for (String name : HallFixture.COURTS) {
            Court court = new Court("court " + name, temp.resolve("outbox-" + name), hall, fixture.courtCodes.get(name),
                    DeviceClock.SYSTEM).synced().start();
            open.add(court);
            courts.put(name, court);
        }
        AtomicInteger saved = new AtomicInteger();
        List<Thread> storm = new ArrayList<>();
        List<Throwable> failures = new CopyOnWriteArrayList<>();
        for (String name : HallFixture.COURTS) {
            Thread t = new Thread(() -> {
                try {
                    Map<String, Integer> revisions = new HashMap<>();
                    List<MatchResult> mine = matches.get(name);
                    for (int i = 0; i < ENTRIES_PER_COURT; i++) {
                        String match = mine.get(i % mine.size()).id();
                        int revision = revisions.merge(match, 1, Integer::sum);
                        courts.get(name).enter(Entries.draft(match, "board-" + name, revision, i));
                        saved.incrementAndGet();
                        Thread.sleep(10); // a court's pace, part of the storm: the kill lands while courts still enter
                    }
                } catch (Exception e) {
                    failures.add(e);
                }
            }, "court-" + name);
            t.start();
            storm.add(t);
        }
        eventually().until(() -> answered(courts) >= ENTRIES_PER_COURT);
        hallProcess.destroyForcibly(); // SIGKILL: no shutdown hook, no last write
        assertTrue(hallProcess.waitFor(10, TimeUnit.SECONDS));
        Set<String> answeredByTheDeadHall = new HashSet<>();
        courts.values().forEach(c -> answeredByTheDeadHall.addAll(c.outcomes.keySet()));
        for (Thread t : storm) {
            t.join(30_000);
        }
        assertTrue(failures.isEmpty(), failures.toString());
        Standby.Progress copied = standby.progress();
        Set<String> inTheCopy = keys(temp.resolve("standby"));

        long promoting = System.nanoTime();
        HallServer promoted = standby.promote(HallServer.LOOPBACK, promotedPort);
        open.add(promoted);
        // No one tells the courts: the hall told them its standby with the time, and each moves there
        // by itself once the hall has not answered for a while and the standby answers as the hall.
        Waits.whileMoving(() -> answered(courts) + courts.values().stream().mapToLong(c -> c.count(
                taikai.app.road.Outcome.DUPLICATE)).sum(), () -> courts.values().stream().allMatch(Court::drained));

        long drainedMillis = (System.nanoTime() - promoting) / 1_000_000;
        for (Court court : courts.values()) {
            assertEquals(promoted.address(), court.client.base(), court.name + " moved to the promoted standby");
        }
        long resent = courts.values().stream().mapToLong(c -> c.count(taikai.app.road.Outcome.DUPLICATE)).sum();
        List<String> landed = historyKeys(temp.resolve("standby"));
        Set<String> entered = new HashSet<>();
        courts.values().forEach(c -> c.entered.forEach(e -> entered.add(e.key())));
        System.out.printf("standby promotion: %d saved, %d answered by the hall before SIGKILL, %d in the standby's copy"
                + " (up to change %d), %d answered as duplicates after the move, promoted and drained in %d ms, %d history lines,"
                + " %d distinct%n", saved.get(), answeredByTheDeadHall.size(), inTheCopy.size(), copied.sequence(), resent,
                drainedMillis, landed.size(), landed.stream().distinct().count());
        assertEquals(ENTRIES_PER_COURT * courts.size(), entered.size());
        assertEquals(landed.size(), landed.stream().distinct().count(), "no write applied twice");
        assertTrue(landed.containsAll(answeredByTheDeadHall), "every write the dead hall answered is in the promoted hall");
        assertTrue(landed.containsAll(entered), "every write a court saved is in the promoted hall");
        assertEquals(entered, new HashSet<>(landed), "and nothing else");
        assertTrue(FolderReader.read(temp.resolve("standby")).problems().isEmpty(),
                FolderReader.read(temp.resolve("standby")).problems().toString());
    }

    /**
     * The answered tail is what closes the gap: the standby lost the hall (it follows an address the hall
     * no longer serves) while the court's entries were still answered there, so its copy lacks them; after
     * the promotion, the court's tail brings each of them in once, and what the copy held is answered as a
     * duplicate.
     */
    @Test
    void theAnsweredTailBringsInWhatTheStandbyNeverSawAndTheRestIsADuplicate() throws Exception {
        HallFixture fixture = new HallFixture(temp).start();
        open.add(fixture);
        Standby standby = Standby.follow(fixture.base(), fixture.organiserCode, temp.resolve("standby"),
                temp.resolve("standby-settings"), s -> { });
        open.add(standby);
        MatchResult match = fixture.matchesOn("A").get(0);
        Court court = new Court("court A", temp.resolve("outbox"), fixture.base(), fixture.courtCodes.get("A"),
                DeviceClock.SYSTEM).synced().start();
        open.add(court);
        for (int i = 0; i < 5; i++) {
            court.enter(Entries.draft(match.id(), "board-a", i + 1, i));
        }
        eventually().until(court::drained);
        eventually().until(() -> historySize(temp.resolve("standby")) == 5);

        fixture.stop(); // the hall goes on at another address, which the standby does not follow
        HallServer elsewhere = HallServer.start(fixture.road, fixture.codes, HallServer.LOOPBACK, 0);
        court.client.moveTo(elsewhere.address());
        for (int i = 5; i < 9; i++) {
            court.enter(Entries.draft(match.id(), "board-a", i + 1, i));
        }
        eventually().until(court::drained);
        elsewhere.stop(); // and dies
        assertEquals(5, historySize(temp.resolve("standby")), "the standby's copy lacks the last four");

        HallServer promoted = standby.promote(HallServer.LOOPBACK, 0);
        open.add(promoted);
        court.client.moveTo(promoted.address());
        assertEquals(9, court.outbox.requeueAnswered());
        eventually().until(() -> court.outbox.size() == 0);

        List<String> landed = historyKeys(temp.resolve("standby"));
        assertEquals(court.entered.stream().map(e -> e.key()).toList(), landed, "each entry once, in the order entered");
        assertEquals(5, court.count(taikai.app.road.Outcome.DUPLICATE), "the five the copy held were duplicates");
    }

    /** Promotion is a person's act: a court whose hall is gone waits while the standby only follows, and moves once it is promoted. */
    @Test
    void aCourtNeverMovesToAStandbyNobodyPromoted() throws Exception {
        HallFixture fixture = new HallFixture(temp).start();
        open.add(fixture);
        int promotedPort;
        try (ServerSocket free = new ServerSocket(0)) {
            promotedPort = free.getLocalPort();
        }
        Standby standby = Standby.follow(fixture.base(), fixture.organiserCode, temp.resolve("standby"),
                temp.resolve("standby-settings"), promotedPort, s -> { });
        open.add(standby);
        Court court = new Court("court A", temp.resolve("outbox"), fixture.base(), fixture.courtCodes.get("A"),
                DeviceClock.SYSTEM).synced().start();
        open.add(court);
        assertEquals(URI.create("http://127.0.0.1:" + promotedPort), court.client.standby().orElseThrow(),
                "the hall told the court its standby");
        MatchResult match = fixture.matchesOn("A").get(0);

        fixture.stop();
        court.enter(Entries.draft(match.id(), "board-a", 1, 0));
        court.enter(Entries.draft(match.id(), "board-a", 2, 1));
        // Until it is promoted, nothing answers as the hall at the standby's address but a stand-in
        // that counts the court's questions there and answers that it is not the hall. A second
        // question means the court weighed the first answer and stayed.
        AtomicInteger asked = new AtomicInteger();
        HttpServer notTheHall = HttpServer.create(new InetSocketAddress(HallServer.LOOPBACK, promotedPort), 0);
        notTheHall.createContext("/", exchange -> {
            asked.incrementAndGet();
            exchange.getResponseHeaders().add("Connection", "close");
            exchange.sendResponseHeaders(404, -1);
            exchange.close();
        });
        notTheHall.start();
        try {
            eventually().alias("the court asks twice at its standby's address").until(() -> asked.get() >= 2);
        } finally {
            notTheHall.stop(0);
        }
        assertEquals(fixture.base(), court.client.base(), "not promoted: the court waits for its hall");
        assertEquals(2, court.outbox.size());

        HallServer promoted = standby.promote(HallServer.LOOPBACK, promotedPort);
        open.add(promoted);
        eventually().until(court::drained);
        assertEquals(promoted.address(), court.client.base());
        assertEquals(court.entered.stream().map(e -> e.key()).toList(), historyKeys(temp.resolve("standby")));
    }

    private static int historySize(Path root) {
        try {
            return historyKeys(root).size();
        } catch (Exception e) {
            return 0;
        }
    }

    private static long answered(Map<String, Court> courts) {
        return courts.values().stream().mapToLong(c -> c.outcomes.size()).sum();
    }

    private URI startHall(HallFixture fixture) throws Exception {
        Path log = temp.resolve("hall.log");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Cli.class.getName(), "serve", fixture.root.toString(),
                "--port", "0").redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put(ConfigFolder.VARIABLE, fixture.settings.toString());
        hallProcess = builder.start();
        Pattern at = Pattern.compile(".*(http://127\\.0\\.0\\.1:\\d+).*");
        return eventually().alias("serve prints its address in " + log).until(() -> (Files.exists(log)
                ? Files.readAllLines(log) : List.<String>of()).stream().map(at::matcher).filter(Matcher::matches)
                .map(m -> URI.create(m.group(1))).findFirst(), Optional::isPresent).orElseThrow();
    }

    /** Every key in every history file of the folder, once per line. */
    static List<String> historyKeys(Path root) throws Exception {
        List<String> keys = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(p -> p.getParent().getFileName().toString().equals("history"))
                    .filter(p -> !TempFiles.isTemp(p.getFileName().toString())).filter(Files::isRegularFile).sorted()
                    .toList()) {
                for (HistoryEntry line : HistoryFile.read(file.toString(), Files.readString(file), new Problems())) {
                    if (!line.asked().key().isEmpty()) {
                        keys.add(line.asked().key());
                    }
                }
            }
        }
        return keys;
    }

    private static Set<String> keys(Path root) throws Exception {
        return new HashSet<>(historyKeys(root));
    }
}
