package taikai.app.hall.server;

import io.javalin.Javalin;
import io.javalin.http.HttpResponseException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import taikai.app.clock.CourtClocks;
import taikai.app.hall.api.CompetitionRecords;
import taikai.app.hall.api.HallApi;
import taikai.app.road.WriteRoad;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.Grant;
import taikai.app.hall.api.ApiError;

/**
 * The hall laptop's HTTP server (ARCHITECTURE.md, "LAN"; the contract is {@link HallApi}, every
 * endpoint is in docs/api.md). It changes nothing itself: every change goes down the {@link WriteRoad}
 * and is answered in the road's words. Reads come straight from the data folder. Started from the
 * desktop's toggle or by {@code taikai serve}; bound to loopback unless asked for the hall network.
 */
public final class HallServer implements AutoCloseable {
    /** The port when none is given: free on an ordinary laptop, and easy to type. */
    public static final int DEFAULT_PORT = 7070;
    /** Only this laptop can connect: the default, so a server is never opened to a network by accident. */
    public static final String LOOPBACK = "127.0.0.1";
    /** Every network the laptop is on, the hall's included. */
    public static final String ALL_INTERFACES = "0.0.0.0";

    /** Threads no live feed may take (decision 0022): the courts' writes and everyone's reads run on them. */
    static final int RESERVED_THREADS = 200;

    private static final Logger LOG = LoggerFactory.getLogger(HallServer.class);

    private final Javalin app;
    private final FeedRoute feed;
    private final String host;

    private HallServer(Javalin app, FeedRoute feed, String host) {
        this.app = app;
        this.feed = feed;
        this.host = host;
    }

    /** Starts serving the road's tournament on {@code host}:{@code port} (0 = any free port). */
    public static HallServer start(WriteRoad road, CodeBook codes, String host, int port) {
        return start(road, codes, host, port, new CourtClocks());
    }

    /** As {@link #start(WriteRoad, CodeBook, String, int)}, keeping the courts' clocks on {@code clocks} (the desktop's). */
    public static HallServer start(WriteRoad road, CodeBook codes, String host, int port, CourtClocks clocks) {
        return start(road, codes, host, port, FeedRoute.KEEP_ALIVE_MILLIS, ActionTypes.standard(), clocks);
    }

    static HallServer start(WriteRoad road, CodeBook codes, String host, int port, long keepAliveMillis) {
        return start(road, codes, host, port, keepAliveMillis, ActionTypes.standard());
    }

    static HallServer start(WriteRoad road, CodeBook codes, String host, int port, long keepAliveMillis,
            ActionTypes actions) {
        return start(road, codes, host, port, keepAliveMillis, actions, ClientLimits.Settings.STANDARD, new CourtClocks());
    }

    static HallServer start(WriteRoad road, CodeBook codes, String host, int port, long keepAliveMillis,
            ActionTypes actions, ClientLimits.Settings limitSettings) {
        return start(road, codes, host, port, keepAliveMillis, actions, limitSettings, new CourtClocks());
    }

    static HallServer start(WriteRoad road, CodeBook codes, String host, int port, long keepAliveMillis,
            ActionTypes actions, CourtClocks clocks) {
        return start(road, codes, host, port, keepAliveMillis, actions, ClientLimits.Settings.STANDARD, clocks);
    }

