package taikai.app.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.ss.usermodel.Row;
import org.apache.poi.ss.usermodel.Sheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.model.competition.CompetitionState;
import taikai.model.draw.Placeholders;
import taikai.print.Source;
import taikai.print.workbook.ResultsWorkbook;

/** The .xlsx workbook read back with POI holds the same facts as the CSV export of the same folder. */
class WorkbookMatchesCsvTest {
    @TempDir
    Path temp;

    @Test
    void everyStandingMatchAndKnockoutRowOfTheCsvExportIsInTheWorkbook() throws Exception {
        Path data = temp.resolve("lindewaard");
        Folders.copy(Folders.sample(), data);
        Source source = Source.read(data);
        byte[] xlsx = ResultsWorkbook.of(source, Optional.empty());
        DataFormatter formatter = new DataFormatter();
        try (XSSFWorkbook book = new XSSFWorkbook(new ByteArrayInputStream(xlsx))) {
            int compared = 0;
            for (CompetitionState state : source.competitions()) {
                String id = state.competition().id();
                for (Map.Entry<String, byte[]> csv : ResultTables.of(state).entrySet()) {
                    String kind = csv.getKey().substring(id.length() + 1, csv.getKey().length() - 4);
                    Sheet sheet = book.getSheet(id + " " + kind);
                    assertTrue(sheet != null, "a sheet for " + csv.getKey());
                    assertEquals(1, sheet.getPaneInformation().getHorizontalSplitPosition(), "the header row is frozen");
                    List<List<String>> rows = read(csv.getValue());
                    assertEquals(rows.size(), sheet.getLastRowNum() + 1, csv.getKey() + ": rows");
                    for (int r = 0; r < rows.size(); r++) {
                        Row row = sheet.getRow(r);
                        for (int c = 0; c < rows.get(r).size(); c++) {
                            String expected = rows.get(r).get(c);
                            String cell = formatter.formatCellValue(row.getCell(c));
                            if (Placeholders.isPlaceholder(expected)) {
                                continue; // the workbook says the same slot in words
                            }
                            assertEquals(expected.startsWith("'") ? expected.substring(1) : expected, cell,
                                    csv.getKey() + " row " + (r + 1) + " column " + (c + 1));
                            compared++;
                        }
                    }
                }
            }
            assertTrue(compared > 1000, "compared " + compared + " cells");
            assertTrue(book.getPrintArea(0) != null, "print areas are set");
        }
    }

    private static List<List<String>> read(byte[] csv) throws Exception {
        String text = new String(csv, StandardCharsets.UTF_8).replace("\uFEFF", "");
        List<List<String>> rows = new ArrayList<>();
        try (MappingIterator<String[]> it = new CsvMapper().enable(CsvParser.Feature.WRAP_AS_ARRAY)
                .readerFor(String[].class).readValues(text)) {
            while (it.hasNext()) {
                rows.add(Arrays.asList(it.next()));
            }
        }
        return rows;
    }
}
