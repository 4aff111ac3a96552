package taikai.app.backup;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.ToLongFunction;
import java.util.stream.Stream;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;
import taikai.storage.store.LockTimeoutException;
import taikai.storage.store.TournamentStore;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.TempFiles;

/**
 * A consistent copy of an open data folder into another directory (a USB stick), as
 * {@code <folder name>-backup-<yyyy-MM-dd-HHmmss>/}. The folder's bytes are read holding every lock
 * a write takes, with the write-ahead log settled, so no half-applied change is copied; writes wait
 * only for that read (or are told to send again), not for the stick. The log and temporary files
 * stay behind. Then, with the locks let go, every file is written and forced to disk, then every
 * folder; then the copy is read back with the folder reader and compared byte for byte with the
 * bytes read under the locks.
 */
public final class Backup {
    /** How long a backup waits for a write in progress to finish before giving up. */
    public static final Duration DEFAULT_LOCK_WAIT = Duration.ofSeconds(10);
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss");

    private final TournamentStore store;
    private final Clock clock;
    private final Duration lockWait;
    private final ToLongFunction<Path> freeSpace;

    public Backup(TournamentStore store, Clock clock, Duration lockWait) {
        this(store, clock, lockWait, Backup::usableSpace);
    }

    /** A backup that asks {@code freeSpace} how many bytes the destination can take (negative: unknown). */
    public Backup(TournamentStore store, Clock clock, Duration lockWait, ToLongFunction<Path> freeSpace) {
        this.store = store;
        this.clock = clock;
        this.lockWait = lockWait;
        this.freeSpace = freeSpace;
    }

    /** The backup of the store's folder with the system clock and the default wait. */
    public static Backup of(TournamentStore store) {
        return new Backup(store, Clock.systemDefaultZone(), DEFAULT_LOCK_WAIT);
    }

    /**
     * What a backup made: the copy's folder, how many files it holds, whether tournament.md holds a
     * password, and how long writes were held while the folder was read.
     */
    public record Copy(Path folder, int files, boolean holdsPassword, Duration held) {
        /** The answer in words, for the status line and the command line. */
        public String sentence() {
            return said().english();
        }

        /** The answer as a phrase of the app's bundle, for a screen to say in its language. */
        public taikai.app.words.Phrase said() {
            String key = "backup.made" + (files == 1 ? ".one" : "") + (holdsPassword ? ".password" : "");
            return taikai.app.words.Phrase.of(key, String.valueOf(folder), String.valueOf(files));
        }
    }

    /** A backup that was not made, and why, in one sentence. */
    public static final class Refused extends Exception {
        public Refused(String sentence) {
            super(sentence);
        }
    }

    /** The name the copy of {@code folderName} gets at the clock's time now. */
    public String copyName() {
        return store.root().getFileName() + "-backup-" + LocalDateTime.now(clock).format(STAMP);
    }

