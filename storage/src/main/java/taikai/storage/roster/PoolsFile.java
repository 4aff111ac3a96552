package taikai.storage.roster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.model.entrant.Pool;
import taikai.storage.csv.CsvLine;
import taikai.storage.csv.CsvRow;
import taikai.storage.csv.CsvTable;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

/**
 * {@code pools.csv}: no header, 8 columns {@code PoolName, PlayerName, Position, DisplayName, Dojo,
 * Seed, Number, ParticipantID} (file-formats; older files stop after Number). Position is derived
 * from row order (spec section 7): an entrant's position is its place among its pool's rows,
 * written 0-based. Seed is blank when 0. Pools keep the order their first row appears in.
 */
public final class PoolsFile {
    public static final String NAME = "pools.csv";
    private static final int POOL = 0;
    private static final int PLAYER = 1;
    private static final int POSITION = 2;
    private static final int DISPLAY = 3;
    private static final int DOJO = 4;
    private static final int SEED = 5;
    private static final int NUMBER = 6;
    private static final int ID = 7;

    private PoolsFile() {
    }

    public static List<Pool> read(String file, String text, Problems problems) throws FileFormatException {
        Map<String, List<Player>> pools = new LinkedHashMap<>();
        for (CsvRow row : CsvTable.read(file, text, true)) {
            if (row.isBlank()) {
                continue;
            }
            if (skipped(row)) {
                problems.add(Problem.degraded(file, row.line(), 1, "This row names no pool or no entrant, so it is"
                        + " skipped; fill in both or remove the row.").coded("pool-row-without-pool-or-entrant"));
                continue;
            }
            number(file, row, POSITION, "position", "pool-position-not-a-number", problems);
            List<Player> pool = pools.computeIfAbsent(row.field(POOL), k -> new ArrayList<>());
            pool.add(player(row, number(file, row, SEED, "seed", "pool-seed-not-a-number", problems), pool.size()));
        }
        List<Pool> out = new ArrayList<>();
        pools.forEach((name, players) -> out.add(new Pool(name, players)));
        return out;
    }

    private static boolean skipped(CsvRow row) {
        return row.field(POOL).isEmpty() || row.field(PLAYER).isEmpty();
    }

    private static Player player(CsvRow row, int seed, int position) {
        return new Player(row.field(ID), row.field(PLAYER), row.field(DISPLAY), row.field(DOJO), List.of(),
                row.field(NUMBER), seed, position, false, PlayerSource.NONE);
    }

    /** A whole number of at least 0 in column {@code index}; blank reads as 0, anything else degrades to 0. */
    private static int number(String file, CsvRow row, int index, String what, String code, Problems problems) {
        String text = row.field(index).trim();
        int value = number(text);
        if (value < 0) {
            problems.add(Problem.degraded(file, row.lineOf(index), row.columnOf(index), "The " + what + " \"" + text
                    + "\" is not a whole number of at least 0; it reads as 0.").coded(code, text));
            return 0;
        }
        return value;
    }

