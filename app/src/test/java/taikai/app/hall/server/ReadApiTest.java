package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Outcome;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.MatchWrite;
import taikai.app.hall.api.MatchWriteJson;

/** The public reads on loopback: no code asked, what the screens and scoreboards show. */
class ReadApiTest {
    private static final String T1 = "10000000-0000-4000-8000-000000000001";
    private static final String T2 = "10000000-0000-4000-8000-000000000002";

    @TempDir
    Path temp;

    private HallFixture hall;

    @BeforeEach
    void start() throws Exception {
        hall = new HallFixture(temp);
        hall.store.create(teams());
        hall.start();
    }

    @AfterEach
    void stop() {
        hall.close();
    }

    /** Two teams: a pool bout on court A at 09:00 and a final on court A at 10:00, team 1 with a starting line-up. */
    static CompetitionState teams() {
        Competition c = Competition.create("teams", "Teams", Kind.TEAM, Format.POOLS_THEN_KNOCKOUT).withTeams(t -> t.withSize(5))
                .withSchedule(s -> s.withCourts(List.of("A")));
        List<Player> teams = List.of(Player.of(T1, "Team one", "Dojo 1"), Player.of(T2, "Team two", "Dojo 2"));
        MatchResult row = MatchResult.poolMatch("Pool A", "0", Side.of("Team one", T1), Side.of("Team two", T2), -1)
                .withCourt("A").withScheduledAt("09:00");
        BracketMatch fin = BracketMatch.of(MatchResult.scheduled("m-r1-0", "", "", Side.of("Team one", T1),
                Side.of("Team two", T2), 1).withCourt("A").withScheduledAt("10:00"));
        Bracket bracket = new Bracket(false, List.of(List.of(fin)), null, List.of(), false);
        TeamLineup starting = new TeamLineup(T1, "teams", 0, "", Map.of("senpo", "Aiko"), Map.of("senpo", "m-aiko"));
        return new CompetitionState(c, teams, List.of(), List.of(), List.of(row), bracket, List.of(), List.of(starting),
                Map.of(), Overrides.NONE, List.of());
    }

    private JsonNode read(String path) throws Exception {
        HttpResponse<String> response = hall.get(path);
        assertEquals(200, response.statusCode(), response.body());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
        return Entries.JSON.readTree(response.body());
    }

    @Test
    void theCompetitionsAreListedWithNameKindFormatStatusAndProgress() throws Exception {
        JsonNode list = read("/api/competitions").get("competitions");

        assertEquals(2, list.size());
        JsonNode open = list.get(0);
        assertEquals("open", open.get("id").asText());
        assertEquals("Open open", open.get("name").asText());
        assertEquals("individual", open.get("kind").asText());
        assertEquals("pools", open.get("status").asText());
        assertEquals(0, open.at("/progress/done").asInt());
        assertEquals(hall.matches().size(), open.at("/progress/total").asInt());
        assertEquals(2, list.get(1).at("/progress/total").asInt(), "a pool bout and a knockout match");
    }

    @Test
    void progressCountsAFinishedMatchAsDone() throws Exception {
        MatchResult m = hall.matchesOn("A").get(0);
        SortedGroups groups = new SortedGroups()
                .with(FieldGroup.SCORELINE, new GroupValue.Scoreline(List.of(taikai.model.match.Mark.MEN,
                        taikai.model.match.Mark.MEN), 0, List.of(), 0))
                .with(FieldGroup.VERDICT, new GroupValue.Verdict(MatchStatus.COMPLETED, m.sideA().name(),
                        m.sideA().participantId(), null, "", "", null, "", false, null));
        String entry = MatchWriteJson.write(new MatchWrite(MatchWrite.Kind.FINISH, groups.values, null, null, "", 0, ""))
                .toString();
        HttpResponse<String> answer = hall.post(Entries.path(m.id()), hall.courtCodes.get("A"),
                Entries.body("fin-1", System.currentTimeMillis(), "board", 1, entry));
        assertEquals(Outcome.APPLIED.code(), Entries.JSON.readTree(answer.body()).get("outcome").asText(), answer.body());

        assertEquals(1, read("/api/competitions/open").at("/progress/done").asInt());
        JsonNode poolA = read("/api/competitions/open/pools").get("pools").get(0);
        int wins = 0;
        for (JsonNode row : poolA.get("rows")) {
            wins += row.get("wins").asInt();
        }
        assertEquals(1, wins);
    }

    @Test
    void thePoolsComeWithStandingsTheirTieBreaksInWordsAndTheDegradedFlags() throws Exception {
        JsonNode pools = read("/api/competitions/open/pools").get("pools");

        assertEquals(4, pools.size());
        JsonNode first = pools.get(0);
        assertEquals(4, first.get("rows").size());
        assertFalse(first.get("complete").asBoolean());
        assertFalse(first.get("degraded").asBoolean());
        for (String field : List.of("place", "name", "wins", "draws", "losses", "pointsWon", "pointsLost",
                "separatedFromAbove", "qualified", "degraded")) {
            assertTrue(first.get("rows").get(1).has(field), field);
        }
    }

