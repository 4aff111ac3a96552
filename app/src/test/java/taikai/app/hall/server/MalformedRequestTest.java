package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue item 8 (f): a malformed body, a wrong type, an unknown field or group, an oversized body each
 * get a 4xx with one sentence, never a 500 or a stack trace, and nothing is written.
 */
class MalformedRequestTest {
    @TempDir
    static Path temp;

    private static HallFixture hall;
    private static String path;
    private static Map<String, String> before;

    @BeforeAll
    static void start() throws Exception {
        hall = new HallFixture(temp).start();
        path = Entries.path(hall.matchesOn("A").get(0).id());
        before = hall.snapshot();
    }

    @AfterAll
    static void stop() {
        hall.close();
    }

    private static String refused(HttpResponse<String> response, int status) throws Exception {
        assertEquals(status, response.statusCode(), response.body());
        JsonNode body = Entries.JSON.readTree(response.body());
        String sentence = body.path("error").asText();
        assertTrue(sentence.length() > 10 && !sentence.contains("Exception") && !sentence.contains("\tat "),
                "one sentence, no stack trace: " + response.body());
        assertEquals(1, body.size(), "only the error: " + response.body());
        assertEquals(before, hall.snapshot(), "nothing was written");
        return sentence;
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "",
        "not json",
        "{\"key\": \"k\", ",
        "[1, 2, 3]",
        "\"just a text\"",
        "{\"key\": \"k\"} {\"key\": \"again\"}",
        "{\"key\": \"k\", \"key\": \"twice\", \"entry\": {}}",
        "{\"madeAt\": 1, \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}}}",
        "{\"key\": 12, \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}}}",
        "{\"key\": \"k\", \"madeAt\": \"soon\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}}}",
        "{\"key\": \"k\", \"madeAt\": 1.5, \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}}}",
        "{\"key\": \"k\", \"revision\": -1, \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}}}",
        "{\"key\": \"k\", \"colour\": \"red\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}}}",
        "{\"key\": \"k\"}",
        "{\"key\": \"k\", \"entry\": \"score\"}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"win\", \"groups\": {\"scoreline\": {}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"server\", \"groups\": {\"scoreline\": {}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\"}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"points\": {}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"bout:x\": {}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {\"ipponsA\": \"M\"}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {\"ipponsA\": [\"Q\"]}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {\"ipponsA\": [1]}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {\"hansokuA\": -2}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {\"hansokuA\": \"one\"}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {\"pointsA\": []}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"finish\", \"groups\": {\"verdict\": {\"status\": \"over\"}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"finish\", \"groups\": {\"verdict\": {\"winner\": \"x\"}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"finish\", \"groups\": {\"verdict\": {\"status\": \"completed\", \"decision\": \"knockout\"}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"finish\", \"groups\": {\"verdict\": {\"status\": \"completed\", \"hantei\": \"C\"}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"finish\", \"groups\": {\"verdict\": {\"status\": \"completed\", \"reopenPending\": \"yes\"}}}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}, \"named\": [\"overtime\"]}}",
        "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}, \"named\": \"scoreline\"}}",
        "{\"key\": \"k k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}}}",
        "{\"key\": \"k\", \"entry\": null}",
        "null"
    })
    void aMalformedEntryIs400WithASentenceAndWritesNothing(String body) throws Exception {
        refused(hall.post(path, hall.organiserCode, body), 400);
    }

    @Test
    void theSentenceNamesTheFieldThatIsWrong() throws Exception {
        String body = "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {\"hansokuB\": -1}}}}";
        assertTrue(refused(hall.post(path, hall.organiserCode, body), 400).contains("entry.groups.scoreline.hansokuB"));
    }

    @Test
    void aBodyOver64KbIs413WithASentence() throws Exception {
        String padding = "x".repeat(70 * 1024);
        String body = "{\"key\": \"k\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {}}}, \"pad\": \"" + padding + "\"}";
        assertTrue(refused(hall.post(path, hall.organiserCode, body), 413).contains("64 KB"));
    }

    @Test
    void aBodyOver64KbSentWithoutALengthIs413Too() throws Exception {
        byte[] big = ("{\"pad\": \"" + "x".repeat(70 * 1024) + "\"}").getBytes(java.nio.charset.StandardCharsets.UTF_8);
        HttpRequest request = HttpRequest.newBuilder(hall.base().resolve(path))
                .header("Authorization", "Bearer " + hall.organiserCode)
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new java.io.ByteArrayInputStream(big))).build();
        refused(hall.http.send(request, HttpResponse.BodyHandlers.ofString()), 413);
    }

    @Test
    void anUnknownAddressIs404WithASentence() throws Exception {
        refused(hall.get("/api/nothing-here"), 404);
        refused(hall.get("/api/competitions/nope"), 404);
        refused(hall.get("/api/competitions/no%20such%20id!/pools"), 404);
        refused(hall.get("/api/courts/Z/queue"), 404);
    }

    @Test
    void aFeedAskedAfterSomethingThatIsNotANumberIs400() throws Exception {
        refused(hall.get("/api/feed?after=yesterday"), 400);
        refused(hall.get("/api/feed?after=-3"), 400);
    }

    @Test
    void aReadOfAMatchThatIsNotThereIs404() throws Exception {
        assertTrue(refused(hall.get("/api/competitions/open/matches/Pool%20Q-7"), 404).contains("Pool Q-7"));
    }

    @Test
    void aGetOnTheEntriesAddressIsAnsweredWithASentence() throws Exception {
        HttpResponse<String> response = hall.get(path);
        assertTrue(response.statusCode() == 404 || response.statusCode() == 405, response.body());
        refused(response, response.statusCode());
    }

}
