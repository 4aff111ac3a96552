package taikai.storage.results;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import taikai.model.match.MatchResult;
import taikai.storage.csv.CsvLine;
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
     * every write, and a write changes one row. Each read replaces the file's entry, so only the rows
     * of one read of the file are kept.
     */
    private static final Map<String, LastRead> READ_ROWS = new ConcurrentHashMap<>();

    /** A row read in full before, with its field count (every row must have the first row's). */
    private record KnownRow(MatchResult match, int fields) {
    }

    /**
     * What the last read of one file leaves for the next: its rows by their text, and its records by
     * their place in its bytes (null when the file did not start with the header). A read that
     * compares the bytes leaves the rows by text as they were: each still gives its text's match.
     */
    private record LastRead(Map<String, KnownRow> rows, Layout layout) {
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
        return readWithDegradedRows(file, () -> text, null, problems, cacheKey);
    }

    /** A file's text, decoded only when asked for: a read that finds only a few rows changed never is. */
    @FunctionalInterface
    public interface LazyText {
        /** The text, or the problem that makes the bytes no text (not UTF-8, at the first bad byte). */
        String get() throws FileFormatException;
    }

    /**
     * Reads the file as {@link #readWithDegradedRows(String, String, Problems, String)} does, given
     * also {@code utf8}, the UTF-8 encoding of {@code text} (or null), which is kept (and must not
     * change) so that the next read given bytes can find where the file changed by comparing them.
     * The text is asked for only when the file has to be read as a whole.
     *
     * <p>When the next read's bytes differ from these only in one stretch, and the header is
     * outside it, that read takes the records before the stretch as they were, splits the changed
     * records anew until a record starts where an old one started (shifted by the change in
     * length), and takes the records from there on with their lines shifted: its work grows with the
     * change, not with the file. Only rows the last read did not keep are tokenised, each on its own
     * as the quick read does; anything unusual sends the file through the quick read.
     */
    public static PoolMatchesRead readWithDegradedRows(String file, LazyText lazyText, byte[] utf8, Problems problems,
            String cacheKey) throws FileFormatException {
        LastRead last = READ_ROWS.get(cacheKey);
        int from = utf8 != null && startsWithByteOrderMark(utf8) ? UTF8_BYTE_ORDER_MARK.length : 0;
        if (utf8 != null && last != null && last.layout() != null) {
            Rows changed = readChange(file, utf8, from, last.layout());
            if (changed != null) {
                problems.addAll(changed.found.list());
                READ_ROWS.put(cacheKey, new LastRead(last.rows(), changed.layout));
                requireOneRowPerMatch(file, changed.matches, lazyText);
                return new PoolMatchesRead(changed.matches, changed.degradedRows);
            }
        }
        String text = lazyText.get();
        // A spreadsheet saving as "CSV UTF-8" puts a byte order mark first; it is no part of the cell.
        String body = !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
        List<Record> records = Record.split(body);
        Map<String, KnownRow> known = last == null ? Map.of() : last.rows();
        Rows quick = known.isEmpty() ? null : readMostlyKnown(file, records, known, problems);
        Rows read = quick != null ? quick : readAll(file, body, records, known, problems);
        if (read == null) {
            return PoolMatchesRead.EMPTY;
        }
        Layout layout = utf8 == null ? null : Layout.of(file, utf8, from, records, read.seen);
        READ_ROWS.put(cacheKey, new LastRead(read.seen, layout));
        requireOneRowPerMatch(file, read.matches, lazyText);
        return new PoolMatchesRead(read.matches, read.degradedRows);
    }

    /**
     * Two rows holding one match id make a wrong file (spec section 5, "When a file is wrong"): no
     * row can be trusted over the other, and a write keyed by the id could change either, so the load
     * fails naming the second row's line and the first's. Found in one pass over the ids; the lines
     * are looked for only when a duplicate is there.
     */
    private static void requireOneRowPerMatch(String file, List<MatchResult> matches, LazyText lazyText)
            throws FileFormatException {
        java.util.Set<String> ids = new java.util.HashSet<>(matches.size() * 2);
        String duplicate = null;
        for (MatchResult match : matches) {
            if (!ids.add(match.id())) {
                duplicate = match.id();
                break;
            }
        }
        if (duplicate == null) {
            return;
        }
        String text = lazyText.get();
        String body = !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
        int firstLine = 0;
        List<List<CsvTable.Field>> rows = CsvTable.read(file, body);
        boolean header = !rows.isEmpty() && rows.get(0).get(0).text().equals(COLUMNS[0].header());
        for (List<CsvTable.Field> row : rows.subList(header ? 1 : 0, rows.size())) {
            if (!readRow(file, row, new Problems()).id().equals(duplicate)) {
                continue;
            }
            if (firstLine == 0) {
                firstLine = row.get(0).line();
                continue;
            }
            throw new FileFormatException(file, row.get(0).line(), row.get(0).column(), "This row is match \""
                    + duplicate + "\" again: line " + firstLine + " already holds it. Each match has one row, so"
                    + " the file takes no writes until one of the two rows is removed.");
        }
        throw new FileFormatException(file, 0, 0, "The match \"" + duplicate + "\" has two rows. Each match has"
                + " one row, so the file takes no writes until one of the two is removed.");
    }

    private static final byte[] UTF8_BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private static boolean startsWithByteOrderMark(byte[] utf8) {
        return utf8.length >= UTF8_BYTE_ORDER_MARK.length
                && Arrays.equals(utf8, 0, UTF8_BYTE_ORDER_MARK.length, UTF8_BYTE_ORDER_MARK, 0,
                        UTF8_BYTE_ORDER_MARK.length);
    }

    /**
     * The read of a file whose bytes differ from the last read's in one stretch, or null when the
     * quick read is needed: the header or the byte order mark changed, too many rows are unknown, or
     * an unknown record does not read as exactly one row of the header's width.
     */
    private static Rows readChange(String file, byte[] now, int from, Layout old) {
        if (old.from != from) {
            return null;
        }
        byte[] before = old.bytes;
        int mismatch = Arrays.mismatch(before, from, before.length, now, from, now.length);
        int prefix = mismatch < 0 ? before.length : from + mismatch;
        int suffix = commonSuffix(before, now, Math.min(before.length, now.length) - prefix);
        // Split again from the last record starting before the first difference. One starting right
        // at it stays a record start unless a CR ends the record before it: an LF put after that CR
        // would join it as one line end.
        int first = old.lastStartAtOrBefore(prefix);
        if (old.starts[first] == prefix && first > 0 && before[prefix - 1] == '\r') {
            first--;
        }
        if (first < 1) {
            return null;
        }
        int shift = now.length - before.length;
        int unchangedFrom = now.length - suffix;
        Layout layout = new Layout(now, from, old.width, old.firstProblems, old.count + 16);
        layout.addAll(old, 0, first, 0, 0);
        Splitter splitter = new Splitter(now, old.starts[first], old.lines[first]);
        while (splitter.next()) {
            if (splitter.start >= unchangedFrom) {
                // The rest of the file is the old rest, so it splits as it did: take its records as they were.
                int aligned = old.recordStartingAt(splitter.start - shift, first);
                if (aligned >= 0) {
                    layout.addAll(old, aligned, old.count, shift, splitter.startLine - old.lines[aligned]);
                    break;
                }
            }
            // A record between two edits is often an old record, at its old place or moved by the
            // change in length; when its bytes are the same it keeps its row.
            KnownRow row = old.rowOf(now, splitter.start, splitter.end, splitter.start, first);
            if (row == null) {
                row = old.rowOf(now, splitter.start, splitter.end, splitter.start - shift, first);
            }
            layout.add(splitter.start, splitter.end, splitter.startLine, row);
        }
        return layout.read(file);
    }

    /**
     * How many bytes {@code a} and {@code b} have in common at their ends, at most {@code limit}:
     * blocks compared backwards, each twice the last, so a long common end costs few comparisons.
     */
    private static int commonSuffix(byte[] a, byte[] b, int limit) {
        int common = 0;
        int block = 64;
        while (common < limit) {
            int size = Math.min(block, limit - common);
            int aFrom = a.length - common - size;
            int bFrom = b.length - common - size;
            if (Arrays.mismatch(a, aFrom, aFrom + size, b, bFrom, bFrom + size) >= 0) {
                int i = size - 1;
                while (a[aFrom + i] == b[bFrom + i]) {
                    i--;
                }
                return common + size - 1 - i;
            }
            common += size;
            block = Math.min(block * 2, 8192);
        }
        return common;
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

    /**
     * Walks the records of a file's UTF-8 bytes exactly as {@link Record#split} walks its text: CR,
     * LF and quote are single bytes in UTF-8, and no byte of a longer character is one of them.
     * Starting at any record start with that record's line, it finds the records from there on.
     */
    private static final class Splitter {
        private final byte[] bytes;
        private int next;
        private int line;
        /** The record found last: where it starts, where its text ends (before its line end), its line. */
        int start;
        int end;
        int startLine;

        Splitter(byte[] bytes, int start, int line) {
            this.bytes = bytes;
            this.next = start;
            this.line = line;
        }

        boolean next() {
            if (next >= bytes.length) {
                return false;
            }
            start = next;
            startLine = line;
            boolean quoted = false;
            for (int i = next; i < bytes.length; i++) {
                byte c = bytes[i];
                if (c == '"') {
                    quoted = !quoted;
                } else if (c == '\n' || c == '\r') {
                    int lineEnd = i;
                    if (c == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n') {
                        i++;
                    }
                    line++;
                    if (!quoted) {
                        end = lineEnd;
                        next = i + 1;
                        return true;
                    }
                }
            }
            end = bytes.length;
            next = bytes.length;
            return true;
        }
    }

    /**
     * A file's records by their place in its UTF-8 bytes (where each starts, where its text ends and
     * the line it starts on), each with its row when that row read in full, and what its header
     * gives every read: the rows' width and the header's problems. The header is record 0 and has no
     * row. The bytes are those the records were found in; the next read compares its bytes with them.
     */
    private static final class Layout {
        final byte[] bytes;
        final int from;
        final int width;
        final List<Problem> firstProblems;
        int count;
        int[] starts;
        int[] ends;
        int[] lines;
        KnownRow[] rows;

        Layout(byte[] bytes, int from, int width, List<Problem> firstProblems, int capacity) {
            this.bytes = bytes;
            this.from = from;
            this.width = width;
            this.firstProblems = firstProblems;
            starts = new int[capacity];
            ends = new int[capacity];
            lines = new int[capacity];
            rows = new KnownRow[capacity];
        }

        /**
         * The layout of a file just read by its text, its rows taken from {@code seen} by their
         * text; null when the file does not start with the header, or its bytes do not split into
         * the records its text split into.
         */
        static Layout of(String file, byte[] utf8, int from, List<Record> records, Map<String, KnownRow> seen) {
            if (records.isEmpty() || records.get(0).isBlank()) {
                return null;
            }
            List<CsvTable.Field> header = alone(file, records.get(0));
            Problems firstProblems = new Problems();
            try {
                if (header == null || !checkFirstRow(file, header, firstProblems)) {
                    return null;
                }
            } catch (FileFormatException e) {
                return null;
            }
            Layout layout = new Layout(utf8, from, header.size(), firstProblems.list(), records.size());
            Splitter splitter = new Splitter(utf8, from, 1);
            for (Record record : records) {
                if (!splitter.next() || splitter.startLine != record.line()) {
                    return null;
                }
                KnownRow row = layout.count == 0 ? null : seen.get(record.text());
                layout.add(splitter.start, splitter.end, splitter.startLine, row);
            }
            return splitter.next() ? null : layout;
        }

        void add(int start, int end, int line, KnownRow row) {
            if (count == starts.length) {
                int capacity = Math.max(16, count * 2);
                starts = Arrays.copyOf(starts, capacity);
                ends = Arrays.copyOf(ends, capacity);
                lines = Arrays.copyOf(lines, capacity);
                rows = Arrays.copyOf(rows, capacity);
            }
            starts[count] = start;
            ends[count] = end;
            lines[count] = line;
            rows[count] = row;
            count++;
        }

        /** Takes the records from {@code from} to {@code to} of {@code old}, shifted by bytes and by lines. */
        void addAll(Layout old, int from, int to, int shift, int lineShift) {
            for (int i = from; i < to; i++) {
                add(old.starts[i] + shift, old.ends[i] + shift, old.lines[i] + lineShift, old.rows[i]);
            }
        }

        /** The last record starting at or before {@code offset}, which is not before the first record. */
        int lastStartAtOrBefore(int offset) {
            int found = Arrays.binarySearch(starts, 0, count, offset);
            return found >= 0 ? found : Math.max(0, -found - 2);
        }

        /**
         * The row of the record starting at {@code at} (looked for from record {@code from} on) when
         * that record has the very bytes of {@code now} from {@code start} to {@code end}; else null.
         */
        KnownRow rowOf(byte[] now, int start, int end, int at, int from) {
            int record = recordStartingAt(at, from);
            if (record < 0 || rows[record] == null || ends[record] - at != end - start) {
                return null;
            }
            return Arrays.equals(bytes, at, ends[record], now, start, end) ? rows[record] : null;
        }

        /** The record starting at {@code offset}, looked for from record {@code from} on; -1 when none does. */
        int recordStartingAt(int offset, int from) {
            int found = Arrays.binarySearch(starts, from, count, offset);
            return found >= 0 ? found : -1;
        }

        /**
         * The rows of this layout: the kept ones as they are, the others tokenised on their own; null
         * when more than a few are unknown, or one does not read as one row of the header's width.
         * A row that reads in full is kept in this layout for the next read.
         */
        Rows read(String file) {
            int unknown = 0;
            for (int i = 1; i < count; i++) {
                if (rows[i] == null && starts[i] != ends[i] && ++unknown > QUICK_READ_UNKNOWN_ROWS) {
                    return null;
                }
                if (rows[i] != null && rows[i].fields() != width) {
                    return null;
                }
            }
            Rows read = new Rows(width);
            read.found.addAll(firstProblems);
            read.layout = this;
            for (int i = 1; i < count; i++) {
                if (rows[i] != null) {
                    read.matches.add(rows[i].match());
                    continue;
                }
                if (starts[i] == ends[i]) {
                    continue;
                }
                // A record's bytes end before a CR or LF, so they are whole characters: the text's own.
                // (Its fields' offsets count bytes; only the full read compares offsets.)
                String text = new String(bytes, starts[i], ends[i] - starts[i], StandardCharsets.UTF_8);
                if (text.indexOf('\uFFFD') >= 0) {
                    // Not UTF-8 here, or a replacement character written: the full read decodes the
                    // file strictly and names the first bad byte where it is.
                    return null;
                }
                List<CsvTable.Field> fields = alone(file, new Record(text, lines[i], starts[i]));
                if (fields == null || fields.size() != width) {
                    return null;
                }
                rows[i] = read.readNew(file, fields, read.found);
            }
            return read;
        }
    }

    /** The matches read so far, the rows to keep for the next read, and the rows that degraded. */
    private static final class Rows {
        final int width;
        final List<MatchResult> matches = new ArrayList<>();
        final Map<String, KnownRow> seen = new HashMap<>();
        final Map<String, List<Problem>> degradedRows = new LinkedHashMap<>();
        /** When read by its bytes: the problems found, and the layout to keep for the next read. */
        final Problems found = new Problems();
        Layout layout;

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
            KnownRow read = readNew(file, row, problems);
            if (read != null && text != null) {
                seen.put(text, read);
            }
        }

        /**
         * Reads a row not known before; its match is kept for the next read (returned) only when it
         * read in full, so a kept row never has a problem to name.
         */
        KnownRow readNew(String file, List<CsvTable.Field> row, Problems problems) {
            Problems found = new Problems();
            MatchResult match = readRow(file, row, found);
            matches.add(match);
            if (found.isEmpty()) {
                return new KnownRow(match, row.size());
            }
            problems.addAll(found.list());
            degradedRows.computeIfAbsent(match.id(), id -> new ArrayList<>()).addAll(found.list());
            return null;
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
        StringBuilder out = new StringBuilder(HEADER_LINE);
        for (MatchResult match : matches) {
            out.append(line(match));
        }
        return out.toString();
    }

    /**
     * The whole file as UTF-8 bytes, the very bytes of {@link #write(List)}'s text, taking the line
     * of each match that {@code known} (an earlier write of the same file) holds: a row's line is a
     * function of its match alone, so a match that is the very instance written before gets the
     * very line. The header's bytes are made once, and the file's bytes are copied once, from its
     * lines' bytes. Encoding line by line gives the bytes of the whole text because every line ends
     * with LF, so no character (not even a surrogate pair) spans two lines.
     */
    public static Written write(List<MatchResult> matches, Lines known) {
        return write(matches, known, Map.of());
    }

    /**
     * The whole file as {@link #write(List, Lines)} makes it, but each match that {@code kept} holds
     * (by id) and that is still the match its row read as gets that row's very bytes back: spec section
     * 5, "A degraded cell is kept, not overwritten", until the match is written anew.
     */
    public static Written write(List<MatchResult> matches, Lines known, Map<String, KeptRow> kept) {
        int count = matches.size();
        MatchResult[] rows = matches.toArray(new MatchResult[0]);
        byte[][] utf8 = new byte[count][];
        // A score write changes a row or two, and leaves every other match where it was: look there first.
        int moved = 0;
        for (int i = 0; i < count; i++) {
            KeptRow row = kept.isEmpty() ? null : kept.get(rows[i].id());
            if (row != null && (row.asRead() == rows[i] || row.asRead().equals(rows[i]))) {
                utf8[i] = row.line();
            } else if (i < known.matches.length && known.matches[i] == rows[i]) {
                utf8[i] = known.utf8[i];
            } else {
                moved++;
            }
        }
        // Past a few, the rows have moved (a draw, a match added or removed): find them by identity.
        // (Never a map by value: a record's hash would walk the whole match.)
        Map<MatchResult, byte[]> byIdentity = moved > FEW_CHANGED_ROWS ? known.byIdentity() : null;
        int size = HEADER_UTF8.length;
        for (int i = 0; i < count; i++) {
            if (utf8[i] == null) {
                byte[] line = byIdentity == null ? null : byIdentity.get(rows[i]);
                utf8[i] = line != null ? line : line(rows[i]).getBytes(StandardCharsets.UTF_8);
            }
            size += utf8[i].length;
        }
        byte[] bytes = new byte[size];
        System.arraycopy(HEADER_UTF8, 0, bytes, 0, HEADER_UTF8.length);
        int at = HEADER_UTF8.length;
        for (byte[] line : utf8) {
            System.arraycopy(line, 0, bytes, at, line.length);
            at += line.length;
        }
        return new Written(bytes, new Lines(rows, utf8));
    }

    /**
     * A row that degraded as it was read: the match it read as, and its bytes as they stand in the
     * file with an LF after them (not to be changed).
     */
    public record KeptRow(MatchResult asRead, byte[] line) {
    }

    /**
     * The row of each match in {@code degraded} (by id, with the problems its row had) as it stands
     * in {@code text}: the record holding the first line a problem of it names. A match whose row is
     * not found is left out, and is written as it reads.
     */
    public static Map<String, KeptRow> keptRows(String text, List<MatchResult> matches,
            Map<String, List<Problem>> degraded) {
        if (degraded.isEmpty()) {
            return Map.of();
        }
        String body = !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
        List<Record> records = Record.split(body);
        Map<String, MatchResult> byId = new HashMap<>();
        matches.forEach(m -> byId.put(m.id(), m));
        Map<String, KeptRow> kept = new HashMap<>();
        for (Map.Entry<String, List<Problem>> row : degraded.entrySet()) {
            int line = row.getValue().stream().mapToInt(Problem::line).filter(l -> l > 0).min().orElse(0);
            MatchResult asRead = byId.get(row.getKey());
            Record found = null;
            for (Record record : records) {
                if (record.line() > line) {
                    break;
                }
                found = record.isBlank() ? found : record;
            }
            List<CsvTable.Field> fields = found == null || found.line() < 2 ? null : alone("", found);
            if (asRead != null && fields != null && readRow("", fields, new Problems()).id().equals(row.getKey())) {
                kept.put(row.getKey(), new KeptRow(asRead, (widened(found.text(), fields.size(), asRead) + "\n")
                        .getBytes(StandardCharsets.UTF_8)));
            }
        }
        return kept;
    }

    /**
     * A row of an older, narrower file as it stands, followed by the columns it lacks as the match
     * writes them: every row of the file a write makes has the header's width (file-formats), and the
     * row's own bytes stay in front.
     */
    private static String widened(String text, int width, MatchResult asRead) {
        if (width >= COLUMNS.length) {
            return text;
        }
        MatchResult row = withIdParts(asRead);
        StringBuilder out = new StringBuilder(text);
        for (int i = width; i < COLUMNS.length; i++) {
            out.append(',').append(CsvLine.field(COLUMNS[i].write(row)));
        }
        return out.toString();
    }

    /** Rows changed by one write, looked for where they were before any index by identity is made. */
    private static final int FEW_CHANGED_ROWS = 4;

    /** The header row with its LF. */
    private static final String HEADER_LINE = CsvLine.of(PoolMatchColumn.headers());
    private static final byte[] HEADER_UTF8 = HEADER_LINE.getBytes(StandardCharsets.UTF_8);

    /** One match's row with its LF. */
    private static String line(MatchResult match) {
        MatchResult row = withIdParts(match);
        List<String> fields = new ArrayList<>(COLUMNS.length);
        for (PoolMatchColumn column : COLUMNS) {
            fields.add(column.write(row));
        }
        return CsvLine.of(fields);
    }

    /** A written file's bytes (not to be changed), with its lines for the next write of the same file. */
    public record Written(byte[] bytes, Lines lines) {
    }

    /**
     * The UTF-8 line of each match of a write, in file order, for the next write of the same file to
     * take again. Immutable: it holds the matches and arrays of that write only.
     */
    public static final class Lines {
        /** No lines: every row is rendered. */
        public static final Lines NONE = new Lines(new MatchResult[0], new byte[0][]);

        private final MatchResult[] matches;
        private final byte[][] utf8;

        private Lines(MatchResult[] matches, byte[][] utf8) {
            this.matches = matches;
            this.utf8 = utf8;
        }

        /** By identity, which costs no deep hash of a match: an equal match that is another instance is rendered. */
        private Map<MatchResult, byte[]> byIdentity() {
            Map<MatchResult, byte[]> lines = new IdentityHashMap<>(matches.length * 2);
            for (int i = 0; i < matches.length; i++) {
                lines.put(matches[i], utf8[i]);
            }
            return lines;
        }
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
