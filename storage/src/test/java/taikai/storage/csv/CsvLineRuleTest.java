package taikai.storage.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** file-formats "CSV, all files": a field is quoted only when it holds a comma, a quote, CR or LF, or starts with white space. */
class CsvLineRuleTest {
    private static String row(String... fields) {
        return CsvLine.of(List.of(fields));
    }

    @Test
    void plainFieldsAreNotQuotedEvenWithInnerSpacesOrHashes() {
        assertEquals("Pool A,#1,M|Ht,\u25cb,,trailing \n", row("Pool A", "#1", "M|Ht", "\u25cb", "", "trailing "));
    }

    @Test
    void commasQuotesAndLineBreaksAreQuotedWithQuotesDoubled() {
        assertEquals("\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"cr\rhere\"\n", row("a,b", "say \"hi\"", "two\nlines", "cr\rhere"));
    }

    @Test
    void aFieldStartingWithWhiteSpaceIsQuoted() {
        assertEquals("\" lead\",\"\ttab\",\"\u00a0nbsp\",\"\u3000ideographic\"\n",
                row(" lead", "\ttab", "\u00a0nbsp", "\u3000ideographic"));
    }
}
