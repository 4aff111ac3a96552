package taikai.model.discipline;

import java.util.Set;
import taikai.model.match.Mark;

/** Naginata shiai: as kendo shiai, and sune (the shin) counts too. */
public record NaginataShiai(int pointsToWin) implements Discipline {

    private static final Set<Mark> STRIKES = Set.of(Mark.MEN, Mark.KOTE, Mark.DO, Mark.TSUKI, Mark.SUNE);

    public NaginataShiai {
        if (pointsToWin < 1 || pointsToWin > 2) {
            throw new IllegalArgumentException("A shiai is won at one or two points, not " + pointsToWin + ".");
        }
    }

    @Override
    public String label() {
        return "naginata shiai";
    }

    @Override
    public Set<Mark> strikes() {
        return STRIKES;
    }

    @Override
    public boolean decidedByFlags() {
        return false;
    }

    @Override
    public boolean canDraw() {
        return true;
    }

    @Override
    public Discipline forRepresentativeBout() {
        return new NaginataShiai(1);
    }

    @Override
    public Outcome decide(Fight fight, boolean finished, boolean mayDraw) {
        return Verdicts.onPoints(pointsToWin, fight, finished, mayDraw);
    }
}
