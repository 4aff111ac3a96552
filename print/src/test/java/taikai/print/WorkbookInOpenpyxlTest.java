package taikai.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.apache.poi.ss.usermodel.DataFormatter;
import org.apache.poi.xssf.usermodel.XSSFSheet;
import org.apache.poi.xssf.usermodel.XSSFWorkbook;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;
import taikai.model.standings.ResultRows;
import taikai.print.workbook.ResultsWorkbook;

/**
 * The results workbook read by a reader other than the one that wrote it: openpyxl (Debian's
 * {@code python3-openpyxl}) opens the sample's .xlsx without a warning and finds every sheet, every
 * cell as POI wrote it, the frozen header row, the print areas, the sized columns, the aka and shiro
 * headers coloured, and the standings rows the CSV export has. Skipped, saying so, where no python3
 * with openpyxl is installed.
 */
class WorkbookInOpenpyxlTest {
    private static final String SCRIPT = "/taikai/print/read_workbook.py";

    @TempDir
    Path temp;

    @Test
    void openpyxlReadsEverySheetAndCellOfTheWorkbook() throws Exception {
        Optional<String> python = pythonWithOpenpyxl();
        assumeTrue(python.isPresent(), "No python3 with openpyxl is installed (Debian: apt-get install python3-openpyxl),"
                + " so the workbook is not read by an independent reader in this run.");
        byte[] xlsx = ResultsWorkbook.of(Samples.source(), Optional.empty());
        Path file = temp.resolve("results.xlsx");
        Files.write(file, xlsx);
        Path script = temp.resolve("read_workbook.py");
        try (var in = WorkbookInOpenpyxlTest.class.getResourceAsStream(SCRIPT)) {
            Files.copy(in, script);
        }
        JsonNode read = new ObjectMapper().readTree(run(List.of(python.get(), script.toString(), file.toString()), temp.resolve("errors.txt")));

        DataFormatter formatter = new DataFormatter();
        try (XSSFWorkbook book = new XSSFWorkbook(new ByteArrayInputStream(xlsx))) {
            JsonNode sheets = read.get("sheets");
            assertEquals(book.getNumberOfSheets(), sheets.size(), "sheets");
            int cells = 0;
            for (int s = 0; s < book.getNumberOfSheets(); s++) {
                XSSFSheet sheet = book.getSheetAt(s);
                JsonNode seen = sheets.get(s);
                String name = sheet.getSheetName();
                assertEquals(name, seen.get("name").asText());
                assertEquals("A2", seen.get("frozen").asText(), name + ": the header row is frozen");
                assertTrue(seen.get("printArea").asText().contains("$A$1:"), name + ": print area " + seen.get("printArea"));
                assertTrue(seen.get("printTitleRows").asText().contains("1:1") || seen.get("printTitleRows").asText().contains("$1:$1"),
                        name + ": the header row repeats on each printed page, " + seen.get("printTitleRows"));
                JsonNode rows = seen.get("rows");
                assertEquals(sheet.getLastRowNum() + 1, rows.size(), name + ": rows");
                for (int r = 0; r < rows.size(); r++) {
                    for (int c = 0; c < rows.get(r).size(); c++) {
                        var cell = sheet.getRow(r).getCell(c);
                        assertEquals(cell == null ? "" : formatter.formatCellValue(cell), rows.get(r).get(c).asText(),
                                name + " row " + (r + 1) + " column " + (c + 1));
                        cells++;
                    }
                }
                JsonNode header = rows.get(0);
                for (int c = 0; c < header.size(); c++) {
                    assertTrue(seen.get("widths").get(c).asDouble() > 2, name + ": column " + (c + 1) + " is sized");
                    String column = header.get(c).asText();
                    String fill = seen.get("headerFills").get(c).asText();
                    if (column.startsWith("Aka")) {
                        assertTrue(fill.toUpperCase(java.util.Locale.ROOT).endsWith("E57373"), name + ": " + column + " is red, " + fill);
                    } else if (column.startsWith("Shiro")) {
                        assertTrue(fill.toUpperCase(java.util.Locale.ROOT).endsWith("F2F2F2"), name + ": " + column + " is white-grey, " + fill);
                    }
                }
            }
            assertTrue(cells > 3000, "compared " + cells + " cells");
        }

        CompetitionState open = Samples.source().competition("individual-open").orElseThrow();
        JsonNode standings = sheet(read, "individual-open standings");
        List<List<String>> expected = new ArrayList<>();
        expected.add(ResultRows.STANDINGS_HEADER);
        expected.addAll(ResultRows.standings(open));
        assertEquals(expected.size(), standings.get("rows").size(), "the standings rows of the CSV export");
        for (int r = 0; r < expected.size(); r++) {
            List<String> got = new ArrayList<>();
            standings.get("rows").get(r).forEach(cell -> got.add(cell.asText()));
            assertEquals(expected.get(r), got, "standings row " + (r + 1));
        }
        assertTrue(read.get("title").asText().endsWith(" results"), read.get("title").asText());
    }

    private static JsonNode sheet(JsonNode read, String name) {
        for (JsonNode sheet : read.get("sheets")) {
            if (sheet.get("name").asText().equals(name)) {
                return sheet;
            }
        }
        throw new AssertionError("openpyxl found no sheet \"" + name + "\"");
    }

    /** Debian's python3 first (a python3 earlier on the path may lack the package), then the one on the path. */
    private static Optional<String> pythonWithOpenpyxl() {
        for (String python : List.of("/usr/bin/python3", "python3")) {
            try {
                Process check = new ProcessBuilder(python, "-c", "import openpyxl").redirectErrorStream(true).start();
                check.getInputStream().readAllBytes();
                if (check.waitFor(30, TimeUnit.SECONDS) && check.exitValue() == 0) {
                    return Optional.of(python);
                }
            } catch (java.io.IOException e) {
                // Not installed here: try the next.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return Optional.empty();
            }
        }
        return Optional.empty();
    }

    private static String run(List<String> command, Path errors) throws Exception {
        Process process = new ProcessBuilder(command).redirectError(errors.toFile()).start();
        byte[] out = process.getInputStream().readAllBytes();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "openpyxl took over a minute");
        assertEquals(0, process.exitValue(), "openpyxl could not read the workbook: " + Files.readString(errors));
        return new String(out, StandardCharsets.UTF_8);
    }
}
