package taikai.app.backup;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.storage.folder.FolderReader;
import taikai.storage.store.Change;
import taikai.storage.store.TournamentStore;

/** Backups of a copy of sample-tournament/: byte for byte, never half a change, and the refusals in words. */
class BackupTest {
    private static final Clock NOON = Clock.fixed(LocalDateTime.of(2026, 5, 16, 12, 30, 5).toInstant(ZoneOffset.UTC),
            ZoneOffset.UTC);
    private static final String OPEN = "individual-open";

    @TempDir
    Path temp;
    Path data;
    Path stick;
    TournamentStore store;

    @BeforeEach
    void copySample() throws IOException {
        data = temp.resolve("lindewaard");
        stick = temp.resolve("stick");
        Files.createDirectories(stick);
        Folders.copy(Folders.sample(), data);
        store = TournamentStore.open(data);
    }

    @Test
    void theCopyEqualsTheFolderByteForByteWithoutTheLogAndTemporaryFiles() throws Exception {
        Files.createDirectories(data.resolve(".wal"));
        Files.writeString(data.resolve(".wal/leftover.rec"), "not copied");
        Files.writeString(data.resolve("competitions/juniors/.pools.csv.taikai-tmp-0123456789abcdef"), "half");

        Backup.Copy copy = new Backup(store, NOON, Duration.ofSeconds(5)).into(stick);

        assertEquals(stick.toRealPath().resolve("lindewaard-backup-2026-05-16-123005"), copy.folder());
        Map<String, byte[]> source = Folders.everyFile(data);
        // The log is never copied: the copy is taken with every change applied, under every write lock.
        source.keySet().removeIf(file -> file.startsWith(".wal/"));
        source.remove("competitions/juniors/.pools.csv.taikai-tmp-0123456789abcdef");
        Map<String, byte[]> copied = Folders.everyFile(copy.folder());
        assertEquals(source.keySet(), copied.keySet());
        source.forEach((file, bytes) -> assertArrayEquals(bytes, copied.get(file), file));
        assertEquals(source.size(), copy.files());
        assertEquals(FolderReader.read(data).problems(), FolderReader.read(copy.folder()).problems());
        assertFalse(copy.holdsPassword());
        assertEquals("Backed up to " + copy.folder() + " (" + source.size() + " files).", copy.sentence());
    }

    @Test
    void aPasswordInTournamentMdIsNamedInTheAnswer() throws Exception {
        Path md = data.resolve("tournament.md");
        Files.writeString(md, Files.readString(md).replace("password: \"\"", "password: kote-men-do"));

        Backup.Copy copy = new Backup(store, NOON, Duration.ofSeconds(5)).into(stick);

        assertTrue(copy.holdsPassword());
        assertTrue(copy.sentence().endsWith("The copy's tournament.md holds the admin password in plain text:"
                + " strip or change it before sharing the copy."), copy.sentence());
    }

    @Test
    void aWriteInProgressLandsWholeBeforeTheCopy() throws Exception {
        AtomicReference<Backup.Copy> made = new AtomicReference<>();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread backup = new Thread(() -> {
            try {
                made.set(new Backup(store, NOON, Duration.ofSeconds(30)).into(stick));
            } catch (Throwable e) {
                failed.set(e);
            }
        });
        store.competition(OPEN).write(Duration.ofSeconds(5), state -> {
            backup.start();
            waitUntilBlockedOrDone(backup);
            return Change.of(state, twoLines("held-1"), "written");
        });
        backup.join();
        assertEquals(null, failed.get());

        Path copy = made.get().folder();
        assertEquals(FolderReader.read(data).problems(), FolderReader.read(copy).problems());
        assertEquals(lines(data, "Pool A-0"), lines(copy, "Pool A-0"));
        assertEquals(lines(data, "Pool B-0"), lines(copy, "Pool B-0"));
        assertTrue(lines(copy, "Pool A-0").contains("held-1-a"));
        assertTrue(lines(copy, "Pool B-0").contains("held-1-b"));
    }

    @Test
    void aWriteSentWhileTheFolderIsReadWaitsAndIsNotInTheCopy() throws Exception {
        String before = lines(data, "Pool A-0");
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread write = new Thread(() -> {
            try {
                store.competition(OPEN).write(Duration.ofSeconds(30), state -> Change.of(state, twoLines("late-1"), "x"));
            } catch (Throwable e) {
                failed.set(e);
            }
        });
        Backup backup = new Backup(store, NOON, Duration.ofSeconds(5), dest -> {
            // Called under every lock, before the first file is copied.
            write.start();
            waitUntilBlockedOrDone(write);
            return Long.MAX_VALUE;
        });

        Backup.Copy copy = backup.into(stick);
        write.join();
        assertEquals(null, failed.get());

        assertEquals(before, lines(copy.folder(), "Pool A-0"));
        assertFalse(lines(copy.folder(), "Pool B-0").contains("late-1"));
        assertTrue(lines(data, "Pool A-0").contains("late-1-a"));
        assertTrue(lines(data, "Pool B-0").contains("late-1-b"));
        assertEquals(FolderReader.read(data).problems(), FolderReader.read(copy.folder()).problems());
    }

