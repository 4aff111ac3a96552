package taikai.model.competition;

/**
 * A league's tie-break for the top places (file-formats "config.md keys": league_tiebreak_top_n,
 * league_two_third_places, league_tiebreak_finalized).
 */
public record LeagueTiebreak(
        /** 3 or 4; 0 when unset */ int topN,
        boolean twoThirdPlaces,
        boolean finalized) {

    public static final LeagueTiebreak NONE = new LeagueTiebreak(0, false, false);

    public LeagueTiebreak withTopN(int value) {
        return new LeagueTiebreak(value, twoThirdPlaces, finalized);
    }

    public LeagueTiebreak withTwoThirdPlaces(boolean value) {
        return new LeagueTiebreak(topN, value, finalized);
    }

    public LeagueTiebreak withFinalized(boolean value) {
        return new LeagueTiebreak(topN, twoThirdPlaces, value);
    }
}