    static HallServer start(WriteRoad road, CodeBook codes, String host, int port, long keepAliveMillis,
            ActionTypes actions, ClientLimits.Settings limitSettings, CourtClocks clocks) {
        Reads reads = new Reads(road.store());
        ClientLimits limits = new ClientLimits(limitSettings, System::nanoTime);
        AtomicReference<String> address = new AtomicReference<>("");
        Gate gate = new Gate(codes);
        FeedRoute feed = new FeedRoute(road.feed(), keepAliveMillis, clocks);
        EntryRoute entries = new EntryRoute(road, gate, reads);
        Javalin app = Javalin.create(config -> {
            config.showJavalinBanner = false;
            config.startupWatcherEnabled = false;
            config.http.maxRequestSize = JsonBody.MAX_BYTES;
            // Errors the web server answers itself get the same {"error": sentence} body as every other.
            config.jetty.modifyServer(server -> server.setErrorHandler(new JettyErrors()));
            config.jetty.modifyServletContextHandler(handler -> handler.setErrorHandler(new JettyErrors()));
            // A live feed holds a thread while it is open: room for every follower the limits let in,
            // plus a reserve the followers can never take, so the courts' writes always find a thread.
            config.jetty.threadPool = new QueuedThreadPool(limitSettings.feeds() + RESERVED_THREADS, 8, 60_000);
        });
        app.before(ctx -> {
            SecurityHeaders.set(ctx);
            limits.check(ctx);
        });
        StandbyRoute standby = new StandbyRoute(road, gate, codes);
        app.get(HallApi.TIME_PATH, ctx -> {
            var time = JsonBody.JSON.createObjectNode().put(HallApi.SERVER_TIME_FIELD, road.now());
            if (!standby.standby().isEmpty()) {
                time.put(HallApi.STANDBY_FIELD, standby.standby());
            }
            Replies.json(ctx, 200, time);
        });
        app.post(HallApi.ENTRIES_PATH, entries::handle);
        app.get(HallApi.FEED_PATH, ctx -> limits.follow(ctx, () -> feed.handle(ctx)));
        app.get(HallApi.ACCESS_PATH, ctx -> {
            Grant grant = gate.require(ctx);
            Replies.json(ctx, 200, JsonBody.JSON.createObjectNode().put("role", grant.isOrganiser() ? "organiser" : "court")
                    .put("court", grant.isOrganiser() ? "" : grant.court()));
        });
        app.get(HallApi.STANDBY_COPY_PATH, standby::handle);
        app.get(HallApi.RECORDS_PATH, ctx -> Replies.json(ctx, 200,
                CompetitionRecords.write(reads.competition(ctx.pathParam(HallApi.COMPETITION_PARAM)))));
        new ReadRoutes(reads, road::now).register(app);
        new ActionRoutes(road, gate, reads, actions).register(app);
        new SiteRoutes(reads, road.feed(), address::get, road::now).register(app);
        new ClockRoutes(clocks, gate, reads, road::now).register(app);
        errors(app);
        app.events(events -> events.serverStopping(feed::stop));
        app.start(host, port);
        HallServer server = new HallServer(app, feed, host);
        address.set(server.address().toString());
        return server;
    }

    private static void errors(Javalin app) {
        app.exception(ApiError.class, (e, ctx) -> Replies.error(ctx, e.status(), e.getMessage()));
        app.exception(HttpResponseException.class, (e, ctx) -> Replies.error(ctx, e.getStatus(), sentence(e)));
        app.exception(Exception.class, (e, ctx) -> {
            LOG.error("Unexpected failure on {} {}", ctx.method(), ctx.path(), e);
            Replies.error(ctx, 500, JettyErrors.sentence(500, ""));
        });
        app.error(404, ctx -> {
            if (ctx.result() == null || ctx.result().isEmpty()) {
                Replies.error(ctx, 404, "There is nothing at " + ctx.method() + " " + ctx.path() + "; docs/api.md lists"
                        + " every address of the hall server.");
            }
        });
    }

    private static String sentence(HttpResponseException e) {
        Map<Integer, String> known = Map.of(
                404, "There is no such address on the hall server; docs/api.md lists every address.",
                405, "This address does not take that method; docs/api.md says which it takes.",
                413, JsonBody.tooLarge().getMessage());
        return known.getOrDefault(e.getStatus(), JettyErrors.sentence(e.getStatus(), ""));
    }

    public int port() {
        return app.port();
    }

    /**
     * The address to type at the courts: the laptop's hall-network address when serving the hall
     * network, else the loopback address (only this laptop can use it).
     */
    public URI address() {
        List<URI> all = addresses();
        return all.get(0);
    }

    /** Every address this server can be reached at, the likeliest hall address first. */
    public List<URI> addresses() {
        List<URI> uris = new ArrayList<>();
        if (ALL_INTERFACES.equals(host) || "::".equals(host)) {
            LanAddresses.find().forEach(ip -> uris.add(URI.create("http://" + ip + ":" + port())));
            uris.add(URI.create("http://" + LOOPBACK + ":" + port()));
        } else {
            uris.add(URI.create("http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port()));
        }
        return uris;
    }

    /** Whether court tables on the hall network can connect (false: this laptop only). */
    public boolean onHallNetwork() {
        return !host.startsWith("127.") && !"localhost".equals(host) && !"::1".equals(host);
    }

    /** Ends every live feed, then stops taking requests. */
    public void stop() {
        feed.stop();
        app.stop();
    }

    @Override
    public void close() {
        stop();
    }
}
