package taikai.app.hall.server;

import static taikai.app.testing.Waits.eventually;

import java.net.URI;
import java.nio.file.Path;
import taikai.app.hall.client.DeviceClock;
import taikai.app.hall.client.PendingEntry;

/**
 * A court laptop in a child JVM, for {@link CourtKillAgainstHallTest}: the real court client against
 * the real hall server. {@code enter <n>} saves n entries for one match while the sender runs and
 * prints {@code saved <key>} once each is on disk; {@code send} sends what the outbox holds; both print
 * {@code drained} when nothing waits.
 *
 * <p>Arguments: outbox folder, hall address, court code, match id, mode, [count].
 */
public final class HallCourtChild {
    private HallCourtChild() {
    }

    public static void main(String[] args) throws Exception {
        try (Court court = new Court("court A", Path.of(args[0]), URI.create(args[1]), args[2], DeviceClock.SYSTEM)) {
            System.out.println("pending " + court.outbox.size());
            court.start();
            if (args[4].equals("enter")) {
                for (int i = 0; i < Integer.parseInt(args[5]); i++) {
                    PendingEntry entry = court.enter(Entries.draft(args[3], "board-a", i + 1, i));
                    System.out.println("saved " + entry.key());
                    System.out.flush();
                    Thread.sleep(100); // an operator's pace: the hall goes away and the kill lands while entries are still made
                }
            }
            eventually().until(() -> court.outbox.size() == 0);
            System.out.println("drained");
            System.out.flush();
        }
    }
}
