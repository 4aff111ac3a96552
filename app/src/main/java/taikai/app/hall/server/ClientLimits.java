package taikai.app.hall.server;

import io.javalin.http.Context;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import taikai.app.hall.api.ApiError;

/**
 * Each client's share of the hall laptop (issue 20, "safe by construction"): a token bucket of
 * reads per address, and a ceiling on the live feeds one address and everyone together may hold
 * open. A court's writes carry a code and are never counted, and this laptop itself (loopback: its
 * own screens) is not limited unless {@link Settings#limitLoopback} says so, as a test does.
 */
final class ClientLimits {
    /**
     * @param readsPerSecond steady reads an address may make
     * @param burst reads it may make at once (a page's first load is about six)
     * @param feedsPerClient live feeds one address may hold (a phone with a few tabs)
     * @param feeds live feeds everyone together may hold; the server's threads are sized from it
     * @param limitLoopback count this laptop's own requests too
     */
    record Settings(double readsPerSecond, int burst, int feedsPerClient, int feeds, boolean limitLoopback) {
        static final Settings STANDARD = new Settings(10, 60, 6, 1_500, false);
    }

    private final Settings settings;
    private final LongSupplier nanos;
    private final Map<String, Bucket> buckets = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> feedsByClient = new ConcurrentHashMap<>();
    private final AtomicInteger feeds = new AtomicInteger();

    ClientLimits(Settings settings, LongSupplier nanos) {
        this.settings = settings;
        this.nanos = nanos;
    }

    Settings settings() {
        return settings;
    }

    /** Before every request: a read over the client's share is answered 429 with a sentence. */
    void check(Context ctx) {
        if (!counted(ctx) || !"GET".equals(ctx.method().name())) {
            return;
        }
        if (buckets.size() > 20_000) {
            buckets.clear(); // a flood of addresses: start every bucket full again rather than grow without end
        }
        Bucket bucket = buckets.computeIfAbsent(ctx.ip(), ip -> new Bucket(settings.burst(), nanos.getAsLong()));
        if (!bucket.take(settings, nanos.getAsLong())) {
            ctx.header("Retry-After", "2");
            throw new ApiError(429, "This device is asking the hall laptop too often; wait a few seconds and the page"
                    + " carries on by itself.");
        }
    }

    /** Runs a live feed if the client and the hall have room for one; else 503, and the page tries again later. */
    void follow(Context ctx, FeedBody body) throws Exception {
        boolean counted = counted(ctx);
        AtomicInteger mine = feedsByClient.computeIfAbsent(ctx.ip(), ip -> new AtomicInteger());
        if (feeds.incrementAndGet() > settings.feeds() || (counted && mine.incrementAndGet() > settings.feedsPerClient())) {
            feeds.decrementAndGet();
            if (counted) {
                mine.decrementAndGet();
            }
            ctx.header("Retry-After", "10");
            throw new ApiError(503, "The hall laptop follows as many live pages as it can; this page tries again"
                    + " in a few seconds.");
        }
        try {
            body.run();
        } finally {
            feeds.decrementAndGet();
            if (counted) {
                mine.decrementAndGet();
            }
        }
    }

    /** A feed's handler. */
    interface FeedBody {
        void run() throws Exception;
    }

    private boolean counted(Context ctx) {
        if (ctx.header("Authorization") != null) {
            return false;
        }
        return settings.limitLoopback() || !loopback(ctx.ip());
    }

    private static boolean loopback(String ip) {
        return ip.startsWith("127.") || "::1".equals(ip) || "0:0:0:0:0:0:0:1".equals(ip);
    }

    private static final class Bucket {
        private double tokens;
        private long at;

        Bucket(double tokens, long at) {
            this.tokens = tokens;
            this.at = at;
        }

        synchronized boolean take(Settings s, long now) {
            tokens = Math.min(s.burst(), tokens + (now - at) / 1e9 * s.readsPerSecond());
            at = now;
            if (tokens < 1) {
                return false;
            }
            tokens -= 1;
            return true;
        }
    }
}
