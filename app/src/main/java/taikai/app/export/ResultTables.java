package taikai.app.export;

import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.competition.CompetitionState;
import taikai.model.standings.ResultRows;
import taikai.model.standings.SwissTable;

/**
 * One competition's results as CSV tables a spreadsheet opens: the pool standings with places and
 * the tie-break that separated each place from the one above, every pool match, a Swiss competition's
 * table, and the knockout by round. UTF-8 with a byte order mark (so a spreadsheet reads the names right), a header row, CRLF
 * line ends; the same state always gives the same bytes. Pure: no file is read or written here.
 */
public final class ResultTables {
    /** The header of {@code <id>-standings.csv}. */
    public static final List<String> STANDINGS_HEADER = ResultRows.STANDINGS_HEADER;
    /** The header of {@code <id>-matches.csv} (pool matches). */
    public static final List<String> MATCHES_HEADER = ResultRows.MATCHES_HEADER;
    /** The header of {@code <id>-knockout.csv}. */
    public static final List<String> KNOCKOUT_HEADER = ResultRows.KNOCKOUT_HEADER;

    private static final CsvMapper MAPPER = new CsvMapper();
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private ResultTables() {
    }

    /** The competition's tables by file name, in a fixed order; a table with no rows is left out. */
    public static Map<String, byte[]> of(CompetitionState state) {
        String id = state.competition().id();
        Map<String, byte[]> files = new LinkedHashMap<>();
        put(files, id + "-standings.csv", STANDINGS_HEADER, ResultRows.standings(state));
        put(files, id + "-matches.csv", MATCHES_HEADER, ResultRows.matches(state));
        put(files, id + "-swiss.csv", SwissTable.HEADER, SwissTable.rows(state));
        put(files, id + "-knockout.csv", KNOCKOUT_HEADER, ResultRows.knockout(state));
        return files;
    }

    private static void put(Map<String, byte[]> files, String name, List<String> header, List<List<String>> rows) {
        if (!rows.isEmpty()) {
            files.put(name, csv(header, rows));
        }
    }

    /** The rows as CSV: BOM, header, rows, CRLF; a cell a spreadsheet would take for a formula is kept as text. */
    static byte[] csv(List<String> header, List<List<String>> rows) {
        List<List<String>> all = new ArrayList<>();
        all.add(header);
        for (List<String> row : rows) {
            all.add(row.stream().map(ResultTables::asText).toList());
        }
        try {
            java.io.StringWriter text = new java.io.StringWriter();
            try (com.fasterxml.jackson.databind.SequenceWriter writer = MAPPER
                    .writer(CsvSchema.emptySchema().withLineSeparator("\r\n")).writeValues(text)) {
                for (List<String> row : all) {
                    writer.write(row.toArray(String[]::new));
                }
            }
            byte[] body = text.toString().getBytes(StandardCharsets.UTF_8);
            byte[] bytes = new byte[BOM.length + body.length];
            System.arraycopy(BOM, 0, bytes, 0, BOM.length);
            System.arraycopy(body, 0, bytes, BOM.length, body.length);
            return bytes;
        } catch (java.io.IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String asText(String cell) {
        String value = cell == null ? "" : cell;
        if (!value.isEmpty() && "=+-@".indexOf(value.charAt(0)) >= 0 && !value.matches("-?\\d+")) {
            return "'" + value;
        }
        return value;
    }
}
