package taikai.wal;

import static taikai.wal.Snapshot.utf8;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import taikai.wal.fault.FaultyFileOps;
import taikai.wal.file.BusyRetry;

/** A small competition folder and one change that uses every kind of step, with both outcomes. */
final class Folders {

    static final BusyRetry NO_PAUSES = new BusyRetry(List.of());
    static final String C = "competitions/open/";
    /** Logging a change once the log file exists: its frame written in place, then forced. */
    static final int LOGGING_CALLS = 2;
    /** Logging the first change in a folder: the log file created, forced, and its folder forced. */
    static final int FIRST_LOGGING_CALLS = 3;

    private Folders() {
    }

    static Map<String, String> oldFiles() {
        Map<String, String> files = new TreeMap<>();
        files.put(C + "pool-matches.csv", "id,winner\n1,\n");
        files.put(C + "competitor-status.yaml", "a: active\n");
        files.put(C + "history/m1.jsonl", "{\"n\":1}\n");
        files.put(C + "schedule.csv", "old schedule\n");
        files.put(C + "seeds.csv", "broken\"\n");
        return files;
    }

    static Transaction change() {
        return Transaction.empty()
                .replace(C + "pool-matches.csv", utf8("id,winner\n1,aka\n"))
                .replace(C + "competitor-status.yaml", utf8("a: withdrawn\n"))
                .replace(C + "bracket.json", utf8("{}\n"))
                .append(C + "history/m1.jsonl", utf8("{\"n\":2}\n"))
                .delete(C + "schedule.csv")
                .renameAside(C + "seeds.csv", C + "seeds.csv.broken-1")
                .replace(C + "seeds.csv", utf8("fresh\n"));
    }

    static Map<String, String> newFiles() {
        Map<String, String> files = new TreeMap<>();
        files.put(C + "pool-matches.csv", "id,winner\n1,aka\n");
        files.put(C + "competitor-status.yaml", "a: withdrawn\n");
        files.put(C + "bracket.json", "{}\n");
        files.put(C + "history/m1.jsonl", "{\"n\":1}\n{\"n\":2}\n");
        files.put(C + "seeds.csv.broken-1", "broken\"\n");
        files.put(C + "seeds.csv", "fresh\n");
        return files;
    }

    static void writeOld(Path root) throws IOException {
        for (var file : oldFiles().entrySet()) {
            Path path = root.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue(), java.nio.charset.StandardCharsets.ISO_8859_1);
        }
    }

    /** A copy of a whole folder tree, as a data folder is copied to a USB stick. */
    static Path copy(Path from, Path to) throws IOException {
        try (java.util.stream.Stream<Path> walk = Files.walk(from)) {
            for (Path source : (Iterable<Path>) walk::iterator) {
                Files.copy(source, to.resolve(from.relativize(source).toString()));
            }
        }
        return to;
    }

    /**
     * Leaves {@code root} as a crash right after the change was logged leaves it: its frame forced
     * in {@code .wal/taikai.log}, no data file touched. Returns the log file's path.
     */
    static Path crashAfterLogging(Path root, Transaction transaction) throws IOException {
        FaultyFileOps ops = new FaultyFileOps();
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        int logging = Files.exists(root.resolve(WriteAheadLog.DIRECTORY).resolve("taikai.log")) ? LOGGING_CALLS
                : FIRST_LOGGING_CALLS;
        ops.failFrom(logging + 1);
        try {
            log.commit(transaction);
            throw new AssertionError("the injected crash did not happen");
        } catch (IOException expected) {
            // the crash
        }
        List<String> calls = ops.calls();
        for (int i = 0; i < logging; i++) {
            if (!calls.get(i).contains(WriteAheadLog.DIRECTORY)) {
                throw new AssertionError("call " + (i + 1) + " is not part of logging: " + calls);
            }
        }
        List<String> records = Snapshot.wal(root);
        if (!records.equals(List.of("taikai.log holding 1"))) {
            throw new AssertionError("expected the log holding one change, found " + records);
        }
        return root.resolve(WriteAheadLog.DIRECTORY).resolve("taikai.log");
    }
}
