package taikai.model.team;

import java.util.List;
import java.util.Optional;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Outcome;
import taikai.model.match.SubBout;

/**
 * Winner stays on. Each team's fighters come up in lineup order; the winner of a bout faces the
 * loser's next fighter, a draw sends both teams' next fighters up, and the encounter ends when a
 * team has no fighter left.
 */
public final class Kachinuki {
    private Kachinuki() {
    }

    /**
     * Where an encounter stands.
     *
     * @param nextA the order (1-based) of aka's fighter in the current or next bout
     * @param nextB the same for shiro
     * @param boutsOver how many bouts are over
     */
    public record Progress(int fightersA, int fightersB, int nextA, int nextB, int boutsOver) {

        public boolean exhausted(Corner c) {
            return c == Corner.A ? nextA > fightersA : nextB > fightersB;
        }

        /** Over when either team has run out of fighters. */
        public boolean isOver() {
            return exhausted(Corner.A) || exhausted(Corner.B);
        }

        /** The team left standing when exactly one ran out. */
        public Optional<Corner> survivor() {
            boolean a = exhausted(Corner.A);
            boolean b = exhausted(Corner.B);
            if (a == b) {
                return Optional.empty();
            }
            return Optional.of(a ? Corner.B : Corner.A);
        }

        /** Both teams ran out in the same drawn bout. */
        public boolean bothExhausted() {
            return exhausted(Corner.A) && exhausted(Corner.B);
        }
    }

    /**
     * Follows the bouts in order until one is not over yet or a team has run out. A team fields
     * {@code fightersA} and {@code fightersB} people (the competition's team size).
     */
    public static Progress progress(Discipline d, int fightersA, int fightersB, List<SubBout> bouts,
            boolean encounterCompleted) {
        int nextA = 1;
        int nextB = 1;
        int over = 0;
        for (SubBout b : Bouts.regular(bouts)) {
            if (nextA > fightersA || nextB > fightersB) {
                break;
            }
            Outcome o = Bouts.outcome(d, bouts, b, encounterCompleted);
            if (!o.isDecided()) {
                break;
            }
            over++;
            if (o.result() == Outcome.Result.A_WINS) {
                nextB++;
            } else if (o.result() == Outcome.Result.B_WINS) {
                nextA++;
            } else {
                // A draw removes both fighters.
                nextA++;
                nextB++;
            }
        }
        return new Progress(fightersA, fightersB, nextA, nextB, over);
    }
}
