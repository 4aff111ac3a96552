package taikai.storage.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class CsvLineTest {

    @Test
    void aFieldIsQuotedOnlyForACommaQuoteLineBreakOrLeadingBlank() {
        assertEquals("plain,two words,trail ,é,,#hash\n",
                CsvLine.of(List.of("plain", "two words", "trail ", "é", "", "#hash")));
        assertEquals("\"a,b\",\"say \"\"hi\"\"\",\"l\nf\",\"c\rr\",\" lead\",\"\tlead\"\n",
                CsvLine.of(List.of("a,b", "say \"hi\"", "l\nf", "c\rr", " lead", "\tlead")));
    }

    @Test
    void whatIsWrittenReadsBackFieldForField() throws Exception {
        List<String> fields = List.of("a,b", "say \"hi\"", "l\nf", " lead", "plain", "");
        List<CsvRow> rows = CsvTable.read("x.csv", CsvLine.of(fields) + CsvLine.of(fields), true);
        assertEquals(2, rows.size());
        assertEquals(fields, rows.get(0).fields());
        assertEquals(fields, rows.get(1).fields());
    }
}
