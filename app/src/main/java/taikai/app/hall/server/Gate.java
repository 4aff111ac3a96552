package taikai.app.hall.server;

import io.javalin.http.Context;
import java.io.IOException;
import java.util.Optional;
import taikai.app.hall.api.HallApi;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.Grant;
import taikai.app.hall.api.ApiError;

/**
 * Who is writing: the code in {@code Authorization: Bearer <code>} looked up in the tournament's
 * code book. Reads of public results need no code; every write does.
 */
final class Gate {
    private final CodeBook codes;
    private final AttemptLimit attempts = new AttemptLimit(System::currentTimeMillis);

    Gate(CodeBook codes) {
        this.codes = codes;
    }

    /** The grant of the code the request carries; 401 without a code or with one this tournament does not know. */
    Grant require(Context ctx) {
        String header = ctx.header(HallApi.AUTHORIZATION_HEADER);
        if (header == null || header.isBlank()) {
            throw ApiError.unauthorized("This request changes the tournament and carries no code. Send the court's"
                    + " or the organiser's code as \"Authorization: Bearer <code>\".");
        }
        if (!header.regionMatches(true, 0, HallApi.BEARER_PREFIX, 0, HallApi.BEARER_PREFIX.length())) {
            throw ApiError.unauthorized("The Authorization header must read \"Bearer <code>\".");
        }
        // docs/api.md, "Access codes": a device that sent too many wrong codes waits before any is checked.
        String client = ctx.ip();
        long wait = attempts.waitSeconds(client);
        if (wait > 0) {
            ctx.header("Retry-After", Long.toString(wait));
            throw new ApiError(429, "Too many wrong codes came from this device in the last minute, so no code is"
                    + " checked for " + wait + (wait == 1 ? " second" : " seconds") + "; then enter the code again."
                    + " Ask the organiser for this court's code.");
        }
        Optional<Grant> grant;
        try {
            grant = codes.check(header.substring(HallApi.BEARER_PREFIX.length()));
        } catch (IOException e) {
            throw ApiError.unavailable("The hall laptop cannot read its access codes: " + e.getMessage());
        }
        if (grant.isEmpty()) {
            attempts.failed(client);
        }
        return grant.orElseThrow(() -> ApiError.unauthorized("This code is not known to the hall laptop (it may have"
                + " been replaced). Ask the organiser for this court's code."));
    }

    /** 403 unless {@code grant} may write a match played on {@code court}. */
    static void requireCourt(Grant grant, String court, String what) {
        if (!grant.mayWriteOnCourt(court)) {
            throw ApiError.forbidden("This code belongs to court " + grant.court() + ", and " + what + " is "
                    + (court.isEmpty() ? "on no court yet" : "on court " + court) + ". Enter it at "
                    + (court.isEmpty() ? "the hall laptop" : "court " + court + "'s table") + ", or ask the organiser.");
        }
    }

    /** 403 unless {@code grant} is the organiser's. */
    static void requireOrganiser(Grant grant, String what) {
        if (!grant.isOrganiser()) {
            throw ApiError.forbidden("Only the organiser may " + what + "; a court's code cannot.");
        }
    }
}
