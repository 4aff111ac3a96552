package taikai.model.discipline;

import java.util.Set;
import taikai.model.competition.Competition;
import taikai.model.match.Mark;

/**
 * What a competition's matches are and how one is decided. Kendo shiai, naginata shiai and naginata
 * engi differ only here: which marks are strikes, whether points or flags decide, whether a match can
 * ever be drawn. Everything else asks the discipline rather than reading the competition's flags.
 */
public sealed interface Discipline permits KendoShiai, NaginataShiai, NaginataEngi {

    /**
     * The competition's discipline. Engi wins over naginata shiai: an engi competition is judged by
     * flags whatever else is set (chosen: engi is a naginata form, so {@code engi} alone is enough).
     */
    static Discipline of(Competition c) {
        if (c.naginata().engi()) {
            int judges = c.naginata().effectiveEngiJudges();
            // Chosen: an even judge count cannot decide, so it reads as the default three, like 0 does.
            return new NaginataEngi(judges % 2 == 1 ? judges : NaginataEngi.DEFAULT_JUDGES);
        }
        return c.naginata().shiai() ? new NaginataShiai(c.bouts().pointsToWin()) : new KendoShiai(c.bouts().pointsToWin());
    }

    /** The name an operator reads: "kendo shiai", "naginata shiai", "naginata engi". */
    String label();

    /** The struck points an operator may enter; empty when flags decide. */
    Set<Mark> strikes();

    /** True when a match is decided by the judges' flags rather than by points. */
    boolean decidedByFlags();

    /** True when a match can ever end drawn; the stage and the competition may still forbid it. */
    boolean canDraw();

    /** Counted points that win a match outright; 0 when flags decide. */
    int pointsToWin();

    /** The same discipline for a representative bout, which one point wins (FIK: ippon shobu). */
    Discipline forRepresentativeBout();

    /**
     * The outcome of one fight. {@code finished} says time is over (the match is completed, or a
     * later bout has begun); {@code mayDraw} says a level finish may stand as a draw here.
     */
    Outcome decide(Fight fight, boolean finished, boolean mayDraw);

    default boolean isStrike(Mark mark) {
        return strikes().contains(mark);
    }
}
