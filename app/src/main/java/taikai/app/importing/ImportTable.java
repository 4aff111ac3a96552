package taikai.app.importing;

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
import java.util.function.DoubleConsumer;
import taikai.model.Copies;

/**
 * The rows of an import as they read, before any column means anything: each row's cells, trimmed,
 * and the line it starts on. Jackson's CSV parser does the quoting (a quoted field may hold the
 * delimiter, a doubled quote or a line break); blank lines, and rows whose every cell is empty (a
 * spreadsheet's {@code ;;;}), are skipped.
 *
 * @param source what the rows came from, for sentences: a file name or "the pasted rows"
 */
public record ImportTable(String source, Delimiter delimiter, List<Row> rows) {

    /** One row: the line it starts on (1-based) and its cells. */
    public record Row(int line, List<String> cells) {
        public Row {
            cells = Copies.list(cells);
        }

        /** The cell at {@code column}, empty when the row is shorter. */
        public String cell(int column) {
            return column < cells.size() ? cells.get(column) : "";
        }
    }

    /** How often, in rows, a long import reports how far it has got. */
    private static final int PROGRESS_EVERY_ROWS = 250;
    private static final CsvMapper MAPPER = CsvMapper.builder()
            .enable(CsvParser.Feature.WRAP_AS_ARRAY)
            .enable(CsvParser.Feature.SKIP_EMPTY_LINES)
            .build();
    /** Blanks around a quoted field ({@code Sato, "de Vries"}) are skipped, except where the tab is the delimiter. */
    private static final CsvMapper TRIMMING = CsvMapper.builder()
            .enable(CsvParser.Feature.WRAP_AS_ARRAY)
            .enable(CsvParser.Feature.SKIP_EMPTY_LINES)
            .enable(CsvParser.Feature.TRIM_SPACES)
            .build();

    public ImportTable {
        source = Copies.text(source);
        rows = Copies.list(rows);
    }

    /** The widest row's number of cells. */
    public int width() {
        return rows.stream().mapToInt(r -> r.cells().size()).max().orElse(0);
    }

    /** Parses {@code text}, its delimiter detected. */
    public static ImportTable parse(String source, String text, DoubleConsumer progress) throws ImportException {
        return parse(source, text, Delimiter.detect(text), progress);
    }

    /**
     * Parses {@code text} with {@code delimiter}, telling {@code progress} how far it has got (0 to 1)
     * now and then. A text that does not parse (a quote never closed) is refused with the line and
     * column where the parser stopped.
     */
    public static ImportTable parse(String source, String text, Delimiter delimiter, DoubleConsumer progress)
            throws ImportException {
        List<Row> rows = new ArrayList<>();
        CsvSchema schema = CsvSchema.emptySchema().withColumnSeparator(delimiter.character());
        double length = Math.max(1, text.length());
        CsvMapper mapper = delimiter == Delimiter.TAB ? MAPPER : TRIMMING;
        try (JsonParser parser = mapper.getFactory().createParser(text)) {
            ((CsvParser) parser).setSchema(schema);
            if (parser.nextToken() != JsonToken.START_ARRAY) {
                return new ImportTable(source, delimiter, rows);
            }
            for (JsonToken token = parser.nextToken(); token == JsonToken.START_ARRAY; token = parser.nextToken()) {
                Row row = row(parser);
                if (row.cells().stream().anyMatch(cell -> !cell.isEmpty())) {
                    rows.add(row);
                }
                if (rows.size() % PROGRESS_EVERY_ROWS == 0) {
                    progress.accept(Math.min(1, parser.currentLocation().getCharOffset() / length));
                }
            }
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new ImportException(source + (at == null ? "" : ", line " + at.getLineNr() + ", column "
                    + Math.max(1, at.getColumnNr() - 1)) + ": the rows do not read as " + delimiter.words()
                    + "-separated values (" + e.getOriginalMessage().strip() + "). Check the quotes on that line,"
                    + " or save the sheet as CSV again.");
        } catch (IOException e) {
            throw new ImportException(source + " could not be read: " + e.getMessage() + ".");
        }
        progress.accept(1);
        return new ImportTable(source, delimiter, rows);
    }

    private static Row row(JsonParser parser) throws IOException {
        List<String> cells = new ArrayList<>();
        int line = 0;
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY && token != null; token = parser.nextToken()) {
            if (line == 0) {
                line = parser.currentTokenLocation().getLineNr();
            }
            cells.add(parser.getText().strip());
        }
        if (line == 0) {
            line = parser.currentTokenLocation().getLineNr();
        }
        // A spreadsheet pads every row to the widest; trailing empty cells say nothing.
        while (!cells.isEmpty() && cells.get(cells.size() - 1).isEmpty()) {
            cells.remove(cells.size() - 1);
        }
        return new Row(line, cells);
    }
}
