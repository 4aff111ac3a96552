package taikai.storage.roster;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import taikai.model.entrant.SeedEntry;
import taikai.storage.csv.CsvLine;
import taikai.storage.csv.CsvRow;
import taikai.storage.csv.CsvTable;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;

/**
 * {@code seeds.csv}: a header, then one seed a row. Columns are found by header name, ignoring case
 * and order, so the older {@code Rank,Name} and the current {@code Rank,Name,Dojo,ID} both read
 * (file-formats). Written as {@code Rank,Name,Dojo,ID}, ordered by rank.
 *
 * <p>A row missing its rank or name, or too short to hold them, is skipped with a DEGRADED problem
 * rather than failing the file (spec section 5; data-model wins over file-formats' equal-field-count
 * rule here, so rows are not required to match the header's length).
 */
public final class SeedsFile {
    public static final String NAME = "seeds.csv";
    static final List<String> HEADER = List.of("Rank", "Name", "Dojo", "ID");

    private SeedsFile() {
    }

    /** The seed rows in file order; rows without an id are completed by {@link SeedCompletion}. */
    public static List<SeedEntry> read(String file, String text, Problems problems) throws FileFormatException {
        List<CsvRow> rows = CsvTable.read(file, text, false);
        if (rows.isEmpty()) {
            return List.of();
        }
        CsvRow header = rows.get(0);
        int rank = column(header, "rank");
        int name = column(header, "name");
        if (rank < 0 || name < 0) {
            throw new FileFormatException(file, header.line(), 1, "The first row must name the columns and hold"
                    + " at least Rank and Name; found \"" + String.join(",", header.fields()) + "\"."
                    + " The file is left as it is and takes no writes until it is repaired.");
        }
        int dojo = column(header, "dojo");
        int id = column(header, "id");
        List<SeedEntry> seeds = new ArrayList<>();
        for (CsvRow row : rows.subList(1, rows.size())) {
            if (row.isBlank()) {
                continue;
            }
            String rankText = row.field(rank).trim();
            if (row.size() <= Math.max(rank, name) || rankText.isEmpty() || row.field(name).isEmpty()) {
                problems.degraded(file, row.line(), 1, "This seed row has no rank or no name, so it is skipped"
                        + " rather than guessed; fill in both or remove the row.");
                continue;
            }
            int value;
            try {
                value = Integer.parseInt(rankText);
            } catch (NumberFormatException e) {
                value = 0;
            }
            if (value < 1) {
                problems.degraded(file, row.lineOf(rank), row.columnOf(rank), "The rank \"" + rankText
                        + "\" is not a whole number from 1, so this seed row is skipped; correct the rank.");
                continue;
            }
            seeds.add(new SeedEntry(value, row.field(name), dojo < 0 ? "" : row.field(dojo), id < 0 ? "" : row.field(id)));
        }
        return seeds;
    }

    private static int column(CsvRow header, String wanted) {
        for (int i = 0; i < header.size(); i++) {
            if (header.field(i).trim().toLowerCase(Locale.ROOT).equals(wanted)) {
                return i;
            }
        }
        return -1;
    }

    /** The file's bytes as text: the current header, then the seeds by rank (ties keep their order). */
    public static String write(List<SeedEntry> seeds) {
        StringBuilder out = new StringBuilder(CsvLine.of(HEADER));
        seeds.stream().sorted(Comparator.comparingInt(SeedEntry::rank)).forEach(s -> out.append(
                CsvLine.of(List.of(Integer.toString(s.rank()), s.name(), s.dojo(), s.id()))));
        return out.toString();
    }
}
