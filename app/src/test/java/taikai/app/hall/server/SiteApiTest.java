package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.model.match.MatchResult;

/** The public site over HTTP: its headers, gzip and 304s, a file rebuilt after a change, nothing secret, each client's limits. */
class SiteApiTest {
    @Test
    void pagesComeGzippedWithTheSecurityHeadersAndA304ForAPageAlreadyHeld(@TempDir Path temp) throws Exception {
        try (HallFixture hall = new HallFixture(temp).start()) {
            HttpResponse<byte[]> page = bytes(hall, "/", "gzip", null);
            assertEquals(200, page.statusCode());
            assertEquals("gzip", page.headers().firstValue("Content-Encoding").orElse(""));
            assertTrue(page.headers().firstValue("Content-Type").orElse("").startsWith("text/html"));
            assertEquals("nosniff", page.headers().firstValue("X-Content-Type-Options").orElse(""));
            assertTrue(page.headers().firstValue("Content-Security-Policy").orElse("").contains("default-src 'self'"));
            assertEquals("no-referrer", page.headers().firstValue("Referrer-Policy").orElse(""));
            String html = gunzip(page.body());
            assertTrue(html.contains("assets/app.js") && !html.contains("http"), "every asset is the hall laptop's own");

            String tag = page.headers().firstValue("ETag").orElseThrow();
            assertEquals(304, bytes(hall, "/", "gzip", tag).statusCode());
            assertEquals(200, bytes(hall, "/display?court=A", null, null).statusCode());
            assertEquals(404, hall.get("/assets/secret.txt").statusCode());
            assertEquals(404, hall.get("/data/c/nobody.json").statusCode());
            assertEquals(404, hall.get("/data/c/..%2Fcodes.json").statusCode());
        }
    }