    /** Copies the folder into a new folder inside {@code destination}; refused with a sentence, never half made silently. */
    public Copy into(Path destination) throws Refused {
        Path root = store.root();
        Path dest = checkedDestination(root, destination);
        Path target = dest.resolve(copyName());
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new Refused(target + " already exists, and a backup never overwrites a folder. Try again in a second.");
        }
        Moment moment;
        try {
            moment = store.withEveryLock(lockWait, () -> momentUnderLocks(root, dest));
        } catch (Refused e) {
            throw e;
        } catch (LockTimeoutException e) {
            throw new Refused("A change was still being saved, so nothing was copied: " + e.getMessage()
                    + " Try the backup again.");
        } catch (Exception e) {
            throw new Refused("The data folder " + root + " could not be read for the backup: " + describe(e));
        }
        boolean[] created = {false};
        try {
            return write(moment, dest, target, created);
        } catch (Refused e) {
            throw new Refused(e.getMessage() + removed(target, created[0]));
        } catch (Exception e) {
            throw new Refused("The backup to " + target + " could not be finished: " + describe(e)
                    + removed(target, created[0]));
        }
    }

    /** The folder at one moment: every file's bytes, and the problems the folder reader found in them. */
    private record Moment(SortedMap<String, byte[]> files, List<String> problems, Duration held) {
    }

    private Moment momentUnderLocks(Path root, Path dest) throws IOException, Refused {
        long started = System.nanoTime();
        SortedMap<String, byte[]> files = new TreeMap<>();
        long bytes = 0;
        for (String file : filesOf(root)) {
            byte[] content = Files.readAllBytes(root.resolve(file));
            files.put(file, content);
            bytes += content.length;
        }
        long usable = freeSpace.applyAsLong(dest);
        if (usable >= 0 && usable < bytes) {
            throw new Refused(dest + " has " + megabytes(usable) + " free, and the copy needs " + megabytes(bytes)
                    + ". Free some space or choose another place.");
        }
        List<String> problems = FolderReader.read(root).problems().stream().map(Problem::toString).toList();
        return new Moment(files, problems, Duration.ofNanos(System.nanoTime() - started));
    }

    /** Removes a copy that was begun but not finished, so it is never taken for a good one; says so. */
    private static String removed(Path target, boolean created) {
        if (!created) {
            return "";
        }
        try (Stream<Path> walk = Files.walk(target)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
            return " The unfinished copy was removed.";
        } catch (IOException e) {
            return " Delete the unfinished copy " + target + " by hand.";
        }
    }

    private Copy write(Moment moment, Path dest, Path target, boolean[] created) throws IOException, Refused {
        try {
            Files.createDirectory(target);
            created[0] = true;
        } catch (java.nio.file.FileAlreadyExistsException e) {
            throw new Refused(target + " already exists, and a backup never overwrites a folder. Try again in a second.");
        }
        List<Path> folders = new ArrayList<>();
        folders.add(target);
        for (Map.Entry<String, byte[]> file : moment.files().entrySet()) {
            Path to = target.resolve(file.getKey());
            Path parent = to.getParent();
            if (!Files.isDirectory(parent)) {
                Files.createDirectories(parent);
            }
            for (Path p = parent; !p.equals(target) && !folders.contains(p); p = p.getParent()) {
                folders.add(p);
            }
            writeForced(to, file.getValue());
        }
        for (Path folder : folders) {
            forceDirectory(folder);
        }
        forceDirectory(dest);
        verify(moment.files(), target);
        LoadedTournament copy = FolderReader.read(target);
        for (Problem problem : copy.problems()) {
            if (!moment.problems().contains(problem.toString())) {
                throw new Refused("The copy in " + target + " does not read like the data folder: " + problem
                        + ". Do not rely on it; try again or choose another place.");
            }
        }
        boolean password = copy.tournament().map(t -> !t.password().isBlank()).orElse(false)
                || copy.tournament().map(t -> t.extraKeys().containsKey("admin_password")).orElse(false);
        return new Copy(target, moment.files().size(), password, moment.held());
    }

    private static void verify(SortedMap<String, byte[]> files, Path target) throws IOException, Refused {
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Path copy = target.resolve(file.getKey());
            if (!Files.isRegularFile(copy) || !Arrays.equals(Files.readAllBytes(copy), file.getValue())) {
                throw new Refused("The copy of " + file.getKey() + " in " + target
                        + " differs from the data folder's. Do not rely on this copy; try again or choose another place.");
            }
        }
        for (String file : filesOf(target)) {
            if (!files.containsKey(file)) {
                throw new Refused("The copy in " + target + " holds " + file
                        + ", which the data folder does not. Do not rely on this copy.");
            }
        }
    }

    private static Path checkedDestination(Path root, Path destination) throws Refused {
        if (destination == null) {
            throw new Refused("Choose a folder to back up into.");
        }
        Path dest = destination.toAbsolutePath().normalize();
        if (!Files.isDirectory(dest)) {
            throw new Refused(dest + " is not a folder. Choose an existing folder to back up into, such as a USB stick.");
        }
        Path realRoot;
        Path realDest;
        try {
            realRoot = root.toRealPath();
            realDest = dest.toRealPath();
        } catch (IOException e) {
            throw new Refused(dest + " cannot be read: " + describe(e));
        }
        if (realDest.startsWith(realRoot)) {
            throw new Refused(dest + " is inside the data folder " + root
                    + ". A backup goes somewhere else, such as a USB stick.");
        }
        if (!Files.isWritable(realDest)) {
            throw new Refused(dest + " cannot be written to. Choose a folder you may write in, or unlock the USB stick.");
        }
        return realDest;
    }

    /** Every regular file of the folder, relative with forward slashes, sorted; without the log and temporary files. */
    public static List<String> filesOf(Path root) throws IOException {
        List<String> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS))
                    .map(root::relativize)
                    .filter(rel -> !rel.getName(0).toString().equals(WriteAheadLog.DIRECTORY))
                    .filter(rel -> !TempFiles.isTemp(rel.getFileName().toString()))
                    .map(rel -> rel.toString().replace('\\', '/'))
                    .sorted()
                    .forEach(files::add);
        }
        return files;
    }

    private static void writeForced(Path file, byte[] bytes) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(true);
        }
    }

    private static void forceDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            // Windows cannot open a folder as a channel; its file system keeps the entries with the files.
            if (!System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows")) {
                throw e;
            }
        }
    }

    private static long usableSpace(Path dest) {
        try {
            FileStore store = Files.getFileStore(dest);
            return store.getUsableSpace();
        } catch (IOException e) {
            return -1;
        }
    }

    private static String megabytes(long bytes) {
        return String.format(java.util.Locale.ROOT, "%.1f MB", bytes / 1_000_000.0);
    }

    private static String describe(Exception e) {
        String message = e.getMessage();
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "access to " + message + " was denied.";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return message + " went missing while copying.";
        }
        return message == null ? e.getClass().getSimpleName() + "." : message;
    }
}
