package taikai.app.hall.server;

import io.javalin.http.Context;
import java.util.Set;
import taikai.app.hall.api.AnswerJson;
import taikai.app.hall.api.HallApi;
import taikai.app.road.Answer;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.app.road.match.MatchEntry;
import taikai.app.hall.access.Grant;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.merge.MatchWrite;
import taikai.storage.folder.LoadedCompetition;
import taikai.app.hall.api.MatchWriteJson;
import taikai.app.hall.api.ApiError;
import taikai.app.hall.api.Fields;

/**
 * {@code POST /api/competitions/{c}/matches/{m}/entries} ({@link HallApi}): a court's entry, read,
 * checked against the code's court, and sent down the write road. Every answer of the road is a 200
 * carrying its outcome and the operator's sentence ({@link AnswerJson}), so a court shows the road's
 * own words, including {@code try_again} and {@code clock_wrong}.
 */
final class EntryRoute {
    static final int MAX_KEY_LENGTH = 200;
    private static final Set<String> FIELDS = Set.of(HallApi.KEY_FIELD, HallApi.MADE_AT_FIELD, HallApi.SESSION_FIELD,
            HallApi.REVISION_FIELD, HallApi.ENTRY_FIELD);

    private final WriteRoad road;
    private final Gate gate;
    private final Reads reads;

    EntryRoute(WriteRoad road, Gate gate, Reads reads) {
        this.road = road;
        this.gate = gate;
        this.reads = reads;
    }

    void handle(Context ctx) {
        Grant grant = gate.require(ctx);
        String competitionId = ctx.pathParam(HallApi.COMPETITION_PARAM);
        String matchId = ctx.pathParam(HallApi.MATCH_PARAM);
        Fields body = JsonBody.object(ctx).allow(FIELDS);
        String key = key(body);
        Long madeAt = body.optionalLong(HallApi.MADE_AT_FIELD).orElse(null);
        if (madeAt != null && madeAt < 0) {
            throw ApiError.badRequest(HallApi.MADE_AT_FIELD + " must be the time the change was made, in milliseconds"
                    + " since 1970 (0 or more); it was " + madeAt + ".");
        }
        MatchWrite write = MatchWriteJson.read(body.raw(HallApi.ENTRY_FIELD), madeAt, body.text(HallApi.SESSION_FIELD), body.count(HallApi.REVISION_FIELD, 0), grant.via());
        allowed(grant, competitionId, matchId);
        Answer answer = road.submit(new Request(key, grant.via(), new MatchEntry(competitionId, matchId, write)));
        Replies.json(ctx, 200, AnswerJson.write(answer));
    }

    static String key(Fields body) {
        String key = body.requiredText(HallApi.KEY_FIELD);
        if (key.length() > MAX_KEY_LENGTH || !key.chars().allMatch(c -> c > 32 && c < 127)) {
            throw ApiError.badRequest("key must be at most " + MAX_KEY_LENGTH + " printable characters without spaces"
                    + " (a UUID made once per entry).");
        }
        return key;
    }

    /**
     * 404 for a competition or match that is not there, 403 for a court writing another court's match.
     * Read without the lock: the road reads again under it and refuses what changed meanwhile. While a
     * file of the competition cannot be read the answer is 503, so a court's entry waits in its outbox
     * and lands once the organiser has repaired the file, instead of being dropped.
     */
    private void allowed(Grant grant, String competitionId, String matchId) {
        LoadedCompetition loaded = reads.loaded(competitionId);
        if (loaded.state().isEmpty()) {
            throw ApiError.unavailable(Reads.unreadable(loaded) + " Entries wait on the court and are sent again.");
        }
        CompetitionState state = loaded.state().get();
        MatchResult match = Reads.match(state, matchId);
        Gate.requireCourt(grant, match.court(), "match " + matchId + " of \"" + competitionId + "\"");
    }
}
