package taikai.storage.results;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import taikai.model.match.MatchResult;
import taikai.storage.csv.CsvLine;
import taikai.storage.csv.CsvRow;
import taikai.storage.csv.CsvTable;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * pool-matches.csv: one row per pool, league or Swiss match (file-formats "pool-matches.csv").
 * Every column comes from {@link PoolMatchColumn}. The queue position is never written (spec
 * section 6), nor the legacy hantei flag, which loads into the Ht mark. The same list always
 * writes the same bytes: UTF-8 text, LF line ends, rows in the order given. Reading and writing
 * are functions of their arguments alone: nothing is kept from one call to the next.
 */
public final class PoolMatchesFile {
    private static final List<PoolMatchColumn> COLUMNS = List.of(PoolMatchColumn.values());
    private static final char BYTE_ORDER_MARK = '\ufeff';
    /** The header row with its LF. */
    private static final String HEADER_LINE = CsvLine.of(PoolMatchColumn.headers());

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
        return read(file, text, problems, Map.of()).read();
    }

    /**
     * The file as read, and each row that read whole (no problem) by its text as it stands in the
     * file, without its line end, with the match it read as.
     */
    public record Reading(PoolMatchesRead read, Map<String, MatchResult> wholeRows) {
    }

    /**
     * Reads the file as {@link #readWithDegradedRows} does, taking the match of each row whose text
     * {@code wholeRows} holds (what an earlier {@link Reading} found) without reading its cells: a
     * row that read whole is a function of its text alone, so the same text gives the same match.
     * A score write changes one row, so a store reading the file before every write reads one row
     * cell by cell (decision 0035). Every row is still split by the CSV reader, with the same
     * problems for a file that does not parse or has rows of another width.
     */
    public static Reading read(String file, String text, Problems problems, Map<String, MatchResult> wholeRows)
            throws FileFormatException {
        return read(file, text, problems, wholeRows, null);
    }

    /**
     * Reads the file as {@link #read(String, String, Problems, Map)} does, and gives the same
     * {@link Reading}; when the text is the very text of {@code written} (what the store last wrote
     * to this file, or null), its rows are not split again: they are the rows that write made, each
     * one CSV record ending at its LF, so each is taken from {@code wholeRows} by its text or read on
     * its own (decision 0045). Anything that would not read whole that way (a row with a problem, of
     * another width, two rows of one match) reads the whole text as a first read does. A hand edit
     * changes the text, so it is always read in full (spec section 5: the file is read from disk
     * under the lock; only the splitting of text known row by row is saved).
     */
    public static Reading read(String file, String text, Problems problems, Map<String, MatchResult> wholeRows,
            AsWritten written) throws FileFormatException {
        String body = body(text);
        if (written != null && body.equals(written.text())) {
            Reading known = written.reading(file, wholeRows);
            if (known != null) {
                return known;
            }
        }
        List<CsvRow> rows = CsvTable.read(file, body, CsvTable.Options.SAME_WIDTH);
        if (rows.isEmpty()) {
            return new Reading(PoolMatchesRead.EMPTY, Map.of());
        }
        boolean hasHeader = checkFirstRow(file, rows.get(0), problems);
        List<String> texts = CsvTable.rowTexts(body, rows);
        List<MatchResult> matches = new ArrayList<>(rows.size());
        Map<String, List<Problem>> degraded = new LinkedHashMap<>();
        Map<String, MatchResult> whole = new HashMap<>(rows.size() * 2);
        Map<String, CsvRow> rowOf = new HashMap<>(rows.size() * 2);
        for (int r = hasHeader ? 1 : 0; r < rows.size(); r++) {
            CsvRow row = rows.get(r);
            String rowText = texts.get(r);
            MatchResult match = wholeRows.get(rowText);
            Problems found = new Problems();
            if (match == null) {
                match = readRow(file, row, found);
            }
            requireOneRowPerMatch(file, match.id(), row, rowOf.put(match.id(), row));
            matches.add(match);
            if (found.isEmpty()) {
                if (row.size() == COLUMNS.size()) {
                    whole.put(rowText, match); // a row of every column: what a write makes
                }
            } else {
                problems.addAll(found.list());
                degraded.computeIfAbsent(match.id(), id -> new ArrayList<>()).addAll(found.list());
            }
        }
        return new Reading(new PoolMatchesRead(matches, degraded), Collections.unmodifiableMap(whole));
    }

    /**
     * The reading of {@code HEADER_LINE} followed by each of {@code rows} and an LF, or null when it is
     * not sure to be what a first read of that text gives. A text cut at LFs between whole CSV records
     * splits into the records of each piece, so the rows are the file's rows, in order. A row whose
     * text {@code wholeRows} holds read whole with every column, and its match is a function of that
     * text alone; the other rows are read after the header as a file of their own, which must give
     * each of them as one row of every column with no problem (its line numbers, which differ from the
     * file's, are named only in problems). No two rows may hold one match.
     */
    private static Reading readAsWritten(String file, List<String> rows, Map<String, MatchResult> wholeRows)
            throws FileFormatException {
        StringBuilder unknown = new StringBuilder(HEADER_LINE);
        int unknownRows = 0;
        for (String row : rows) {
            if (!wholeRows.containsKey(row)) {
                unknown.append(row).append('\n');
                unknownRows++;
            }
        }
        Problems found = new Problems();
        Reading read;
        try {
            read = read(file, unknown.toString(), found, Map.of(), null);
        } catch (FileFormatException wrong) {
            return null;
        }
        if (!found.isEmpty() || read.read().matches().size() != unknownRows
                || read.wholeRows().size() != unknownRows) {
            return null;
        }
        List<MatchResult> matches = new ArrayList<>(rows.size());
        Map<String, MatchResult> whole = new HashMap<>(rows.size() * 2);
        Set<String> ids = new HashSet<>(rows.size() * 2);
        for (String row : rows) {
            MatchResult match = wholeRows.get(row);
            if (match == null) {
                match = read.wholeRows().get(row);
            }
            if (match == null || !ids.add(match.id())) {
                return null;
            }
            matches.add(match);
            whole.put(row, match);
        }
        return new Reading(new PoolMatchesRead(matches, Map.of()), Collections.unmodifiableMap(whole));
    }

    /**
     * Two rows holding one match id make a wrong file (spec section 5, "When a file is wrong"): no
     * row can be trusted over the other, and a write keyed by the id could change either, so the load
     * fails naming the second row's line and the first's.
     */
    private static void requireOneRowPerMatch(String file, String id, CsvRow row, CsvRow earlier)
            throws FileFormatException {
        if (earlier != null) {
            throw new FileFormatException(Problem.fatal(file, row.line(), row.columnOf(0), "This row is match \"" + id
                    + "\" again: line " + earlier.line() + " already holds it. Each match has one row, so the file"
                    + " takes no writes until one of the two rows is removed.")
                    .coded("match-row-twice", id, String.valueOf(earlier.line())));
        }
    }

    // A spreadsheet saving as "CSV UTF-8" puts a byte order mark first; it is no part of the cell.
    private static String body(String text) {
        return !text.isEmpty() && text.charAt(0) == BYTE_ORDER_MARK ? text.substring(1) : text;
    }

    /** Checks the first row's width and, when it is the header, its names; true when it is the header. */
    private static boolean checkFirstRow(String file, CsvRow first, Problems problems) throws FileFormatException {
        if (first.size() < PoolMatchColumn.MINIMUM_FIELDS) {
            throw new FileFormatException(Problem.fatal(file, first.line(), first.columnOf(0), "This row has " + first.size()
                    + " fields, fewer than the " + PoolMatchColumn.MINIMUM_FIELDS
                    + " every match row holds (PoolName to Court), so the file cannot be read as pool matches.")
                    .coded("pool-matches-row-too-short", String.valueOf(first.size()),
                            String.valueOf(PoolMatchColumn.MINIMUM_FIELDS)));
        }
        boolean hasHeader = first.field(0).equals(COLUMNS.get(0).header());
        if (hasHeader) {
            checkHeader(file, first, problems);
        }
        if (first.size() > COLUMNS.size()) {
            problems.add(Problem.notice(file, "The rows have " + first.size() + " fields; Taikai reads the first "
                    + COLUMNS.size() + " and will not write the others back.")
                    .coded("pool-matches-rows-wider", String.valueOf(first.size()), String.valueOf(COLUMNS.size())));
        }
        return hasHeader;
    }

    // Columns are read by position; a header naming another column means the file was rearranged.
    private static void checkHeader(String file, CsvRow header, Problems problems) {
        for (int i = 0; i < Math.min(header.size(), COLUMNS.size()); i++) {
            if (!header.field(i).equals(COLUMNS.get(i).header())) {
                problems.add(Problem.degraded(file, header.lineOf(i), header.columnOf(i), "Column " + (i + 1) + " is headed \""
                        + header.field(i) + "\" but is read as " + COLUMNS.get(i).header()
                        + ", because columns are read by position; put the columns back in their documented order.")
                        .coded("column-headed-otherwise", String.valueOf(i + 1), header.field(i), COLUMNS.get(i).header()));
            }
        }
    }

    private static MatchResult readRow(String file, CsvRow row, Problems found) {
        MatchResult match = PoolMatchColumn.blank();
        int last = row.size() - 1;
        for (int i = 0; i < COLUMNS.size(); i++) {
            PoolMatchColumn column = COLUMNS.get(i);
            // Spec section 6: a column missing from an older, shorter file reads as its default.
            boolean present = i < row.size();
            String text = present ? row.field(i) : column.defaultText();
            int at = present ? i : last;
            match = column.read(match, new Cell(file, row.lineOf(at), row.columnOf(at), column.header(), text,
                    found));
        }
        return match.withId(match.pool() + "-" + match.index());
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
     * The whole file as UTF-8 bytes, the bytes of {@link #write(List)}'s text, except that each match
     * that {@code kept} holds (by id) and that is still the match its row read as gets that row's
     * bytes back: spec section 5, "A degraded cell is kept, not overwritten", until the match is
     * written anew.
     */
    public static byte[] write(List<MatchResult> matches, Map<String, KeptRow> kept) {
        return write(matches, kept, Lines.NONE).bytes();
    }

    /**
     * A written file's bytes, the row text (without its LF) of each match written, by the very match
     * instance ({@link Lines}), and the file as text with its rows in order. The bytes are the ones
     * handed to the log and compared with the file read next; nothing changes them.
     */
    public record Written(byte[] bytes, Lines lines, AsWritten asWritten) {
    }

    /**
     * The row text (without its LF) of each match a write wrote, by the very match instance: a row's
     * text is a function of its match alone. A score write leaves every other match the instance it
     * read as, in its place, so a match is looked for first at its own position (no hash of a match,
     * and no look at the match itself), and only then among all by identity.
     */
    public static final class Lines {
        /** No rows written yet. */
        public static final Lines NONE = new Lines(new MatchResult[0], new String[0], null);

        private final MatchResult[] matches;
        private final String[] rows;
        private final AsWritten asWritten;
        private Map<MatchResult, String> byInstance;

        private Lines(MatchResult[] matches, String[] rows, AsWritten asWritten) {
            this.matches = matches;
            this.rows = rows;
            this.asWritten = asWritten;
        }

        /** The row written for the very instance {@code match}, which stands at {@code position} now; else null. */
        String of(int position, MatchResult match) {
            if (position < matches.length && matches[position] == match) {
                return rows[position];
            }
            return matches.length == 0 ? null : byInstance().get(match);
        }

        private synchronized Map<MatchResult, String> byInstance() {
            if (byInstance == null) {
                byInstance = new IdentityHashMap<>(matches.length * 2);
                for (int i = 0; i < matches.length; i++) {
                    byInstance.put(matches[i], rows[i]);
                }
            }
            return byInstance;
        }
    }

    /**
     * A file's text as {@link #write(List, Map, Lines)} made it, and the text of each of its rows after
     * the header, in order, without its LF: the text is the header line followed by each row and an
     * LF. Only that write makes one, so a read may rely on it.
     */
    public static final class AsWritten {
        private final String text;
        private final byte[] bytes;
        private final List<String> rows;
        private boolean read;
        private Reading reading;
        private Set<String> ids;
        /** The text written before this one, until this reading is worked out; its ids are taken again when the same. */
        private AsWritten before;

        private AsWritten(String text, byte[] bytes, List<String> rows, AsWritten before) {
            this.text = text;
            this.bytes = bytes;
            this.rows = rows;
            this.before = before;
            if (before != null) {
                before.forgetBefore(); // one text back at most, however long the reads stay away
            }
        }

        private synchronized void forgetBefore() {
            before = null;
        }

        /** The whole text, header first. */
        public String text() {
            return text;
        }

        /** Each row's text after the header, in order, without its LF. */
        public List<String> rows() {
            return rows;
        }

        /** Whether {@code read} (a file's bytes as read from disk) are this text's UTF-8 bytes, every one. */
        public boolean isTextOf(byte[] read) {
            return Arrays.equals(bytes, read);
        }

        /**
         * What a first read of this text gives, or null when that is not sure without reading it whole
         * (decision 0045): worked out once, from {@code wholeRows} (what an earlier reading found whole)
         * and a read of the rows it does not hold, then given again. A reading is a function of the
         * text alone, so it is the same whichever memo it was worked out with and whenever: the store
         * works it out on its applying thread once the file is in place (decision 0054), so the next
         * write, which must read the file from disk under the lock, only compares the bytes.
         */
        public synchronized Reading reading(String file, Map<String, MatchResult> wholeRows) {
            if (!read) {
                try {
                    reading = readAsWritten(file, rows, wholeRows);
                } catch (FileFormatException notSure) {
                    reading = null;
                }
                if (reading != null) {
                    Set<String> found = new HashSet<>(rows.size() * 2);
                    reading.read().matches().forEach(match -> found.add(match.id()));
                    // A score write keeps the same matches: the very set of the text before, so what was
                    // worked out from it (ExpectedFiles) is known by identity.
                    Set<String> earlier = before == null ? null : before.ids();
                    ids = found.equals(earlier) ? earlier : Collections.unmodifiableSet(found);
                }
                before = null;
                read = true;
            }
            return reading;
        }

        /** The id of every match of {@link #reading}, or null when it is null or not worked out yet. */
        public synchronized Set<String> ids() {
            return ids;
        }
    }

    /**
     * The file as {@link #write(List, Map)} writes it, taking the row text of each match that is the
     * very instance {@code lines} (an earlier {@link Written}'s) holds: a row's text is a function of
     * its match alone, and a score write leaves every other match the instance it read as.
     */
    public static Written write(List<MatchResult> matches, Map<String, KeptRow> kept, Lines lines) {
        MatchResult[] instances = matches.toArray(new MatchResult[0]);
        String[] rows = new String[instances.length];
        int length = HEADER_LINE.length();
        for (int i = 0; i < instances.length; i++) {
            MatchResult match = instances[i];
            KeptRow row = kept.isEmpty() ? null : kept.get(match.id());
            String text = row != null && row.asRead().equals(match) ? row.line().substring(0, row.line().length() - 1)
                    : lines.of(i, match);
            if (text == null) {
                String line = line(match);
                text = line.substring(0, line.length() - 1);
            }
            rows[i] = text;
            length += text.length() + 1;
        }
        // Sized once: a results file of some hundred rows is copied into its text once, not grown into it.
        StringBuilder out = new StringBuilder(length).append(HEADER_LINE);
        for (String row : rows) {
            out.append(row).append('\n');
        }
        String text = out.toString();
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        AsWritten asWritten = new AsWritten(text, bytes, List.of(rows), lines.asWritten);
        return new Written(bytes, new Lines(instances, rows, asWritten), asWritten);
    }

    /**
     * A row that degraded as it was read: the match it read as, and its text as it stands in the
     * file with an LF after it.
     */
    public record KeptRow(MatchResult asRead, String line) {
    }

    /**
     * The row of each match in {@code degraded} (by id, with the problems its row had) as it stands
     * in {@code text}: the row holding the first line a problem of it names. A match whose row is
     * not found is left out, and is written as it reads.
     */
    public static Map<String, KeptRow> keptRows(String text, List<MatchResult> matches,
            Map<String, List<Problem>> degraded) {
        if (degraded.isEmpty()) {
            return Map.of();
        }
        String body = body(text);
        List<CsvRow> rows;
        try {
            rows = CsvTable.read("", body, CsvTable.Options.DATA);
        } catch (FileFormatException e) {
            return Map.of(); // a file that does not parse has no rows to keep
        }
        List<String> texts = CsvTable.rowTexts(body, rows);
        Map<String, MatchResult> byId = new HashMap<>();
        matches.forEach(m -> byId.put(m.id(), m));
        Map<String, KeptRow> kept = new HashMap<>();
        for (Map.Entry<String, List<Problem>> entry : degraded.entrySet()) {
            int line = entry.getValue().stream().mapToInt(Problem::line).filter(l -> l > 0).min().orElse(0);
            MatchResult asRead = byId.get(entry.getKey());
            int found = -1;
            for (int r = 0; r < rows.size() && rows.get(r).line() <= line; r++) {
                found = r;
            }
            if (asRead != null && found >= 1
                    && readRow("", rows.get(found), new Problems()).id().equals(entry.getKey())) {
                kept.put(entry.getKey(), new KeptRow(asRead,
                        widened(texts.get(found), rows.get(found).size(), asRead) + "\n"));
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
        if (width >= COLUMNS.size()) {
            return text;
        }
        MatchResult row = withIdParts(asRead);
        StringBuilder out = new StringBuilder(text);
        for (int i = width; i < COLUMNS.size(); i++) {
            out.append(',').append(CsvLine.field(COLUMNS.get(i).write(row)));
        }
        return out.toString();
    }

    /** One match's row with its LF. */
    private static String line(MatchResult match) {
        MatchResult row = withIdParts(match);
        List<String> fields = new ArrayList<>(COLUMNS.size());
        for (PoolMatchColumn column : COLUMNS) {
            fields.add(column.write(row));
        }
        return CsvLine.of(fields);
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
