package taikai.app.hall.server;

import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.zip.GZIPOutputStream;
import taikai.app.road.ChangeFeed;
import taikai.model.competition.CompetitionState;
import taikai.model.schedule.Live;
import taikai.words.Language;
import taikai.web.site.QrSvg;
import taikai.web.site.SiteAssets;
import taikai.web.site.SiteWords;
import taikai.web.view.SiteData;
import taikai.app.hall.api.ApiError;

/**
 * The public site at {@code /} (decision 0022): the pages and assets of the web module, and the
 * public data files built from the data folder by its view. A data file is built once per change
 * (the feed's last sequence is its key) however many phones ask for it, one build at a time, and
 * handed out gzipped with an ETag, so a crowd reloading after every point costs the hall laptop one
 * read of the folder per change and a 304 for every page that already has it.
 */
final class SiteRoutes {
    private final Reads reads;
    private final ChangeFeed feed;
    private final Supplier<String> address;
    /** The hall's clock: the site's expected starts are made at its moment. */
    private final LongSupplier now;
    private final Map<String, Served> assets = new HashMap<>();
    private final Map<String, Served> data = new ConcurrentHashMap<>();
    private final Object building = new Object();

    /** One file ready to send: as is, gzipped, and its tag. */
    record Served(long sequence, long minute, String type, byte[] plain, byte[] gzip, String etag) {
        static Served of(long sequence, String type, byte[] plain) {
            return new Served(sequence, 0, type, plain, compress(plain), "\"" + hash(plain) + "\"");
        }

        /** The same file, kept for the minute {@code value} of the hall's clock. */
        Served at(long value) {
            return new Served(sequence, value, type, plain, gzip, etag);
        }
    }

    SiteRoutes(Reads reads, ChangeFeed feed, Supplier<String> address, LongSupplier now) {
        this.now = now;
        this.reads = reads;
        this.feed = feed;
        this.address = address;
        for (String page : SiteAssets.PAGES) {
            assets.put(page, Served.of(0, SiteAssets.type(page), SiteAssets.read(page).orElseThrow()));
        }
        for (String asset : SiteAssets.ASSETS) {
            assets.put(asset, Served.of(0, SiteAssets.type(asset), SiteAssets.read(asset).orElseThrow()));
        }
    }

    void register(Javalin app) {
        app.get("/", ctx -> send(ctx, assets.get("index.html")));
        app.get("/index.html", ctx -> send(ctx, assets.get("index.html")));
        app.get("/display", ctx -> send(ctx, assets.get("display.html")));
        app.get("/display.html", ctx -> send(ctx, assets.get("display.html")));
        app.get("/assets/{name}", ctx -> {
            Served s = assets.get(ctx.pathParam("name"));
            if (s == null || SiteAssets.PAGES.contains(ctx.pathParam("name"))) {
                throw ApiError.notFound("There is no file " + ctx.path() + " on the hall server.");
            }
            send(ctx, s);
        });
        // The sentences of every language in one file (decision 0042); ?lang=ja holds one with English beside it.
        app.get("/" + SiteWords.PATH, ctx -> send(ctx, words(ctx.queryParam("lang"))));
        app.get("/" + SiteData.SITE, ctx -> send(ctx, data(SiteData.SITE)));
        app.get("/" + SiteData.COMPETITORS, ctx -> send(ctx, data(SiteData.COMPETITORS)));
        app.get("/data/c/{file}", ctx -> send(ctx, data("data/c/" + ctx.pathParam("file"))));
        app.get("/data/qr.svg", ctx -> send(ctx, data.computeIfAbsent("qr:" + address.get(),
                key -> Served.of(0, "image/svg+xml", QrSvg.of(address.get() + "/").getBytes(StandardCharsets.UTF_8)))));
    }

    private Served words(String tag) {
        Optional<Language> one = Language.of(tag);
        String key = "words:" + one.map(Language::tag).orElse("");
        return data.computeIfAbsent(key, k -> Served.of(0, SiteAssets.type(SiteWords.PATH),
                one.map(SiteWords::of).orElseGet(SiteWords::all)));
    }

    private Served data(String path) {
        long sequence = feed.lastSequence();
        // The site file's expected starts move with the clock as well as with the changes: it is
        // kept for a minute at most (the other files, for as long as nothing changes).
        long minute = SiteData.SITE.equals(path) ? now.getAsLong() / 60_000 : 0;
        Served s = data.get(path);
        if (s != null && s.sequence() == sequence && s.minute() == minute) {
            return s;
        }
        synchronized (building) {
            s = data.get(path);
            if (s != null && s.sequence() == sequence && s.minute() == minute) {
                return s;
            }
            // The sequence is read before the folder, so a change committed meanwhile is newer than
            // this file says and its note makes the page ask again: at worst one read too many.
            Optional<byte[]> bytes = SiteData.build(path, reads::all, this::competition, sequence, true,
                    new Live(now.getAsLong(), ZoneId.systemDefault()));
            if (bytes.isEmpty()) {
                throw ApiError.notFound("There is no file /" + path + " on the hall server.");
            }
            s = Served.of(sequence, SiteAssets.type(path), bytes.get()).at(minute);
            data.put(path, s);
            return s;
        }
    }

    private Optional<CompetitionState> competition(String id) {
        return reads.loaded(id).state();
    }

    private static void send(Context ctx, Served s) {
        ctx.header("ETag", s.etag());
        ctx.header("Cache-Control", "no-cache");
        ctx.header("Vary", "Accept-Encoding");
        if (s.etag().equals(ctx.header("If-None-Match"))) {
            ctx.status(304);
            return;
        }
        ctx.contentType(s.type());
        String accepts = ctx.header("Accept-Encoding");
        if (accepts != null && accepts.contains("gzip")) {
            ctx.header("Content-Encoding", "gzip");
            ctx.result(s.gzip());
        } else {
            ctx.result(s.plain());
        }
    }

    private static byte[] compress(byte[] plain) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(plain.length / 4 + 64);
        try (GZIPOutputStream z = new GZIPOutputStream(out)) {
            z.write(plain);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static String hash(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
