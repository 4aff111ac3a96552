package taikai.generator;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.competition.Competition;
import taikai.model.draw.Placeholders;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;

/**
 * Seats each complete pool's qualifiers where the knockout draw wrote their placeholder. Entrants
 * level on every count for a place that matters are ranked by the organiser (overrides.json), as a
 * head referee's decision would be entered, with the reason beside it.
 */
final class Qualifiers {
    static final String TIE_REASON = "Level on every count; ranked by the head referee's draw of lots.";

    private final Board board;

    Qualifiers(Board board) {
        this.board = board;
    }

    void seatCompletePools() {
        Competition c = board.state().competition();
        // A pool's table reads only its own rows; handing it every row would make the seating quadratic.
        Map<String, List<MatchResult>> rowsOf = new HashMap<>();
        board.rows().forEach(m -> rowsOf.computeIfAbsent(m.pool(), k -> new java.util.ArrayList<>()).add(m));
        for (Pool pool : board.state().pools()) {
            List<MatchResult> rows = rowsOf.getOrDefault(pool.name(), List.of());
            Standings table = Standings.of(c, pool, rows, board.state().overrides());
            if (!table.complete()) {
                continue;
            }
            if (table.needsDecision()) {
                rankTies(table);
                table = Standings.of(c, pool, rows, board.state().overrides());
            }
            Map<String, Player> seats = new LinkedHashMap<>();
            List<Player> qualifiers = table.qualifiers();
            for (int i = 0; i < qualifiers.size(); i++) {
                seats.put(Placeholders.poolPlace(pool.name(), i + 1), qualifiers.get(i));
            }
            board.setBracket(PoolsToKnockout.seatQualifiers(board.bracket(), seats).bracket());
        }
    }

    /** Pins the tied entrants at the places they hold in the computed order. */
    private void rankTies(Standings table) {
        Map<Integer, Integer> atPlace = new HashMap<>();
        table.rows().forEach(r -> atPlace.merge(r.place(), 1, Integer::sum));
        Map<String, Integer> ranks = new LinkedHashMap<>();
        Map<String, String> reasons = new LinkedHashMap<>();
        List<StandingRow> rows = table.rows();
        for (int i = 0; i < rows.size(); i++) {
            if (atPlace.get(rows.get(i).place()) > 1) {
                ranks.put(rows.get(i).entrant().name(), i + 1);
                reasons.put(rows.get(i).entrant().name(), TIE_REASON);
            }
        }
        board.update(s -> {
            Overrides o = s.overrides();
            Map<String, Map<String, Integer>> poolRanks = new LinkedHashMap<>(o.poolRanks());
            poolRanks.put(table.pool(), ranks);
            Map<String, Map<String, String>> poolReasons = new LinkedHashMap<>(o.poolRankReasons());
            poolReasons.put(table.pool(), reasons);
            return s.withOverrides(o.withPoolRanks(poolRanks).withPoolRankReasons(poolReasons));
        });
    }
}
