package taikai.ui.pools;

import java.util.List;

/**
 * One pool as the screen shows it: its bouts in playing order, its table (empty for a Swiss round,
 * which has no table of its own), and a sentence about where the pool stands.
 */
public record PoolTable(String name, List<BoutLine> bouts, List<StandingLine> standings, String summary,
        boolean degraded) {

    public PoolTable {
        bouts = List.copyOf(bouts);
        standings = List.copyOf(standings);
    }
}
