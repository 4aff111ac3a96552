package taikai.model.standings;

import java.util.List;
import java.util.Optional;
import taikai.model.competition.Competition;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.discipline.Outcome;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.scoring.Outcomes;
import taikai.model.scoring.Stage;
import taikai.model.team.TeamTally;

/** How one pool match counts for the entrants in it. */
final class PoolMatches {
    private PoolMatches() {
    }

    /** True when {@code side} is {@code p}: by participant id when both have one, else by name. */
    static boolean is(Player p, Side side) {
        if (!side.participantId().isEmpty() && !p.id().isEmpty()) {
            return side.participantId().equals(p.id());
        }
        return !side.name().isEmpty() && side.name().equals(p.name());
    }

    /** The corner {@code p} fights in, if any. */
    static Optional<Corner> cornerOf(Player p, MatchResult m) {
        if (is(p, m.sideA())) {
            return Optional.of(Corner.A);
        }
        return is(p, m.sideB()) ? Optional.of(Corner.B) : Optional.empty();
    }

    /** True when the side in {@code corner} is one of {@code players}. */
    static boolean seated(List<Player> players, MatchResult m, Corner corner) {
        Side side = corner.of(m);
        return players.stream().anyMatch(p -> is(p, side));
    }

    /** The outcome the table counts: a pool match may be drawn, a tie-break row may not. */
    static Outcome outcome(Competition c, MatchResult m) {
        return Outcomes.outcome(c, m, Stage.of(m));
    }

    /** True when the match is finished with a winner or a draw, so it counts. */
    static boolean counts(Competition c, MatchResult m) {
        return m.isCompleted() && outcome(c, m).isDecided();
    }

    /**
     * What the match adds to the entrant in {@code corner}. A degraded team match keeps its recorded
     * winner but adds no individual victories and no points, because its bouts could not be read
     * (spec "When a file is wrong").
     */
    static Counts countsFor(Competition c, MatchResult m, Corner corner) {
        Outcome o = outcome(c, m);
        int win = o.winner().map(w -> w == corner ? 1 : 0).orElse(0);
        int loss = o.winner().map(w -> w == corner ? 0 : 1).orElse(0);
        int draw = o.isDraw() ? 1 : 0;
        if (m.isDegraded()) {
            return new Counts(win, draw, loss, 0, 0, 0, true);
        }
        if (c.isTeam()) {
            // Chosen: a team encounter closed by forfeit adds only the bouts actually fought to the tally.
            TeamTally t = TeamTally.of(Discipline.of(c), m.subBouts(), m.isCompleted());
            return new Counts(win, draw, loss, t.victories(corner), t.points(corner), t.points(corner.other()), false);
        }
        Fight f = Fight.of(m);
        return new Counts(win, draw, loss, 0, f.points(corner), f.points(corner.other()), false);
    }
}
