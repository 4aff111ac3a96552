package taikai.web.publish;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.web.site.SiteAssets;
import taikai.web.view.PublicViewTest;

/** {@code publish}: every page, asset and data file, marked not live; a second run over the same state touches nothing. */
class StaticSiteTest {
    @Test
    void writesTheSiteAndRewritesOnlyWhatChanged(@TempDir Path dest) throws Exception {
        StaticSite.Written first = StaticSite.publish(PublicViewTest.sample(), dest);
        assertEquals(first.files(), first.changed());
        for (String page : SiteAssets.PAGES) {
            assertTrue(Files.isRegularFile(dest.resolve(page)), page);
        }
        for (String asset : SiteAssets.ASSETS) {
            assertTrue(Files.isRegularFile(dest.resolve("assets").resolve(asset)), asset);
        }
        assertArrayEquals(taikai.web.site.SiteWords.all(), Files.readAllBytes(dest.resolve("words.json")),
                "the sentences lie beside the pages, as the hall serves them");
        String site = Files.readString(dest.resolve("data/site.json"));
        assertTrue(site.contains("\"live\":false"), "a published copy polls instead of following the hall's feed");
        assertTrue(Files.isRegularFile(dest.resolve("data/c/individual-open.json")));

        Files.writeString(dest.resolve("data/c/gone.json"), "{}");
        StaticSite.Written again = StaticSite.publish(PublicViewTest.sample(), dest);
        assertEquals(1, again.changed(), "only the file of a competition no longer in the folder goes");
        assertFalse(Files.exists(dest.resolve("data/c/gone.json")));
        try (var list = Files.list(dest.resolve("data"))) {
            assertTrue(list.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary file is left");
        }
    }
}
