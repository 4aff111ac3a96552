package taikai.web.site;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The site's own files: plain HTML, one stylesheet and two small scripts, kept as resources of this
 * module and served as they are (decision 0022: no Node build, nothing fetched from outside the hall,
 * no web font). The pages read the public JSON under {@code data/} with relative addresses, so the
 * same files work from the hall server and from any static host {@code taikai publish} writes to.
 */
public final class SiteAssets {
    /** The pages, at the site's root. */
    public static final List<String> PAGES = List.of("index.html", "display.html");
    /** Everything the pages load, under {@code assets/}. */
    public static final List<String> ASSETS = List.of("site.css", "live.js", "app.js", "display.js", "icon.svg");

    private static final String BASE = "/taikai/web/site/";
    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "svg", "image/svg+xml",
            "json", "application/json; charset=utf-8");

    private SiteAssets() {
    }

    /** A page or an asset by its bare name; empty for any other name (so no path ever reaches the class path). */
    public static Optional<byte[]> read(String name) {
        if (!PAGES.contains(name) && !ASSETS.contains(name)) {
            return Optional.empty();
        }
        try (InputStream in = SiteAssets.class.getResourceAsStream(BASE + name)) {
            if (in == null) {
                throw new IllegalStateException("The site file " + name + " is missing from the build.");
            }
            return Optional.of(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The Content-Type of a file by its extension. */
    public static String type(String name) {
        int dot = name.lastIndexOf('.');
        return TYPES.getOrDefault(dot < 0 ? "" : name.substring(dot + 1), "application/octet-stream");
    }
}
