package taikai.storage.csv;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.csv.CsvFactory;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleConsumer;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.ParserWords;
import taikai.storage.problem.Problem;

/**
 * The one CSV reader: every data file and the import read their rows here, each field with the
 * 1-based line and column where it starts, so a bad cell is reported where a person will find it in
 * the editor. Jackson's CSV parser does the quoting. Lines that hold nothing (or only blanks) are
 * not rows. A text whose rows no longer parse, or whose rows differ in width where the file needs one
 * width, is a {@link FileFormatException} naming the line and column of the field and what was found
 * there (spec section 5, "When a file is wrong").
 *
 * <p>The data files are read with {@link Options#DATA}: comma-separated, the blanks before each
 * field and around a quoted one dropped (file-formats "CSV, all files": a field is quoted when it
 * starts with white space, so blanks in front of an unquoted field are never part of it; older files
 * wrote {@code ", "} between fields). Blanks at the end of an unquoted field are kept: the writer
 * leaves them unquoted, so they are the field's own.
 */
public final class CsvTable {
    /** How often, in rows, a read with a progress listener reports how far it has got. */
    private static final int PROGRESS_EVERY_ROWS = 250;

    /**
     * How a text is read.
     *
     * @param delimiter what separates the fields
     * @param trim whether blanks before a field and around a quoted one are dropped
     * @param sameFieldCount whether a row whose field count differs from the first row's fails the
     *        text (file-formats: pools.csv, pool-matches.csv, seeds.csv and schedule.csv)
     * @param repair the sentence after a problem, saying what the person does about it
     */
    public record Options(char delimiter, boolean trim, boolean sameFieldCount, String repair) {
        private static final String FILE_REPAIR = "The file is left as it is and takes no writes until it is"
                + " repaired.";

        /** A data file of the folder whose rows may differ in width. */
        public static final Options DATA = new Options(',', true, false, FILE_REPAIR);
        /** A data file of the folder whose rows all have the first row's width. */
        public static final Options SAME_WIDTH = new Options(',', true, true, FILE_REPAIR);

        /** The sentence after a problem of an entrant list being imported: the sheet is the person's to fix. */
        public static final String IMPORT_REPAIR = "Check the quotes on that line, or save the sheet as CSV again.";

        /**
         * Whether the sentence after a problem is the data folder's own, which the app's bundle says
         * in every language; another (the import's) is said as it is written.
         */
        public boolean repairsTheFile() {
            return FILE_REPAIR.equals(repair);
        }

        /**
         * What a problem's code ends with for this repair sentence (decision 0050): nothing for the
         * data folder's, {@code -import} for the import's; null for any other, whose problem is uncoded.
         */
        String repairCode() {
            return FILE_REPAIR.equals(repair) ? "" : IMPORT_REPAIR.equals(repair) ? "-import" : null;
        }

        /** These options with another delimiter. */
        public Options withDelimiter(char delimiter) {
            return new Options(delimiter, trim, sameFieldCount, repair);
        }

        /** These options with or without trimming. */
        public Options withTrim(boolean trim) {
            return new Options(delimiter, trim, sameFieldCount, repair);
        }

        /** These options with another sentence after a problem. */
        public Options withRepair(String repair) {
            return new Options(delimiter, trim, sameFieldCount, repair);
        }
    }

    // The parser takes its features when it is made, so each way of trimming has its own factory.
    private static final CsvFactory TRIMMING = CsvMapper.builder()
            .enable(CsvParser.Feature.WRAP_AS_ARRAY)
            .enable(CsvParser.Feature.SKIP_EMPTY_LINES)
            .enable(CsvParser.Feature.TRIM_SPACES)
            .build().getFactory();
    private static final CsvFactory KEEPING = CsvMapper.builder()
            .enable(CsvParser.Feature.WRAP_AS_ARRAY)
            .enable(CsvParser.Feature.SKIP_EMPTY_LINES)
            .build().getFactory();

    private CsvTable() {
    }

    /** Every row of {@code text}, read as a data file; {@code sameFieldCount} as in {@link Options}. */
    public static List<CsvRow> read(String file, String text, boolean sameFieldCount) throws FileFormatException {
        return read(file, text, sameFieldCount ? Options.SAME_WIDTH : Options.DATA);
    }

    /** Every row of {@code text}, read with {@code options}; {@code file} is named in every problem. */
    public static List<CsvRow> read(String file, String text, Options options) throws FileFormatException {
        return read(file, text, options, fraction -> {
        });
    }

