package taikai.app.hall.server;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
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
import taikai.app.clock.ClockReading;
import taikai.app.hall.client.FeedClient;
import taikai.app.hall.client.FeedListener;
import taikai.app.hall.client.HallClient;
import taikai.model.match.MatchResult;

/** A court's match clock over real HTTP on loopback: posted, stamped, answered and published on the feed. */
class ClockApiTest {
    private static final String RUNNING = "{\"competitionId\":\"open\",\"matchId\":\"Pool A-0\",\"running\":true,"
            + "\"remainingMillis\":150000,\"period\":\"regular\"}";

    @TempDir
    Path temp;

    private HallFixture hall;

    @BeforeEach
    void start() throws Exception {
        hall = new HallFixture(temp).start(200);
    }

    @AfterEach
    void stop() {
        hall.close();
    }

    @Test
    void aCourtPostsItsClockAndTheHallStampsKeepsAndAnswersIt() throws Exception {
        assertEquals(404, hall.get("/api/courts/A/clock").statusCode(), "no clock before the court sends one");
        long before = System.currentTimeMillis();
        HttpResponse<String> posted = hall.post("/api/courts/A/clock", hall.courtCodes.get("A"), RUNNING);
        long after = System.currentTimeMillis();
        assertEquals(200, posted.statusCode(), posted.body());

        JsonNode read = Entries.JSON.readTree(hall.get("/api/courts/A/clock").body());
        assertEquals("A", read.get("court").asText());
        assertEquals("open", read.get("competitionId").asText());
        assertEquals("Pool A-0", read.get("matchId").asText());
        assertTrue(read.get("running").asBoolean());
        assertEquals(150_000, read.get("remainingMillis").asLong());
        assertEquals("regular", read.get("period").asText());
        long at = read.get("at").asLong();
        assertTrue(at >= before && at <= after, "stamped with the hall's time on arrival: " + at);
        assertEquals(Entries.JSON.readTree(posted.body()), read, "the post is answered with what is kept");
        assertEquals(404, hall.get("/api/courts/B/clock").statusCode(), "each court its own");
    }

    @Test
    void onlyThatCourtsCodeOrTheOrganisersMayPostAndABadBodyIsNamed() throws Exception {
        assertEquals(401, hall.post("/api/courts/A/clock", "", RUNNING).statusCode());
        HttpResponse<String> other = hall.post("/api/courts/A/clock", hall.courtCodes.get("B"), RUNNING);
        assertEquals(403, other.statusCode());
        assertTrue(other.body().contains("court B"), other.body());
        assertEquals(200, hall.post("/api/courts/A/clock", hall.organiserCode, RUNNING).statusCode());
        HttpResponse<String> bad = hall.post("/api/courts/A/clock", hall.courtCodes.get("A"), RUNNING.replace("regular", "half"));
        assertEquals(400, bad.statusCode());
        assertEquals("The clock's period must be \"regular\" or \"encho\".", Entries.JSON.readTree(bad.body()).get("error").asText());
        assertEquals(404, hall.post("/api/courts/Z/clock", hall.organiserCode, RUNNING).statusCode(), "no such court");
    }

    @Test
    void theFeedCarriesClockEventsWithoutAnIdSoTheResumePointStaysOnTheChanges() throws Exception {
        HttpRequest request = HttpRequest.newBuilder(hall.base().resolve("/api/feed?after=0")).GET().build();
        HttpResponse<InputStream> stream = hall.http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(stream.body(), StandardCharsets.UTF_8))) {
            assertTrue(lines.readLine().startsWith(": following"));
            lines.readLine();
            hall.post("/api/courts/A/clock", hall.courtCodes.get("A"), RUNNING);
            String line = lines.readLine();
            while (line.startsWith(":") || line.isEmpty()) {
                line = lines.readLine();
            }
            assertEquals("event: clock", line);
            String data = lines.readLine();
            assertTrue(data.startsWith("data: {\"court\":\"A\""), data);
            assertEquals("", lines.readLine(), "no id: line, so the event does not move the cursor");
        }
    }

    /** Records what a court's feed client heard. */
    private static final class Heard implements FeedListener {
        final List<Long> sequences = new CopyOnWriteArrayList<>();
        final List<String> clocks = new CopyOnWriteArrayList<>();

        @Override
        public void note(long sequence, String json) {
            sequences.add(sequence);
        }

        @Override
        public void reload(long sequence) {
        }

        @Override
        public void clock(String json) {
            clocks.add(json);
        }

        @Override
        public void connection(boolean following, String sentence) {
        }
    }

    @Test
    void theCourtsFeedClientHearsClocksApartFromChangesAndAReconnectingDisplayGetsTheTimeAtOnce() throws Exception {
        Heard heard = new Heard();
        FeedClient feed = new FeedClient(new HallClient(hall.base(), ""), 0, heard);
        feed.start();
        await().atMost(Duration.ofSeconds(10)).until(() -> hall.post("/api/courts/A/clock", hall.courtCodes.get("A"),
                RUNNING).statusCode() == 200 && !heard.clocks.isEmpty());
        MatchResult match = hall.matchesOn("A").get(0);
        hall.post(Entries.path(match.id()), hall.courtCodes.get("A"),
                Entries.body("clock-1", System.currentTimeMillis(), "board", 1, Entries.score(1)));
        await().atMost(Duration.ofSeconds(10)).until(() -> heard.sequences.size() == 1);
        feed.close();
        assertEquals(1, feed.lastSequence(), "clock events never move the resume point");
        assertEquals(List.of(1L), heard.sequences, "a clock is not a change note");
        ClockReading reading = ClockReading.parse(heard.clocks.get(0));
        assertEquals("A", reading.court());
        assertEquals(150_000, reading.remainingMillis());

        Heard again = new Heard();
        FeedClient display = new FeedClient(new HallClient(hall.base(), ""), feed.lastSequence(), again);
        display.start();
        await().atMost(Duration.ofSeconds(10)).until(() -> !again.clocks.isEmpty());
        display.close();
        ClockReading resumed = ClockReading.parse(again.clocks.get(0));
        assertTrue(resumed.running());
        long left = resumed.remainingAt(System.currentTimeMillis());
        assertTrue(left <= 150_000 && left > 140_000, "the display runs the clock on from the hall's stamp: " + left);
        assertEquals(new ArrayList<>(), again.sequences);
    }

    @Test
    void aReadingRunsOnFromItsStampAndAnOpenEndedEnchoGoesBelowZero() {
        ClockReading running = new ClockReading("A", "c", "m", true, 1_000, ClockReading.ENCHO, 5_000);
        assertEquals(-500, running.remainingAt(6_500));
        assertEquals(1_000, running.remainingAt(4_000), "a display whose clock is behind never adds time");
        assertFalse(new ClockReading("A", "c", "m", false, 1_000, "regular", 0).restampedAt(9_000).running());
    }
}
