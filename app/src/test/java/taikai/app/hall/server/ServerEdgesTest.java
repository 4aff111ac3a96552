package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * docs/api.md: every error, the ones the web server answers before a route sees the request
 * included, is {@code {"error": sentence}}, and no sentence names a class, an option or the parser.
 * Requests are written on a raw socket, byte for byte, as a hostile client would send them.
 */
class ServerEdgesTest {
    @TempDir
    static Path temp;

    private static HallFixture hall;
    private static Map<String, String> before;

    @BeforeAll
    static void start() throws Exception {
        hall = new HallFixture(temp).start();
        before = hall.snapshot();
    }

    @AfterAll
    static void stop() {
        hall.close();
    }

    /** The status and body of the one response to {@code request}, sent as these very bytes. */
    private static Object[] send(byte[] request) throws Exception {
        try (Socket socket = new Socket("127.0.0.1", hall.base().getPort())) {
            socket.setSoTimeout(10_000);
            OutputStream out = socket.getOutputStream();
            out.write(request);
            out.flush();
            socket.shutdownOutput();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            String response = all.toString(StandardCharsets.UTF_8);
            Matcher status = Pattern.compile("^HTTP/1\\.[01] (\\d{3})").matcher(response);
            assertTrue(status.find(), response);
            int split = response.indexOf("\r\n\r\n");
            String head = response.substring(0, split);
            String body = response.substring(split + 4);
            if (head.toLowerCase(Locale.ROOT).contains("transfer-encoding: chunked")) {
                body = unchunk(body);
            }
            assertTrue(head.toLowerCase(Locale.ROOT).contains("content-type: application/json"), response);
            return new Object[] {Integer.parseInt(status.group(1)), body};
        }
    }

    private static String unchunk(String body) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int line = body.indexOf("\r\n", at);
            int size = Integer.parseInt(body.substring(at, line).trim(), 16);
            if (size == 0) {
                return out.toString();
            }
            out.append(body, line + 2, line + 2 + size);
            at = line + 2 + size + 2;
        }
    }

    /** One sentence under "error", and nothing in it a person could not read. */
    static String sentence(String body) throws Exception {
        JsonNode node = Entries.JSON.readTree(body);
        assertEquals(1, node.size(), body);
        String sentence = node.path("error").asText();
        assertTrue(sentence.length() > 20, body);
        for (String word : new String[] {"jackson", "jetty", "javalin", "exception", "com.", "org.", "feature",
                "constraints", "bound as", "token", "code 1", "<html", "servlet"}) {
            assertFalse(sentence.toLowerCase(Locale.ROOT).contains(word), "\"" + word + "\" in " + body);
        }
        return sentence;
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "GET /%00 HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /api/%ff%fe HTTP/1.1\r\nHost: x\r\n\r\n",
        "GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n",
        "POST /api/time HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
        "POST /api/time HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "GET /api/time HTTP/9.9\r\nHost: x\r\n\r\n",
        "GET /api/time HTTP/1.1\r\nHost: x\r\nX-Big: LARGE\r\n\r\n",
        "GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n",
    })
    void anErrorTheWebServerAnswersItselfIsASentenceInJson(String request) throws Exception {
        byte[] bytes = request.replace("LARGE", "y".repeat(64 * 1024)).getBytes(StandardCharsets.ISO_8859_1);
        Object[] answer = send(bytes);
        int status = (Integer) answer[0];
        assertTrue(status >= 400 && status < 600, answer[1].toString());
        sentence((String) answer[1]);
        assertEquals(before, hall.snapshot(), "nothing was written");
    }

    @Test
    void rawNonUtf8BytesInThePathAreASentenceInJson() throws Exception {
        byte[] head = "GET /api/".getBytes(StandardCharsets.US_ASCII);
        byte[] tail = " HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.US_ASCII);
        byte[] request = new byte[head.length + 2 + tail.length];
        System.arraycopy(head, 0, request, 0, head.length);
        request[head.length] = (byte) 0xff;
        request[head.length + 1] = (byte) 0xfe;
        System.arraycopy(tail, 0, request, head.length + 2, tail.length);
        Object[] answer = send(request);
        assertEquals(400, answer[0], answer[1].toString());
        sentence((String) answer[1]);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"key\": \"k\"} {\"key\": \"again\"}",
        "{\"key\": \"k\", {",
        "DEEP",
        "{\"key\": \"k\", \"key\": \"k\"}",
        "{'key': 1}",
    })
    void aBadBodyIsASentenceWithoutTheParsersWords(String body) throws Exception {
        String path = Entries.path(hall.matchesOn("A").get(0).id());
        var response = hall.post(path, hall.organiserCode, body.replace("DEEP", "[".repeat(1500)));
        assertEquals(400, response.statusCode(), response.body());
        sentence(response.body());
    }

    @ParameterizedTest
    @ValueSource(longs = {Long.MIN_VALUE, -1L, -5_000_000L})
    void aMadeAtBefore1970IsRefusedWithASentenceNotAnOverflow(long madeAt) throws Exception {
        String path = Entries.path(hall.matchesOn("A").get(0).id());
        var response = hall.post(path, hall.organiserCode, Entries.body("k-made-" + madeAt, madeAt, "s", 1,
                Entries.score(1)));
        assertEquals(400, response.statusCode(), response.body());
        String sentence = sentence(response.body());
        assertFalse(sentence.contains("ahead"), sentence);
        assertTrue(sentence.contains("madeAt"), sentence);
        assertEquals(before, hall.snapshot(), "nothing was written");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hansokuA\": 2147483647", "hansokuB\": 100"})
    void aCountNoMatchReachesIsRefusedNamingTheField(String field) throws Exception {
        String path = Entries.path(hall.matchesOn("A").get(0).id());
        String body = "{\"key\": \"k-count\", \"entry\": {\"kind\": \"score\", \"groups\": {\"scoreline\": {\""
                + field + "}}}}";
        var response = hall.post(path, hall.organiserCode, body);
        assertEquals(400, response.statusCode(), response.body());
        assertTrue(sentence(response.body()).contains("from 0 to 99"), response.body());
        assertEquals(before, hall.snapshot(), "nothing was written");
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"matchId\": 5}", "{\"matchId\": true}", "{\"matchId\": 1.5}"})
    void aNumberWhereTextBelongsIsRefusedNamingTheField(String action) throws Exception {
        var response = hall.post("/api/competitions/open/actions/requeue", hall.organiserCode,
                "{\"key\": \"k-type\", \"action\": " + action + "}");
        assertEquals(400, response.statusCode(), response.body());
        assertTrue(sentence(response.body()).contains("matchId"), response.body());
        assertEquals(before, hall.snapshot(), "nothing was written");
    }
}
