package taikai.model.team;

import java.util.List;
import java.util.Optional;
import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Basis;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.discipline.Outcome;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;

/**
 * A team encounter's outcome, from its bouts. Fixed order: individual victories, then points, then
 * the representative bout. Kachinuki: the team left with fighters. A tie goes to the representative
 * bout; where a draw may stand (a pool) and none was fought, it is a draw.
 */
public final class Encounters {
    private Encounters() {
    }

    /** The encounter's tally, counted by {@link TeamTally#of}. */
    public static TeamTally tally(Competition c, MatchResult m) {
        return TeamTally.of(Discipline.of(c), m.subBouts(), m.isCompleted());
    }

    /**
     * The outcome of the encounter {@code m}. {@code mayDraw} says a tie may stand as a draw here
     * (a pool or league); a knockout encounter always needs a winner.
     */
    public static Outcome outcome(Competition c, MatchResult m, boolean mayDraw) {
        Discipline d = Discipline.of(c);
        Fight whole = Fight.of(m);
        if (whole.closedByForfeit()) {
            return whole.forfeitOutcome(); // a team's kiken, fusenpai or fusensho closes the encounter
        }
        List<SubBout> bouts = m.subBouts();
        if (c.teams().matchType() == TeamMatchType.KACHINUKI) {
            return kachinuki(d, fighters(c), bouts, m.isCompleted(), mayDraw);
        }
        return fixedOrder(d, bouts, m.isCompleted(), mayDraw);
    }

    /** {@code m} with every bout and the encounter's winner and decision worked out again. */
    public static MatchResult settle(Competition c, MatchResult m, boolean mayDraw) {
        MatchResult withBouts = m.withSubBouts(Bouts.settle(Discipline.of(c), m.subBouts(), m.isCompleted()));
        return outcome(c, withBouts, mayDraw).applyTo(withBouts);
    }

    /** True when the encounter is tied and a representative bout is what decides it. */
    public static boolean needsRepresentativeBout(Competition c, MatchResult m) {
        Outcome tiedUnlessDecided = outcome(c, m, false);
        if (tiedUnlessDecided.basis() == Basis.NEEDS_DAIHYOSEN || tiedUnlessDecided.basis() == Basis.DAIHYOSEN) {
            return true;
        }
        // A knockout encounter cannot be finished level, so the tie must be recognised while it is still
        // open: once every position has fought, a fixed-order encounter tied on victories and points needs
        // its representatives picked (chosen, so a level knockout encounter is never stuck).
        if (c.teams().matchType() != TeamMatchType.FIXED || m.isCompleted() || Fight.of(m).closedByForfeit()
                || !everyPositionFought(c, m.subBouts())) {
            return false;
        }
        Basis asFinished = fixedOrder(Discipline.of(c), m.subBouts(), true, false).basis();
        return asFinished == Basis.NEEDS_DAIHYOSEN || asFinished == Basis.DAIHYOSEN;
    }

    /** Every position of the team size has a bout with a point, a foul or a decision entered. */
    private static boolean everyPositionFought(Competition c, List<SubBout> bouts) {
        List<SubBout> regular = Bouts.regular(bouts);
        if (regular.size() < Math.max(1, c.teams().size())) {
            return false;
        }
        return regular.stream().allMatch(b -> b.decision() != taikai.model.match.Decision.NONE
                || Fight.of(b).hasEntries());
    }

    static Outcome fixedOrder(Discipline d, List<SubBout> bouts, boolean completed, boolean mayDraw) {
        if (!completed) {
            return Outcome.undecided(Basis.NOT_FINISHED); // chosen: every bout is fought, so only the finish decides
        }
        TeamTally t = TeamTally.of(d, bouts, true);
        if (t.victoriesA() != t.victoriesB()) {
            return Outcome.win(t.victoriesA() > t.victoriesB() ? Corner.A
                    : Corner.B, Basis.VICTORIES);
        }
        if (t.pointsA() != t.pointsB()) {
            return Outcome.win(t.pointsA() > t.pointsB() ? Corner.A
                    : Corner.B, Basis.TEAM_POINTS);
        }
        return tie(d, bouts, true, mayDraw);
    }

    static Outcome kachinuki(Discipline d, int fighters, List<SubBout> bouts, boolean completed, boolean mayDraw) {
        Kachinuki.Progress p = Kachinuki.progress(d, fighters, fighters, bouts, completed);
        Optional<Corner> survivor = p.survivor();
        if (survivor.isPresent()) {
            return Outcome.win(survivor.get(), Basis.KACHINUKI_EXHAUSTION);
        }
        if (p.bothExhausted()) {
            // Chosen: when the last fighters of both teams draw, the tie is settled as in fixed order.
            return tie(d, bouts, completed, mayDraw);
        }
        return Outcome.undecided(completed ? Basis.FIGHTERS_REMAINING : Basis.NOT_FINISHED);
    }

    /**
     * A tied encounter. A decided representative bout settles it wherever it was fought (chosen: a
     * pool that fights one means it); otherwise a pool tie is a draw and a knockout tie waits for one.
     */
    private static Outcome tie(Discipline d, List<SubBout> bouts, boolean completed, boolean mayDraw) {
        Optional<SubBout> rep = Bouts.representative(bouts);
        if (rep.isPresent()) {
            Outcome o = Bouts.outcome(d, bouts, rep.get(), completed);
            if (o.winner().isPresent()) {
                return Outcome.win(o.winner().get(), Basis.DAIHYOSEN);
            }
        }
        return mayDraw ? Outcome.draw() : Outcome.undecided(Basis.NEEDS_DAIHYOSEN);
    }

    /** Fighters per team: the competition's team size (at least one). */
    static int fighters(Competition c) {
        return Math.max(1, c.teams().size());
    }
}
