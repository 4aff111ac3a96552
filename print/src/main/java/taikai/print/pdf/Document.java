package taikai.print.pdf;

import java.io.ByteArrayOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDDocumentOutline;
import org.apache.pdfbox.pdmodel.interactive.documentnavigation.outline.PDOutlineItem;
import taikai.print.Paper;
import taikai.words.Language;
import taikai.words.Words;

/**
 * One PDF being made: its pages, the bundled font embedded as a subset, the bookmarks, and the
 * sentences to tell the person (a competition not drawn yet, a logo that could not be read).
 *
 * <p>Deterministic (issue item 4): the document's dates come from the tournament's date, its
 * trailer ID from a digest of what was asked for, and nothing else varies, so the same state gives
 * the same bytes.
 */
public final class Document implements Closeable {
    private final PDDocument pdf;
    private final PDType0Font font;
    private final Paper paper;
    private final Words words;
    // What is known of each character, looked up once: the font's own lookups are slow, and a
    // booklet asks about the same few hundred characters a few million times. Characters of the
    // Basic Multilingual Plane sit in arrays indexed by the char (no boxing), the rest in maps.
    private final byte[] glyphs = new byte[Character.MAX_VALUE + 1];
    private final float[] advances = new float[Character.MAX_VALUE + 1];
    private final String[] codes = new String[Character.MAX_VALUE + 1];
    private final Map<Integer, Boolean> farGlyphs = new HashMap<>();
    private final Map<Integer, Float> farAdvances = new HashMap<>();
    private final Map<Integer, String> farCodes = new HashMap<>();
    private final Map<String, java.util.Optional<org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject>> pictures = new HashMap<>();
    private final List<Mark> marks = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final List<PDPage> unnumbered = new ArrayList<>();
    private Page current;

    private record Mark(String title, PDPage page, int level) {
    }

    public Document(Paper paper) {
        this(paper, Words.of(taikai.print.words.Labels.BUNDLE, Language.ENGLISH));
    }

    /** A document whose footers are written in the language of {@code words}. */
    public Document(Paper paper, Words words) {
        this.paper = paper;
        this.words = words;
        java.util.Arrays.fill(advances, Float.NaN);
        this.pdf = new PDDocument();
        try {
            this.font = PDType0Font.load(pdf, new RandomAccessReadBuffer(Fonts.gothic()), true, false);
        } catch (IOException e) {
            throw new UncheckedIOException("The printing font could not be read", e);
        }
    }

    public Paper paper() {
        return paper;
    }

    PDType0Font font() {
        return font;
    }

    PDDocument pdf() {
        return pdf;
    }

    /** A new page at the end, upright or on its side; the page before it is finished. */
    public Page page(boolean landscape) {
        return page(landscape ? paper.landscape() : paper.portrait());
    }

    /** A new page of a given size (an A3 poster inside an A4 job, a certificate). */
    public Page page(PDRectangle size) {
        finishPage();
        PDPage page = new PDPage(size);
        pdf.addPage(page);
        current = new Page(this, page, open(page, false));
        return current;
    }

    /** Draws on a page made earlier (a table of contents filled in once the sections are known). */
    public Page reopen(int index) {
        finishPage();
        PDPage page = pdf.getPage(index);
        current = new Page(this, page, open(page, true));
        return current;
    }

    public void removePage(int index) {
        finishPage();
        pdf.removePage(index);
    }

    /** The page after which nothing else is printed in the footer (a certificate carries none). */
    public void withoutFooter(Page page) {
        unnumbered.add(page.pdPage());
    }

    /** An image from bytes (PNG or JPEG), embedded once per document under its name; empty when the bytes are no image. */
    public java.util.Optional<org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject> picture(byte[] bytes, String name) {
        return pictures.computeIfAbsent(name, key -> {
            try {
                return java.util.Optional.of(org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject.createFromByteArray(pdf, bytes, key));
            } catch (IOException | RuntimeException e) {
                return java.util.Optional.empty();
            }
        });
    }

    public int pageCount() {
        return pdf.getNumberOfPages();
    }

    /** A bookmark to the page most recently begun (the viewer's side panel). */
    public void bookmark(String title, int level) {
        if (current != null) {
            marks.add(new Mark(title, current.pdPage(), level));
        }
    }

    /** A sentence for the person who asked for the print, said once. */
    public void note(String sentence) {
        if (!notes.contains(sentence)) {
            notes.add(sentence);
        }
    }

    public List<String> notes() {
        return List.copyOf(notes);
    }

    private PDPageContentStream open(PDPage page, boolean append) {
        try {
            return append ? new PDPageContentStream(pdf, page, PDPageContentStream.AppendMode.APPEND, true, true)
                    : new PDPageContentStream(pdf, page);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void finishPage() {
        if (current != null) {
            current.close();
            current = null;
        }
    }

    /** The text with every character the font lacks, and every control character, as a plain stand-in. */
    String printable(String text) {
        if (text == null || text.isEmpty()) {
            return "";
        }
        int i = 0;
        while (i < text.length() && shownAsIs(text.charAt(i))) {
            i++;
        }
        if (i == text.length()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length()).append(text, 0, i);
        text.codePoints().skip(text.codePointCount(0, i)).forEach(cp -> {
            if (Character.isISOControl(cp)) {
                out.append(' ');
            } else if (hasGlyph(cp)) {
                out.appendCodePoint(cp);
            } else {
                out.append('?');
            }
        });
        return out.toString();
    }

    /** A character of the Basic Multilingual Plane that prints as it is. */
    private boolean shownAsIs(char c) {
        return !Character.isSurrogate(c) && !Character.isISOControl(c) && hasGlyph(c);
    }

    /** The width of printable text at one point, each character's advance looked up once (the font's own lookup is slow). */
    float width(String text) {
        float width = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length()) {
                int cp = text.codePointAt(i++);
                width += farAdvances.computeIfAbsent(cp, this::advance);
                continue;
            }
            float known = advances[c];
            if (Float.isNaN(known)) {
                known = advance(c);
                advances[c] = known;
            }
            width += known;
        }
        return width;
    }

