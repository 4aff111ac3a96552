package taikai.app.hall.server;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;

/** How the hall server answers: JSON written by hand (field names are the contract), UTF-8. */
final class Replies {
    private Replies() {
    }

    static void json(Context ctx, int status, JsonNode body) {
        ctx.status(status).contentType("application/json; charset=utf-8").result(body.toString());
    }

    static void error(Context ctx, int status, String sentence) {
        json(ctx, status, JsonBody.error(sentence));
    }
}
