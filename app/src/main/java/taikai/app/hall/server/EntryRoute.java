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
import taikai.model.merge.MatchWrite;
import taikai.app.hall.api.MatchWriteJson;
import taikai.app.hall.api.ApiError;
import taikai.app.hall.api.Fields;

/**
 * {@code POST /api/competitions/{c}/matches/{m}/entries} ({@link HallApi}): a court's entry, read and
 * sent down the write road, which checks under the competition's lock that the code's court may
 * write the match. Every answer of the road is a 200 carrying its outcome and the operator's sentence
 * ({@link AnswerJson}), so a court shows the road's own words, including {@code try_again} and
 * {@code clock_wrong}; the few refusals HTTP has a status for are said with it ({@link Reads#statusOf}).
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
        reads.requireCompetition(competitionId);
        Answer answer = road.submit(new Request(key, grant.via(), grant.isOrganiser() ? "" : grant.court(),
                new MatchEntry(competitionId, matchId, write)));
        Replies.json(ctx, 200, AnswerJson.write(Reads.statusOf(answer, competitionId, matchId)));
    }

    static String key(Fields body) {
        String key = body.requiredText(HallApi.KEY_FIELD);
        if (key.length() > MAX_KEY_LENGTH || !key.chars().allMatch(c -> c > 32 && c < 127)) {
            throw ApiError.badRequest("key must be at most " + MAX_KEY_LENGTH + " printable characters without spaces"
                    + " (a UUID made once per entry).");
        }
        return key;
    }
}
