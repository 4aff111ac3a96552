package taikai.print;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.ImageType;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;

/** A copy of sample-tournament/ in a temporary folder, each kind printed from it once, and ways to read a PDF back. */
final class Samples {
    static final Path SAMPLE = Path.of("..", "sample-tournament");
    private static final Map<What, Printed> PRINTED = new EnumMap<>(What.class);
    private static Source source;

    private Samples() {
    }

    static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path path : walk.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target);
                }
            }
        }
    }

    /** The sample as read from a copy made once for the whole run. */
    static synchronized Source source() {
        if (source == null) {
            try {
                Path copy = Files.createTempDirectory("taikai-print-sample");
                copy(SAMPLE, copy.resolve("lindewaard"));
                source = Source.read(copy.resolve("lindewaard"));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return source;
    }

    /** Each kind printed once from the sample on A4, filled. */
    static synchronized Printed printed(What what) {
        return PRINTED.computeIfAbsent(what, w -> {
            try {
                return new Printing(source()).print(Printing.Request.of(w));
            } catch (Printing.Refused e) {
                throw new AssertionError(e.getMessage(), e);
            }
        });
    }

    /** The text of each page, first page first. */
    static List<String> pages(byte[] pdf) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFTextStripper stripper = new PDFTextStripper();
            List<String> pages = new ArrayList<>();
            for (int i = 1; i <= doc.getNumberOfPages(); i++) {
                stripper.setStartPage(i);
                stripper.setEndPage(i);
                pages.add(stripper.getText(doc));
            }
            return pages;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static BufferedImage render(byte[] pdf, int pageIndex, float dpi, ImageType type) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return new PDFRenderer(doc).renderImageWithDPI(pageIndex, dpi, type);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
