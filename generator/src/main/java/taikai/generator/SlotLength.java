package taikai.generator;

/**
 * How long a match holds its court: the bout time the rules set, stretched by the stops the clock
 * makes (kiai, points being given, fouls: about half as long again, as tournament.md's default
 * clock_to_elapsed_multiplier says), plus bowing in and out. A team encounter holds it for all its
 * bouts; an engi demonstration runs without stops.
 */
final class SlotLength {
    private static final double CLOCK_TO_ELAPSED = 1.5;
    private static final int CHANGEOVER_SECONDS = 60;
    private static final int LINEUP_SECONDS = 120;
    private static final int ROUNDING_SECONDS = 30;

    private SlotLength() {
    }

    static int of(CompetitionPlan plan) {
        if (plan.engi()) {
            return round(plan.matchSeconds() + CHANGEOVER_SECONDS);
        }
        int bout = round(plan.matchSeconds() * CLOCK_TO_ELAPSED + CHANGEOVER_SECONDS / 2.0);
        if (!plan.isTeam()) {
            return round(plan.matchSeconds() * CLOCK_TO_ELAPSED + CHANGEOVER_SECONDS);
        }
        // Kachinuki runs to about two fighters more than a team has, as winners stay on and draws remove both.
        int bouts = plan.teamMatchType() == taikai.model.competition.TeamMatchType.KACHINUKI ? plan.teamSize() + 2
                : plan.teamSize();
        return bouts * bout + LINEUP_SECONDS;
    }

    private static int round(double seconds) {
        return (int) Math.ceil(seconds / ROUNDING_SECONDS) * ROUNDING_SECONDS;
    }
}