    /** The number {@code text} holds: 0 when blank, -1 when it is not a whole number of at least 0. */
    private static int number(String text) {
        if (text.isEmpty()) {
            return 0;
        }
        try {
            return Math.max(Integer.parseInt(text), -1);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /**
     * A row of the file kept as it was read (spec section 5, "A degraded cell is kept, not
     * overwritten"): a row with a degraded cell, which is the pool's entrant {@code asRead} at
     * {@code index}, or a skipped row ({@code asRead} null), which follows the entrant at
     * {@code index} of {@code pool} in the file ({@code pool} null: the file's first rows).
     *
     * @param text   the row as it stands in the file, without its line end
     * @param fields its fields as read
     */
    public record KeptRow(String pool, int index, Player asRead, String text, List<String> fields) {
    }

    /** The rows of {@code text} a write must give back: those with a degraded cell and the skipped ones. */
    public static List<KeptRow> keptRows(String file, String text) throws FileFormatException {
        List<CsvRow> rows = CsvTable.read(file, text, true);
        List<String> texts = CsvTable.rowTexts(text, rows);
        Map<String, Integer> sizes = new HashMap<>();
        List<KeptRow> kept = new ArrayList<>();
        String pool = null;
        int index = -1;
        for (int r = 0; r < rows.size(); r++) {
            CsvRow row = rows.get(r);
            if (row.isBlank()) {
                continue;
            }
            if (skipped(row)) {
                kept.add(new KeptRow(pool, index, null, texts.get(r), row.fields()));
                continue;
            }
            pool = row.field(POOL);
            index = sizes.merge(pool, 1, Integer::sum) - 1;
            int seed = number(row.field(SEED).trim());
            if (seed < 0 || number(row.field(POSITION).trim()) < 0) {
                kept.add(new KeptRow(pool, index, player(row, Math.max(seed, 0), index), texts.get(r), row.fields()));
            }
        }
        return kept;
    }

    /**
     * The file as {@link #write(List)} makes it, with {@code kept} given back: each degraded row whose
     * entrant is still the one it read as keeps its bytes (its degraded cells, should the file's
     * width have changed), and each skipped row follows the row it followed, until the pools are
     * drawn anew (none left).
     */
    public static String write(List<Pool> pools, List<KeptRow> kept) {
        if (kept.isEmpty() || pools.isEmpty()) {
            return write(pools);
        }
        Map<String, KeptRow> degraded = new HashMap<>();
        Map<String, List<KeptRow>> after = new LinkedHashMap<>();
        for (KeptRow row : kept) {
            String key = row.pool() == null ? "" : row.pool() + "\n" + row.index();
            if (row.asRead() == null) {
                after.computeIfAbsent(key, k -> new ArrayList<>()).add(row);
            } else {
                degraded.put(key, row);
            }
        }
        StringBuilder out = new StringBuilder();
        skippedAfter(out, after.remove(""));
        for (Pool pool : pools) {
            for (int i = 0; i < pool.players().size(); i++) {
                String key = pool.name() + "\n" + i;
                List<String> fields = fields(pool, i);
                KeptRow row = degraded.get(key);
                if (row == null || !row.asRead().equals(pool.players().get(i))) {
                    out.append(CsvLine.of(fields));
                } else if (row.fields().size() == fields.size()) {
                    out.append(row.text()).append('\n');
                } else {
                    for (int column : List.of(POSITION, SEED)) {
                        if (column < row.fields().size() && number(row.fields().get(column).trim()) < 0) {
                            fields.set(column, row.fields().get(column));
                        }
                    }
                    out.append(CsvLine.of(fields));
                }
                skippedAfter(out, after.remove(key));
            }
        }
        after.values().forEach(rows -> skippedAfter(out, rows));
        return out.toString();
    }

    /** Skipped rows as they stand, or laid out to the file's eight columns when they had another width. */
    private static void skippedAfter(StringBuilder out, List<KeptRow> rows) {
        for (KeptRow row : rows == null ? List.<KeptRow>of() : rows) {
            if (row.fields().size() == ID + 1) {
                out.append(row.text()).append('\n');
            } else {
                List<String> fields = new ArrayList<>(row.fields());
                while (fields.size() < ID + 1) {
                    fields.add("");
                }
                out.append(CsvLine.of(fields.subList(0, ID + 1)));
            }
        }
    }

    private static List<String> fields(Pool pool, int i) {
        Player p = pool.players().get(i);
        return new ArrayList<>(List.of(pool.name(), p.name(), Integer.toString(i), p.displayName(), p.dojo(),
                p.seed() == 0 ? "" : Integer.toString(p.seed()), p.number(), p.id()));
    }

    /** The file's bytes as text: every pool's entrants in order, position counted from 0. */
    public static String write(List<Pool> pools) {
        StringBuilder out = new StringBuilder();
        for (Pool pool : pools) {
            for (int i = 0; i < pool.players().size(); i++) {
                out.append(CsvLine.of(fields(pool, i)));
            }
        }
        return out.toString();
    }
}
