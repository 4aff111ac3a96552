package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.api.AnswerJson;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;

/** The entries endpoint on loopback: the road's answer in its own words, and who may write what. */
class EntryApiTest {
    @TempDir
    Path temp;

    private HallFixture hall;

    @BeforeEach
    void start() throws Exception {
        hall = new HallFixture(temp).start();
    }

    @AfterEach
    void stop() {
        hall.close();
    }

    private MatchResult onCourt(String court) {
        return hall.matchesOn(court).get(0);
    }

    private static Answer answer(HttpResponse<String> response) throws Exception {
        assertEquals(200, response.statusCode(), response.body());
        return AnswerJson.read(Entries.JSON.readTree(response.body()));
    }

    private static String error(HttpResponse<String> response) throws Exception {
        JsonNode body = Entries.JSON.readTree(response.body());
        assertTrue(body.path("error").isTextual(), "an error sentence: " + response.body());
        String sentence = body.get("error").asText();
        assertTrue(sentence.endsWith(".") || sentence.endsWith(")"), "a whole sentence: " + sentence);
        return sentence;
    }

    @Test
    void aCourtEntryLandsThroughTheRoadAndIsAnsweredAppliedWithItsSequence() throws Exception {
        MatchResult match = onCourt("A");
        String body = Entries.body("k-1", System.currentTimeMillis(), "board-a", 1, Entries.score(List.of(Mark.MEN), List.of()));

        Answer answer = answer(hall.post(Entries.path(match.id()), hall.courtCodes.get("A"), body));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals(1, answer.sequence());
        assertEquals(List.of(Mark.MEN), hall.store.competition(HallFixture.COMPETITION).read().state().orElseThrow()
                .findMatch(match.id()).orElseThrow().sideA().ippons());
        List<HistoryEntry> lines = hall.history(match.id());
        assertEquals(1, lines.size());
        assertEquals("court A", lines.get(0).arrival().via());
        assertEquals("k-1", lines.get(0).asked().key());
    }

    @Test
    void theSameKeySentAgainIsADuplicateAndWritesOneHistoryLine() throws Exception {
        MatchResult match = onCourt("B");
        String body = Entries.body("k-2", System.currentTimeMillis(), "board-b", 1, Entries.score(1));

        Answer first = answer(hall.post(Entries.path(match.id()), hall.courtCodes.get("B"), body));
        Answer again = answer(hall.post(Entries.path(match.id()), hall.courtCodes.get("B"), body));

        assertEquals(Outcome.APPLIED, first.outcome());
        assertEquals(Outcome.DUPLICATE, again.outcome());
        assertEquals(1, hall.history(match.id()).size());
    }

    @Test
    void theOrganiserCodeWritesAMatchOnAnyCourt() throws Exception {
        for (String court : HallFixture.COURTS) {
            String body = Entries.body("org-" + court, System.currentTimeMillis(), "desk", 1, Entries.score(1));
            assertEquals(Outcome.APPLIED, answer(hall.post(Entries.path(onCourt(court).id()), hall.organiserCode, body))
                    .outcome());
        }
        assertEquals("organiser", hall.history(onCourt("C").id()).get(0).arrival().via());
    }

    @Test
    void aCourtCodeWritingAMatchOfAnotherCourtIsRefused403AndNothingIsWritten() throws Exception {
        Map<String, String> before = hall.snapshot();
        String body = Entries.body("k-3", System.currentTimeMillis(), "board-a", 1, Entries.score(1));

        HttpResponse<String> response = hall.post(Entries.path(onCourt("B").id()), hall.courtCodes.get("A"), body);

        assertEquals(403, response.statusCode());
        assertTrue(error(response).contains("court A") && error(response).contains("court B"), response.body());
        assertEquals(before, hall.snapshot());
    }

    @Test
    void noCodeIsRefused401AndAWrongCodeToo() throws Exception {
        Map<String, String> before = hall.snapshot();
        String body = Entries.body("k-4", System.currentTimeMillis(), "board-a", 1, Entries.score(1));

        HttpResponse<String> none = hall.post(Entries.path(onCourt("A").id()), null, body);
        HttpResponse<String> wrong = hall.post(Entries.path(onCourt("A").id()), "ABCD-EFGH", body);

        assertEquals(401, none.statusCode());
        error(none);
        assertEquals(401, wrong.statusCode());
        error(wrong);
        assertEquals(before, hall.snapshot());
    }

    @Test
    void aCodeIsReadWhateverItsCaseAndHyphen() throws Exception {
        String code = hall.courtCodes.get("A");
        String typed = (code.substring(0, 4) + "-" + code.substring(4)).toLowerCase(java.util.Locale.ROOT);
        String body = Entries.body("k-5", System.currentTimeMillis(), "board-a", 1, Entries.score(1));

        assertEquals(Outcome.APPLIED, answer(hall.post(Entries.path(onCourt("A").id()), typed, body)).outcome());
    }

    @Test
    void anUnknownCompetitionOrMatchIs404WithASentence() throws Exception {
        String body = Entries.body("k-6", System.currentTimeMillis(), "board-a", 1, Entries.score(1));

        HttpResponse<String> competition = hall.post("/api/competitions/nope/matches/x/entries", hall.organiserCode, body);
        HttpResponse<String> match = hall.post(Entries.path("Pool Z-99"), hall.organiserCode, body);

        assertEquals(404, competition.statusCode());
        assertTrue(error(competition).contains("nope"));
        assertEquals(404, match.statusCode());
        assertTrue(error(match).contains("Pool Z-99"));
    }

    @Test
    void aStampTenMinutesAheadIsAnsweredClockWrongAndWritesNothing() throws Exception {
        Map<String, String> before = hall.snapshot();
        String body = Entries.body("k-7", System.currentTimeMillis() + 600_000, "board-a", 1, Entries.score(1));

        Answer answer = answer(hall.post(Entries.path(onCourt("A").id()), hall.courtCodes.get("A"), body));

        assertEquals(Outcome.CLOCK_WRONG, answer.outcome());
        assertTrue(answer.message().contains("ahead"), answer.message());
        assertEquals(before, hall.snapshot());
    }

    @Test
    void aRuleThatSaysNoIsAnsweredRefusedWithItsSentenceAndLeavesNoLine() throws Exception {
        MatchResult match = onCourt("A");
        String threePoints = Entries.score(List.of(Mark.MEN, Mark.KOTE, Mark.DO), List.of());
        String body = Entries.body("k-8", System.currentTimeMillis(), "board-a", 1, threePoints);

        Answer answer = answer(hall.post(Entries.path(match.id()), hall.courtCodes.get("A"), body));

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertTrue(!answer.message().isEmpty() && !answer.rule().isEmpty(), answer.toString());
        assertEquals(List.of(), hall.history(match.id()));
    }

    @Test
    void theTimeIsTheRoadClock() throws Exception {
        long before = System.currentTimeMillis();
        JsonNode time = Entries.JSON.readTree(hall.get("/api/time").body());
        assertTrue(time.path("serverTime").asLong() >= before);
    }
}