    @Test
    void aWriteWaitsOnlyForTheReadOfTheFolderNotForTheCopyOnTheStick() throws Exception {
        long[] landed = {0};
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread write = new Thread(() -> {
            try {
                store.competition(OPEN).write(Duration.ofSeconds(30), state -> Change.of(state, twoLines("soon-1"), "x"));
                landed[0] = System.nanoTime();
            } catch (Throwable e) {
                failed.set(e);
            }
        });
        Backup backup = new Backup(store, NOON, Duration.ofSeconds(5), dest -> {
            // Called under every lock once the folder is read: the write waits for the locks.
            write.start();
            waitUntilBlockedOrDone(write);
            return Long.MAX_VALUE;
        });

        Backup.Copy copy = backup.into(stick);
        long finished = System.nanoTime();
        write.join();
        assertEquals(null, failed.get());

        // Writing and forcing 200 files to the stick, then reading them back, takes far longer than one write:
        // the write landed while the copy was still being written.
        assertTrue(landed[0] < finished, "the write waited for the whole copy");
        assertFalse(lines(copy.folder(), "Pool A-0").contains("soon-1"));
        assertTrue(lines(data, "Pool A-0").contains("soon-1-a"));
        assertTrue(copy.held().toNanos() > 0);
    }

    @Test
    void aDestinationInsideTheDataFolderIsRefused() throws IOException {
        Path inside = Files.createDirectories(data.resolve("competitions/juniors/usb"));
        Backup.Refused refused = assertThrows(Backup.Refused.class,
                () -> new Backup(store, NOON, Duration.ofSeconds(5)).into(inside));
        assertEquals(inside.toRealPath() + " is inside the data folder " + store.root()
                + ". A backup goes somewhere else, such as a USB stick.", refused.getMessage());
        assertThrows(Backup.Refused.class, () -> new Backup(store, NOON, Duration.ofSeconds(5)).into(data));
    }

    @Test
    void aDestinationThatIsNotAFolderIsRefused() throws IOException {
        Path file = Files.writeString(temp.resolve("notes.txt"), "x");
        Backup.Refused refused = assertThrows(Backup.Refused.class,
                () -> new Backup(store, NOON, Duration.ofSeconds(5)).into(file));
        assertEquals(file + " is not a folder. Choose an existing folder to back up into, such as a USB stick.",
                refused.getMessage());
    }

    @Test
    void aDestinationShortOfSpaceIsRefusedBeforeAnythingIsWritten() throws IOException {
        Backup.Refused refused = assertThrows(Backup.Refused.class,
                () -> new Backup(store, NOON, Duration.ofSeconds(5), dest -> 1000).into(stick));
        assertTrue(refused.getMessage().startsWith(stick.toRealPath() + " has 0.0 MB free, and the copy needs "),
                refused.getMessage());
        assertTrue(refused.getMessage().endsWith(". Free some space or choose another place."), refused.getMessage());
        try (Stream<Path> left = Files.list(stick)) {
            assertEquals(0, left.count());
        }
    }

    @Test
    void anExistingFolderOfTheSameNameIsNeverOverwritten() throws IOException {
        Path existing = Files.createDirectories(stick.resolve("lindewaard-backup-2026-05-16-123005"));
        Files.writeString(existing.resolve("mine.txt"), "keep");
        Backup.Refused refused = assertThrows(Backup.Refused.class,
                () -> new Backup(store, NOON, Duration.ofSeconds(5)).into(stick));
        assertTrue(refused.getMessage().endsWith(" already exists, and a backup never overwrites a folder."
                + " Try again in a second."), refused.getMessage());
        try (Stream<Path> left = Files.list(existing)) {
            assertEquals(List.of(existing.resolve("mine.txt")), left.toList());
        }
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

    private static String lines(Path root, String match) throws IOException {
        return Files.readString(root.resolve("competitions/" + OPEN + "/history/" + match + ".jsonl"), StandardCharsets.UTF_8);
    }

    /** Waits until the thread waits for a lock (or has finished without ever waiting). */
    private static void waitUntilBlockedOrDone(Thread thread) {
        eventually().alias(thread.getName() + " waits for a lock or is done").until(() -> Set.of(Thread.State.WAITING,
                Thread.State.TIMED_WAITING, Thread.State.TERMINATED).contains(thread.getState()));
    }
}
