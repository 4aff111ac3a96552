package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FeedClientTest {
    private static final long QUICK_IDLE_LIMIT_MILLIS = 400;

    private final ScriptedHall hall = new ScriptedHall().start();
    private final Heard heard = new Heard();
    private FeedClient feed;

    /** What the feed told the screen. */
    static final class Heard implements FeedListener {
        final List<String> notes = new CopyOnWriteArrayList<>();
        final List<Long> sequences = new CopyOnWriteArrayList<>();
        final List<Long> reloads = new CopyOnWriteArrayList<>();
        final List<String> lost = new CopyOnWriteArrayList<>();

        @Override
        public void note(long sequence, String json) {
            sequences.add(sequence);
            notes.add(json);
        }

        @Override
        public void reload(long sequence) {
            reloads.add(sequence);
        }

        @Override
        public void connection(boolean following, String sentence) {
            if (!following) {
                lost.add(sentence);
            }
        }
    }

    @AfterEach
    void stop() throws InterruptedException {
        if (feed != null) {
            feed.close();
        }
        hall.close();
    }

    private FeedClient follow(long after) {
        feed = new FeedClient(new HallClient(URI.create(hall.base()), ScriptedHall.COURT_CODE), after, heard,
                new Backoff(20, 200, () -> 0.5), Sleeper.REAL, QUICK_IDLE_LIMIT_MILLIS * 10);
        feed.start();
        return feed;
    }

    private static String note(int n) {
        return "{\"match\":\"p1-m" + n + "\"}";
    }

    @Test
    void notesArriveInOrderAndTheLastSequenceIsKept() throws Exception {
        hall.notes.addAll(List.of(note(1), note(2), note(3)));
        follow(1);
        eventually().until(() -> heard.notes.size() == 2);
        hall.publish(note(4));
        eventually().until(() -> heard.notes.size() == 3);
        assertEquals(List.of(note(2), note(3), note(4)), heard.notes, "only the notes after the one asked for");
        assertEquals(List.of(2L, 3L, 4L), heard.sequences);
        assertEquals(4, feed.lastSequence());
    }

    @Test
    void resumesAfterTheLastSequenceWhenTheServerRestarts() throws Exception {
        hall.notes.addAll(List.of(note(1), note(2), note(3)));
        follow(0);
        eventually().until(() -> heard.notes.size() == 3);
        hall.stop();
        eventually().until(() -> !heard.lost.isEmpty());
        hall.notes.addAll(List.of(note(4), note(5)));
        hall.restart();
        eventually().until(() -> heard.notes.size() == 5);
        assertEquals(List.of(note(1), note(2), note(3), note(4), note(5)), heard.notes, "nothing skipped, nothing twice");
        assertEquals(List.of(0L, 3L), hall.feedAfters, "the second connection asked for the notes after 3");
        assertTrue(heard.lost.get(0).endsWith("it reconnects by itself and catches up on every change it missed."),
                heard.lost.get(0));
        assertTrue(!heard.lost.get(0).contains("change 3"), "no internal numbers in the sentence: " + heard.lost.get(0));
    }

    @Test
    void reloadIsRaisedAndTheFeedGoesOnAfterIt() throws Exception {
        hall.notes.addAll(List.of(note(1), note(2), note(3)));
        hall.reloadOnConnect = true;
        follow(0);
        eventually().until(() -> heard.reloads.size() == 1);
        assertEquals(List.of(3L), heard.reloads);
        assertEquals(3, feed.lastSequence());
        hall.publish(note(4));
        eventually().until(() -> heard.notes.size() == 1);
        assertEquals(List.of(4L), heard.sequences);
    }

    @Test
    void silentFeedIsReopenedAfterTheIdleLimit() throws Exception {
        hall.silentFeed = true;
        feed = new FeedClient(new HallClient(URI.create(hall.base()), ScriptedHall.COURT_CODE), 0, heard,
                new Backoff(20, 200, () -> 0.5), Sleeper.REAL, QUICK_IDLE_LIMIT_MILLIS);
        feed.start();
        eventually().until(() -> hall.feedAfters.size() >= 2);
        assertTrue(heard.lost.get(0).contains("silent for longer than " + QUICK_IDLE_LIMIT_MILLIS + " ms"),
                heard.lost.get(0));
    }
}
