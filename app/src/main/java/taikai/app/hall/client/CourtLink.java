package taikai.app.hall.client;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A court table's whole link to the hall laptop, put together once for court mode: the outbox,
 * its sender, the clock offset (learned at start and again every {@link #RESYNC_MILLIS}) and the
 * live feed. The screen calls {@link #enter} and listens; everything else runs on its own threads.
 */
public final class CourtLink implements AutoCloseable {
    /** Clocks drift a little over a day; a few minutes between syncs keeps stamps within the tolerance. */
    public static final long RESYNC_MILLIS = 5 * 60_000;
    /** After a failed sync, try again sooner: the hall laptop may only be starting. */
    public static final long RESYNC_AFTER_FAILURE_MILLIS = 10_000;

    private final Outbox outbox;
    private final HallClient hall;
    private final ClockSync clock;
    private final OutboxSender sender;
    private final FeedClient feed;
    private final Thread resync;

    private CourtLink(Outbox outbox, HallClient hall, SenderListener senderListener, long afterSequence,
            FeedListener feedListener) {
        this.outbox = outbox;
        this.hall = hall;
        this.clock = new ClockSync(hall, DeviceClock.SYSTEM);
        this.sender = new OutboxSender(outbox, hall, clock, senderListener, new Backoff(), Sleeper.REAL);
        this.feed = new FeedClient(hall, afterSequence, feedListener);
        this.resync = new Thread(this::keepClockInStep, "court-clock-sync");
        resync.setDaemon(true);
    }

    /**
     * Opens the outbox in {@code outboxFolder} (the court laptop's settings, never the data folder)
     * and starts sending, following the feed after {@code afterSequence}, and learning the clock.
     */
    public static CourtLink start(Path outboxFolder, URI hall, String courtCode, SenderListener senderListener,
            long afterSequence, FeedListener feedListener) throws IOException {
        Outbox outbox = Outbox.open(outboxFolder);
        CourtLink link = new CourtLink(outbox, new HallClient(hall, courtCode), senderListener, afterSequence,
                feedListener);
        link.resync.start();
        link.sender.start();
        link.feed.start();
        return link;
    }

    /** Saves an entry (on disk when this returns) stamped in the hall laptop's time; the sender takes it from there. */
    public PendingEntry enter(EntryDraft draft) throws IOException {
        return outbox.add(draft, clock.offsetMillis());
    }

    /**
     * Decision 0030: a standby laptop was promoted to hall at {@code newHall}. The sender, the clock
     * and the feed go there, and the answered tail is sent again before the entries still waiting;
     * returns how many answered entries are sent again.
     */
    public int moveTo(URI newHall) throws IOException {
        hall.moveTo(newHall);
        return outbox.requeueAnswered();
    }

    /**
     * The link's own client of the hall: court mode reads its board and starts matches through it too,
     * so a move to a promoted standby (by the sender or by an address typed) moves every request at once.
     */
    public HallClient hall() {
        return hall;
    }

    /** A person sends again the entry sending stopped at (decision 0034); false when sending was not stopped. */
    public boolean sendAgain() {
        return sender.sendAgain();
    }

    public QueueState queue() {
        return sender.state();
    }

    /** The sentence about an entry cut off by a crash, found when the outbox was opened. */
    public Optional<String> tornTail() {
        return outbox.tornTail();
    }

    public boolean clockSynced() {
        return clock.synced();
    }

    public long lastSequence() {
        return feed.lastSequence();
    }

    private void keepClockInStep() {
        while (!Thread.currentThread().isInterrupted()) {
            long pause;
            try {
                clock.sync();
                pause = RESYNC_MILLIS;
            } catch (IOException e) {
                pause = RESYNC_AFTER_FAILURE_MILLIS; // the sender tells the screen the hall laptop is away
            } catch (InterruptedException e) {
                return;
            }
            try {
                Thread.sleep(pause);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        resync.interrupt();
        try {
            feed.close();
            sender.close();
        } finally {
            outbox.close();
        }
    }
}
