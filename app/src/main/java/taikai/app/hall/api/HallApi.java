package taikai.app.hall.api;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * The hall network's contract, written once so the hall server and the court client agree
 * (ARCHITECTURE.md, "LAN"). Everything is HTTP with JSON bodies on the hall network.
 *
 * <ul>
 * <li>{@code GET /api/time} answers {@code {"serverTime": millis}}.</li>
 * <li>{@code POST /api/competitions/{competitionId}/matches/{matchId}/entries} with
 * {@code Authorization: Bearer <court code>} and {@code {"key", "madeAt", "session", "revision", "entry"}}
 * answers 200 with an {@link taikai.app.road.Answer} as JSON; 400 with {@code {"error": sentence}}
 * for a malformed request; 401 or 403 with {@code {"error": sentence}} for a missing or wrong code;
 * 503 means send the same entry again later.</li>
 * <li>{@code GET /api/feed?after=<sequence>} is a stream of server-sent events, each with
 * {@code id: <sequence>} and {@code data: <change note as JSON>}; an event named {@code reload} means
 * the client is too far behind and must read everything again. The server sends a comment line at
 * least every {@link #FEED_KEEP_ALIVE_MILLIS} so a client can tell a quiet hall from a dead cable.</li>
 * </ul>
 */
public final class HallApi {
    public static final String TIME_PATH = "/api/time";
    public static final String ENTRIES_PATH = "/api/competitions/{competitionId}/matches/{matchId}/entries";
    public static final String FEED_PATH = "/api/feed";
    /** {@code GET}, with the code: who the code belongs to, {@code {"role": "court", "court": "A"}}; 401 for an unknown code. */
    public static final String ACCESS_PATH = "/api/access";
    /** {@code GET}: a competition's records for court mode ({@link CompetitionRecords}). */
    public static final String RECORDS_PATH = "/api/competitions/{competitionId}/records";

    /**
     * {@code POST} (with the court's or the organiser's code) and {@code GET}: the court's match clock,
     * {@link taikai.app.clock.ClockReading}; also published on the feed as a {@link #CLOCK_EVENT} event.
     */
    public static final String CLOCK_PATH = "/api/courts/{court}/clock";

    /**
     * {@code GET}, with the organiser's code: the files a standby laptop keeps (decision 0030),
     * {@code {"sequence", "files": {path: base64}, "codes": base64}}; {@code ?competition=ID} for one competition's folder.
     */
    public static final String STANDBY_COPY_PATH = "/api/standby/copy";
    public static final String STANDBY_COMPETITION_PARAM = "competition";
    public static final String STANDBY_SEQUENCE_FIELD = "sequence";
    public static final String STANDBY_FILES_FIELD = "files";
    public static final String STANDBY_CODES_FIELD = "codes";
    /** Sent by a standby with each copy request: the port it serves on once promoted. */
    public static final String STANDBY_PORT_HEADER = "X-Taikai-Standby-Port";
    /** In {@code GET /api/time}'s answer once a standby follows: the address it serves on once promoted. */
    public static final String STANDBY_FIELD = "standby";

    public static final String COMPETITION_PARAM = "competitionId";
    public static final String COURT_PARAM = "court";
    public static final String MATCH_PARAM = "matchId";
    public static final String AFTER_PARAM = "after";

    public static final String AUTHORIZATION_HEADER = "Authorization";
    public static final String BEARER_PREFIX = "Bearer ";

    public static final String SERVER_TIME_FIELD = "serverTime";
    public static final String ERROR_FIELD = "error";
    public static final String KEY_FIELD = "key";
    public static final String MADE_AT_FIELD = "madeAt";
    public static final String SESSION_FIELD = "session";
    public static final String REVISION_FIELD = "revision";
    public static final String ENTRY_FIELD = "entry";
    /** An action's own fields, beside its key, in {@code POST .../actions/{name}}. */
    public static final String ACTION_FIELD = "action";
    /** The actions a court table asks of the hall at once, not through its outbox. */
    public static final String START_ACTION = "start";
    public static final String REQUEUE_ACTION = "requeue";

    /** The event name that tells a feed client to read everything again. */
    public static final String RELOAD_EVENT = "reload";

    /** The event name of a court's clock reading on the feed; it has no id, so it never moves a client's resume point. */
    public static final String CLOCK_EVENT = "clock";

    /** How often the server writes a comment line on a quiet feed. */
    public static final long FEED_KEEP_ALIVE_MILLIS = 10_000;

    /** 503: the hall laptop is busy or starting; nothing was written, send the same entry again. */
    public static final int STATUS_TRY_AGAIN = 503;

    private HallApi() {
    }

    /** The entries path of one match, with both ids encoded for a URL path. */
    public static String entriesPath(String competitionId, String matchId) {
        return ENTRIES_PATH.replace("{" + COMPETITION_PARAM + "}", segment(competitionId))
                .replace("{" + MATCH_PARAM + "}", segment(matchId));
    }

    public static String recordsPath(String competitionId) {
        return RECORDS_PATH.replace("{" + COMPETITION_PARAM + "}", segment(competitionId));
    }

    /** A court's queue and running match (docs/api.md, "Public reads"). */
    public static String queuePath(String court) {
        return "/api/courts/" + segment(court) + "/queue";
    }

    public static String clockPath(String court) {
        return CLOCK_PATH.replace("{" + COURT_PARAM + "}", segment(court));
    }

    public static String feedPath(long afterSequence) {
        return FEED_PATH + "?" + AFTER_PARAM + "=" + afterSequence;
    }

    private static String segment(String id) {
        // URLEncoder writes a form: a space becomes '+', which a path would read literally.
        return URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