    /**
     * Every row of {@code text} as {@link #read(String, String, Options)} reads them, telling
     * {@code progress} how far it has got (0 to 1) now and then, and 1 at the end.
     */
    public static List<CsvRow> read(String file, String text, Options options, DoubleConsumer progress)
            throws FileFormatException {
        List<CsvRow> rows = new ArrayList<>();
        JsonLocation fieldStart = null;
        double length = Math.max(1, text.length());
        try (CsvParser parser = (options.trim() ? TRIMMING : KEEPING).createParser(text)) {
            parser.setSchema(CsvSchema.emptySchema().withColumnSeparator(options.delimiter()));
            Fields row = null;
            int depth = 0;
            fieldStart = parser.currentLocation();
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token == JsonToken.START_ARRAY && ++depth == 2) {
                    row = new Fields();
                } else if (token == JsonToken.VALUE_STRING && row != null) {
                    JsonLocation at = parser.currentTokenLocation();
                    String field = parser.getText();
                    if (options.trim()) {
                        field = withTrailingBlanks(text, at.getCharOffset(), field, options.delimiter());
                    }
                    row.add(field, at.getLineNr(), at.getColumnNr());
                } else if (token == JsonToken.END_ARRAY && depth-- == 2 && row != null && !row.isBlankLine()) {
                    CsvRow done = row.toRow();
                    if (options.sameFieldCount() && !rows.isEmpty()) {
                        requireWidth(file, rows.get(0), done, options);
                    }
                    rows.add(done);
                    if (rows.size() % PROGRESS_EVERY_ROWS == 0) {
                        progress.accept(Math.min(1, parser.currentLocation().getCharOffset() / length));
                    }
                }
                fieldStart = parser.currentLocation();
            }
        } catch (JsonProcessingException e) {
            throw unparseable(file, fieldStart, e, options);
        } catch (IOException e) {
            throw new FileFormatException(file, 0, 0, "The text could not be read: " + e.getMessage() + ".");
        }
        progress.accept(1);
        return rows;
    }

    /**
     * The text of each of {@code rows} (read from {@code text}) as it stands in the file, without the
     * line end after it: from the start of its first line up to the next row's, blank lines left out.
     * A row spans more than one line only where a quoted field holds a line break.
     */
    public static List<String> rowTexts(String text, List<CsvRow> rows) {
        // Lines as the parser counts them: each ends at CR LF, LF or CR.
        List<Integer> lineStarts = new ArrayList<>();
        lineStarts.add(0);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                i++;
            }
            if (c == '\r' || c == '\n') {
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

    /**
     * An unquoted field with the blanks after it given back: trimming drops the blanks before a field
     * (older files wrote {@code ", "}), but blanks at a field's end are its own, since the writer
     * quotes only a field that starts with white space (file-formats "CSV, all files") and writes
     * {@code "Sato "} as {@code Sato }. A quoted field, or one not found at its offset, is as read.
     */
    private static String withTrailingBlanks(String text, long offset, String field, char delimiter) {
        if (offset < 0 || offset >= text.length() || text.charAt((int) offset) == '"'
                || !text.startsWith(field, (int) offset)) {
            return field;
        }
        int end = (int) offset + field.length();
        int after = end;
        while (after < text.length() && (text.charAt(after) == ' ' || text.charAt(after) == '\t')
                && text.charAt(after) != delimiter) {
            after++;
        }
        boolean fieldEnds = after == text.length() || text.charAt(after) == delimiter || text.charAt(after) == '\n'
                || text.charAt(after) == '\r';
        return after > end && fieldEnds ? text.substring((int) offset, after) : field;
    }

    /** A row's width against the first row's: named at the first extra field, or at the last of a short row. */
    private static void requireWidth(String file, CsvRow first, CsvRow row, Options options)
            throws FileFormatException {
        int expected = first.size();
        if (row.size() == expected) {
            return;
        }
        int where = row.size() > expected ? expected : row.size() - 1;
        Problem problem = Problem.fatal(file, row.lineOf(where), row.columnOf(where), "This row has " + row.size()
                + " fields where the first row has " + expected + "; every row of " + name(file)
                + " must have the same number of fields. " + options.repair());
        String found = String.valueOf(row.size());
        String headed = String.valueOf(expected);
        // Coded where the repair is the data folder's own sentence; another caller's repair (the import's)
        // is its own English, so its problem keeps its message (decision 0050).
        throw new FileFormatException(options.repairsTheFile() ? problem.coded("csv-row-width-differs", found, headed, name(file)) : problem);
    }

    /** Named at the field being read when the parser stopped, with what it found and where it stopped. */
    private static FileFormatException unparseable(String file, JsonLocation fieldStart, JsonProcessingException e,
            Options options) {
        JsonLocation stop = e.getLocation();
        JsonLocation at = fieldStart != null ? fieldStart : stop;
        int line = at == null ? 0 : at.getLineNr();
        int column = at == null ? 0 : at.getColumnNr();
        // The parser's location is just past the character it stopped at; name that character.
        String stopped = stop == null ? "" : " (at line " + stop.getLineNr() + ", column "
                + Math.max(1, stop.getColumnNr() - 1) + ")";
        taikai.storage.problem.Phrase found = ParserWords.phrase(e.getOriginalMessage());
        Problem problem = Problem.fatal(file, line, column, "The field starting here does not parse as CSV: found "
                + found.english() + stopped + ". " + options.repair());
        // Coded where the repair is the data folder's or the import's sentence (decision 0050).
        String repaired = options.repairCode();
        if (repaired == null) {
            return new FileFormatException(problem);
        }
        return new FileFormatException(stop == null ? problem.coded("csv-field-does-not-parse" + repaired, found.argument())
                : problem.coded("csv-field-does-not-parse-at" + repaired, found.argument(), String.valueOf(stop.getLineNr()),
                        String.valueOf(Math.max(1, stop.getColumnNr() - 1))));
    }

    private static String name(String file) {
        int slash = file.lastIndexOf('/');
        return slash < 0 ? file : file.substring(slash + 1);
    }

    /** The fields of the row being read, with where each starts. */
    private static final class Fields {
        private final List<String> texts = new ArrayList<>();
        private final List<Integer> lines = new ArrayList<>();
        private final List<Integer> columns = new ArrayList<>();

        void add(String text, int line, int column) {
            texts.add(text);
            lines.add(line);
            columns.add(column);
        }

        // Jackson reads a line of blanks as one empty field; it is no row.
        boolean isBlankLine() {
            return texts.isEmpty() || texts.size() == 1 && texts.get(0).isBlank();
        }

        CsvRow toRow() {
            return new CsvRow(lines.get(0), texts, lines, columns);
        }
    }
}
