package taikai.storage.roster;

import java.util.ArrayList;
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
            if (row.field(POOL).isEmpty() || row.field(PLAYER).isEmpty()) {
                problems.degraded(file, row.line(), 1, "This row names no pool or no entrant, so it is skipped;"
                        + " fill in both or remove the row.");
                continue;
            }
            number(file, row, POSITION, "position", problems);
            List<Player> pool = pools.computeIfAbsent(row.field(POOL), k -> new ArrayList<>());
            pool.add(new Player(row.field(ID), row.field(PLAYER), row.field(DISPLAY), row.field(DOJO), List.of(),
                    row.field(NUMBER), number(file, row, SEED, "seed", problems), pool.size(), false, PlayerSource.NONE));
        }
        List<Pool> out = new ArrayList<>();
        pools.forEach((name, players) -> out.add(new Pool(name, players)));
        return out;
    }

    /** A whole number of at least 0 in column {@code index}; blank reads as 0, anything else degrades to 0. */
    private static int number(String file, CsvRow row, int index, String what, Problems problems) {
        String text = row.field(index).trim();
        if (text.isEmpty()) {
            return 0;
        }
        try {
            int value = Integer.parseInt(text);
            if (value >= 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        problems.degraded(file, row.lineOf(index), row.columnOf(index), "The " + what + " \"" + text
                + "\" is not a whole number of at least 0; it reads as 0.");
        return 0;
    }

    /** The file's bytes as text: every pool's entrants in order, position counted from 0. */
    public static String write(List<Pool> pools) {
        StringBuilder out = new StringBuilder();
        for (Pool pool : pools) {
            for (int i = 0; i < pool.players().size(); i++) {
                Player p = pool.players().get(i);
                out.append(CsvLine.of(List.of(pool.name(), p.name(), Integer.toString(i), p.displayName(), p.dojo(),
                        p.seed() == 0 ? "" : Integer.toString(p.seed()), p.number(), p.id())));
            }
        }
        return out.toString();
    }
}
