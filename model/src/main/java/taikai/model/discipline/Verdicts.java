package taikai.model.discipline;

import taikai.model.match.Decision;

/** How a shiai is decided, shared by kendo and naginata shiai. */
final class Verdicts {
    private Verdicts() {
    }

    static Outcome onPoints(int pointsToWin, Fight f, boolean finished, boolean mayDraw) {
        if (f.closedByForfeit()) {
            return f.forfeitOutcome();
        }
        int a = f.points(Corner.A);
        int b = f.points(Corner.B);
        if (a >= pointsToWin && b >= pointsToWin) {
            return Outcome.undecided(Basis.IMPOSSIBLE_SCORE); // file-formats: 2-2 is impossible
        }
        if (a != b) {
            // Time over, the winning number reached, or the first point of encho (sudden death).
            if (finished || Math.max(a, b) >= pointsToWin || f.enchoPeriods() > 0) {
                return Outcome.win(a > b ? Corner.A : Corner.B, Basis.POINTS);
            }
            return Outcome.undecided(Basis.NOT_FINISHED);
        }
        boolean htA = f.hasHantei(Corner.A);
        boolean htB = f.hasHantei(Corner.B);
        if (htA && htB) {
            return Outcome.undecided(Basis.CONFLICTING_HANTEI);
        }
        if (htA || htB) {
            // spec section 3: the winner beside Ht is the one the referees chose from a level scoreline.
            return Outcome.win(htA ? Corner.A : Corner.B, Basis.HANTEI);
        }
        if (finished || f.decision() == Decision.HIKIWAKE) {
            return mayDraw ? Outcome.draw() : Outcome.undecided(Basis.NEEDS_WINNER);
        }
        return Outcome.undecided(Basis.NOT_FINISHED);
    }
}
