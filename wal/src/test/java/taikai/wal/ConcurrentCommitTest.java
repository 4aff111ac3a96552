package taikai.wal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static taikai.wal.Folders.NO_PAUSES;
import static taikai.wal.Snapshot.utf8;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.wal.fault.FaultyFileOps;

class ConcurrentCommitTest {

    private static final int THREADS = 4;
    private static final int COMMITS_PER_THREAD = 15;

    @TempDir
    Path root;

    @Test
    void commitsFromManyThreadsLandEachAppendOnceInCommitOrderUnderFramesOfTheirOwn() throws Exception {
        FaultyFileOps ops = new FaultyFileOps(); // no failures
        WriteAheadLog log = WriteAheadLog.open(root, ops, NO_PAUSES);
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        List<Future<?>> writers = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            String writer = "w" + t;
            writers.add(pool.submit(() -> {
                for (int n = 1; n <= COMMITS_PER_THREAD; n++) {
                    log.commit(Transaction.empty()
                            .replace("competitions/" + writer + "/count.txt", utf8(Integer.toString(n)))
                            .append("shared.jsonl", utf8(writer + " " + n + "\n")));
                }
                return null;
            }));
        }
        for (Future<?> writer : writers) {
            writer.get();
        }
        pool.shutdown();

        List<String> lines = Files.readAllLines(root.resolve("shared.jsonl"));
        assertEquals(THREADS * COMMITS_PER_THREAD, lines.size());
        assertEquals(lines.size(), new HashSet<>(lines).size(), "no line twice");
        for (int t = 0; t < THREADS; t++) {
            String writer = "w" + t;
            List<String> own = lines.stream().filter(line -> line.startsWith(writer + " ")).toList();
            for (int n = 1; n <= COMMITS_PER_THREAD; n++) {
                assertEquals(writer + " " + n, own.get(n - 1), "each writer's lines in its commit order");
            }
            assertEquals(Integer.toString(COMMITS_PER_THREAD),
                    Files.readString(root.resolve("competitions/" + writer + "/count.txt")));
        }
        assertEquals(THREADS * COMMITS_PER_THREAD, WriteAheadLog.changesHeldIn(root),
                "every commit has a frame of its own in the log, in one unbroken run of sequences");
        log.close();
        assertEquals(List.of(), Snapshot.wal(root), "the checkpoint on closing leaves nothing held");
    }
}
