package taikai.model.team;

import java.util.List;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.discipline.Outcome;
import taikai.model.match.SubBout;

/**
 * Individual victories and points won by each team, derived from the bouts (spec section 3: never
 * entered by hand, never a second truth). The representative bout decides a tie and is not counted.
 */
public record TeamTally(int victoriesA, int victoriesB, int pointsA, int pointsB) {

    public static final TeamTally NONE = new TeamTally(0, 0, 0, 0);

    /** The one function that counts an encounter. */
    public static TeamTally of(Discipline d, List<SubBout> bouts, boolean encounterCompleted) {
        int vA = 0;
        int vB = 0;
        int pA = 0;
        int pB = 0;
        for (SubBout b : Bouts.regular(bouts)) {
            Outcome o = Bouts.outcome(d, bouts, b, encounterCompleted);
            if (o.result() == Outcome.Result.A_WINS) {
                vA++;
            } else if (o.result() == Outcome.Result.B_WINS) {
                vB++;
            }
            Fight f = Fight.of(b);
            pA += f.points(Corner.A);
            pB += f.points(Corner.B);
        }
        return new TeamTally(vA, vB, pA, pB);
    }

    public int victories(Corner c) {
        return c == Corner.A ? victoriesA : victoriesB;
    }

    public int points(Corner c) {
        return c == Corner.A ? pointsA : pointsB;
    }

    /** Level on both victories and points: the daihyosen case. */
    public boolean isLevel() {
        return victoriesA == victoriesB && pointsA == pointsB;
    }
}
