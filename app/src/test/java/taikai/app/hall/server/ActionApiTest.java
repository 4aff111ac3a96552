package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Action;
import taikai.app.road.ChangeFeed;
import taikai.app.road.ClockCheck;
import taikai.app.road.Decision;
import taikai.app.road.Handlers;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.model.discipline.Corner;
import taikai.model.match.MatchResult;
import taikai.model.rule.Refusal;

/**
 * The generic action address on loopback, with two actions of the test's own on a real road: one a
 * court may send for its own match (or to start a match on its own court), one only the organiser.
 */
class ActionApiTest {
    /** A court's action on one match, optionally starting it on a court. */
    public record Call(String competitionId, String matchId, String court, Corner side, int times) implements Action {
        @Override
        public String target() {
            return matchId;
        }

        @Override
        public String name() {
            return "call";
        }

        @Override
        public Optional<String> startsOnCourt() {
            return court == null || court.isEmpty() ? Optional.empty() : Optional.of(court);
        }

        @Override
        public List<Refusal> shapeProblems() {
            return side == null ? List.of(new Refusal("shape-side", "Choose aka or shiro.")) : List.of();
        }
    }

    /** An organiser's action on the whole competition. */
    public record Announce(String competitionId, String text) implements Action {
        @Override
        public String target() {
            return "";
        }

        @Override
        public String name() {
            return "announce";
        }
    }

    @TempDir
    Path temp;

    private HallFixture hall;
    private MatchResult onA;

    @BeforeEach
    void start() throws Exception {
        hall = new HallFixture(temp);
        Handlers handlers = Handlers.standard()
                .with(Call.class, (call, state, context) -> Decision.Land.applied(state, "Called " + call.side().word()
                        + " " + call.times() + " times.", List.of()))
                .with(Announce.class, (announce, state, context) -> Decision.Land.applied(state, announce.text(), List.of()));
        WriteRoad road = new WriteRoad(hall.store, handlers, System::currentTimeMillis,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), Duration.ofSeconds(2), new ChangeFeed());
        hall.start(road, new ActionTypes().with("call", Call.class, ActionTypes.Who.COURT_OF_MATCH)
                .with("announce", Announce.class, ActionTypes.Who.ORGANISER));
        onA = hall.matchesOn("A").get(0);
    }

    @AfterEach
    void stop() {
        hall.close();
    }

    private HttpResponse<String> send(String name, String code, String action) throws Exception {
        return hall.post("/api/competitions/open/actions/" + name, code, "{\"key\": \"" + java.util.UUID.randomUUID()
                + "\", \"action\": " + action + "}");
    }

    private static JsonNode json(HttpResponse<String> response) throws Exception {
        return Entries.JSON.readTree(response.body());
    }

    @Test
    void anActionIsReadIntoItsRecordByItsFieldsAndWordsAndGoesDownTheRoad() throws Exception {
        HttpResponse<String> r = send("call", hall.courtCodes.get("A"),
                "{\"matchId\": \"" + onA.id() + "\", \"side\": \"shiro\", \"times\": 3}");

        assertEquals(200, r.statusCode(), r.body());
        assertEquals(Outcome.APPLIED.code(), json(r).get("outcome").asText());
        assertEquals("Called shiro 3 times.", json(r).get("message").asText());
        assertEquals("call", hall.history(onA.id()).get(0).asked().action());
        assertEquals("court A", hall.history(onA.id()).get(0).arrival().via());
    }

    @Test
    void aCourtMayNotActOnAnotherCourtSMatchNorStartAMatchOnAnotherCourt() throws Exception {
        Map<String, String> before = hall.snapshot();

        HttpResponse<String> other = send("call", hall.courtCodes.get("B"), "{\"matchId\": \"" + onA.id() + "\", \"side\": \"A\", \"times\": 1}");
        HttpResponse<String> startElsewhere = send("call", hall.courtCodes.get("A"),
                "{\"matchId\": \"" + onA.id() + "\", \"side\": \"A\", \"times\": 1, \"court\": \"B\"}");

        assertEquals(403, other.statusCode(), other.body());
        assertEquals(403, startElsewhere.statusCode(), startElsewhere.body());
        assertTrue(json(startElsewhere).get("error").asText().contains("court B"));
        assertEquals(before, hall.snapshot());
    }

    @Test
    void anOrganiserActionIsRefusedToACourtAndTakenFromTheOrganiser() throws Exception {
        HttpResponse<String> court = send("announce", hall.courtCodes.get("A"), "{\"text\": \"Lunch\"}");
        HttpResponse<String> organiser = send("announce", hall.organiserCode, "{\"text\": \"Lunch\"}");

        assertEquals(403, court.statusCode());
        assertTrue(json(court).get("error").asText().startsWith("Only the organiser may"));
        assertEquals(200, organiser.statusCode(), organiser.body());
        assertEquals("Lunch", json(organiser).get("message").asText());
    }

    @Test
    void anUnknownActionFieldOrWordIsA400NamingItAndAnUnknownActionA404() throws Exception {
        HttpResponse<String> field = send("call", hall.organiserCode, "{\"matchId\": \"x\", \"side\": \"A\", \"times\": 1, \"colour\": 1}");
        HttpResponse<String> word = send("call", hall.organiserCode, "{\"matchId\": \"x\", \"side\": \"left\", \"times\": 1}");
        HttpResponse<String> type = send("call", hall.organiserCode, "{\"matchId\": \"x\", \"side\": \"A\", \"times\": \"3\"}");
        HttpResponse<String> missing = send("call", hall.organiserCode, "{\"matchId\": \"x\", \"side\": \"A\"}");
        HttpResponse<String> unknown = send("dance", hall.organiserCode, "{}");
        HttpResponse<String> other = send("call", hall.organiserCode, "{\"competitionId\": \"teams\", \"matchId\": \"x\"}");

        assertEquals(400, field.statusCode());
        assertTrue(json(field).get("error").asText().startsWith("action.colour is not a field"), field.body());
        assertEquals(400, word.statusCode());
        assertTrue(json(word).get("error").asText().contains("action.side must be one of aka, shiro"), word.body());
        assertEquals(400, type.statusCode(), type.body());
        assertTrue(json(missing).get("error").asText().startsWith("action.times is missing"), missing.body());
        assertEquals(404, unknown.statusCode());
        assertEquals(400, other.statusCode());
    }

    @Test
    void theActionsAreListedWithTheirFieldsAndWhoMaySendThem() throws Exception {
        JsonNode list = json(hall.get("/api/actions")).get("actions");

        assertEquals("call", list.get(0).get("name").asText());
        assertEquals("organiser or the match's court", list.get(0).get("who").asText());
        assertEquals("[\"matchId (text)\",\"court (text)\",\"side (one of its words)\",\"times (a whole number)\"]", list.get(0).get("fields").toString());
        assertEquals("organiser", list.get(1).get("who").asText());
    }
}
