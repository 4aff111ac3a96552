package taikai.storage.csv;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import taikai.storage.problem.FileFormatException;

/**
 * Reads a CSV file of the data folder into rows with positions (file-formats "CSV, all files").
 * Jackson's CSV parser does the quoting; unquoted fields lose surrounding blanks (older files wrote
 * {@code ", "} between fields, which is why a field that starts with a blank is written quoted);
 * blank lines are skipped. A file whose rows no longer parse is a {@link FileFormatException}
 * naming the line and column the parser stopped at (spec section 5).
 */
public final class CsvTable {
    private static final CsvMapper MAPPER = CsvMapper.builder()
            .enable(CsvParser.Feature.WRAP_AS_ARRAY)
            .enable(CsvParser.Feature.SKIP_EMPTY_LINES)
            .enable(CsvParser.Feature.TRIM_SPACES)
            .build();

    private CsvTable() {
    }

    /**
     * Every row of {@code text}. With {@code sameFieldCount}, a row whose field count differs from
     * the first row's fails the file, as file-formats requires of pools.csv, pool-matches.csv,
     * seeds.csv and schedule.csv.
     */
    public static List<CsvRow> read(String file, String text, boolean sameFieldCount) throws FileFormatException {
        List<CsvRow> rows = new ArrayList<>();
        try (JsonParser parser = MAPPER.getFactory().createParser(text)) {
            ((CsvParser) parser).setSchema(CsvSchema.emptySchema());
            if (parser.nextToken() != JsonToken.START_ARRAY) {
                return rows;
            }
            for (JsonToken token = parser.nextToken(); token == JsonToken.START_ARRAY; token = parser.nextToken()) {
                CsvRow row = row(parser);
                if (sameFieldCount && !rows.isEmpty() && row.size() != rows.get(0).size()) {
                    throw new FileFormatException(file, row.line(), 1, "This row has " + row.size()
                            + " fields where the first row has " + rows.get(0).size()
                            + "; every row of " + name(file) + " must have the same number of fields."
                            + " The file is left as it is and takes no writes until it is repaired.");
                }
                rows.add(row);
            }
            return rows;
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            // The parser's location is just past the character it stopped at; name that character.
            int column = at == null ? 0 : Math.max(Math.min(at.getColumnNr(), 1), at.getColumnNr() - 1);
            throw new FileFormatException(file, at == null ? 0 : at.getLineNr(), column,
                    "The CSV does not parse: found " + taikai.storage.problem.ParserWords.of(e.getOriginalMessage())
                            + ". The file is left as it is and takes no writes until it is repaired.");
        } catch (IOException e) {
            throw new FileFormatException(file, 0, 0, "The file could not be read: " + e.getMessage() + ".");
        }
    }

    /**
     * The text of each of {@code rows} (read from {@code text}) as it stands in the file, without the
     * line end after it: from the start of its first line up to the next row's, blank lines left out.
     * A row spans more than one line only where a quoted field holds a line break.
     */
    public static List<String> rowTexts(String text, List<CsvRow> rows) {
        List<Integer> lineStarts = new ArrayList<>();
        lineStarts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                lineStarts.add(i + 1);
            }
        }
        List<String> texts = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            int start = lineStarts.get(Math.max(rows.get(r).line(), 1) - 1);
            int end = r + 1 < rows.size() ? lineStarts.get(rows.get(r + 1).line() - 1) : text.length();
            while (end > start && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
                end--;
            }
            texts.add(text.substring(start, end));
        }
        return texts;
    }

    private static CsvRow row(JsonParser parser) throws IOException {
        List<String> fields = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        List<Integer> columns = new ArrayList<>();
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY && token != null;
                token = parser.nextToken()) {
            JsonLocation at = parser.currentTokenLocation();
            fields.add(parser.getText());
            lines.add(at.getLineNr());
            columns.add(at.getColumnNr());
        }
        return new CsvRow(lines.isEmpty() ? 0 : lines.get(0), fields, lines, columns);
    }

    private static String name(String file) {
        int slash = file.lastIndexOf('/');
        return slash < 0 ? file : file.substring(slash + 1);
    }
}
