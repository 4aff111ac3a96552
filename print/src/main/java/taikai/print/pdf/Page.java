package taikai.print.pdf;

import com.google.zxing.qrcode.encoder.ByteMatrix;
import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.apache.pdfbox.pdmodel.graphics.state.RenderingMode;

/**
 * Drawing on one page, measured in points from the top left corner (PDF counts from the bottom,
 * a layout reads better from the top). Every piece of text is fitted: it shrinks, then wraps onto
 * a second line, then is cut with an ellipsis, so it never runs out of its box (issue item 5).
 */
public final class Page implements AutoCloseable {
    public static final Color BLACK = Color.BLACK;
    public static final Color GREY = new Color(0x55, 0x55, 0x55);
    public static final Color LIGHT = new Color(0xdd, 0xdd, 0xdd);
    public static final Color AKA = new Color(0xc6, 0x28, 0x28);
    public static final Color AKA_SOFT = new Color(0xf8, 0xd7, 0xd7);
    public static final Color SHIRO_SOFT = new Color(0xf2, 0xf2, 0xf2);
    private static final float SMALLEST_SHARE = 0.6f;

    /** Where a line of text sits in its box. */
    public enum Align { LEFT, CENTER, RIGHT }

    private final Document document;
    private final PDPage page;
    private final PDPageContentStream out;
    private final float height;
    private boolean bold;

    Page(Document document, PDPage page, PDPageContentStream out) {
        this.document = document;
        this.page = page;
        this.out = out;
        this.height = page.getMediaBox().getHeight();
    }

    PDPage pdPage() {
        return page;
    }

    public float width() {
        return page.getMediaBox().getWidth();
    }

    public float height() {
        return height;
    }

    /** Heavier text from here on (the font has one weight, so the outline is stroked as well). */
    public Page bold(boolean value) {
        bold = value;
        return this;
    }

