package taikai.wal.crash;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import taikai.wal.Transaction;
import taikai.wal.WriteAheadLog;

/**
 * The child of the crash test: a storm of multi-file transactions until it is killed. Each writer
 * thread owns a folder {@code w<i>/} and, in transaction number n, writes n into {@code a.txt},
 * {@code b.txt} and {@code c.txt} (of different lengths, so a mix would show), appends the line n
 * to {@code log.txt}, and every third time sets the previous {@code state.txt} aside. It prints
 * {@code w<i> n} only after the commit returned.
 *
 * <p>Arguments: the data folder, the number of writer threads.
 */
public final class WalStormChild {

    private WalStormChild() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        int writers = Integer.parseInt(args[1]);
        WriteAheadLog log = WriteAheadLog.open(root);
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            String writer = "w" + w;
            long first = lastWritten(root, writer) + 1;
            threads.add(new Thread(() -> storm(log, writer, first), writer));
        }
        KillLoop.say(KillLoop.READY);
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }
    }

    /** The transaction number a writer finished last: what {@code a.txt} holds. */
    static long lastWritten(Path root, String writer) throws IOException {
        try {
            return StormFiles.number(Files.readString(root.resolve(writer).resolve("a.txt")), 1);
        } catch (NoSuchFileException e) {
            return 0;
        }
    }

    private static void storm(WriteAheadLog log, String writer, long first) {
        try {
            for (long n = first; ; n++) {
                log.commit(transaction(writer, n));
                KillLoop.say(writer + " " + n);
            }
        } catch (IOException | RuntimeException e) {
            e.printStackTrace();
            System.exit(3);
        }
    }

    static Transaction transaction(String writer, long n) {
        Transaction transaction = Transaction.empty()
                .replace(writer + "/a.txt", StormFiles.content(n, 1))
                .replace(writer + "/b.txt", StormFiles.content(n, 5))
                .replace(writer + "/c.txt", StormFiles.content(n, 40))
                .append(writer + "/log.txt", (n + "\n").getBytes(StandardCharsets.UTF_8));
        if (n % 3 == 0) {
            transaction = transaction
                    .renameAside(writer + "/state.txt", writer + "/state-" + n + ".txt")
                    .replace(writer + "/state.txt", StormFiles.content(n, 3));
        }
        return transaction;
    }
}
