package taikai.app.export;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.store.LockTimeoutException;
import taikai.storage.store.TournamentStore;

/**
 * Writes every competition's results and standings ({@link ResultTables}) as CSV files into a
 * chosen folder outside the data folder, replacing earlier exports of the same names. Each
 * competition is read under its lock, so a change half way through its files is never exported.
 */
public final class Export {
    private final TournamentStore store;
    private final Duration lockWait;

    public Export(TournamentStore store, Duration lockWait) {
        this.store = store;
        this.lockWait = lockWait;
    }

    public static Export of(TournamentStore store) {
        return new Export(store, Duration.ofSeconds(10));
    }

    /** What an export wrote, and which competitions it could not read. */
    public record Written(Path folder, List<String> files, List<String> skipped) {
        public Written {
            files = List.copyOf(files);
            skipped = List.copyOf(skipped);
        }

        /** The answer in words, for the status line and the command line. */
        public String sentence() {
            return said().english();
        }

        /** The answer as a phrase of the app's bundle; the sentences about competitions it skipped are as they were made. */
        public taikai.app.words.Phrase said() {
            String key = "export.made" + (files.size() == 1 ? ".one" : "") + (skipped.isEmpty() ? "" : ".skipped");
            return taikai.app.words.Phrase.of(key, String.valueOf(files.size()), String.valueOf(folder), String.join(" ", skipped));
        }
    }

    /** An export that was not made, and why, in one sentence. */
    public static final class Refused extends Exception {
        public Refused(String sentence) {
            super(sentence);
        }
    }

    /** Exports every competition, or only {@code competition} when given, into {@code destination}. */
    public Written into(Path destination, Optional<String> competition) throws Refused {
        Path dest = checkedDestination(destination);
        LoadedTournament tournament = store.read();
        List<String> ids = new ArrayList<>(tournament.competitions().keySet());
        java.util.Collections.sort(ids);
        if (competition.isPresent()) {
            if (!ids.contains(competition.get())) {
                throw new Refused("The tournament has no competition \"" + competition.get() + "\"; it has "
                        + (ids.isEmpty() ? "none" : String.join(", ", ids)) + ".");
            }
            ids = List.of(competition.get());
        }
        Map<String, byte[]> files = new LinkedHashMap<>();
        List<String> skipped = new ArrayList<>();
        for (String id : ids) {
            LoadedCompetition loaded;
            try {
                loaded = store.competition(id).holding(lockWait, () -> store.competition(id).read());
            } catch (LockTimeoutException e) {
                throw new Refused("A change to competition \"" + id + "\" was still being saved, so nothing was exported."
                        + " Try again.");
            } catch (Exception e) {
                throw new Refused("Competition \"" + id + "\" could not be read: " + e.getMessage());
            }
            if (loaded.failed() || loaded.state().isEmpty()) {
                skipped.add("Competition \"" + id + "\" could not be read, so it was left out; the Problems screen says why.");
                continue;
            }
            files.putAll(ResultTables.of(loaded.state().get()));
        }
        if (files.isEmpty() && skipped.isEmpty()) {
            throw new Refused("There are no pools, matches or brackets to export yet.");
        }
        try {
            Files.createDirectories(dest);
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                replace(dest, file.getKey(), file.getValue());
            }
            forceDirectory(dest);
        } catch (IOException e) {
            throw new Refused("The export to " + dest + " could not be written: " + e.getMessage());
        }
        return new Written(dest, List.copyOf(files.keySet()), skipped);
    }

    private Path checkedDestination(Path destination) throws Refused {
        if (destination == null) {
            throw new Refused("Choose a folder to export into.");
        }
        Path dest = destination.toAbsolutePath().normalize();
        Path root = store.root();
        Path existing = dest;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        try {
            Path realRoot = root.toRealPath();
            Path resolved = existing == null ? dest : existing.toRealPath().resolve(existing.relativize(dest));
            if (resolved.startsWith(realRoot)) {
                throw new Refused(dest + " is inside the data folder " + root
                        + ". An export goes somewhere else, so the app never reads it as tournament data.");
            }
        } catch (IOException e) {
            throw new Refused(dest + " cannot be read: " + e.getMessage());
        }
        if (Files.exists(dest) && !Files.isDirectory(dest)) {
            throw new Refused(dest + " is a file, not a folder. Choose a folder to export into.");
        }
        if (existing != null && !Files.isWritable(existing)) {
            throw new Refused(existing + " cannot be written to. Choose a folder you may write in.");
        }
        return dest;
    }

    private static void replace(Path dir, String name, byte[] bytes) throws IOException {
        Path temp = dir.resolve("." + name + ".part");
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                channel.write(buffer);
            }
            channel.force(true);
        }
        Files.move(temp, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void forceDirectory(Path dir) throws IOException {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException e) {
            if (!System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows")) {
                throw e;
            }
        }
    }
}
