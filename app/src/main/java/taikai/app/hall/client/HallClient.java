package taikai.app.hall.client;

import taikai.app.words.Phrase;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import taikai.app.road.Answer;
import taikai.app.hall.api.HallApi;
import taikai.app.hall.api.AnswerJson;

/**
 * The court's requests to the hall laptop ({@link HallApi}): the time, and one entry at a time.
 * Every way an exchange can end is turned into a {@link Reply}, so the sender decides in one place.
 */
public final class HallClient implements ClockSync.TimeSource {
    public static final long CONNECT_TIMEOUT_MILLIS = 3_000;
    public static final long REQUEST_TIMEOUT_MILLIS = 15_000;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** How one send ended. */
    public enum Kind {
        /** The write road answered; {@code answer} says what happened. */
        ANSWERED,
        /** Nothing is known to be written: unreachable, busy, or not answering like a hall laptop. Send again. */
        TRY_LATER,
        /** The hall laptop said the request itself is wrong; sending it again cannot help. */
        MALFORMED,
        /** The court code was missing or wrong; the entry waits until the code is put right. */
        NOT_ALLOWED
    }

    /** The end of one send: an answer, or the sentence that explains why there is none. */
    public record Reply(Kind kind, Answer answer, String sentence, Phrase said) {
        public Reply {
            Objects.requireNonNull(kind, "kind");
            sentence = sentence == null ? "" : sentence;
            said = said == null ? Phrase.NONE : said;
        }

        public Reply(Kind kind, Answer answer, String sentence) {
            this(kind, answer, sentence, Phrase.NONE);
        }

        /** A reply whose sentence is the phrase's English. */
        static Reply said(Kind kind, Phrase said) {
            return new Reply(kind, null, said.english(), said);
        }
    }

    private volatile URI base;
    /** The standby laptop's address as the hall last told it (decision 0030); null while none follows. */
    private volatile URI standby;
    private final String courtCode;
    private final HttpClient http;

