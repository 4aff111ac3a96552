package taikai.model.team;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.discipline.Outcome;
import taikai.model.match.Decision;
import taikai.model.match.SubBout;

/**
 * One bout of a team encounter, decided as a full match in its own right (spec section 3). A bout
 * has no status of its own, so it counts as over when the encounter is completed, when it carries a
 * decision or a hantei, or when a later bout has begun.
 */
public final class Bouts {
    private Bouts() {
    }

    /** The ordinary bouts in fighting order; the representative bout is left out. */
    public static List<SubBout> regular(List<SubBout> bouts) {
        List<SubBout> regular = new ArrayList<>();
        for (SubBout b : bouts) {
            if (!b.isRepresentative()) {
                regular.add(b);
            }
        }
        regular.sort(Comparator.comparingInt(SubBout::position));
        return regular;
    }

    /** The representative bout (position -1), when there is one. */
    public static Optional<SubBout> representative(List<SubBout> bouts) {
        return bouts.stream().filter(SubBout::isRepresentative).findFirst();
    }

    /** True when {@code bout} is over: see the class comment. */
    public static boolean isOver(List<SubBout> bouts, SubBout bout, boolean encounterCompleted) {
        if (encounterCompleted || bout.decision() != Decision.NONE || Fight.of(bout).hasAnyHantei()) {
            return true;
        }
        if (bout.isRepresentative()) {
            return false;
        }
        for (SubBout later : bouts) {
            boolean after = later.isRepresentative() || later.position() > bout.position();
            if (after && Fight.of(later).hasEntries()) {
                return true;
            }
        }
        return false;
    }

    /**
     * The outcome of {@code bout}. Ordinary bouts may end drawn (FIK: a team bout that ends level
     * is hikiwake, in a pool or a knockout alike); the representative bout is won at one point and
     * always needs a winner.
     */
    public static Outcome outcome(Discipline d, List<SubBout> bouts, SubBout bout, boolean encounterCompleted) {
        boolean over = isOver(bouts, bout, encounterCompleted);
        Fight fight = Fight.of(bout);
        return bout.isRepresentative()
                ? d.forRepresentativeBout().decide(fight, over, false)
                : d.decide(fight, over, d.canDraw());
    }

    /** Every bout with its winner, winner's member id and decision worked out again. */
    public static List<SubBout> settle(Discipline d, List<SubBout> bouts, boolean encounterCompleted) {
        List<SubBout> settled = new ArrayList<>(bouts.size());
        for (SubBout b : bouts) {
            boolean over = isOver(bouts, b, encounterCompleted);
            settled.add(outcome(d, bouts, b, encounterCompleted).applyTo(b, over));
        }
        return settled;
    }
}
