package taikai.app.hall.client;

import static taikai.app.testing.Waits.eventually;

import java.net.URI;
import java.nio.file.Path;
import taikai.app.road.Answer;

/**
 * A court laptop in a child JVM, for the kill test: {@code enter <n>} saves n entries while the
 * sender runs and prints {@code saved <key>} once each is on disk; {@code send} sends what the
 * outbox holds and prints {@code drained} when nothing waits.
 */
public final class CourtChild {
    private CourtChild() {
    }

    public static void main(String[] args) throws Exception {
        Path folder = Path.of(args[0]);
        URI hall = URI.create(args[1]);
        try (Outbox outbox = Outbox.open(folder)) {
            HallClient client = new HallClient(hall, ScriptedHall.COURT_CODE);
            ClockSync clock = new ClockSync(client, DeviceClock.SYSTEM);
            OutboxSender sender = new OutboxSender(outbox, client, clock, new Quiet(), new Backoff(50, 500,
                    Math::random), Sleeper.REAL);
            System.out.println("pending " + outbox.size());
            sender.start();
            if (args[2].equals("enter")) {
                for (int i = 0; i < Integer.parseInt(args[3]); i++) {
                    PendingEntry entry = outbox.add(new EntryDraft("mens-individual", "p1-m" + i, "board-3", i,
                            "entry " + i, "{\"point\":" + i + "}"), clock.offsetMillis());
                    System.out.println("saved " + entry.key());
                    System.out.flush();
                    Thread.sleep(20); // an operator's pace: the parent's kill lands while entries are still made
                }
            }
            eventually().until(() -> outbox.size() == 0);
            sender.close();
            System.out.println("drained");
        }
    }

    private static final class Quiet implements SenderListener {
        @Override
        public void landed(PendingEntry entry, Answer answer) {
        }

        @Override
        public void needsOperator(PendingEntry entry, String sentence) {
            System.out.println("notice " + sentence);
        }

        @Override
        public void queueChanged(QueueState state) {
        }
    }
}
