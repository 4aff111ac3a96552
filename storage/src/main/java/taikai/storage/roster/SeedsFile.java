package taikai.storage.roster;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import taikai.model.entrant.SeedEntry;
import taikai.storage.csv.CsvLine;
import taikai.storage.csv.CsvRow;
import taikai.storage.csv.CsvTable;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
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
            String found = String.join(",", header.fields());
            throw new FileFormatException(Problem.fatal(file, header.line(), 1, "The first row must name the columns"
                    + " and hold at least Rank and Name; found \"" + found + "\"."
                    + " The file is left as it is and takes no writes until it is repaired.")
                    .coded("seeds-header-without-rank-or-name", found));
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
                problems.add(Problem.degraded(file, row.line(), 1, "This seed row has no rank or no name, so it is"
                        + " skipped rather than guessed; fill in both or remove the row.")
                        .coded("seed-row-without-rank-or-name"));
                continue;
            }
            int value;
            try {
                value = Integer.parseInt(rankText);
            } catch (NumberFormatException e) {
                value = 0;
            }
            if (value < 1) {
                problems.add(Problem.degraded(file, row.lineOf(rank), row.columnOf(rank), "The rank \"" + rankText
                        + "\" is not a whole number from 1, so this seed row is skipped; correct the rank.")
                        .coded("seed-rank-not-from-one", rankText));
                continue;
            }
            seeds.add(new SeedEntry(value, row.field(name), dojo < 0 ? "" : row.field(dojo), id < 0 ? "" : row.field(id)));
        }
        return seeds;
    }

    /**
     * A seed row the read skipped, kept as it stands (spec section 5, "A degraded cell is kept, not
     * overwritten"): it follows the rows of rank {@code after} or less (0: it came before every seed).
     *
     * @param text     the row as it stands in the file, without its line end
     * @param byColumn its fields by the lowercase name of their column
     */
    public record SkippedRow(int after, String text, Map<String, String> byColumn) {
    }

    /**
     * The rows of {@code text} a write must give back: those the read skips. Empty when the header
     * does not name Rank and Name (the file does not load, and takes no write).
     */
    public static List<SkippedRow> skippedRows(String file, String text) throws FileFormatException {
        List<CsvRow> rows = CsvTable.read(file, text, false);
        if (rows.isEmpty() || column(rows.get(0), "rank") < 0 || column(rows.get(0), "name") < 0) {
            return List.of();
        }
        List<String> texts = CsvTable.rowTexts(text, rows);
        // A row keeps its bytes only under the header it was written under; under another it is laid out anew.
        boolean sameHeader = texts.get(0).equals(CsvLine.of(HEADER).strip());
        CsvRow header = rows.get(0);
        int rank = column(header, "rank");
        int name = column(header, "name");
        List<SkippedRow> skipped = new ArrayList<>();
        int after = 0;
        for (int r = 1; r < rows.size(); r++) {
            CsvRow row = rows.get(r);
            if (row.isBlank()) {
                continue;
            }
            int value = rankOf(row, rank, name);
            if (value > 0) {
                after = value;
                continue;
            }
            Map<String, String> byColumn = new LinkedHashMap<>();
            for (int c = 0; c < header.size(); c++) {
                byColumn.putIfAbsent(header.field(c).trim().toLowerCase(Locale.ROOT), row.field(c));
            }
            skipped.add(new SkippedRow(after, sameHeader ? texts.get(r) : null, byColumn));
        }
        return skipped;
    }

    /** The row's rank, or 0 when the read skips the row (no rank, no name, or a rank that is not from 1). */
    private static int rankOf(CsvRow row, int rank, int name) {
        String rankText = row.field(rank).trim();
        if (row.size() <= Math.max(rank, name) || rankText.isEmpty() || row.field(name).isEmpty()) {
            return 0;
        }
        try {
            return Math.max(Integer.parseInt(rankText), 0);
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /**
     * The file as {@link #write(List)} makes it with each skipped row given back where it stood
     * among the ranks, until a seed is written for the entrant the row names (its record written
     * anew) or the seeding is cleared.
     */
    public static String write(List<SeedEntry> seeds, List<SkippedRow> skipped) {
        if (skipped.isEmpty() || seeds.isEmpty()) {
            return write(seeds);
        }
        List<SkippedRow> left = new ArrayList<>(skipped.stream().filter(row -> seeds.stream()
                .noneMatch(seed -> names(row, seed))).toList());
        StringBuilder out = new StringBuilder(CsvLine.of(HEADER));
        for (SeedEntry seed : seeds.stream().sorted(Comparator.comparingInt(SeedEntry::rank)).toList()) {
            while (!left.isEmpty() && left.get(0).after() < seed.rank()) {
                out.append(line(left.remove(0)));
            }
            out.append(CsvLine.of(List.of(Integer.toString(seed.rank()), seed.name(), seed.dojo(), seed.id())));
        }
        left.forEach(row -> out.append(line(row)));
        return out.toString();
    }

    private static String line(SkippedRow row) {
        if (row.text() != null) {
            return row.text() + "\n";
        }
        return CsvLine.of(HEADER.stream().map(h -> row.byColumn().getOrDefault(h.toLowerCase(Locale.ROOT), "")).toList());
    }

    /** Whether the skipped row names the seed's entrant: by id when it has one, else by name (and dojo when given). */
    private static boolean names(SkippedRow row, SeedEntry seed) {
        String id = row.byColumn().getOrDefault("id", "").trim();
        if (!id.isEmpty()) {
            return id.equals(seed.id());
        }
        String dojo = row.byColumn().getOrDefault("dojo", "").trim();
        return RosterRules.key(row.byColumn().getOrDefault("name", "")).equals(RosterRules.key(seed.name()))
                && (dojo.isEmpty() || RosterRules.key(dojo).equals(RosterRules.key(seed.dojo())));
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
