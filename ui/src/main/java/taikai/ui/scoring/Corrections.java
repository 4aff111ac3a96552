package taikai.ui.scoring;

import java.util.ArrayList;
import java.util.List;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.ui.match.Corner;

/** Puts a {@link Correction} onto a stored match; the write road's rules then work the winner out. */
public final class Corrections {
    private Corrections() {
    }

    public static MatchResult apply(MatchResult stored, Correction correction) {
        MatchResult corrected = stored.withSideA(side(stored.sideA(), correction, Corner.A))
                .withSideB(side(stored.sideB(), correction, Corner.B))
                .withEnchoPeriods(correction.enchoPeriods());
        return corrected.withVerdict(v -> v.withDecision(decision(stored, corrected, correction)));
    }

    /** The hantei mark rides in the winner's point list, as on a paper score sheet (spec section 3). */
    private static Side side(Side stored, Correction correction, Corner corner) {
        List<Mark> marks = new ArrayList<>(correction.points(corner));
        marks.removeIf(mark -> mark == Mark.HANTEI);
        if (correction.hantei() == corner) {
            marks.add(Mark.HANTEI);
        }
        return stored.withIppons(marks).withHansoku(correction.hansoku(corner));
    }

    /**
     * A draw when the editor says so; a withdrawal stands while its points are left as they were (the
     * correction then changes only its notes); anything else was fought.
     */
    private static Decision decision(MatchResult stored, MatchResult corrected, Correction correction) {
        if (correction.hikiwake()) {
            return Decision.HIKIWAKE;
        }
        boolean samePoints = stored.sideA().ippons().equals(corrected.sideA().ippons())
                && stored.sideB().ippons().equals(corrected.sideB().ippons());
        boolean withdrawal = stored.verdict().decision() != Decision.NONE && stored.verdict().decision() != Decision.FOUGHT
                && stored.verdict().decision() != Decision.HIKIWAKE;
        return withdrawal && samePoints ? stored.verdict().decision() : Decision.NONE;
    }
}
