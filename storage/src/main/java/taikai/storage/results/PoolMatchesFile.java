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
     * For each results file (by its absolute path), the rows its last read found
     * without a problem, by the row's text as it stands in the file (one CSV record, its line end
     * left out): such a row's match is a function of that text alone, so the same text gives the
     * same match without tokenising it again. A store reads a competition's results file before
     * every write, and a write changes one row. Each read replaces the file's rows, so only the rows
     * of the file as last read are kept.
     */
    private static final Map<String, Map<String, KnownRow>> READ_ROWS = new ConcurrentHashMap<>();

    /** A row read in full before, with its field count (every row must have the first row's). */
    private record KnownRow(MatchResult match, int fields) {
    }

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
     *
     * <p>When every row but a few is a row the last read of this file found whole, only those few are
     * tokenised, each on its own with its line numbers shifted to where it stands; anything unusual
     * about them (a row that is not one record of the first row's width) sends the whole file through
     * the full read, which finds and names the problem exactly as before.
     */
    public static PoolMatchesRead readWithDegradedRows(String file, String text, Problems problems)
            throws FileFormatException {
        return readWithDegradedRows(file, text, problems, file);
    }

    /**
     * Reads the file as {@link #readWithDegradedRows(String, String, Problems)} does, keeping its rows
     * for the next read under {@code cacheKey}: the file's absolute path, since two open data folders
     * both hold a {@code competitions/<id>/pool-matches.csv}.
     */
    public static PoolMatchesRead readWithDegradedRows(String file, String text, Problems problems, String cacheKey)
            throws FileFormatException {
        // A spreadsheet saving as "CSV UTF-8" puts a byte order mark first; it is no part of the cell.
        String body = !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
        List<Record> records = Record.split(body);
        Map<String, KnownRow> known = READ_ROWS.getOrDefault(cacheKey, Map.of());
        Rows quick = known.isEmpty() ? null : readMostlyKnown(file, records, known, problems);
        Rows read = quick != null ? quick : readAll(file, body, records, known, problems);
        if (read == null) {
            return PoolMatchesRead.EMPTY;
        }
        READ_ROWS.put(cacheKey, read.seen);
        return new PoolMatchesRead(read.matches, read.degradedRows);
    }

    /** Every row tokenised by one parser; null when the file holds no row at all. */
    private static Rows readAll(String file, String body, List<Record> records,
            Map<String, KnownRow> known, Problems problems) throws FileFormatException {
        List<List<CsvTable.Field>> rows = CsvTable.read(file, body);
        if (rows.isEmpty()) {
            return null;
        }
        List<CsvTable.Field> first = rows.get(0);
        boolean hasHeader = checkFirstRow(file, first, problems);
        // The record each row came from, by the offset both start at. When the records and the rows do
        // not start at the very same places, no row is kept for the next read.
        Map<Long, Record> recordAt = new HashMap<>();
        for (Record record : records) {
            if (!record.isBlank()) {
                recordAt.put(record.start(), record);
            }
        }
        boolean aligned = recordAt.size() == rows.size();
        for (List<CsvTable.Field> row : rows) {
            aligned &= recordAt.containsKey(row.get(0).offset());
        }
        Rows read = new Rows(first.size());
        for (List<CsvTable.Field> row : rows.subList(hasHeader ? 1 : 0, rows.size())) {
            read.add(file, aligned ? recordAt.get(row.get(0).offset()).text() : null, row, problems, known);
        }
        return read;
    }

    /**
     * The quick read, or null when the full read is needed: too few rows known, or an unknown record
     * that does not read as exactly one row of the first row's width.
     */
    private static Rows readMostlyKnown(String file, List<Record> records, Map<String, KnownRow> known,
            Problems problems) throws FileFormatException {
        if (records.isEmpty()) {
            return null;
        }
        Problems firstProblems = new Problems();
        List<CsvTable.Field> first = alone(file, records.get(0));
        if (first == null) {
            return null;
        }
        boolean hasHeader;
        try {
            hasHeader = checkFirstRow(file, first, firstProblems);
        } catch (FileFormatException e) {
            return null; // the full read names the first problem in the file, wherever it is
        }
        int unknown = 0;
        for (Record record : records.subList(hasHeader ? 1 : 0, records.size())) {
            KnownRow row = known.get(record.text());
            if (row == null && !record.isBlank() && ++unknown > QUICK_READ_UNKNOWN_ROWS) {
                return null;
            }
            if (row != null && row.fields() != first.size()) {
                return null;
            }
        }
        Problems found = new Problems();
        Rows read = new Rows(first.size());
        for (Record record : records.subList(hasHeader ? 1 : 0, records.size())) {
            KnownRow row = known.get(record.text());
            if (row != null) {
                read.keep(record.text(), row);
                continue;
            }
            if (record.isBlank()) {
                continue;
            }
            List<CsvTable.Field> fields = alone(file, record);
            if (fields == null || fields.size() != first.size()) {
                return null;
            }
            read.add(file, record.text(), fields, found, known);
        }
        problems.addAll(firstProblems.list());
        problems.addAll(found.list());
        return read;
    }

    /** At most this many rows are tokenised one by one; past it the full read is quicker. */
    private static final int QUICK_READ_UNKNOWN_ROWS = 16;

    /** The one row of a record read on its own, its lines numbered as in the file; null unless exactly one. */
    private static List<CsvTable.Field> alone(String file, Record record) {
        List<List<CsvTable.Field>> rows;
        try {
            rows = CsvTable.read(file, record.text());
        } catch (FileFormatException e) {
            return null;
        }
        if (rows.size() != 1) {
            return null;
        }
        List<CsvTable.Field> shifted = new ArrayList<>(rows.get(0).size());
        for (CsvTable.Field field : rows.get(0)) {
            shifted.add(new CsvTable.Field(field.text(), field.line() + record.line() - 1, field.column(),
                    field.offset() + record.start()));
        }
        return shifted;
    }

    /** Checks the first row's width and, when it is the header, its names; true when it is the header. */
    private static boolean checkFirstRow(String file, List<CsvTable.Field> first, Problems problems)
            throws FileFormatException {
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
        return hasHeader;
    }

    /**
     * One CSV record of the file: its text without the line end, the 1-based line it starts on and
     * its 0-based character offset. As in Jackson's parser, a record ends at CR LF, LF or CR outside
     * quotes, and each of them, inside quotes too, starts a new line. A doubled quote inside a quoted
     * field toggles twice, so counting quotes is enough to tell inside from outside.
     */
    private record Record(String text, int line, long start) {

        boolean isBlank() {
            return text.isEmpty();
        }

        static List<Record> split(String body) {
            List<Record> records = new ArrayList<>();
            int start = 0;
            int line = 1;
            int startLine = 1;
            boolean quoted = false;
            int length = body.length();
            for (int i = 0; i < length; i++) {
                char c = body.charAt(i);
                if (c == '"') {
                    quoted = !quoted;
                } else if (c == '\n' || c == '\r') {
                    int end = i;
                    if (c == '\r' && i + 1 < length && body.charAt(i + 1) == '\n') {
                        i++;
                    }
                    line++;
                    if (!quoted) {
                        records.add(new Record(body.substring(start, end), startLine, start));
                        start = i + 1;
                        startLine = line;
                    }
                }
            }
            if (start < length) {
                records.add(new Record(body.substring(start), startLine, start));
            }
            return records;
        }
    }

    /** The matches read so far, the rows to keep for the next read, and the rows that degraded. */
    private static final class Rows {
        final int width;
        final List<MatchResult> matches = new ArrayList<>();
        final Map<String, KnownRow> seen = new HashMap<>();
        final Map<String, List<Problem>> degradedRows = new LinkedHashMap<>();

        Rows(int width) {
            this.width = width;
        }

        void keep(String text, KnownRow row) {
            seen.put(text, row);
            matches.add(row.match());
        }

        void add(String file, String text, List<CsvTable.Field> row, Problems problems, Map<String, KnownRow> known) {
            KnownRow same = text == null ? null : known.get(text);
            if (same != null && same.fields() == width) {
                keep(text, same);
                return;
            }
            Problems found = new Problems();
            MatchResult match = readRow(file, row, found);
            matches.add(match);
            // A row is kept for the next read only when it read in full, so a kept row never has a problem to name.
            if (found.isEmpty()) {
                if (text != null) {
                    seen.put(text, new KnownRow(match, row.size()));
                }
            } else {
                problems.addAll(found.list());
                degradedRows.computeIfAbsent(match.id(), id -> new ArrayList<>()).addAll(found.list());
            }
        }
    }

    private static MatchResult readRow(String file, List<CsvTable.Field> row, Problems found) {
        MatchResult match = PoolMatchColumn.blank();
        CsvTable.Field last = row.get(row.size() - 1);
        for (int i = 0; i < COLUMNS.length; i++) {
            // Spec section 6: a column missing from an older, shorter file reads as its default.
            CsvTable.Field field = i < row.size() ? row.get(i)
                    : new CsvTable.Field(COLUMNS[i].defaultText(), last.line(), last.column(), last.offset());
            match = COLUMNS[i].read(match, new Cell(file, field.line(), field.column(), COLUMNS[i].header(),
                    field.text(), found));
        }
        return match.withId(match.pool() + "-" + match.index());
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
     * write of the same file: a row's line is a function of its match alone, so a map keyed by
     * identity serves as well as one keyed by value, and costs no deep hash) and putting every
     * match's line into {@code lines}.
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
