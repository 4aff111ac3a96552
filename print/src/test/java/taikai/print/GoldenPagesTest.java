package taikai.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.apache.pdfbox.rendering.ImageType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A golden first page of each kind, rendered small and grey, compared within a tolerance, so a
 * layout change is seen. Run with {@code -Dgolden.write=true} to take a changed layout as the new
 * golden (then look at the pictures before committing them).
 */
class GoldenPagesTest {
    private static final float DPI = 24;
    /** Mean difference per pixel, of 255, that still counts as the same page (anti-aliasing differs a little). */
    private static final double TOLERANCE = 2.5;

    @ParameterizedTest
    @EnumSource(value = What.class, names = {"POOLS", "BRACKETS", "SHEETS", "TEAMS", "TAGS", "SCHEDULE", "RESULTS"})
    void theFirstPageLooksAsItDid(What what) throws IOException {
        BufferedImage page = Samples.render(Samples.printed(what).pdf(), 0, DPI, ImageType.GRAY);
        String name = "golden/" + what.word() + ".png";
        if (Boolean.getBoolean("golden.write")) {
            Path file = Path.of("src/test/resources", name);
            Files.createDirectories(file.getParent());
            ImageIO.write(page, "png", file.toFile());
        }
        BufferedImage golden;
        try (InputStream in = GoldenPagesTest.class.getResourceAsStream("/" + name)) {
            assertTrue(in != null, name + " is missing: run with -Dgolden.write=true once");
            golden = ImageIO.read(in);
        }
        assertEquals(golden.getWidth(), page.getWidth(), "width");
        assertEquals(golden.getHeight(), page.getHeight(), "height");
        double total = 0;
        for (int y = 0; y < page.getHeight(); y++) {
            for (int x = 0; x < page.getWidth(); x++) {
                total += Math.abs((page.getRGB(x, y) & 0xff) - (golden.getRGB(x, y) & 0xff));
            }
        }
        double mean = total / (page.getWidth() * page.getHeight());
        assertTrue(mean <= TOLERANCE, what.word() + " differs from its golden page by " + mean + " per pixel");
    }
}
