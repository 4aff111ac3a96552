package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Outcome;
import taikai.app.road.Request;
import taikai.app.road.actions.result.CorrectResult;
import taikai.app.road.match.MatchEntry;
import taikai.app.road.match.TeamChangeScenario;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Corner;
import taikai.model.match.MatchResult;
import taikai.model.merge.FieldGroup;
import taikai.app.hall.api.MatchWriteJson;

/**
 * Spec section 3, over the hall network on loopback: a court's queued pick for the team a semi-final
 * put in the final, and the organiser's winner override of that semi-final, reach the hall server in
 * either order. Either way the final's side holds the other team with no pick, dated no earlier than
 * the override, and the old team's member is seated nowhere on it.
 */
class PickOnAChangedSideOverHttpTest {
    private static final String CUP = TeamChangeScenario.COMPETITION;

    @TempDir
    Path temp;
    private HallFixture hall;
    private String oldTeam;
    private String newTeam;
    private Corner corner;

    @BeforeEach
    void semiFinalsDecided() throws Exception {
        hall = new HallFixture(temp);
        hall.store.create(TeamChangeScenario.drawn());
        hall.start();
        for (String semi : List.of(TeamChangeScenario.SEMI, TeamChangeScenario.OTHER_SEMI)) {
            assertTrue(hall.road.submit(new Request("semi-" + semi, "desktop", new CorrectResult(CUP, semi,
                    TeamChangeScenario.sheet(state().findMatch(semi).orElseThrow(), Corner.A), ""))).landed());
        }
        MatchResult semi = state().findMatch(TeamChangeScenario.SEMI).orElseThrow();
        oldTeam = semi.sideA().participantId();
        newTeam = semi.sideB().participantId();
        corner = TeamChangeScenario.finalCorner(state());
    }

    @AfterEach
    void stop() {
        hall.close();
    }

    private CompetitionState state() {
        return hall.store.competition(CUP).read().state().orElseThrow();
    }

    private MatchResult fin() {
        return state().findMatch(TeamChangeScenario.FINAL).orElseThrow();
    }

    /** The pick as the final's court makes it now and keeps in its queue. */
    private MatchEntry pickMadeNow() throws Exception {
        MatchEntry pick = TeamChangeScenario.latePick(state(), "court", System.currentTimeMillis());
        // The override is made after it, by the hall laptop's clock.
        eventually().until(() -> System.currentTimeMillis() > pick.write().madeAt());
        return pick;
    }

    private JsonNode send(MatchEntry pick) throws Exception {
        String court = fin().court();
        String code = court.isEmpty() ? hall.organiserCode : hall.courtCodes.get(court);
        String body = Entries.body(UUID.randomUUID().toString(), pick.write().madeAt(), "board-final", 1,
                MatchWriteJson.write(pick.write()).toString());
        return answer(hall.post("/api/competitions/" + CUP + "/matches/" + TeamChangeScenario.FINAL + "/entries", code, body));
    }

    private JsonNode overrideUpstream() throws Exception {
        return answer(hall.post("/api/competitions/" + CUP + "/actions/override-winner", hall.organiserCode,
                "{\"key\": \"" + UUID.randomUUID() + "\", \"action\": {\"matchId\": \"" + TeamChangeScenario.SEMI
                        + "\", \"winner\": \"shiro\", \"reason\": \"the referees' sheet names the other team\"}}"));
    }

    private static JsonNode answer(HttpResponse<String> response) throws Exception {
        assertEquals(200, response.statusCode(), response.body());
        return Entries.JSON.readTree(response.body());
    }

    private void theOldTeamsMemberIsSeatedNowhere(long overriddenAt) {
        MatchResult fin = fin();
        assertEquals(newTeam, corner.of(fin).participantId(), "the other team is on the side");
        for (String seated : TeamChangeScenario.seatedOn(fin, corner)) {
            assertNotEquals(TeamChangeScenario.member(oldTeam, 2), seated, "the old team's member is seated on the new team");
        }
        assertEquals("", corner.of(fin).repMemberId());
        assertFalse(corner.of(fin).repPlayer().endsWith(" second"), "the old team's member is named on the new team: "
                + corner.of(fin).repPlayer());
        String pick = (corner == Corner.A ? FieldGroup.PICK_A : FieldGroup.PICK_B).key();
        assertTrue(fin.provenance().groupStamps().getOrDefault(pick, 0L) >= overriddenAt, "the cleared pick is dated: " + fin.provenance().groupStamps());
    }

    @Test
    void aPickArrivingBeforeTheOverrideIsTakenAwayByIt() throws Exception {
        MatchEntry pick = pickMadeNow();
        JsonNode picked = send(pick);
        assertEquals(Outcome.APPLIED.code(), picked.get("outcome").asText(), picked.toString());
        assertEquals(TeamChangeScenario.member(oldTeam, 2), corner.of(fin()).repMemberId());

        JsonNode overridden = overrideUpstream();
        assertEquals(Outcome.APPLIED.code(), overridden.get("outcome").asText(), overridden.toString());

        theOldTeamsMemberIsSeatedNowhere(overridden.get("serverTime").asLong());
    }

    @Test
    void aPickArrivingAfterTheOverrideIsHeld() throws Exception {
        MatchEntry pick = pickMadeNow();
        JsonNode overridden = overrideUpstream();
        assertEquals(Outcome.APPLIED.code(), overridden.get("outcome").asText(), overridden.toString());

        JsonNode late = send(pick);

        assertFalse(late.get("outcome").asText().equals(Outcome.APPLIED.code()), late.toString());
        String group = (corner == Corner.A ? FieldGroup.PICK_A : FieldGroup.PICK_B).key();
        boolean held = false;
        for (JsonNode g : late.get("groups")) {
            held |= g.get("group").asText().equals(group) && g.get("result").asText().equals("held");
        }
        assertTrue(held, "the late pick is held: " + late);
        theOldTeamsMemberIsSeatedNowhere(overridden.get("serverTime").asLong());
    }
}