    public Page color(Color color) {
        try {
            out.setNonStrokingColor(color);
            out.setStrokingColor(color);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return this;
    }

    /** The width of {@code text} at {@code size} points. */
    public float measure(String text, float size) {
        return document.width(document.printable(text)) * size;
    }

    /** One line of text with its baseline at {@code baseline}, as written. */
    public void text(String text, float x, float baseline, float size) {
        String shown = document.printable(text);
        if (shown.isEmpty()) {
            return;
        }
        try {
            out.beginText();
            out.setFont(document.font(), size);
            if (bold) {
                out.setRenderingMode(RenderingMode.FILL_STROKE);
                out.setLineWidth(size * 0.04f);
            } else {
                out.setRenderingMode(RenderingMode.FILL);
            }
            out.newLineAtOffset(x, height - baseline);
            // The encoded glyphs go in as a hex string: PDFBox's own showText encodes every
            // character again each time and was most of the time a booklet took.
            out.appendRawCommands(document.encoded(shown) + " Tj\n");
            out.endText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * One line in a box {@code width} wide: shrunk down to 60% when too wide, cut with an ellipsis
     * past that. Returns the size used.
     */
    public float fit(String text, float x, float baseline, float width, float size, Align align) {
        String shown = document.printable(text);
        float used = size;
        float w = measure(shown, used);
        if (w > width) {
            used = Math.max(size * SMALLEST_SHARE, size * width / w);
            w = measure(shown, used);
        }
        if (w > width) {
            shown = cut(shown, width, used);
            w = measure(shown, used);
        }
        float left = switch (align) {
            case LEFT -> x;
            case CENTER -> x + (width - w) / 2;
            case RIGHT -> x + width - w;
        };
        text(shown, left, baseline, used);
        return used;
    }

    /**
     * Text in a box: one line when it fits (shrinking as {@link #fit} does), else wrapped onto two
     * lines of a smaller size, the second cut with an ellipsis if even that is not enough.
     */
    public void box(String text, float x, float top, float width, float boxHeight, float size, Align align) {
        String shown = document.printable(text);
        float one = Math.min(size, boxHeight * 0.8f);
        if (measure(shown, one * SMALLEST_SHARE) <= width || !shown.contains(" ") && shown.codePointCount(0, shown.length()) < 4) {
            float used = Math.min(one, Math.max(one * SMALLEST_SHARE, one * width / Math.max(1f, measure(shown, one))));
            fit(shown, x, top + (boxHeight + used * 0.7f) / 2, width, used, align);
            return;
        }
        float two = Math.min(one * 0.85f, boxHeight * 0.42f);
        List<String> lines = wrap(shown, width, two);
        String first = lines.get(0);
        String rest = lines.size() > 1 ? String.join(" ", lines.subList(1, lines.size())) : "";
        float lineGap = two * 1.1f;
        float firstBaseline = top + (boxHeight - lineGap) / 2 + two * 0.75f;
        fit(first, x, firstBaseline, width, two, align);
        if (!rest.isEmpty()) {
            fit(rest, x, firstBaseline + lineGap, width, two, align);
        }
    }

    private List<String> wrap(String text, float width, float size) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String tried = line.length() == 0 ? word : line + " " + word;
            if (measure(tried, size) <= width || line.length() == 0) {
                line.setLength(0);
                line.append(tried);
            } else {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
            }
        }
        lines.add(line.toString());
        return lines;
    }

    private String cut(String text, float width, float size) {
        int[] cps = text.codePoints().toArray();
        for (int n = cps.length - 1; n > 0; n--) {
            String tried = new String(cps, 0, n).strip() + "\u2026";
            if (measure(tried, size) <= width) {
                return tried;
            }
        }
        return "\u2026";
    }

    public void line(float x1, float y1, float x2, float y2, float lineWidth) {
        try {
            out.setLineWidth(lineWidth);
            out.moveTo(x1, height - y1);
            out.lineTo(x2, height - y2);
            out.stroke();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A dashed line, such as where to cut. */
    public void dashed(float x1, float y1, float x2, float y2) {
        try {
            out.setLineDashPattern(new float[] {3, 3}, 0);
            line(x1, y1, x2, y2, 0.5f);
            out.setLineDashPattern(new float[] {}, 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void rect(float x, float top, float w, float h, float lineWidth) {
        try {
            out.setLineWidth(lineWidth);
            out.addRect(x, height - top - h, w, h);
            out.stroke();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public void fill(float x, float top, float w, float h, Color color) {
        try {
            out.setNonStrokingColor(color);
            out.addRect(x, height - top - h, w, h);
            out.fill();
            out.setNonStrokingColor(BLACK);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A QR code of {@code text}, {@code size} points square, its top left corner at (x, top). */
    public void qr(String text, float x, float top, float size) {
        ByteMatrix modules = Qr.of(text);
        int n = modules.getWidth();
        float cell = size / n;
        // One run of dark modules a rectangle, in module units under one transform: integers are
        // short to write, where PDFBox's addRect formats four floats per module (most of a tag's time).
        StringBuilder raw = new StringBuilder(n * n * 4);
        raw.append("q 0 g ").append(cell).append(" 0 0 ").append(-cell).append(' ').append(x).append(' ').append(height - top).append(" cm\n");
        for (int row = 0; row < n; row++) {
            int col = 0;
            while (col < n) {
                if (modules.get(col, row) != 1) {
                    col++;
                    continue;
                }
                int start = col;
                while (col < n && modules.get(col, row) == 1) {
                    col++;
                }
                raw.append(start).append(' ').append(row).append(' ').append(col - start).append(" 1 re\n");
            }
        }
        raw.append("f Q\n");
        try {
            out.appendRawCommands(raw.toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** An image scaled to fit inside the box, centred, keeping its proportions. */
    public void image(PDImageXObject image, float x, float top, float w, float h) {
        float scale = Math.min(w / image.getWidth(), h / image.getHeight());
        float iw = image.getWidth() * scale;
        float ih = image.getHeight() * scale;
        try {
            out.drawImage(image, x + (w - iw) / 2, height - top - (h + ih) / 2, iw, ih);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() {
        try {
            out.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
