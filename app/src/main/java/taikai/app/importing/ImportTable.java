package taikai.app.importing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleConsumer;
import taikai.model.Copies;
import taikai.storage.csv.CsvRow;
import taikai.storage.csv.CsvTable;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;

/**
 * The rows of an import as they read, before any column means anything: each row's cells, trimmed,
 * and the line it starts on. The data folder's one CSV reader ({@link CsvTable}) does the quoting (a
 * quoted field may hold the delimiter, a doubled quote or a line break), with the delimiter this
 * import detected; blank lines, and rows whose every cell is empty (a spreadsheet's {@code ;;;}),
 * are skipped.
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
        // Blanks around a quoted field ({@code Sato, "de Vries"}) are skipped, except where the tab is the delimiter.
        CsvTable.Options options = CsvTable.Options.DATA.withDelimiter(delimiter.character())
                .withTrim(delimiter != Delimiter.TAB)
                .withRepair(CsvTable.Options.IMPORT_REPAIR);
        List<CsvRow> read;
        try {
            read = CsvTable.read(source, text, options, progress);
        } catch (FileFormatException e) {
            Problem problem = e.problem();
            throw new ImportException(source + (problem.line() == 0 ? "" : ", line " + problem.line() + ", column "
                    + problem.column()) + ": the rows do not read as " + delimiter.words() + "-separated values. "
                    + problem.message(), problem, delimiter);
        }
        List<Row> rows = new ArrayList<>();
        for (CsvRow row : read) {
            List<String> cells = new ArrayList<>(row.size());
            row.fields().forEach(cell -> cells.add(cell.strip()));
            // A spreadsheet pads every row to the widest; trailing empty cells say nothing.
            while (!cells.isEmpty() && cells.get(cells.size() - 1).isEmpty()) {
                cells.remove(cells.size() - 1);
            }
            if (!cells.isEmpty()) {
                rows.add(new Row(row.line(), cells));
            }
        }
        return new ImportTable(source, delimiter, rows);
    }
}
