package taikai.app.hall.server;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.client.FeedClient;
import taikai.app.hall.client.FeedListener;
import taikai.app.hall.client.HallClient;
import taikai.app.road.Outcome;
import taikai.model.match.MatchResult;

/** The live feed on loopback, followed by the court's own feed client. */
class FeedTest {
    @TempDir
    Path temp;

    private HallFixture hall;
    private MatchResult match;
    private int written;

    @BeforeEach
    void start() throws Exception {
        hall = new HallFixture(temp).start(200);
        match = hall.matchesOn("A").get(0);
    }

    @AfterEach
    void stop() {
        hall.close();
    }

    private void write(int count) throws Exception {
        for (int i = 0; i < count; i++) {
            written++;
            HttpResponse<String> r = hall.post(Entries.path(match.id()), hall.courtCodes.get("A"),
                    Entries.body("feed-" + written, System.currentTimeMillis(), "board", written, Entries.score(written)));
            assertEquals(Outcome.APPLIED.code(), Entries.JSON.readTree(r.body()).get("outcome").asText(), r.body());
        }
    }

    /** Records what a feed client heard. */
    static final class Heard implements FeedListener {
        final List<Long> sequences = new CopyOnWriteArrayList<>();
        final List<String> notes = new CopyOnWriteArrayList<>();
        final List<Long> reloads = new CopyOnWriteArrayList<>();

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
        }
    }

    @Test
    void aClientThatReconnectsAfterTheLastNoteItSawMissesNothingAndSeesNothingTwice() throws Exception {
        HallClient client = new HallClient(hall.base(), "");
        Heard heard = new Heard();
        FeedClient first = new FeedClient(client, 0, heard);
        first.start();
        write(15);
        eventually().until(() -> heard.sequences.size() == 15);
        first.close();
        write(10); // while nobody follows
        FeedClient second = new FeedClient(client, first.lastSequence(), heard);
        second.start();
        write(10);
        eventually().until(() -> heard.sequences.size() == 35);
        second.close();

        List<Long> expected = new ArrayList<>();
        for (long s = 1; s <= 35; s++) {
            expected.add(s);
        }
        assertEquals(expected, heard.sequences);
        assertTrue(heard.notes.get(0).contains("\"competitionId\":\"open\"") && heard.notes.get(0).contains(match.id()),
                heard.notes.get(0));
        assertEquals(List.of(), heard.reloads);
    }

    @Test
    void aClientAheadOfTheFeedAfterARestartOfTheHallLaptopIsToldToReload() throws Exception {
        write(3);
        Heard heard = new Heard();
        FeedClient feed = new FeedClient(new HallClient(hall.base(), ""), 500, heard);
        feed.start();
        eventually().until(() -> !heard.reloads.isEmpty());
        write(1);
        eventually().until(() -> heard.sequences.size() == 1);
        feed.close();

        assertEquals(List.of(3L), heard.reloads, "reload, then go on after the feed's last note");
        assertEquals(List.of(4L), heard.sequences);
    }

    @Test
    void aQuietFeedSendsACommentWithinTheKeepAlive() throws Exception {
        HttpRequest request = HttpRequest.newBuilder(hall.base().resolve("/api/feed?after=0")).GET().build();
        HttpResponse<InputStream> response = hall.http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        assertEquals("text/event-stream", response.headers().firstValue("Content-Type").orElse("").split(";")[0]);
        long started = System.nanoTime();
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            String line;
            do {
                line = lines.readLine();
            } while (line != null && !line.startsWith(": keep-alive"));
            assertTrue(line != null, "a keep-alive comment arrived");
        }
        assertTrue((System.nanoTime() - started) / 1_000_000 < 2_000, "within a couple of keep-alive periods");
    }

    @Test
    void stoppingTheServerEndsOpenFeedsAtOnce() throws Exception {
        Heard heard = new Heard();
        List<String> states = new CopyOnWriteArrayList<>();
        FeedClient feed = new FeedClient(new HallClient(hall.base(), ""), 0, new FeedListener() {
            @Override
            public void note(long sequence, String json) {
            }

            @Override
            public void reload(long sequence) {
            }

            @Override
            public void connection(boolean following, String sentence) {
                states.add(following ? "following" : "stopped");
            }
        });
        feed.start();
        eventually().until(() -> states.contains("following"));
        hall.stop();
        // At once: well inside the idle limit after which the client would notice a silent server by itself.
        await().atMost(Duration.ofSeconds(5)).alias("the feed ended with the server").until(() -> states.contains("stopped"));
        feed.close();
        assertEquals(List.of(), heard.sequences);
    }
}
