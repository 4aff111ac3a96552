package taikai.wal.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.TempFiles;

/**
 * After each kill of {@link WalStormChild}: reopen the folder (which replays) and check that every
 * acknowledged transaction is there, that none is there in part, that every file parses, and
 * that no record or temporary file is left.
 */
final class StormCheck implements KillLoop.Check {

    private final Path root;
    private final int writers;
    private final Map<String, Long> lastAcknowledged = new HashMap<>();
    private final Map<String, Long> lastFound = new HashMap<>();

    StormCheck(Path root, int writers) {
        this.root = root;
        this.writers = writers;
    }

    @Override
    public long afterKill(int kill, List<String> acknowledged) throws IOException {
        for (String line : acknowledged) {
            String[] parts = line.split(" ");
            long n = Long.parseLong(parts[1]);
            Long before = lastAcknowledged.put(parts[0], n);
            assertTrue(before == null || n > before, "kill " + kill + ": acknowledgements out of order: " + line);
        }
        WriteAheadLog log = WriteAheadLog.open(root);
        for (String notice : log.notices()) {
            assertTrue(notice.startsWith("Finished a change that was interrupted"), "kill " + kill + ": " + notice);
        }
        long lost = 0;
        for (int w = 0; w < writers; w++) {
            String writer = "w" + w;
            long found = checkWriter(kill, root.resolve(writer));
            long acked = lastAcknowledged.getOrDefault(writer, 0L);
            long before = lastFound.getOrDefault(writer, 0L);
            lost += Math.max(0, acked - found);
            assertTrue(found >= before, "kill " + kill + ": " + writer + " went back from " + before + " to " + found);
            // Each child commits one transaction at a time per writer, so at most one more than
            // known (acknowledged, or found after the previous kill) can have landed unacknowledged.
            assertTrue(found <= Math.max(acked, before) + 1, "kill " + kill + ": " + writer + " holds " + found
                    + " but only " + Math.max(acked, before) + " was known and one more can be in flight; "
                    + "acknowledged in this round: " + acknowledged);
            lastFound.put(writer, found);
        }
        try (Stream<Path> walk = Files.walk(root)) {
            List<Path> temps = walk.filter(path -> TempFiles.isTemp(path.getFileName().toString())).toList();
            assertEquals(List.of(), temps, "kill " + kill + ": temporary files left");
        }
        try (Stream<Path> records = Files.list(root.resolve(WriteAheadLog.DIRECTORY))) {
            assertEquals(List.of(), records.map(path -> path.getFileName().toString())
                            .filter(name -> !name.equals("taikai.log")).toList(),
                    "kill " + kill + ": nothing but the log file is in .wal/");
        }
        assertEquals(0, WriteAheadLog.changesHeldIn(root), "kill " + kill + ": opening leaves no change held in the log");
        return lost;
    }

    /** The transaction number the writer's folder holds, after checking it holds all of it. */
    private static long checkWriter(int kill, Path folder) throws IOException {
        if (!Files.exists(folder.resolve("a.txt"))) {
            return 0;
        }
        String at = "kill " + kill + ", " + folder.getFileName() + ": ";
        long n = StormFiles.number(Files.readString(folder.resolve("a.txt")), 1);
        assertEquals(n, StormFiles.number(Files.readString(folder.resolve("b.txt")), 5), at + "b.txt partly applied");
        assertEquals(n, StormFiles.number(Files.readString(folder.resolve("c.txt")), 40), at + "c.txt partly applied");
        StringBuilder expectedLog = new StringBuilder();
        for (long i = 1; i <= n; i++) {
            expectedLog.append(i).append('\n');
        }
        assertEquals(expectedLog.toString(), Files.readString(folder.resolve("log.txt")),
                at + "log.txt must hold each transaction's line once, in order, with no torn line");
        if (n >= 3) {
            long lastSetAside = n - n % 3;
            assertEquals(lastSetAside, StormFiles.number(Files.readString(folder.resolve("state.txt")), 3),
                    at + "state.txt");
            for (long m = 6; m <= lastSetAside; m += 3) {
                assertEquals(m - 3, StormFiles.number(Files.readString(folder.resolve("state-" + m + ".txt")), 3),
                        at + "state-" + m + ".txt");
            }
        }
        assertTrue(Files.notExists(folder.resolve("state-" + (n - n % 3 + 3) + ".txt")), at + "a set-aside too many");
        return n;
    }
}
