package taikai.model.scoring;

import taikai.model.match.MatchResult;

/**
 * Where a match is played, as far as its result goes: a pool, league or Swiss match may end drawn;
 * a knockout match always needs a winner.
 */
public enum Stage {
    POOL,
    KNOCKOUT;

    public boolean needsWinner() {
        return this == KNOCKOUT;
    }

    /**
     * The stage of a stored match: a bracket node (no pool) is knockout. A pool tie-break row
     * ({@code Pool A-TB-0}) or representative-bout row ({@code Pool A-DH-0}) exists to separate a tie,
     * so it needs a winner like a knockout match (chosen rule).
     */
    public static Stage of(MatchResult m) {
        if (m.pool().isEmpty()) {
            return KNOCKOUT;
        }
        return isDecider(m) ? KNOCKOUT : POOL;
    }

    /** True for a pool tie-break or representative-bout row (file-formats "Match id"). */
    public static boolean isDecider(MatchResult m) {
        String index = m.index();
        String id = m.id();
        return index.startsWith("TB-") || index.startsWith("DH-") || id.contains("-TB-") || id.contains("-DH-");
    }
}
