package taikai.model.discipline;

import java.util.Set;
import taikai.model.match.Mark;

/**
 * Naginata engi: a demonstration judged by flags. Each judge raises one flag and the side with more
 * flags wins, so a result is never a draw; a count that does not add up to the judges decides nothing.
 */
public record NaginataEngi(int judges) implements Discipline {

    /** FIK naginata engi is judged by three. */
    public static final int DEFAULT_JUDGES = 3;

    public NaginataEngi {
        if (judges < 1 || judges % 2 == 0) {
            throw new IllegalArgumentException("Engi needs an odd number of judges, not " + judges + ".");
        }
    }

    @Override
    public String label() {
        return "naginata engi";
    }

    @Override
    public Set<Mark> strikes() {
        return Set.of();
    }

    @Override
    public boolean decidedByFlags() {
        return true;
    }

    @Override
    public boolean canDraw() {
        return false;
    }

    @Override
    public int pointsToWin() {
        return 0;
    }

    @Override
    public Discipline forRepresentativeBout() {
        return this;
    }

    /** True when the flags add up to the judges: every judge has raised exactly one (chosen rule). */
    public boolean isValidCount(int flagsA, int flagsB) {
        return flagsA >= 0 && flagsB >= 0 && flagsA + flagsB == judges;
    }

    @Override
    public Outcome decide(Fight fight, boolean finished, boolean mayDraw) {
        if (fight.closedByForfeit()) {
            return fight.forfeitOutcome();
        }
        if (isValidCount(fight.flagsA(), fight.flagsB())) {
            return Outcome.win(fight.flagsA() > fight.flagsB() ? Corner.A : Corner.B, Basis.FLAGS);
        }
        // spec section 5: an engi result is never a draw; an even or impossible count decides nothing.
        boolean counted = fight.flagsA() + fight.flagsB() > 0;
        return Outcome.undecided(finished || counted ? Basis.FLAG_COUNT_INVALID : Basis.NOT_FINISHED);
    }
}
