package taikai.app.hall.server;

import io.javalin.http.Context;

/**
 * The headers every answer carries (issue 20, "safe by construction"): the site's pages load only
 * the hall laptop's own files and talk only to it, nothing is guessed from content, no address
 * leaks to another site, and no other site may frame the pages or read the API from a browser.
 */
final class SecurityHeaders {
    static final String POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self';"
            + " connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

    private SecurityHeaders() {
    }

    static void set(Context ctx) {
        ctx.header("Content-Security-Policy", POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "no-referrer");
        ctx.header("X-Frame-Options", "SAMEORIGIN");
        ctx.header("Cross-Origin-Opener-Policy", "same-origin");
        ctx.header("Cross-Origin-Resource-Policy", "same-origin");
        ctx.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    }
}
