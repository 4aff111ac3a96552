package taikai.app.hall.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.app.hall.api.HallApi;
import taikai.app.hall.api.CompetitionRecords;

/**
 * What court mode reads from the hall laptop: whose code it holds, and its court's queue with the
 * records of every competition on it. Blocking calls: run them off the screen's thread. Every failure
 * is an {@link IOException} whose message is a sentence for the operator; an {@link Unreachable} one
 * when the hall laptop did not answer at all, which court mode may start without (decision 0011).
 */
public final class HallReads {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A match by its competition and id. */
    public record MatchRef(String competitionId, String matchId) {
    }

    /**
     * One court's board: the running match (if any), the waiting ones in order, their competitions, and
     * when the hall laptop now expects each waiting match to start (HH:MM; none in a kept copy).
     */
    public record CourtBoard(String court, Optional<MatchRef> running, List<MatchRef> waiting,
            Map<String, CompetitionState> competitions, Map<MatchRef, String> expected) {
        public CourtBoard {
            waiting = List.copyOf(waiting);
            competitions = Map.copyOf(competitions);
            expected = Map.copyOf(expected);
        }

        public CourtBoard(String court, Optional<MatchRef> running, List<MatchRef> waiting,
                Map<String, CompetitionState> competitions) {
            this(court, running, waiting, competitions, Map.of());
        }
    }

    /** The hall laptop did not answer at all (as opposed to answering no): the network or the laptop is away. */
    public static final class Unreachable extends IOException {
        private static final long serialVersionUID = 1L;

        Unreachable(String sentence, IOException cause) {
            super(sentence, cause);
        }
    }

    private final HallClient hall;
    private final String code;

    public HallReads(HallClient hall, String code) {
        this.hall = hall;
        this.code = code;
    }

    /** The court the code belongs to; empty for the organiser's code. */
    public Optional<String> courtOfCode() throws IOException, InterruptedException {
        HttpResponse<String> response = get(HallApi.ACCESS_PATH, true);
        JsonNode body = json(response.body());
        if (response.statusCode() == 401 || response.statusCode() == 403) {
            // One sentence: the hall's own words would only say the same thing again.
            throw new IOException("The hall laptop does not know this code: it may have been replaced. Check the code"
                    + " with the organiser.");
        }
        ok(response, body);
        return "court".equals(body.path("role").asText()) ? Optional.of(body.path("court").asText()) : Optional.empty();
    }

    /** The court's queue and running match, with the records of each competition they belong to. */
    public CourtBoard board(String court) throws IOException, InterruptedException {
        HttpResponse<String> response = get(HallApi.queuePath(court), false);
        JsonNode body = json(response.body());
        ok(response, body);
        Optional<MatchRef> running = body.path("running").isObject() ? Optional.of(ref(body.get("running"))) : Optional.empty();
        List<MatchRef> waiting = new ArrayList<>();
        Map<MatchRef, String> expected = new LinkedHashMap<>();
        body.path("waiting").forEach(m -> {
            waiting.add(ref(m));
            if (m.hasNonNull("expectedAt")) {
                expected.put(ref(m), m.get("expectedAt").asText());
            }
        });
        Map<String, CompetitionState> competitions = new LinkedHashMap<>();
        List<MatchRef> all = new ArrayList<>(waiting);
        running.ifPresent(all::add);
        for (MatchRef m : all) {
            if (!competitions.containsKey(m.competitionId())) {
                HttpResponse<String> records = get(HallApi.recordsPath(m.competitionId()), false);
                ok(records, json(records.body()));
                competitions.put(m.competitionId(), CompetitionRecords.read(records.body()));
            }
        }
        return new CourtBoard(court, running, waiting, competitions, expected);
    }

    static MatchRef ref(JsonNode match) {
        return new MatchRef(match.path("competitionId").asText(), match.path("id").asText());
    }

    private HttpResponse<String> get(String path, boolean withCode) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(hall.resolve(path))
                .timeout(Duration.ofMillis(HallClient.REQUEST_TIMEOUT_MILLIS)).GET();
        if (withCode) {
            request.header(HallApi.AUTHORIZATION_HEADER, HallApi.BEARER_PREFIX + code);
        }
        try {
            return hall.http().send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new Unreachable("The hall laptop at " + hall.base() + " cannot be reached (" + HallClient.reason(e)
                    + "). Check the address and that the hall server is turned on.", e);
        }
    }

    private void ok(HttpResponse<String> response, JsonNode body) throws IOException {
        if (response.statusCode() != 200) {
            String error = body.path(HallApi.ERROR_FIELD).asText("");
            throw new IOException(error.isEmpty() ? "The address " + hall.base() + " did not answer like a hall laptop"
                    + " (HTTP " + response.statusCode() + "). Check the address." : error);
        }
    }

    private static JsonNode json(String text) {
        try {
            JsonNode node = JSON.readTree(text == null ? "" : text);
            return node == null ? JSON.createObjectNode() : node;
        } catch (IOException e) {
            return JSON.createObjectNode();
        }
    }
}
