package taikai.app.hall.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.util.function.LongSupplier;
import taikai.app.clock.ClockReading;
import taikai.app.clock.CourtClocks;
import taikai.app.hall.api.HallApi;
import taikai.app.hall.access.Grant;
import taikai.app.hall.api.ApiError;

/**
 * A court's match clock (docs/api.md, "Match clock"): the table posts each start, stop and adjustment
 * with the time left, the hall stamps it with its own time, keeps the latest per court in memory
 * ({@link CourtClocks}, never in the data folder: spec section 6) and publishes it on the change feed
 * as a {@code clock} event. Displays run the clock themselves between readings.
 */
final class ClockRoutes {
    private final CourtClocks clocks;
    private final Gate gate;
    private final Reads reads;
    private final LongSupplier now;

    ClockRoutes(CourtClocks clocks, Gate gate, Reads reads, LongSupplier now) {
        this.clocks = clocks;
        this.gate = gate;
        this.reads = reads;
        this.now = now;
    }

    void register(Javalin app) {
        app.post(HallApi.CLOCK_PATH, this::post);
        app.get(HallApi.CLOCK_PATH, this::get);
    }

    private void post(Context ctx) {
        Grant grant = gate.require(ctx);
        String court = court(ctx);
        Gate.requireCourt(grant, court, "this clock");
        ClockReading reading;
        try {
            reading = ClockReading.fromPost(court, JsonBody.tree(ctx), now.getAsLong());
        } catch (IllegalArgumentException e) {
            throw ApiError.badRequest(e.getMessage());
        }
        clocks.put(reading);
        Replies.json(ctx, 200, reading.toJson());
    }

    private void get(Context ctx) {
        String court = court(ctx);
        ClockReading reading = clocks.of(court).orElseThrow(() -> ApiError.notFound("Court " + court
                + " has sent no clock since the hall server started."));
        Replies.json(ctx, 200, reading.toJson());
    }

    /** The court of the path, which must be one of the tournament's. */
    private String court(Context ctx) {
        String court = ctx.pathParam(HallApi.COURT_PARAM);
        if (!reads.tournament().effectiveCourts().contains(court)) {
            throw ApiError.notFound("This tournament has no court " + court + ".");
        }
        return court;
    }
}