    /** Printable text as the hex string a content stream shows, each character encoded (and added to the subset) once. */
    String encoded(String text) {
        StringBuilder hex = new StringBuilder(text.length() * 4 + 2).append('<');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length()) {
                hex.append(farCodes.computeIfAbsent(text.codePointAt(i++), this::code));
                continue;
            }
            String known = codes[c];
            if (known == null) {
                known = code(c);
                codes[c] = known;
            }
            hex.append(known);
        }
        return hex.append('>').toString();
    }

    private String code(int codePoint) {
        try {
            byte[] bytes = font.encode(new String(Character.toChars(codePoint)));
            font.addToSubset(codePoint);
            StringBuilder hex = new StringBuilder();
            for (byte b : bytes) {
                hex.append(Character.forDigit((b >> 4) & 0xf, 16)).append(Character.forDigit(b & 0xf, 16));
            }
            return hex.toString();
        } catch (IOException | IllegalArgumentException e) {
            return "";
        }
    }

    private float advance(int codePoint) {
        try {
            return font.getStringWidth(new String(Character.toChars(codePoint))) / 1000f;
        } catch (IOException | IllegalArgumentException e) {
            return 0.5f;
        }
    }

    private boolean hasGlyph(int codePoint) {
        if (codePoint > Character.MAX_VALUE) {
            return farGlyphs.computeIfAbsent(codePoint, this::lookUpGlyph);
        }
        byte known = glyphs[codePoint];
        if (known == 0) {
            known = lookUpGlyph(codePoint) ? (byte) 1 : (byte) 2;
            glyphs[codePoint] = known;
        }
        return known == 1;
    }

    private boolean lookUpGlyph(int codePoint) {
        try {
            // Encoding fails, or gives glyph 0 (.notdef, drawn as a box), for a character the font lacks.
            byte[] code = font.encode(new String(Character.toChars(codePoint)));
            for (byte b : code) {
                if (b != 0) {
                    return true;
                }
            }
            return false;
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * Finishes the document: a footer on every page (what it is, page n of m), the bookmarks, fixed
     * dates and a fixed ID, and returns its bytes.
     *
     * @param title the document's title, also printed in each footer
     * @param date the tournament's date as written (DD-MM-YYYY); empty or unreadable gives 1 January 2000
     * @param identity what the print was made of, digested into the trailer ID
     */
    public byte[] finish(String title, String date, String identity) {
        finishPage();
        int total = pdf.getNumberOfPages();
        // PDPage is equal by its dictionary: the tree hands out new wrappers of the same pages.
        java.util.Set<PDPage> bare = new java.util.HashSet<>(unnumbered);
        int i = -1;
        // The page tree walked once: getPage(i) lists every page again on each call.
        for (PDPage page : pdf.getPages()) {
            i++;
            if (bare.contains(page)) {
                continue;
            }
            try (Page footer = new Page(this, page, open(page, true))) {
                float width = page.getMediaBox().getWidth();
                footer.color(Page.GREY);
                footer.fit(title, 36, footer.height() - 18, width / 2, 7, Page.Align.LEFT);
                footer.fit(words.say("footer.page", i + 1, total), width - 36 - 120, footer.height() - 18, 120, 7, Page.Align.RIGHT);
            }
        }
        outline();
        PDDocumentInformation info = new PDDocumentInformation();
        info.setTitle(title);
        info.setCreator("Taikai");
        info.setProducer("Taikai");
        Calendar when = calendar(date);
        info.setCreationDate(when);
        info.setModificationDate(when);
        pdf.setDocumentInformation(info);
        byte[] digest = digest(title + "\n" + date + "\n" + identity);
        COSArray id = new COSArray();
        id.add(new COSString(digest));
        id.add(new COSString(digest));
        pdf.getDocument().getTrailer().setItem(COSName.ID, id);
        try (ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024)) {
            pdf.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("The PDF could not be written", e);
        }
    }

    private void outline() {
        if (marks.isEmpty()) {
            return;
        }
        PDDocumentOutline outline = new PDDocumentOutline();
        pdf.getDocumentCatalog().setDocumentOutline(outline);
        PDOutlineItem parent = null;
        for (Mark mark : marks) {
            PDOutlineItem item = new PDOutlineItem();
            item.setTitle(mark.title());
            item.setDestination(mark.page());
            if (mark.level() == 0 || parent == null) {
                outline.addLast(item);
                parent = item;
            } else {
                parent.addLast(item);
            }
        }
    }

    static Calendar calendar(String date) {
        Calendar when = Calendar.getInstance(TimeZone.getTimeZone("UTC"), java.util.Locale.ROOT);
        when.clear();
        when.set(2000, Calendar.JANUARY, 1, 0, 0, 0);
        if (date != null && date.matches("\\d{2}-\\d{2}-\\d{4}")) {
            int day = Integer.parseInt(date.substring(0, 2));
            int month = Integer.parseInt(date.substring(3, 5));
            int year = Integer.parseInt(date.substring(6));
            if (month >= 1 && month <= 12 && day >= 1 && day <= 31) {
                when.set(year, month - 1, day, 0, 0, 0);
            }
        }
        return when;
    }

    private static byte[] digest(String text) {
        try {
            byte[] full = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return java.util.Arrays.copyOf(full, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void close() {
        try {
            pdf.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
