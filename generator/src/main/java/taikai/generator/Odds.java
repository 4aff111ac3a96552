package taikai.generator;

import java.util.SplittableRandom;
import taikai.model.discipline.Corner;

/** Who wins: the stronger fighter more often than not, never always. */
final class Odds {
    /** How much one grade of difference counts; at 0.6 a two-grade gap wins about three times in four. */
    private static final double STEEPNESS = 0.6;

    private Odds() {
    }

    static Corner winner(double strengthA, double strengthB, SplittableRandom random) {
        double chanceA = 1.0 / (1.0 + Math.exp(-STEEPNESS * (strengthA - strengthB)));
        return random.nextDouble() < chanceA ? Corner.A : Corner.B;
    }
}
