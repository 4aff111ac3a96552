package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Outcome;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

/** The write road's own actions over the hall network: what a court table may do, and what only the organiser may. */
class RoadActionsOverHttpTest {
    @TempDir
    Path temp;

    private HallFixture hall;
    private MatchResult onA;

    @BeforeEach
    void start() throws Exception {
        hall = new HallFixture(temp).start();
        onA = hall.matchesOn("A").get(0);
    }

    @AfterEach
    void stop() {
        hall.close();
    }

    private HttpResponse<String> send(String name, String code, String action) throws Exception {
        return hall.post("/api/competitions/open/actions/" + name, code,
                "{\"key\": \"" + UUID.randomUUID() + "\", \"action\": " + action + "}");
    }

    private static JsonNode answer(HttpResponse<String> response) throws Exception {
        assertEquals(200, response.statusCode(), response.body());
        return Entries.JSON.readTree(response.body());
    }

    private MatchResult stored(String id) {
        return hall.store.competition("open").read().state().orElseThrow().findMatch(id).orElseThrow();
    }

    @Test
    void aCourtStartsItsOwnMatchOnItsCourtAndSendsItBackToTheQueue() throws Exception {
        JsonNode started = answer(send("start", hall.courtCodes.get("A"),
                "{\"matchId\": \"" + onA.id() + "\", \"court\": \"A\"}"));
        assertEquals(Outcome.APPLIED.code(), started.get("outcome").asText(), started.toString());
        assertEquals(MatchStatus.RUNNING, stored(onA.id()).status());
        assertEquals(onA.id(), Entries.JSON.readTree(hall.get("/api/courts/A/queue").body()).at("/running/id").asText());

        JsonNode requeued = answer(send("requeue", hall.courtCodes.get("A"), "{\"matchId\": \"" + onA.id() + "\"}"));

        assertEquals(Outcome.APPLIED.code(), requeued.get("outcome").asText(), requeued.toString());
        assertEquals(MatchStatus.SCHEDULED, stored(onA.id()).status());
        assertEquals("court A", hall.history(onA.id()).get(0).arrival().via());
    }

    @Test
    void aCourtMayNotStartAnotherCourtSMatchNorStartItsOwnOnAnotherCourt() throws Exception {
        HttpResponse<String> other = send("start", hall.courtCodes.get("B"), "{\"matchId\": \"" + onA.id() + "\", \"court\": \"B\"}");
        HttpResponse<String> elsewhere = send("start", hall.courtCodes.get("A"), "{\"matchId\": \"" + onA.id() + "\", \"court\": \"B\"}");

        assertEquals(403, other.statusCode(), other.body());
        assertEquals(403, elsewhere.statusCode(), elsewhere.body());
        assertEquals(MatchStatus.SCHEDULED, stored(onA.id()).status());
    }

    @Test
    void aWithdrawalIsReadByTheWordsOfTheCourtTable() throws Exception {
        JsonNode withdrawn = answer(send("withdrawal", hall.courtCodes.get("A"),
                "{\"matchId\": \"" + onA.id() + "\", \"side\": \"shiro\", \"decision\": \"kiken-injury\", \"reason\": \"ankle\"}"));

        assertEquals(Outcome.APPLIED.code(), withdrawn.get("outcome").asText(), withdrawn.toString());
        MatchResult after = stored(onA.id());
        assertEquals(MatchStatus.COMPLETED, after.status());
        assertEquals(onA.sideA().participantId(), after.verdict().winnerId(), "aka wins when shiro withdraws");
    }

    @Test
    void theOrganiserSActionsAreRefusedToACourtAndTakenFromTheOrganiser() throws Exception {
        String player = onA.sideA().participantId();
        HttpResponse<String> court = send("check-in", hall.courtCodes.get("A"),
                "{\"participantId\": \"" + player + "\", \"checkedIn\": true}");
        HttpResponse<String> organiser = send("check-in", hall.organiserCode,
                "{\"participantId\": \"" + player + "\", \"checkedIn\": true}");

        assertEquals(403, court.statusCode(), court.body());
        assertEquals(Outcome.APPLIED.code(), answer(organiser).get("outcome").asText(), organiser.body());
        assertTrue(hall.store.competition("open").read().state().orElseThrow().findPlayer(player).orElseThrow().checkedIn());
    }

    @Test
    void anActionCarryingARecordIsReadByItsFieldNamesAndAnsweredByTheRoadSRules() throws Exception {
        JsonNode added = answer(send("add-entrant", hall.organiserCode,
                "{\"player\": {\"name\": \"New Fighter\", \"dojo\": \"Dojo 9\"}}"));

        assertEquals(Outcome.REFUSED.code(), added.get("outcome").asText(), added.toString());
        assertEquals("entrant-before-draw", added.get("rule").asText(), "the road's own rule, not a 400");
    }

    @Test
    void aMissingTrueOrFalseIsRefusedRatherThanReadAsFalse() throws Exception {
        HttpResponse<String> r = send("check-in", hall.organiserCode, "{\"participantId\": \"x\"}");
        assertEquals(400, r.statusCode());
        assertTrue(Entries.JSON.readTree(r.body()).get("error").asText().startsWith("action.checkedIn is missing"), r.body());
    }

    @Test
    void everyActionOfTheRoadIsListed() throws Exception {
        JsonNode actions = Entries.JSON.readTree(hall.get("/api/actions").body()).get("actions");
        assertEquals(21, actions.size());
        assertEquals("start", actions.get(0).get("name").asText());
        assertEquals("[\"matchId (text)\",\"court (text)\"]", actions.get(0).get("fields").toString());
    }
}
