package taikai.app.hall.client;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.hall.api.AnswerJson;
import taikai.app.hall.api.HallApi;

/**
 * A real HTTP server on loopback that speaks {@link HallApi} and answers as the test scripts it.
 * It stands in for the hall server, which is built on the write road later; its default answer
 * follows the road as far as keys go: the first arrival of a key is applied, a later one is a duplicate.
 */
final class ScriptedHall implements AutoCloseable {
    static final String COURT_CODE = "court-3-code";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One entry as it arrived. */
    record Received(String competition, String match, String authorization, String key, long madeAt, String session,
            long revision, String entry) {
    }

    /** A scripted answer: an HTTP status and body. */
    record Reply(int status, String body) {
        static Reply answer(Outcome outcome, String message) {
            return new Reply(200, AnswerJson.write(new Answer(outcome, message, "", List.of(), System.currentTimeMillis(),
                    0)).toString());
        }

        static Reply status(int status, String body) {
            return new Reply(status, body);
        }
    }

    final List<Received> received = new CopyOnWriteArrayList<>();
    /** How often each key was applied; the road promises once. */
    final Map<String, Integer> applied = new ConcurrentHashMap<>();
    final List<String> appliedInOrder = new CopyOnWriteArrayList<>();
    final AtomicInteger timeCalls = new AtomicInteger();
    final AtomicInteger inFlight = new AtomicInteger();
    final AtomicInteger mostInFlight = new AtomicInteger();
    final List<Long> feedAfters = new CopyOnWriteArrayList<>();
    final List<String> notes = new CopyOnWriteArrayList<>();
    private final Deque<Reply> script = new ArrayDeque<>();
    private final List<SseClient> feeds = new CopyOnWriteArrayList<>();
    volatile LongSupplier serverTime = System::currentTimeMillis;
    volatile Consumer<Received> onArrival = r -> { };
    volatile long answerDelayMillis;
    volatile boolean silentFeed;
    volatile boolean reloadOnConnect;
    private Javalin server;
    private int port;

    ScriptedHall start() {
        return startOn(0);
    }

    /** Starts again on the port it had, as a hall laptop coming back would. */
    ScriptedHall restart() {
        return startOn(port);
    }

    synchronized ScriptedHall startOn(int wanted) {
        server = Javalin.create(config -> config.showJavalinBanner = false)
                .get(HallApi.TIME_PATH, this::time)
                .post(HallApi.ENTRIES_PATH, this::entry)
                .sse(HallApi.FEED_PATH, this::feed)
                .start("127.0.0.1", wanted);
        port = server.port();
        return this;
    }

    synchronized void stop() {
        feeds.forEach(SseClient::close);
        feeds.clear();
        if (server != null) {
            server.stop();
            server = null;
        }
    }

    String base() {
        return "http://127.0.0.1:" + port;
    }

    synchronized void then(Reply... replies) {
        script.addAll(List.of(replies));
    }

    List<String> keysReceived() {
        List<String> keys = new ArrayList<>();
        received.forEach(r -> keys.add(r.key()));
        return keys;
    }

    /** Publishes a note with the next sequence to every follower. */
    synchronized void publish(String note) {
        notes.add(note);
        long sequence = notes.size();
        feeds.forEach(c -> c.sendEvent("message", note, Long.toString(sequence)));
    }

    private void time(Context ctx) {
        timeCalls.incrementAndGet();
        ctx.json(Map.of(HallApi.SERVER_TIME_FIELD, serverTime.getAsLong()));
    }

    private void entry(Context ctx) throws Exception {
        int now = inFlight.incrementAndGet();
        mostInFlight.accumulateAndGet(now, Math::max);
        try {
            JsonNode body = JSON.readTree(ctx.body());
            Received r = new Received(ctx.pathParam(HallApi.COMPETITION_PARAM), ctx.pathParam(HallApi.MATCH_PARAM),
                    ctx.header(HallApi.AUTHORIZATION_HEADER), body.path("key").asText(), body.path("madeAt").asLong(),
                    body.path("session").asText(), body.path("revision").asLong(), body.path("entry").toString());
            received.add(r);
            onArrival.accept(r);
            if (!(HallApi.BEARER_PREFIX + COURT_CODE).equals(r.authorization())) {
                ctx.status(401).json(Map.of(HallApi.ERROR_FIELD, "This court's code is not known to the hall laptop."));
                return;
            }
            Reply reply = next(r);
            if (answerDelayMillis > 0) {
                Thread.sleep(answerDelayMillis); // landed, answer not yet sent: a kill here loses only the answer
            }
            ctx.status(reply.status()).contentType("application/json").result(reply.body());
        } finally {
            inFlight.decrementAndGet();
        }
    }

    private synchronized Reply next(Received r) {
        Reply scripted = script.poll();
        if (scripted != null) {
            if (scripted.body().contains("\"applied\"")) {
                land(r.key());
            }
            return scripted;
        }
        if (applied.containsKey(r.key())) {
            return Reply.answer(Outcome.DUPLICATE, "Already recorded.");
        }
        land(r.key());
        return Reply.answer(Outcome.APPLIED, "Recorded.");
    }

    private void land(String key) {
        applied.merge(key, 1, Integer::sum);
        appliedInOrder.add(key);
    }

    private void feed(SseClient client) {
        client.keepAlive();
        long after = Long.parseLong(client.ctx().queryParam(HallApi.AFTER_PARAM));
        feedAfters.add(after);
        if (silentFeed) {
            feeds.add(client);
            return;
        }
        // The catch-up and joining the live feed happen under the publisher's lock, so a note
        // published while a client connects is sent once, after the catch-up, never lost.
        synchronized (this) {
            if (reloadOnConnect) {
                client.sendEvent(HallApi.RELOAD_EVENT, "{}", Long.toString(notes.size()));
            } else {
                for (int i = (int) after; i < notes.size(); i++) {
                    client.sendEvent("message", notes.get(i), Long.toString(i + 1));
                }
            }
            feeds.add(client);
        }
        client.onClose(() -> feeds.remove(client));
    }

    @Override
    public void close() {
        stop();
    }
}
