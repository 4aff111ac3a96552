package taikai.model.competition;

/** A Swiss competition's rounds (file-formats "config.md keys": swiss_rounds, swiss_current_round). */
public record SwissState(int rounds, int currentRound) {

    public static final SwissState NONE = new SwissState(0, 0);

    public SwissState withRounds(int value) {
        return new SwissState(value, currentRound);
    }

    public SwissState withCurrentRound(int value) {
        return new SwissState(rounds, value);
    }
}
