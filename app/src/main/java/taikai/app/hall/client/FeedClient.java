package taikai.app.hall.client;

import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import taikai.app.hall.api.HallApi;

/**
 * Follows the hall laptop's live feed of change notes ({@code GET /api/feed?after=N}, server-sent
 * events). It remembers the last sequence it saw and, when the stream breaks, reconnects with
 * back-off and asks for the notes after that one, so no change is skipped (ARCHITECTURE.md, "LAN").
 * A stream that stays silent longer than the idle limit is taken as a dead cable and reopened,
 * since the hall laptop writes a comment at least every {@link HallApi#FEED_KEEP_ALIVE_MILLIS}.
 */
public final class FeedClient implements AutoCloseable {
    public static final long IDLE_LIMIT_MILLIS = 3 * HallApi.FEED_KEEP_ALIVE_MILLIS;
    private static final long JOIN_MILLIS = 5_000;

    private final HallClient hall;
    private final FeedListener listener;
    private final Backoff backoff;
    private final Sleeper sleeper;
    private final long idleLimitMillis;
    private volatile long lastSequence;
    private volatile long lastHeardNanos = System.nanoTime();
    private volatile boolean running;
    /** True while a connection is open or being opened: only then can silence mean a dead cable. */
    private volatile boolean streaming;
    private volatile boolean silent;
    /** Set when the hall laptop accepted a connection, so the back-off starts over. */
    private volatile boolean opened;
    private volatile FeedLines lines;
    private volatile CompletableFuture<HttpResponse<Void>> call;
    private Thread reader;
    private Thread watchdog;

    public FeedClient(HallClient hall, long afterSequence, FeedListener listener) {
        this(hall, afterSequence, listener, new Backoff(), Sleeper.REAL, IDLE_LIMIT_MILLIS);
    }

    public FeedClient(HallClient hall, long afterSequence, FeedListener listener, Backoff backoff, Sleeper sleeper,
            long idleLimitMillis) {
        this.hall = hall;
        this.lastSequence = afterSequence;
        this.listener = listener;
        this.backoff = backoff;
        this.sleeper = sleeper;
        this.idleLimitMillis = idleLimitMillis;
    }

    public synchronized void start() {
        if (reader != null) {
            throw new IllegalStateException("This feed is already being followed.");
        }
        running = true;
        reader = daemon(this::follow, "court-feed");
        watchdog = daemon(this::watch, "court-feed-watchdog");
    }

    /** The last sequence number seen; a new feed client started after it misses nothing. */
    public long lastSequence() {
        return lastSequence;
    }

    @Override
    public void close() throws InterruptedException {
        Thread[] threads;
        synchronized (this) {
            running = false;
            threads = new Thread[] {reader, watchdog};
        }
        abandon();
        for (Thread t : threads) {
            if (t != null) {
                t.interrupt();
                t.join(JOIN_MILLIS);
            }
        }
    }

    private static Thread daemon(Runnable body, String name) {
        Thread t = new Thread(body, name);
        t.setDaemon(true);
        t.start();
        return t;
    }

    private void follow() {
        int failures = 0;
        while (running) {
            taikai.app.words.Phrase reason;
            silent = false;
            opened = false;
            streaming = true;
            try {
                stream();
                reason = taikai.app.words.Phrase.of("client.feed.closed");
            } catch (IOException | InterruptedException | CancellationException e) {
                reason = silent ? taikai.app.words.Phrase.of("client.feed.silent", String.valueOf(idleLimitMillis)) : describe(e);
            } finally {
                streaming = false;
            }
            failures = opened ? 0 : failures;
            if (!running) {
                return;
            }
            taikai.app.words.Phrase stopped = taikai.app.words.Phrase.of("client.feed.stopped", reason);
            listener.connection(false, stopped.english(), stopped);
            try {
                sleeper.sleep(backoff.delayMillis(++failures));
            } catch (InterruptedException e) {
                // close() wakes the wait; the loop sees it through running.
            }
        }
    }

    private static taikai.app.words.Phrase describe(Exception e) {
        return e instanceof IOException ? HallClient.reasonPhrase((IOException) e) : taikai.app.words.Phrase.of("client.feed.interrupted");
    }

    /**
     * Follows one connection until the hall laptop ends it. The lines arrive on the HTTP client's
     * threads; this thread only waits, so the watchdog and {@link #close()} can end the wait by
     * abandoning the connection (a blocked read of a response stream cannot be interrupted).
     */
    private void stream() throws IOException, InterruptedException {
        lastHeardNanos = System.nanoTime();
        FeedLines connection = new FeedLines(this::handle, () -> lastHeardNanos = System.nanoTime());
        HttpRequest request = HttpRequest.newBuilder(hall.resolve(HallApi.feedPath(lastSequence)))
                .header("Accept", "text/event-stream").header("Last-Event-ID", Long.toString(lastSequence)).GET().build();
        HttpResponse.BodyHandler<Void> handler = info -> {
            if (info.statusCode() != 200) {
                return HttpResponse.BodySubscribers.replacing(null);
            }
            opened = true;
            listener.connection(true, "");
            return HttpResponse.BodySubscribers.fromLineSubscriber(connection, l -> null, StandardCharsets.UTF_8, null);
        };
        lines = connection;
        call = hall.http().sendAsync(request, handler);
        if (!running) {
            abandon();
        }
        try {
            HttpResponse<Void> response = call.get();
            if (response.statusCode() != 200) {
                throw new IOException("HTTP " + response.statusCode());
            }
        } catch (ExecutionException e) {
            throw e.getCause() instanceof IOException ? (IOException) e.getCause() : new IOException(e.getCause());
        } finally {
            connection.abandon();
        }
    }

    private void abandon() {
        FeedLines current = lines;
        if (current != null) {
            current.abandon();
        }
        CompletableFuture<?> waiting = call;
        if (waiting != null) {
            waiting.cancel(true);
        }
    }

    private void handle(FeedEvent event) {
        if (HallApi.CLOCK_EVENT.equals(event.name())) {
            // A court's clock: no id, not a change of the folder, so the resume point and the reads stay as they are.
            listener.clock(event.data());
            return;
        }
        long sequence = event.id().orElse(lastSequence);
        lastSequence = sequence;
        if (HallApi.RELOAD_EVENT.equals(event.name())) {
            listener.reload(sequence);
        } else {
            listener.note(sequence, event.data());
        }
    }

    /** Abandons the connection when it has been silent too long (a pulled cable sends no close). */
    private void watch() {
        long period = Math.max(10, idleLimitMillis / 4);
        while (running) {
            try {
                Thread.sleep(period);
            } catch (InterruptedException e) {
                return;
            }
            if (streaming && (System.nanoTime() - lastHeardNanos) / 1_000_000 > idleLimitMillis) {
                lastHeardNanos = System.nanoTime();
                silent = true;
                abandon();
            }
        }
    }
}