    @Test
    void theSentencesOfSixLanguagesComeInOneFileAndOneLanguageWithEnglishOnAsking(@TempDir Path temp)
            throws Exception {
        try (HallFixture hall = new HallFixture(temp).start()) {
            HttpResponse<String> all = hall.get("/words.json");
            assertEquals(200, all.statusCode());
            assertTrue(all.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
            var words = new com.fasterxml.jackson.databind.ObjectMapper().readTree(all.body()).path("words");
            assertEquals(List.of("en", "ja", "fr", "de", "nl", "es"), names(words));
            assertEquals("Aire {0}", words.path("fr").path("court.title").asText());

            var japanese = new com.fasterxml.jackson.databind.ObjectMapper().readTree(hall.get("/words.json?lang=ja").body());
            assertEquals(List.of("en", "ja"), names(japanese.path("words")), "Japanese with English, its fallback");
            assertEquals("面", japanese.path("terms").path("ja").path("men").asText());
            assertEquals(all.body(), hall.get("/words.json?lang=xx").body(), "a language the site does not speak gets them all");
        }
    }

    private static List<String> names(com.fasterxml.jackson.databind.JsonNode node) {
        List<String> names = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    @Test
    void aFirstLoadIsFarUnder150KbCompressed(@TempDir Path temp) throws Exception {
        try (HallFixture hall = new HallFixture(temp, 200).start()) {
            long total = 0;
            for (String path : List.of("/", "/assets/site.css", "/assets/live.js", "/assets/app.js", "/assets/icon.svg",
                    "/words.json", "/data/site.json")) {
                HttpResponse<byte[]> r = bytes(hall, path, "gzip", null);
                assertEquals(200, r.statusCode(), path);
                total += r.body().length;
            }
            System.out.printf("First load of the Now page, 200 entrants: %,d bytes gzipped%n", total);
            assertTrue(total < 150 * 1024, total + " bytes");
        }
    }

    @Test
    void aChangeMakesANewFileAndNoCodeIsEverInOne(@TempDir Path temp) throws Exception {
        try (HallFixture hall = new HallFixture(temp).start()) {
            HttpResponse<String> before = hall.get("/data/site.json");
            assertTrue(before.body().contains("\"sequence\":0"), before.body());
            MatchResult m = hall.matchesOn("A").get(0);
            String body = Entries.body(UUID.randomUUID().toString(), System.currentTimeMillis(), "s", 0, Entries.score(1));
            assertEquals(200, hall.post(Entries.path(m.id()), hall.courtCodes.get("A"), body).statusCode());
            HttpResponse<String> after = hall.get("/data/site.json");
            assertTrue(after.body().contains("\"sequence\":1"), after.body());
            assertNotEquals(before.headers().firstValue("ETag"), after.headers().firstValue("ETag"));
            for (String path : List.of("/data/site.json", "/data/competitors.json", "/data/c/open.json")) {
                String text = hall.get(path).body();
                for (String code : hall.courtCodes.values()) {
                    assertFalse(text.contains(code) || text.contains(hall.organiserCode), path + " holds a code");
                }
                assertFalse(text.contains("groupStamps") || text.contains("decisionBy"), path + " holds history details");
            }
        }
    }

    @Test
    void oneClientGetsItsShareAndACourtsWriteIsNeverCounted(@TempDir Path temp) throws Exception {
        try (HallFixture hall = new HallFixture(temp)) {
            hall.road = WriteRoad.standard(hall.store, new ChangeFeed());
            hall.server = HallServer.start(hall.road, hall.codes, HallServer.LOOPBACK, 0, FeedRoute.KEEP_ALIVE_MILLIS,
                    ActionTypes.standard(), new ClientLimits.Settings(0.01, 3, 1, 10, true));
            HallFixture limited = hall;
            int port = hall.server.port();
            java.net.URI base = java.net.URI.create("http://127.0.0.1:" + port);
            for (int i = 0; i < 3; i++) {
                assertEquals(200, get(limited, base, "/data/site.json").statusCode());
            }
            HttpResponse<String> over = get(limited, base, "/data/site.json");
            assertEquals(429, over.statusCode());
            assertTrue(over.body().contains("too often"), over.body());
            assertTrue(over.headers().firstValue("Retry-After").isPresent());

            MatchResult m = hall.matchesOn("A").get(0);
            String body = Entries.body(UUID.randomUUID().toString(), System.currentTimeMillis(), "s", 0, Entries.score(1));
            HttpResponse<String> write = hall.http.send(HttpRequest.newBuilder(base.resolve(Entries.path(m.id())))
                    .header("Authorization", "Bearer " + hall.courtCodes.get("A")).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, write.statusCode(), "a court's write is not a read of the crowd: " + write.body());
        }
    }

    @Test
    void oneClientHoldsOneLiveFeedWhenLimitedToOne(@TempDir Path temp) throws Exception {
        try (HallFixture hall = new HallFixture(temp)) {
            hall.road = WriteRoad.standard(hall.store, new ChangeFeed());
            hall.server = HallServer.start(hall.road, hall.codes, HallServer.LOOPBACK, 0, FeedRoute.KEEP_ALIVE_MILLIS,
                    ActionTypes.standard(), new ClientLimits.Settings(100, 100, 1, 10, true));
            java.net.URI base = java.net.URI.create("http://127.0.0.1:" + hall.server.port());
            HttpResponse<InputStream> first = hall.http.send(HttpRequest.newBuilder(base.resolve("/api/feed?after=0")).build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, first.statusCode());
            HttpResponse<String> second = get(hall, base, "/api/feed?after=0");
            assertEquals(503, second.statusCode());
            assertTrue(second.body().contains("tries again"), second.body());
            first.body().close();
        }
    }

    private static HttpResponse<String> get(HallFixture hall, java.net.URI base, String path) throws Exception {
        return hall.http.send(HttpRequest.newBuilder(base.resolve(path)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static HttpResponse<byte[]> bytes(HallFixture hall, String path, String encoding, String etag) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(hall.base().resolve(path));
        if (encoding != null) {
            r.header("Accept-Encoding", encoding);
        }
        if (etag != null) {
            r.header("If-None-Match", etag);
        }
        return hall.http.send(r.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private static String gunzip(byte[] bytes) throws Exception {
        try (InputStream in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(bytes))) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
