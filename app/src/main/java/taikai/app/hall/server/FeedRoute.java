package taikai.app.hall.server;

import io.javalin.http.Context;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import taikai.app.clock.ClockReading;
import taikai.app.clock.CourtClocks;
import taikai.app.hall.api.HallApi;
import taikai.app.road.ChangeFeed;
import taikai.app.hall.api.ApiError;

/**
 * {@code GET /api/feed?after=N}: the change notes after N as server-sent events, then every new note as
 * it commits, one event each with {@code id: <sequence>}; a {@code reload} event when N is further
 * behind than the feed keeps (or ahead of it, after the hall laptop restarted); a comment line on a
 * quiet feed every {@link #KEEP_ALIVE_MILLIS} so a court tells a quiet hall from a dead cable.
 *
 * <p>The listener is registered before the backlog is read, and the feed numbers and publishes under
 * one lock, so a note committed while a client connects is in the backlog or in the queue, never in
 * neither; notes seen twice are skipped by sequence. Each connection is written by its own request
 * thread, so a slow client holds up nobody else.
 *
 * <p>Each court's clock reading goes out too, as an {@code event: clock} with no {@code id:} line (so it
 * never moves a client's resume point), on every new reading and once for every court on connecting,
 * so a display that reconnects shows the right time at once.
 */
final class FeedRoute {
    /** Half the contract's ceiling ({@link HallApi#FEED_KEEP_ALIVE_MILLIS}), so a late tick still arrives in time. */
    static final long KEEP_ALIVE_MILLIS = HallApi.FEED_KEEP_ALIVE_MILLIS / 2;
    private static final ChangeFeed.Note STOP = new ChangeFeed.Note(-1, "", "", "", "", 0);

    private final ChangeFeed feed;
    private final long keepAliveMillis;
    private final CourtClocks clocks;
    /** Each open connection's queue: change notes and clock readings, in the order they happened. */
    private final Set<BlockingQueue<Object>> open = ConcurrentHashMap.newKeySet();
    private volatile boolean stopping;

    FeedRoute(ChangeFeed feed, long keepAliveMillis, CourtClocks clocks) {
        this.feed = feed;
        this.keepAliveMillis = keepAliveMillis;
        this.clocks = clocks;
    }

    void handle(Context ctx) throws IOException {
        long after = after(ctx);
        HttpServletResponse res = ctx.res();
        res.setStatus(200);
        res.setCharacterEncoding("UTF-8");
        res.setContentType("text/event-stream");
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("X-Accel-Buffering", "no");
        BlockingQueue<Object> queue = new LinkedBlockingQueue<>();
        Consumer<ChangeFeed.Note> listener = queue::add;
        Consumer<ClockReading> clockListener = queue::add;
        feed.listen(listener);
        clocks.listen(clockListener);
        open.add(queue);
        try {
            OutputStream out = res.getOutputStream();
            follow(out, queue, after);
        } catch (IOException gone) {
            // The client went away; its next connection resumes after the last id it saw.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            feed.stopListening(listener);
            clocks.stopListening(clockListener);
            open.remove(queue);
        }
    }

    /** Ends every open feed: each loop sees the stop note and returns, so the server can stop at once. */
    void stop() {
        stopping = true;
        open.forEach(queue -> queue.add(STOP));
    }

    private void follow(OutputStream out, BlockingQueue<Object> queue, long after)
            throws IOException, InterruptedException {
        long last = after;
        Optional<List<ChangeFeed.Note>> backlog = feed.after(after);
        if (backlog.isEmpty()) {
            last = feed.lastSequence();
            write(out, "event: " + HallApi.RELOAD_EVENT + "\nid: " + last + "\ndata: {\"sequence\":" + last + "}\n\n");
        } else {
            for (ChangeFeed.Note note : backlog.get()) {
                write(out, event(note));
                last = note.sequence();
            }
        }
        for (ClockReading reading : clocks.all()) {
            write(out, clock(reading));
        }
        write(out, ": following after " + last + "\n\n");
        out.flush();
        while (!stopping) {
            Object item = queue.poll(keepAliveMillis, TimeUnit.MILLISECONDS);
            if (item == STOP) {
                return;
            }
            if (item instanceof ClockReading reading) {
                write(out, clock(reading));
            } else if (item == null) {
                write(out, ": keep-alive\n\n");
            } else if (item instanceof ChangeFeed.Note note && note.sequence() > last) {
                write(out, event(note));
                last = note.sequence();
            }
            out.flush();
        }
    }

    private static long after(Context ctx) {
        String text = ctx.queryParam(HallApi.AFTER_PARAM);
        if (text == null || text.isBlank()) {
            text = ctx.header("Last-Event-ID");
        }
        if (text == null || text.isBlank()) {
            return 0;
        }
        try {
            long after = Long.parseLong(text.trim());
            if (after >= 0) {
                return after;
            }
        } catch (NumberFormatException e) {
            // answered below
        }
        throw ApiError.badRequest("after must be the sequence number of the last change seen (0 or more); it was \""
                + text + "\".");
    }

    /** One note as an event; its data is the note's JSON on one line. */
    static String event(ChangeFeed.Note note) {
        return "id: " + note.sequence() + "\ndata: " + JsonBody.JSON.createObjectNode()
                .put("sequence", note.sequence()).put("competitionId", note.competitionId()).put("target", note.target())
                .put("action", note.action()).put("outcome", note.outcome()).put("at", note.at()) + "\n\n";
    }

    /** A clock reading as an event: named, with no id, so a client's resume point stays on the last change note. */
    static String clock(ClockReading reading) {
        return "event: " + HallApi.CLOCK_EVENT + "\ndata: " + reading.toJson() + "\n\n";
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
    }
}
