package taikai.storage.results;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import taikai.storage.csv.CsvLine;
import taikai.storage.problem.FileFormatException;

/**
 * The CSV layer of file-formats "CSV, all files": Jackson's CSV parser reads the rows (each cell
 * with the line and column it starts at); the writer quotes by the file-formats rule.
 */
final class CsvTable {
    private static final CsvMapper CSV = new CsvMapper();

    private CsvTable() {
    }

    /** One cell as found, with the 1-based line and column where it starts, and its 0-based character offset. */
    record Field(String text, int line, int column, long offset) {
    }

    /**
     * The rows of {@code text}; blank lines are not rows. Fails the file (spec "When a file is
     * wrong") when a field does not parse or a row's field count differs from the first row's.
     */
    static List<List<Field>> read(String file, String text) throws FileFormatException {
        List<List<Field>> rows = new ArrayList<>();
        JsonLocation cellStart = null;
        try (CsvParser parser = CSV.getFactory().createParser(text)) {
            parser.enable(CsvParser.Feature.WRAP_AS_ARRAY);
            // WRAP_AS_ARRAY reads the file as an array of rows, each row an array of strings.
            List<Field> row = new ArrayList<>();
            int depth = 0;
            cellStart = parser.currentLocation();
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token == JsonToken.START_ARRAY && ++depth == 2) {
                    row = new ArrayList<>();
                } else if (token == JsonToken.VALUE_STRING) {
                    JsonLocation at = parser.currentTokenLocation();
                    row.add(new Field(parser.getText(), at.getLineNr(), at.getColumnNr(), at.getCharOffset()));
                } else if (token == JsonToken.END_ARRAY && depth-- == 2 && !isBlankLine(row)) {
                    requireWidth(file, rows, row);
                    rows.add(List.copyOf(row));
                }
                cellStart = parser.currentLocation();
            }
        } catch (JsonProcessingException e) {
            throw unparseable(file, cellStart, e);
        } catch (IOException e) {
            throw new IllegalStateException("Reading CSV from a string failed", e);
        }
        return rows;
    }

    // Jackson reads an empty line as one empty field; the other implementation skips it.
    private static boolean isBlankLine(List<Field> row) {
        return row.size() == 1 && row.get(0).text().isEmpty();
    }

    private static void requireWidth(String file, List<List<Field>> rows, List<Field> row)
            throws FileFormatException {
        if (rows.isEmpty() || row.size() == rows.get(0).size()) {
            return;
        }
        int expected = rows.get(0).size();
        Field where = row.size() > expected ? row.get(expected) : row.get(row.size() - 1);
        throw new FileFormatException(file, where.line(), where.column(), "This row has " + row.size()
                + " fields but the first row has " + expected + "; every row must have the same number of"
                + " fields, so the file cannot be read until the row is repaired.");
    }

    private static FileFormatException unparseable(String file, JsonLocation cellStart, JsonProcessingException e) {
        JsonLocation stop = e.getLocation();
        int line = cellStart == null ? stop.getLineNr() : cellStart.getLineNr();
        int column = cellStart == null ? stop.getColumnNr() : cellStart.getColumnNr();
        return new FileFormatException(file, line, column, "The field starting here does not parse as CSV: found "
                + taikai.storage.problem.ParserWords.of(e.getOriginalMessage()) + " (at line " + stop.getLineNr()
                + ", column " + stop.getColumnNr() + "). A quoted field must close its quote before the next comma or line end,"
                + " with any quote inside it doubled; the file cannot be read until this is repaired.");
    }

    /** Appends one row, each field quoted only when file-formats says so, ending with LF. */
    static void appendRow(StringBuilder out, List<String> fields) {
        out.append(CsvLine.of(fields));
    }
}
