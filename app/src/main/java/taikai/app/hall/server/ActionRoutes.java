package taikai.app.hall.server;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.Set;
import taikai.app.hall.api.AnswerJson;
import taikai.app.hall.api.HallApi;
import taikai.app.road.Action;
import taikai.app.road.Answer;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.app.hall.access.Grant;
import taikai.app.hall.api.ApiError;
import taikai.app.hall.api.Fields;

/**
 * {@code POST /api/competitions/{c}/actions/{name}} with {@code {"key", "action": {...}}}: every
 * action of the write road besides a match entry (start, requeue, withdrawal, line-up, ...), read into
 * its record and sent down the road like an entry; {@code GET /api/actions} lists them with their
 * fields and who may send them.
 */
final class ActionRoutes {
    static final String ACTION = "/api/competitions/{competitionId}/actions/{action}";
    static final String ACTIONS = "/api/actions";
    private static final Set<String> FIELDS = Set.of(HallApi.KEY_FIELD, "action");

    private final WriteRoad road;
    private final Gate gate;
    private final Reads reads;
    private final ActionTypes types;

    ActionRoutes(WriteRoad road, Gate gate, Reads reads, ActionTypes types) {
        this.road = road;
        this.gate = gate;
        this.reads = reads;
        this.types = types;
    }

    void register(Javalin app) {
        app.post(ACTION, this::handle);
        app.get(ACTIONS, this::list);
    }

    private void handle(Context ctx) {
        Grant grant = gate.require(ctx);
        String name = ctx.pathParam("action");
        ActionTypes.Type type = types.named(name).orElseThrow(() -> ApiError.notFound("There is no action \"" + name
                + "\"; GET " + ACTIONS + " lists them."));
        String competitionId = ctx.pathParam(HallApi.COMPETITION_PARAM);
        Fields body = JsonBody.object(ctx).allow(FIELDS);
        String key = EntryRoute.key(body);
        Action action = ActionJson.read(type, body.object("action"), competitionId);
        allowed(grant, type, action);
        Answer answer = road.submit(new Request(key, grant.via(), grant.isOrganiser() ? "" : grant.court(), action));
        Replies.json(ctx, 200, AnswerJson.write(Reads.statusOf(answer, competitionId, action.target())));
    }

    /**
     * The organiser sends anything; a court only an action a court may send, of a match. Whether the
     * match is on the code's court is a rule of the road, checked under the competition's lock
     * ({@code CourtRights}), not here on a read made without it.
     */
    private void allowed(Grant grant, ActionTypes.Type type, Action action) {
        reads.requireCompetition(action.competitionId());
        if (grant.isOrganiser()) {
            return;
        }
        if (type.who() == ActionTypes.Who.ORGANISER) {
            Gate.requireOrganiser(grant, "send the action \"" + type.name() + "\"");
        }
        if (action.target().isEmpty()) {
            Gate.requireOrganiser(grant, "send an action for a whole competition");
        }
    }

    private void list(Context ctx) {
        ArrayNode list = JsonBody.JSON.createArrayNode();
        types.all().values().forEach(t -> {
            ObjectNode o = list.addObject().put("name", t.name())
                    .put("who", t.who() == ActionTypes.Who.ORGANISER ? "organiser" : "organiser or the match's court");
            ArrayNode fields = o.putArray("fields");
            ActionJson.fields(t.type()).forEach(fields::add);
        });
        Replies.json(ctx, 200, JsonBody.JSON.createObjectNode().set("actions", list));
    }
}
