package taikai.model.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.Copies;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.model.standings.SwissRow;
import taikai.model.standings.SwissStandings;

/**
 * Who stands on a competition's podium, worked out from its results alone (decision record 0027):
 * a knockout (with or without pools before it) gives 1st to the final's winner, 2nd to its loser,
 * and 3rd to the bronze match's winner when the competition fights one, else to both semi-final
 * losers; a league gives the places of its table (3rd and 4th both 3rd with league_two_third_places);
 * a Swiss gives the places of its Swiss table. A place not decided yet is missing, and the podium
 * says it is not complete. Pure: the desktop, the export and a printout all ask this one function.
 *
 * @param finishers in place order, at most one 1st and one 2nd
 * @param complete every podium place is decided
 */
public record Podium(List<Finisher> finishers, boolean complete) {

    public Podium {
        finishers = Copies.list(finishers);
    }

    /** A competition with nothing decided. */
    public static final Podium NONE = new Podium(List.of(), false);

    public static Podium of(CompetitionState state) {
        Competition c = state.competition();
        return switch (c.format()) {
            case LEAGUE -> league(state);
            case SWISS -> swiss(state);
            default -> knockout(state);
        };
    }

    /** The finishers in {@code place}. */
    public List<Finisher> at(int place) {
        return finishers.stream().filter(f -> f.place() == place).toList();
    }

    private static Podium knockout(CompetitionState state) {
        Bracket bracket = state.bracket();
        List<List<BracketMatch>> rounds = bracket.rounds();
        if (bracket.preview() || rounds.isEmpty()) {
            return NONE;
        }
        List<Finisher> out = new ArrayList<>();
        boolean complete = true;
        Optional<BracketMatch> last = rounds.get(rounds.size() - 1).stream().filter(m -> !m.hidden()).findFirst();
        MatchResult fin = last.map(BracketMatch::result).orElse(null);
        if (fin != null && decided(fin)) {
            out.add(finisher(state, 1, winner(fin)));
            loser(fin).ifPresent(side -> out.add(finisher(state, 2, side)));
        } else {
            complete = false;
        }
        BracketMatch bronze = bracket.thirdPlaceMatch();
        if (bronze != null && !bronze.hidden() && state.competition().knockout().thirdPlaceMatch()) {
            if (decided(bronze.result())) {
                out.add(finisher(state, 3, winner(bronze.result())));
            } else {
                complete = false;
            }
        } else if (rounds.size() >= 2) {
            for (BracketMatch semi : rounds.get(rounds.size() - 2)) {
                if (semi.hidden()) {
                    continue;
                }
                if (decided(semi.result())) {
                    loser(semi.result()).ifPresent(side -> out.add(finisher(state, 3, side)));
                } else {
                    complete = false;
                }
            }
        }
        return new Podium(out, complete);
    }

    private static Podium league(CompetitionState state) {
        if (state.pools().isEmpty()) {
            return NONE;
        }
        Standings table = Standings.of(state.competition(), state.pools().get(0), state.poolMatches(), state.overrides());
        int lastPlace = state.competition().league().twoThirdPlaces() ? 4 : 3;
        List<Finisher> out = new ArrayList<>();
        if (table.complete()) {
            for (StandingRow row : table.rows()) {
                int place = Math.min(row.place(), 3);
                if (row.place() <= lastPlace) {
                    out.add(finisher(place, row.entrant()));
                }
            }
        }
        return new Podium(out, table.complete() && !table.needsDecision());
    }

    private static Podium swiss(CompetitionState state) {
        SwissStandings table = SwissStandings.of(state);
        List<Finisher> out = new ArrayList<>();
        if (table.complete()) {
            for (SwissRow row : table.rows()) {
                if (row.place() <= 3) {
                    out.add(finisher(row.place(), row.entrant()));
                }
            }
        }
        return new Podium(out, table.complete());
    }

    private static boolean decided(MatchResult m) {
        return m.isCompleted() && (!m.verdict().winnerId().isEmpty() || !m.verdict().winner().isEmpty());
    }

    private static Side winner(MatchResult m) {
        return wonBy(m, m.sideA()) ? m.sideA() : m.sideB();
    }

    /** The side that lost; none when the other side was a bye. */
    private static Optional<Side> loser(MatchResult m) {
        Side lost = wonBy(m, m.sideA()) ? m.sideB() : m.sideA();
        return lost.isEmpty() ? Optional.empty() : Optional.of(lost);
    }

    // By participant id when the row has one, else by name (spec section 3: the id identifies).
    private static boolean wonBy(MatchResult m, Side side) {
        if (!m.verdict().winnerId().isEmpty() && !side.participantId().isEmpty()) {
            return m.verdict().winnerId().equals(side.participantId());
        }
        return !side.name().isEmpty() && side.name().equals(m.verdict().winner());
    }

    private static Finisher finisher(CompetitionState state, int place, Side side) {
        Optional<Player> entrant = side.participantId().isEmpty()
                ? state.players().stream().filter(p -> p.name().equals(side.name())).findFirst()
                : state.findPlayer(side.participantId());
        return entrant.map(p -> finisher(place, p)).orElse(new Finisher(place, side.name(), side.participantId(), ""));
    }

    private static Finisher finisher(int place, Player p) {
        return new Finisher(place, p.name(), p.id(), p.dojo());
    }
}
