package taikai.print.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;

/**
 * A competition's podium: from the knockout, the final's winner and loser, then the bronze match's
 * winner or, without one, both beaten semi-finalists; from a league, its table's first three; from
 * Swiss rounds, the most wins, then the most points. A place not decided yet is left out.
 */
record Podium(List<Place> places, boolean finished) {

    record Place(int rank, String name, String dojo) {
    }

    static Podium of(CompetitionState state) {
        List<List<BracketMatch>> rounds = state.bracket().rounds();
        if (!rounds.isEmpty()) {
            return knockout(state, rounds);
        }
        if (!state.pools().isEmpty()) {
            Pool pool = state.pools().get(0);
            Standings table = Standings.of(state.competition(), pool, state.poolMatches(), state.overrides());
            List<Place> places = new ArrayList<>();
            for (StandingRow row : table.rows()) {
                if (row.place() <= 3 && state.pools().size() == 1) {
                    places.add(place(state, row.place(), row.entrant().name(), row.entrant().id()));
                }
            }
            return new Podium(places, table.complete());
        }
        return swiss(state);
    }

    private static Podium knockout(CompetitionState state, List<List<BracketMatch>> rounds) {
        List<Place> places = new ArrayList<>();
        MatchResult finalMatch = rounds.get(rounds.size() - 1).get(0).result();
        if (finalMatch.isCompleted() && !finalMatch.verdict().winner().isEmpty()) {
            places.add(place(state, 1, finalMatch.verdict().winner(), finalMatch.verdict().winnerId()));
            Side loser = loser(finalMatch);
            if (!loser.name().isEmpty()) {
                places.add(place(state, 2, loser.name(), loser.participantId()));
            }
        }
        BracketMatch bronze = state.bracket().thirdPlaceMatch();
        if (bronze != null && !bronze.hidden()) {
            MatchResult b = bronze.result();
            if (b.isCompleted() && !b.verdict().winner().isEmpty()) {
                places.add(place(state, 3, b.verdict().winner(), b.verdict().winnerId()));
            }
        } else if (rounds.size() >= 2) {
            for (BracketMatch semi : rounds.get(rounds.size() - 2)) {
                MatchResult m = semi.result();
                Side loser = m.isCompleted() ? loser(m) : Side.EMPTY;
                if (!loser.name().isEmpty()) {
                    places.add(place(state, 3, loser.name(), loser.participantId()));
                }
            }
        }
        return new Podium(places, finalMatch.isCompleted());
    }

    private static Podium swiss(CompetitionState state) {
        Map<String, int[]> score = new LinkedHashMap<>();
        boolean finished = !state.poolMatches().isEmpty();
        for (MatchResult m : state.poolMatches()) {
            finished &= m.isCompleted();
            for (Side side : List.of(m.sideA(), m.sideB())) {
                if (side.name().isEmpty()) {
                    continue;
                }
                int[] s = score.computeIfAbsent(side.name() + "\u0000" + side.participantId(), k -> new int[2]);
                s[1] += side.points();
                if (m.isCompleted() && side.name().equals(m.verdict().winner())) {
                    s[0]++;
                }
            }
        }
        List<Map.Entry<String, int[]>> order = new ArrayList<>(score.entrySet());
        order.sort(Comparator.comparingInt((Map.Entry<String, int[]> e) -> -e.getValue()[0])
                .thenComparingInt(e -> -e.getValue()[1]).thenComparing(Map.Entry::getKey));
        List<Place> places = new ArrayList<>();
        for (int i = 0; i < Math.min(3, order.size()); i++) {
            String[] key = order.get(i).getKey().split("\u0000", -1);
            places.add(place(state, i + 1, key[0], key[1]));
        }
        return new Podium(places, finished && !state.poolMatches().isEmpty());
    }

    private static Side loser(MatchResult m) {
        if (m.verdict().winner().isEmpty()) {
            return Side.EMPTY;
        }
        return m.verdict().winner().equals(m.sideA().name()) ? m.sideB() : m.sideA();
    }

    private static Place place(CompetitionState state, int rank, String name, String id) {
        String dojo = state.findPlayer(id == null ? "" : id).map(Player::dojo).filter(d -> !d.equals("NA")).orElse("");
        return new Place(rank, name, dojo);
    }
}
