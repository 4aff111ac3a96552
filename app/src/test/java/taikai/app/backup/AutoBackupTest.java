package taikai.app.backup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.model.competition.CompetitionStatus;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.storage.folder.FolderReader;
import taikai.storage.problem.Problem;
import taikai.storage.store.Change;
import taikai.storage.store.TournamentStore;

/**
 * Copies of the day on a copy of sample-tournament/: taken every second while a writer changes the
 * folder, the oldest removed, a removed and a full stick answered with a sentence and tried again.
 */
class AutoBackupTest {
    private static final String OPEN = "individual-open";
    private static final String RUNNING = "veterans";
    private static final Pattern KEY = Pattern.compile("\"(w-\\d+)-[ab]\"");

    @TempDir
    Path temp;
    Path data;
    Path stick;
    TournamentStore store;
    final LinkedBlockingQueue<AutoBackup.Outcome> outcomes = new LinkedBlockingQueue<>();
    final List<AutoBackup.Outcome> all = Collections.synchronizedList(new ArrayList<>());
    AutoBackup backups;
    Path mounted;

    @BeforeEach
    void copySample() throws IOException {
        data = temp.resolve("lindewaard");
        stick = Files.createDirectories(temp.resolve("stick"));
        Folders.copy(Folders.sample(), data);
        store = TournamentStore.open(data);
    }

