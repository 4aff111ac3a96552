package taikai.storage.results;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import taikai.model.match.MatchResult;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * pool-matches.csv: one row per pool, league or Swiss match (file-formats "pool-matches.csv").
 * Every column comes from {@link PoolMatchColumn}. The queue position is never written (spec
 * section 6), nor the legacy hantei flag, which loads into the Ht mark. The same list always
 * writes the same bytes: UTF-8 text, LF line ends, rows in the order given.
 */
public final class PoolMatchesFile {
    private static final PoolMatchColumn[] COLUMNS = PoolMatchColumn.values();
    private static final char BYTE_ORDER_MARK = '\ufeff';
    /**
     * For each results file (by its path from the tournament root), the rows its last read found
     * without a problem, by their cells' text: such a row's match is a function of those texts
     * alone, so the same texts give the same match without reading each column again. A store
     * reads a competition's results file before every write, and a write changes one row. Each
     * read replaces the file's rows, so only the rows of the files as last read are kept.
     */
    private static final Map<String, Map<List<String>, MatchResult>> READ_ROWS = new ConcurrentHashMap<>();

    private PoolMatchesFile() {
    }

    /**
     * Reads the file; {@code file} is its path from the tournament root, named in every problem.
     * A wrong cell degrades into {@code problems}; rows that no longer parse as CSV fail the file.
     */
    public static List<MatchResult> read(String file, String text, Problems problems) throws FileFormatException {
        return readWithDegradedRows(file, text, problems).matches();
    }

    /**
     * Reads the file as {@link #read} does, and names beside the matches each match whose row had a
     * cell that fell back to its default, with the problems of that row.
     */
    public static PoolMatchesRead readWithDegradedRows(String file, String text, Problems problems)
            throws FileFormatException {
        // A spreadsheet saving as "CSV UTF-8" puts a byte order mark first; it is no part of the cell.
        String body = !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
        List<List<CsvTable.Field>> rows = CsvTable.read(file, body);
        if (rows.isEmpty()) {
            return PoolMatchesRead.EMPTY;
        }
        List<CsvTable.Field> first = rows.get(0);
        if (first.size() < PoolMatchColumn.MINIMUM_FIELDS) {
            throw new FileFormatException(file, first.get(0).line(), first.get(0).column(), "This row has "
                    + first.size() + " fields, fewer than the " + PoolMatchColumn.MINIMUM_FIELDS
                    + " every match row holds (PoolName to Court), so the file cannot be read as pool matches.");
        }
        boolean hasHeader = first.get(0).text().equals(COLUMNS[0].header());
        if (hasHeader) {
            checkHeader(file, first, problems);
        }
        if (first.size() > COLUMNS.length) {
            problems.add(Problem.notice(file, "The rows have " + first.size() + " fields; Taikai reads the first "
                    + COLUMNS.length + " and will not write the others back."));
        }
        List<MatchResult> matches = new ArrayList<>();
        Map<List<String>, MatchResult> known = READ_ROWS.getOrDefault(file, Map.of());
        Map<List<String>, MatchResult> seen = new HashMap<>();
        Map<String, List<Problem>> degradedRows = new LinkedHashMap<>();
        for (List<CsvTable.Field> row : rows.subList(hasHeader ? 1 : 0, rows.size())) {
            matches.add(readRow(file, row, problems, known, seen, degradedRows));
        }
        READ_ROWS.put(file, seen);
        return new PoolMatchesRead(matches, degradedRows);
    }

    private static MatchResult readRow(String file, List<CsvTable.Field> row, Problems problems,
            Map<List<String>, MatchResult> known, Map<List<String>, MatchResult> seen,
            Map<String, List<Problem>> degradedRows) {
        List<String> texts = new ArrayList<>(COLUMNS.length);
        for (int i = 0; i < COLUMNS.length; i++) {
            // Spec section 6: a column missing from an older, shorter file reads as its default.
            texts.add(i < row.size() ? row.get(i).text() : COLUMNS[i].defaultText());
        }
        MatchResult same = known.get(texts);
        if (same != null) {
            seen.put(texts, same);
            return same;
        }
        Problems found = new Problems();
        MatchResult match = PoolMatchColumn.blank();
        CsvTable.Field last = row.get(row.size() - 1);
        for (int i = 0; i < COLUMNS.length; i++) {
            CsvTable.Field field = i < row.size() ? row.get(i)
                    : new CsvTable.Field(COLUMNS[i].defaultText(), last.line(), last.column());
            match = COLUMNS[i].read(match, new Cell(file, field.line(), field.column(), COLUMNS[i].header(),
                    field.text(), found));
        }
        match = match.withId(match.pool() + "-" + match.index());
        // A row is kept for the next read only when it read in full, so a kept row never has a problem to name.
        if (found.isEmpty()) {
            seen.put(texts, match);
        } else {
            problems.addAll(found.list());
            degradedRows.computeIfAbsent(match.id(), id -> new ArrayList<>()).addAll(found.list());
        }
        return match;
    }

    // Columns are read by position; a header naming another column means the file was rearranged.
    private static void checkHeader(String file, List<CsvTable.Field> header, Problems problems) {
        for (int i = 0; i < Math.min(header.size(), COLUMNS.length); i++) {
            CsvTable.Field field = header.get(i);
            if (!field.text().equals(COLUMNS[i].header())) {
                problems.degraded(file, field.line(), field.column(), "Column " + (i + 1) + " is headed \""
                        + field.text() + "\" but is read as " + COLUMNS[i].header()
                        + ", because columns are read by position; put the columns back in their documented order.");
            }
        }
    }

    /** The whole file: the header row, then one row per match. */
    public static String write(List<MatchResult> matches) {
        return write(matches, Map.of(), new HashMap<>());
    }

    /**
     * The whole file, taking the line of each match found in {@code known} (the lines of an earlier
     * write of the same file: a row's line is a function of its match alone, and records compare by
     * value) and putting every match's line into {@code lines}.
     */
    public static String write(List<MatchResult> matches, Map<MatchResult, String> known,
            Map<MatchResult, String> lines) {
        StringBuilder out = new StringBuilder();
        CsvTable.appendRow(out, PoolMatchColumn.headers());
        for (MatchResult match : matches) {
            String line = known.get(match);
            if (line == null) {
                MatchResult row = withIdParts(match);
                List<String> fields = new ArrayList<>(COLUMNS.length);
                for (PoolMatchColumn column : COLUMNS) {
                    fields.add(column.write(row));
                }
                StringBuilder one = new StringBuilder();
                CsvTable.appendRow(one, fields);
                line = one.toString();
            }
            lines.put(match, line);
            out.append(line);
        }
        return out.toString();
    }

    // A match built from its id alone still writes PoolName and MatchIdx: the id split at its first dash.
    private static MatchResult withIdParts(MatchResult match) {
        if (!match.pool().isEmpty() || !match.index().isEmpty()) {
            return match;
        }
        int dash = match.id().indexOf('-');
        return dash < 0 ? match.withPool(match.id())
                : match.withPool(match.id().substring(0, dash)).withIndex(match.id().substring(dash + 1));
    }
}
