package taikai.model.scoring;

import java.util.ArrayList;
import java.util.List;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.match.Decision;
import taikai.model.match.Mark;

/**
 * Kiken, fusenpai and fusensho close a fight and leave default-win marks ({@code ○}) for the winner:
 * two in regulation, one in encho (file-formats "Points").
 */
public final class Forfeits {

    /** Default-win points in regulation when flags, not points, decide (file-formats: two in regulation). */
    private static final int ENGI_DEFAULT_POINTS = 2;

    private Forfeits() {
    }

    /**
     * {@code f} closed by {@code how} for {@code winner}. The winner's marks are topped up with
     * {@code ○} to the winning number in regulation, or by one in encho (sudden death), so the
     * winner ends ahead and a side never holds more than the winning number (chosen reading of
     * "two in regulation, one in encho": a point already won stays and counts toward the two).
     */
    public static Fight award(Discipline d, Fight f, Corner winner, Decision how) {
        int own = f.points(winner);
        int opponent = f.points(winner.other());
        int regulation = d.pointsToWin() > 0 ? d.pointsToWin() : ENGI_DEFAULT_POINTS;
        int target = Math.max(f.enchoPeriods() > 0 ? opponent + 1 : regulation, opponent + 1);
        List<Mark> marks = Scoresheet.append(f.marks(winner), Mark.DEFAULT_WIN, Math.max(0, target - own));
        return f.withMarks(winner, marks).withDecision(how);
    }

    /** {@code f} with its hantei, hikiwake or forfeit taken back, and the default-win marks with it. */
    public static Fight takeBack(Fight f) {
        Fight plain = f.withMarks(Corner.A, without(f.ipponsA(), f.closedByForfeit()))
                .withMarks(Corner.B, without(f.ipponsB(), f.closedByForfeit()));
        return plain.withDecision(Decision.NONE);
    }

    private static List<Mark> without(List<Mark> marks, boolean defaultWins) {
        List<Mark> kept = new ArrayList<>();
        for (Mark m : marks) {
            if (m != Mark.HANTEI && !(defaultWins && m == Mark.DEFAULT_WIN)) {
                kept.add(m);
            }
        }
        return kept;
    }
}