    @AfterEach
    void stop() throws Exception {
        if (backups != null) {
            backups.close();
        }
        if (mounted != null) {
            new ProcessBuilder("umount", mounted.toString()).inheritIO().start().waitFor();
        }
        Path locked = temp.resolve("locked");
        if (Files.exists(locked)) {
            Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }

    private AutoBackup start(Path place, Duration every, int keep) {
        backups = new AutoBackup(store, new AutoBackup.Settings(place, every, keep), Clock.systemUTC(),
                Duration.ofSeconds(10), outcome -> {
                    all.add(outcome);
                    outcomes.add(outcome);
                }).start();
        return backups;
    }

    private AutoBackup.Outcome next() throws InterruptedException {
        AutoBackup.Outcome outcome = outcomes.poll(60, TimeUnit.SECONDS);
        if (outcome == null) {
            throw new AssertionError("No backup turn came within a minute.");
        }
        return outcome;
    }

    @Test
    void copiesTakenWhileTheFolderIsWrittenAreEachTheFolderAtOneMomentAndTheOldestGo() throws Exception {
        AtomicBoolean writing = new AtomicBoolean(true);
        AtomicInteger written = new AtomicInteger();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread writer = new Thread(() -> {
            try {
                while (writing.get()) {
                    String key = "w-" + written.incrementAndGet();
                    // One change writes two files: a copy holding one without the other was taken mid-change.
                    store.competition(OPEN).write(Duration.ofSeconds(30), state -> Change.of(state, twoLines(key), key));
                }
            } catch (Throwable e) {
                failed.set(e);
            }
        });
        writer.start();
        start(stick, Duration.ofSeconds(1), 3);
        List<Path> made = new ArrayList<>();
        while (made.size() < 5) {
            AutoBackup.Outcome outcome = next();
            assertTrue(outcome.made(), outcome.sentence());
            made.add(outcome.copy().orElseThrow().folder());
        }
        writing.set(false);
        writer.join();
        assertEquals(null, failed.get());
        backups.close();

        // The newest three are kept, the two oldest removed.
        assertEquals(made.subList(made.size() - 3, made.size()), AutoBackup.copiesIn(stick, "lindewaard"));
        assertTrue(all.stream().mapToInt(AutoBackup.Outcome::removed).sum() >= 2);
        TreeSet<Integer> seen = new TreeSet<>();
        for (Path copy : AutoBackup.copiesIn(stick, "lindewaard")) {
            List<Problem> wrong = FolderReader.read(copy).problems().stream()
                    .filter(p -> p.severity() != Problem.Severity.NOTICE).toList();
            assertEquals(List.of(), wrong, copy.toString());
            List<String> a = keys(copy, "Pool A-0");
            assertEquals(a, keys(copy, "Pool B-0"), "a copy caught a change half made: " + copy);
            seen.add(a.size());
        }
        assertTrue(seen.last() > 0, "the writer's changes reached the copies");
        assertTrue(written.get() > seen.last(), "the writer went on after the last copy");
    }

    @Test
    void aRemovedStickIsASentenceAndTheNextTurnCopiesAgain() throws Exception {
        Path gone = temp.resolve("usb");
        start(gone, Duration.ofSeconds(1), 12);

        AutoBackup.Outcome first = next();
        assertFalse(first.made());
        assertEquals("No backup was made: " + gone + " is not a folder. Choose an existing folder to back up into,"
                + " such as a USB stick. The next one is tried in 1 second.", first.sentence());
        assertTrue(backups.lastGood().isEmpty());

        Files.createDirectories(gone);
        AutoBackup.Outcome again = next();
        while (!again.made()) {
            again = next();
        }
        assertEquals(List.of(again.copy().orElseThrow().folder()), AutoBackup.copiesIn(gone, "lindewaard"));
        assertEquals(again, backups.lastGood().orElseThrow());

        // Pulled out while in use: a sentence again, and the last good copy is still the one made.
        deleteTree(gone);
        AutoBackup.Outcome pulled = next();
        while (pulled.made()) {
            pulled = next();
        }
        assertTrue(pulled.sentence().startsWith("No backup was made: " + gone + " is not a folder."), pulled.sentence());
        assertEquals(again, backups.lastGood().orElseThrow());
    }

    @Test
    void aFullStickLeavesNoHalfCopyAndTheNextTurnCopiesOnceThereIsRoom() throws Exception {
        Path small = Files.createDirectories(temp.resolve("small"));
        boolean tmpfs = run("mount", "-t", "tmpfs", "-o", "size=400k", "tmpfs", small.toString()) == 0;
        Path place;
        if (tmpfs) {
            // A real file system that fills up: 400 kB for a folder of half a megabyte.
            mounted = small;
            place = small;
        } else {
            // Without the right to mount, a stick that takes no more files: a folder nobody may write in.
            place = Files.createDirectories(temp.resolve("locked"));
            Files.setPosixFilePermissions(place, PosixFilePermissions.fromString("r-xr-xr-x"));
        }
        start(place, Duration.ofSeconds(1), 12);

        AutoBackup.Outcome full = next();
        assertFalse(full.made(), full.sentence());
        assertTrue(full.sentence().startsWith("No backup was made: "), full.sentence());
        assertTrue(full.sentence().endsWith(" The next one is tried in 1 second."), full.sentence());
        assertFalse(full.sentence().contains("Exception"), full.sentence());
        try (Stream<Path> left = Files.list(place)) {
            assertEquals(List.of(), left.toList(), "a half copy was left on the stick");
        }

        if (tmpfs) {
            assertEquals(0, run("mount", "-o", "remount,size=16m", small.toString()));
        } else {
            Files.setPosixFilePermissions(place, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        AutoBackup.Outcome later = next();
        while (!later.made()) {
            later = next();
        }
        Path copy = later.copy().orElseThrow().folder();
        assertEquals(FolderReader.read(data).problems(), FolderReader.read(copy).problems());
    }

    @Test
    void aCompetitionThatFinishesIsCopiedAtOnce() throws Exception {
        assertEquals(CompetitionStatus.POOLS, store.competition(RUNNING).read().state().orElseThrow().competition().status());
        start(stick, Duration.ofHours(1), 12);
        store.competition(RUNNING).write(Duration.ofSeconds(5), state -> Change.of(
                state.withCompetition(state.competition().withStatus(CompetitionStatus.COMPLETED)), List.of(), "done"));
        backups.changed(RUNNING);

        AutoBackup.Outcome outcome = next();
        assertTrue(outcome.made(), outcome.sentence());
        assertTrue(Files.readString(outcome.copy().orElseThrow().folder().resolve("competitions/" + RUNNING + "/config.md"))
                .contains("completed"));
        // A further change to the finished competition is no new finish.
        backups.changed(RUNNING);
        assertEquals(null, outcomes.poll(2, TimeUnit.SECONDS));
    }

    @Test
    void aFolderThatKeepsItsHistoryHasItClonedOntoTheStickBesideTheCopies() throws Exception {
        taikai.app.history.History history = taikai.app.history.History.beside(data);
        java.util.SortedMap<String, byte[]> files = new java.util.TreeMap<>();
        for (String file : Backup.filesOf(data)) {
            files.put(file, Files.readAllBytes(data.resolve(file)));
        }
        history.commit(files, "The folder as opened", java.time.Instant.parse("2026-05-16T08:00:00Z"));
        start(stick, Duration.ofHours(1), 12);
        backups.copyNow();
        AutoBackup.Outcome outcome = next();
        assertTrue(outcome.made(), outcome.sentence());
        Path clone = stick.resolve("lindewaard.history.git");
        assertEquals(List.of(history.log().get(0).id()), taikai.app.history.History.beside(stick.resolve("lindewaard"))
                .log().stream().map(taikai.app.history.History.Point::id).toList());
        assertTrue(Files.isDirectory(clone.resolve("objects")));
        // The clone is no copy: the oldest copies are counted without it.
        assertEquals(1, AutoBackup.copiesIn(stick, "lindewaard").size());
    }

    @Test
    void aRestoreChecksTheCopyAndOpensItAsANewFolder() throws Exception {
        Backup.Copy copy = Backup.of(store).into(stick);
        Path restored = Restore.into(copy.folder(), temp.resolve("lindewaard-restored"));
        assertEquals(Folders.everyFile(copy.folder()).keySet(), Folders.everyFile(restored).keySet());
        TournamentStore reopened = TournamentStore.open(restored);
        assertEquals(FolderReader.read(data).problems(), reopened.read().problems());

        Restore.Refused over = org.junit.jupiter.api.Assertions.assertThrows(Restore.Refused.class,
                () -> Restore.into(copy.folder(), restored));
        assertEquals(restored + " already exists, and a restore never writes over a folder. Choose a new name.",
                over.getMessage());

        Files.writeString(copy.folder().resolve("competitions/juniors/pools.csv"), "not,a,pool\n\"broken");
        Restore.Refused broken = org.junit.jupiter.api.Assertions.assertThrows(Restore.Refused.class,
                () -> Restore.into(copy.folder(), temp.resolve("again")));
        assertTrue(broken.getMessage().startsWith("The copy " + copy.folder() + " does not check clean (competitions/juniors/pools.csv:"),
                broken.getMessage());
        assertFalse(Files.exists(temp.resolve("again")));
    }

    private static List<String> keys(Path root, String match) throws IOException {
        Path file = root.resolve("competitions/" + OPEN + "/history/" + match + ".jsonl");
        List<String> keys = new ArrayList<>();
        Matcher m = KEY.matcher(Files.readString(file, StandardCharsets.UTF_8));
        while (m.find()) {
            keys.add(m.group(1));
        }
        return keys;
    }

    private static List<HistoryEntry> twoLines(String key) {
        return List.of(
                new HistoryEntry("Pool A-0",
                        new Arrival(1L, 2L, "desktop"),
                        new Asked("note", key + "-a", "h", ""),
                        new Answered("applied", "A.", List.of())),
                new HistoryEntry("Pool B-0",
                        new Arrival(1L, 2L, "desktop"),
                        new Asked("note", key + "-b", "h", ""),
                        new Answered("applied", "B.", List.of())));
    }

    private static int run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor();
    }

    private static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