    @Test
    void aCourtQueueHoldsTheMatchesOfEveryCompetitionOnThatCourtRunningFirst() throws Exception {
        MatchResult teamBout = hall.store.competition("teams").read().state().orElseThrow().poolMatches().get(0);
        String start = MatchWriteJson.write(new MatchWrite(MatchWrite.Kind.SCORE, new SortedGroups()
                .with(FieldGroup.VERDICT, new GroupValue.Verdict(MatchStatus.RUNNING, "", "", null, "", "", null, "",
                        false, null)).values, null, null, "", 0, "")).toString();
        HttpResponse<String> started = hall.post(taikai.app.hall.api.HallApi.entriesPath("teams", teamBout.id()),
                hall.courtCodes.get("A"), Entries.body("start-1", System.currentTimeMillis(), "board", 1, start));
        assertEquals(200, started.statusCode(), started.body());

        JsonNode queue = read("/api/courts/A/queue");

        assertEquals("teams", queue.at("/running/competitionId").asText(), queue.toString());
        assertEquals(teamBout.id(), queue.at("/running/id").asText());
        List<String> competitions = new ArrayList<>();
        queue.get("waiting").forEach(m -> competitions.add(m.get("competitionId").asText()));
        assertTrue(competitions.contains("open") && competitions.contains("teams"), competitions.toString());
        assertEquals(hall.matchesOn("A").size() + 1, competitions.size());
    }

    @Test
    void aWaitingMatchPlannedForTodayCarriesWhenTheHallNowExpectsItToStart() throws Exception {
        java.time.LocalDateTime now = java.time.LocalDateTime.now();
        hall.store.writeTournament(taikai.model.tournament.Tournament.create("Spring Taikai",
                now.format(java.time.format.DateTimeFormatter.ofPattern("dd-MM-yyyy")), "City Sports Hall", HallFixture.COURTS));
        CompetitionState today = HallFixture.pools("today", 8);
        hall.store.create(today.withCompetition(today.competition().withSchedule(s -> s.withStartTime("09:00").withCourts(List.of("A")))));

        JsonNode queue = read("/api/courts/A/queue");

        List<String> expected = new ArrayList<>();
        queue.get("waiting").forEach(m -> {
            if (m.get("competitionId").asText().equals("today")) {
                expected.add(m.path("expectedAt").asText());
            }
        });
        assertTrue(!expected.isEmpty() && expected.stream().allMatch(t -> t.matches("\\d\\d:\\d\\d")), queue.toString());
        // Nothing waiting is expected before now or before the competition's start.
        int earliest = Math.max(9 * 60, now.getHour() * 60 + now.getMinute());
        assertTrue(expected.stream().allMatch(t -> taikai.model.schedule.Clock.minutes(t) >= earliest), expected.toString());
        // The competitions with no start time have no times to expect.
        queue.get("waiting").forEach(m -> {
            if (!m.get("competitionId").asText().equals("today")) {
                assertTrue(m.path("expectedAt").isMissingNode(), m.toString());
            }
        });
    }

    @Test
    void aTeamMatchIsReadWithTheLineUpInForceForEachSide() throws Exception {
        JsonNode match = read("/api/competitions/teams/matches/m-r1-0");

        assertEquals("m-r1-0", match.get("id").asText());
        assertEquals("Team one", match.at("/sideA/name").asText());
        assertEquals("starting", match.at("/lineups/A/savedFor").asText());
        assertEquals("Aiko", match.at("/lineups/A/positions/0/name").asText());
        assertTrue(match.at("/lineups/B").isNull());
        assertEquals("10:00", match.get("scheduledAt").asText());
    }

    @Test
    void aBracketIsReadRoundByRoundAndACompetitionWithoutOneIs404() throws Exception {
        JsonNode bracket = read("/api/competitions/teams/bracket");

        assertEquals(1, bracket.get("rounds").size());
        assertEquals("m-r1-0", bracket.at("/rounds/0/0/id").asText());
        assertEquals(404, hall.get("/api/competitions/open/bracket").statusCode());
    }

    @Test
    void theTournamentNamesItsCourts() throws Exception {
        JsonNode tournament = read("/api/tournament");
        assertEquals("Spring Taikai", tournament.get("name").asText());
        assertEquals(4, tournament.get("courts").size());
    }

    @Test
    void aCompetitionWithADamagedFileIsListedAsUnreadableItsReadsAre409AndItsEntriesWait() throws Exception {
        Path pools = hall.root.resolve("competitions/open/pool-matches.csv");
        Files.writeString(pools, "\"unterminated\n");

        JsonNode open = read("/api/competitions").get("competitions").get(0);
        HttpResponse<String> standings = hall.get("/api/competitions/open/pools");
        HttpResponse<String> entry = hall.post(Entries.path("Pool A-0"), hall.organiserCode,
                Entries.body("k-broken", System.currentTimeMillis(), "board", 1, Entries.score(1)));

        assertFalse(open.get("readable").asBoolean());
        assertTrue(open.get("problem").asText().contains("pool-matches.csv"), open.toString());
        assertEquals(409, standings.statusCode());
        assertEquals(503, entry.statusCode(), "a court keeps the entry and sends it again once the file is repaired");
        assertTrue(Entries.JSON.readTree(entry.body()).get("error").asText().contains("pool-matches.csv"));
    }

    /** Field groups in order, for building writes. */
    private static final class SortedGroups {
        final TreeMap<FieldGroup, GroupValue> values = new TreeMap<>();

        SortedGroups with(FieldGroup group, GroupValue value) {
            values.put(group, value);
            return this;
        }
    }
}
