package taikai.app.hall.server;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import taikai.app.hall.client.Backoff;
import taikai.app.hall.client.ClockSync;
import taikai.app.hall.client.DeviceClock;
import taikai.app.hall.client.EntryDraft;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.Outbox;
import taikai.app.hall.client.OutboxSender;
import taikai.app.hall.client.PendingEntry;
import taikai.app.hall.client.QueueState;
import taikai.app.hall.client.SenderListener;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;

/**
 * A court table made of the court client's real parts (outbox on disk, sender, clock sync, hall
 * client) pointed at the real hall server, recording every answer its sender hands the screen.
 */
final class Court implements SenderListener, AutoCloseable {
    final String name;
    final Outbox outbox;
    final HallClient client;
    final ClockSync clock;
    final OutboxSender sender;
    final List<PendingEntry> entered = new CopyOnWriteArrayList<>();
    /** The outcome each key ended with: applied, partly_applied, duplicate, held or refused. */
    final Map<String, String> outcomes = new ConcurrentHashMap<>();
    final Map<String, Answer> answers = new ConcurrentHashMap<>();
    final List<String> notices = new CopyOnWriteArrayList<>();

    Court(String name, Path folder, URI hall, String code, DeviceClock device) throws IOException {
        this.name = name;
        this.outbox = Outbox.open(folder, device);
        this.client = new HallClient(hall, code);
        this.clock = new ClockSync(client, device);
        this.sender = new OutboxSender(outbox, client, clock, this, new Backoff(20, 400, Math::random),
                taikai.app.hall.client.Sleeper.REAL);
    }

    Court start() {
        sender.start();
        return this;
    }

    Court synced() throws IOException, InterruptedException {
        clock.sync();
        return this;
    }

    PendingEntry enter(EntryDraft draft) throws IOException {
        PendingEntry entry = outbox.add(draft, clock.offsetMillis());
        entered.add(entry);
        return entry;
    }

    boolean drained() {
        return outbox.size() == 0 && outcomes.size() >= entered.size();
    }

    long count(Outcome outcome) {
        return outcomes.values().stream().filter(outcome.code()::equals).count();
    }

    @Override
    public void landed(PendingEntry entry, Answer answer) {
        outcomes.put(entry.key(), answer.outcome().code());
        answers.put(entry.key(), answer);
    }

    @Override
    public void needsOperator(PendingEntry entry, String sentence) {
        outcomes.put(entry.key(), sentence.startsWith("Not applied, kept in the match's history")
                ? Outcome.HELD.code() : Outcome.REFUSED.code());
        notices.add(sentence);
    }

    @Override
    public void queueChanged(QueueState state) {
    }

    @Override
    public void close() throws Exception {
        sender.close();
        outbox.close();
    }
}