    public HallClient(URI base, String courtCode) {
        this.base = Objects.requireNonNull(base, "base");
        this.courtCode = Objects.requireNonNull(courtCode, "courtCode");
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofMillis(CONNECT_TIMEOUT_MILLIS)).build();
    }

    public URI base() {
        return base;
    }

    /**
     * Decision 0030: the hall laptop moved (a standby was promoted to hall at {@code newBase}); every
     * request from now on, the sender's, the clock's and the feed's, goes there.
     */
    public void moveTo(URI newBase) {
        this.base = Objects.requireNonNull(newBase, "newBase");
    }

    HttpClient http() {
        return http;
    }

    URI resolve(String pathAndQuery) {
        String root = base.toString().replaceAll("/+$", "");
        return URI.create(root + pathAndQuery);
    }

    @Override
    public long serverTimeMillis() throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(resolve(HallApi.TIME_PATH))
                .timeout(Duration.ofMillis(REQUEST_TIMEOUT_MILLIS)).GET().build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        JsonNode time = response.statusCode() == 200 ? readJson(response.body()).get(HallApi.SERVER_TIME_FIELD) : null;
        if (time == null || !time.canConvertToLong()) {
            throw new IOException("The hall laptop at " + base + " did not tell its time (HTTP " + response.statusCode()
                    + "). Check that the address is the hall laptop's.");
        }
        JsonNode told = readJson(response.body()).get(HallApi.STANDBY_FIELD);
        if (told != null && told.isTextual()) {
            try {
                standby = URI.create(told.asText());
            } catch (IllegalArgumentException e) {
                // not an address: the court goes on without a standby to move to
            }
        }
        return time.asLong();
    }

    /** The standby laptop the hall said follows it, to move to once it answers as the hall (decision 0030). */
    public Optional<URI> standby() {
        URI known = standby;
        return known == null || known.equals(base) ? Optional.empty() : Optional.of(known);
    }

    /** Whether a hall server answers its time at {@code address} (a promoted standby does; a following one serves nothing). */
    public boolean answersAt(URI address) throws InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(address.toString().replaceAll("/+$", "") + HallApi.TIME_PATH))
                .timeout(Duration.ofMillis(CONNECT_TIMEOUT_MILLIS)).GET().build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            JsonNode time = response.statusCode() == 200 ? readJson(response.body()).get(HallApi.SERVER_TIME_FIELD) : null;
            return time != null && time.canConvertToLong();
        } catch (IOException e) {
            return false;
        }
    }

    /** Sends one entry with its key and stamp. Never throws for the network: that is a {@link Kind#TRY_LATER}. */
    public Reply send(PendingEntry entry) throws InterruptedException {
        EntryDraft draft = entry.draft();
        HttpRequest request = HttpRequest.newBuilder(resolve(HallApi.entriesPath(draft.competitionId(), draft.matchId())))
                .timeout(Duration.ofMillis(REQUEST_TIMEOUT_MILLIS))
                .header(HallApi.AUTHORIZATION_HEADER, HallApi.BEARER_PREFIX + courtCode)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body(entry), StandardCharsets.UTF_8)).build();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Reply.said(Kind.TRY_LATER, Phrase.of("client.unreachable.entry", String.valueOf(base), reasonPhrase(e)));
        }
        return reply(response.statusCode(), response.body());
    }

    /**
     * Sends one action ({@code POST /api/competitions/{c}/actions/{name}}) at once, not through the
     * outbox: starting a match takes the court as it is now, so it is asked while the hall answers.
     */
    /** Calls {@code matchId} onto {@code court}: the hall takes the court lock as the court is now. */
    public Reply start(String competitionId, String matchId, String court) throws InterruptedException {
        ObjectNode body = keyed();
        body.putObject(HallApi.ACTION_FIELD).put("matchId", matchId).put("court", court);
        return action(competitionId, HallApi.START_ACTION, body);
    }

    /** Sends {@code matchId} back to its court's queue (a match started here by mistake). */
    public Reply requeue(String competitionId, String matchId) throws InterruptedException {
        ObjectNode body = keyed();
        body.putObject(HallApi.ACTION_FIELD).put("matchId", matchId);
        return action(competitionId, HallApi.REQUEUE_ACTION, body);
    }

    /** A body with a key of its own, so an action sent twice is applied once. */
    private static ObjectNode keyed() {
        ObjectNode body = JSON.createObjectNode();
        body.put(HallApi.KEY_FIELD, java.util.UUID.randomUUID().toString());
        return body;
    }

    private Reply action(String competitionId, String name, ObjectNode fields) throws InterruptedException {
        String path = HallApi.recordsPath(competitionId).replaceAll("/records$", "") + "/actions/"
                + java.net.URLEncoder.encode(name, StandardCharsets.UTF_8);
        HttpRequest request = HttpRequest.newBuilder(resolve(path))
                .timeout(Duration.ofMillis(REQUEST_TIMEOUT_MILLIS))
                .header(HallApi.AUTHORIZATION_HEADER, HallApi.BEARER_PREFIX + courtCode)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(fields.toString(), StandardCharsets.UTF_8)).build();
        try {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return reply(response.statusCode(), response.body());
        } catch (IOException e) {
            return Reply.said(Kind.TRY_LATER, Phrase.of("client.unreachable.action", String.valueOf(base), reasonPhrase(e)));
        }
    }

    static String body(PendingEntry entry) {
        ObjectNode body = JSON.createObjectNode();
        body.put(HallApi.KEY_FIELD, entry.key());
        body.put(HallApi.MADE_AT_FIELD, entry.madeAt());
        body.put(HallApi.SESSION_FIELD, entry.draft().session());
        body.put(HallApi.REVISION_FIELD, entry.draft().revision());
        body.set(HallApi.ENTRY_FIELD, readJson(entry.draft().entryJson()));
        return body.toString();
    }

    private Reply reply(int status, String text) {
        JsonNode json = readJson(text);
        String error = json.path(HallApi.ERROR_FIELD).isTextual() ? json.get(HallApi.ERROR_FIELD).asText() : "";
        if (status == 200) {
            try {
                return new Reply(Kind.ANSWERED, AnswerJson.read(json), "");
            } catch (IllegalArgumentException e) {
                return Reply.said(Kind.TRY_LATER, Phrase.of("client.answer.unreadable", String.valueOf(e.getMessage())));
            }
        }
        if (status == 401 || status == 403) {
            return Reply.said(Kind.NOT_ALLOWED, error.isEmpty() ? Phrase.of("client.code.refused")
                    : Phrase.of("client.code.refused.said", error));
        }
        // A 4xx without the contract's error sentence did not come from a hall laptop (a wrong
        // address, a proxy): dropping entries on its word would lose them, so they wait.
        if (status >= 400 && status < 500 && status != 408 && status != 429 && !error.isEmpty()) {
            return new Reply(Kind.MALFORMED, null, error);
        }
        return Reply.said(Kind.TRY_LATER, Phrase.of("client.busy", String.valueOf(base), String.valueOf(status)));
    }

    /**
     * Why the network failed, in words a court-table operator reads: never a Java class name, which is
     * all some failures carry (a refused connection has no message at all).
     */
    public static String reason(IOException e) {
        return reasonPhrase(e).english();
    }

    /** {@link #reason(IOException)} as a phrase, for a screen to say in its language (a failure's own message as it is). */
    public static Phrase reasonPhrase(IOException e) {
        if (e instanceof java.net.http.HttpConnectTimeoutException || e instanceof java.net.http.HttpTimeoutException) {
            return Phrase.of("client.reason.timeout");
        }
        if (e instanceof java.net.ConnectException || e.getCause() instanceof java.net.ConnectException) {
            return Phrase.of("client.reason.nobody");
        }
        if (e instanceof java.net.UnknownHostException || e.getCause() instanceof java.net.UnknownHostException) {
            return Phrase.of("client.reason.unknown.name");
        }
        String message = e.getMessage();
        if (message == null || message.isBlank() || message.matches(".*\\b[a-z]+(\\.[a-zA-Z]+)+(Exception|Error)\\b.*")
                || message.matches(".*\\b[A-Z][A-Za-z]*(Exception|Error)\\b.*")) {
            return Phrase.of("client.reason.failed");
        }
        return Phrase.of("client.reason.told", message.endsWith(".") ? message.substring(0, message.length() - 1) : message);
    }

    /**
     * Posts the court's clock ({@code POST /api/courts/{court}/clock}). The clock is state in flight: a
     * post that fails is not retried, since the next start, stop or adjustment carries the whole state.
     */
    public boolean postClock(String court, ObjectNode body) throws InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(resolve(HallApi.clockPath(court)))
                .timeout(Duration.ofMillis(CONNECT_TIMEOUT_MILLIS))
                .header(HallApi.AUTHORIZATION_HEADER, HallApi.BEARER_PREFIX + courtCode)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString(), StandardCharsets.UTF_8)).build();
        try {
            return http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException e) {
            return false;
        }
    }

    private static JsonNode readJson(String text) {
        try {
            JsonNode node = JSON.readTree(text == null ? "" : text);
            return node == null ? JSON.createObjectNode() : node;
        } catch (IOException e) {
            return JSON.createObjectNode();
        }
    }
}
