package taikai.app.road.actions.draw;

import java.util.List;
import taikai.model.bracket.Bracket;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.eligibility.Eligibility;
import taikai.model.entrant.Player;

/** Who a draw takes, and whether the competition holds one. */
public final class Draws {
    private Draws() {
    }

    /**
     * The entrants the draw takes: checked in when the competition checks entrants in, and not barred
     * (a Swiss round leaves out those who withdrew, SwissDraw.nextRound).
     */
    public static List<Player> field(CompetitionState state) {
        boolean checkIn = state.competition().entrants().checkInEnabled();
        return state.players().stream()
                .filter(p -> !checkIn || p.checkedIn())
                .filter(p -> Eligibility.isEligible(p.id(), state.statuses()))
                .toList();
    }

    /** Pools, rows or a bracket. A Swiss draws round after round onto its rows, so only its first round counts here. */
    public static boolean exists(CompetitionState state) {
        return !state.pools().isEmpty() || !state.poolMatches().isEmpty() || !state.bracket().equals(Bracket.EMPTY);
    }

    public static boolean isSwiss(CompetitionState state) {
        return state.competition().format() == Format.SWISS;
    }
}
