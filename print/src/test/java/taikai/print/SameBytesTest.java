package taikai.print;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import taikai.print.workbook.ResultsWorkbook;
import taikai.words.Language;

/** Issue item 4: the same state gives the same bytes, so a printout can be pinned and compared. */
class SameBytesTest {

    @Test
    void theSameStatePrintsTheSamePdfBytes() throws Exception {
        Printing printing = new Printing(Samples.source());
        Printing.Request request = new Printing.Request(What.RESULTS, Optional.of("individual-open"), Paper.A4, false);
        byte[] first = printing.print(request).pdf();
        byte[] second = new Printing(Source.read(Samples.source().root())).print(request).pdf();
        assertArrayEquals(first, second);
        String head = new String(first, 0, Math.min(first.length, 4096), java.nio.charset.StandardCharsets.ISO_8859_1);
        try (var doc = org.apache.pdfbox.Loader.loadPDF(first)) {
            var created = doc.getDocumentInformation().getCreationDate();
            assertTrue(created.get(java.util.Calendar.YEAR) == 2026 && created.get(java.util.Calendar.MONTH) == java.util.Calendar.MAY
                    && created.get(java.util.Calendar.DAY_OF_MONTH) == 16, "the document's date is the tournament's: " + created.getTime());
        }
        assertTrue(head.startsWith("%PDF-"), "a PDF");
    }

    @Test
    void theSameStatePrintsTheSamePdfBytesInJapanese() throws Exception {
        Printing.Request request = new Printing.Request(What.BOOKLET, Optional.empty(), Paper.A4, false, Optional.empty(), Language.JAPANESE);
        byte[] first = new Printing(Samples.source()).print(request).pdf();
        byte[] second = new Printing(Source.read(Samples.source().root())).print(request).pdf();
        assertArrayEquals(first, second, "the booklet in Japanese");
    }

    @Test
    void theSameStateWritesTheSameWorkbookBytesInJapanese() {
        byte[] first = ResultsWorkbook.of(Samples.source(), Optional.empty(), Language.JAPANESE);
        byte[] second = ResultsWorkbook.of(Source.read(Samples.source().root()), Optional.empty(), Language.JAPANESE);
        assertArrayEquals(first, second);
    }

    @Test
    void theSameStateWritesTheSameWorkbookBytes() {
        byte[] first = ResultsWorkbook.of(Samples.source(), Optional.empty());
        byte[] second = ResultsWorkbook.of(Source.read(Samples.source().root()), Optional.empty());
        assertArrayEquals(first, second);
    }
}
