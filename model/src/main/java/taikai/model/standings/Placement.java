package taikai.model.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import taikai.model.competition.Competition;

/** Puts the organiser's pool ranks over the computed order, then numbers the places and marks qualifiers. */
final class Placement {
    private Placement() {
    }

    /**
     * The final order: the entrants without an overrides.json rank keep their computed order, and
     * each ranked entrant is put at its rank, lowest rank first. A rank beyond the pool puts the
     * entrant last, and equal ranks keep the computed order (chosen, so a hand-edited file never
     * loses an entrant).
     */
    static List<Ranking.Ranked> withOverrides(List<Ranking.Ranked> computed, Map<String, Integer> ranks) {
        if (ranks.isEmpty()) {
            return computed;
        }
        List<Ranking.Ranked> order = new ArrayList<>();
        List<Ranking.Ranked> pinned = new ArrayList<>();
        for (Ranking.Ranked r : computed) {
            (ranks.containsKey(r.entrant().name()) ? pinned : order).add(r);
        }
        pinned.sort(Comparator.comparingInt((Ranking.Ranked r) -> ranks.get(r.entrant().name())));
        int previous = -1;
        for (Ranking.Ranked r : pinned) {
            int at = Math.min(Math.max(ranks.get(r.entrant().name()) - 1, previous + 1), order.size());
            order.add(at, r);
            previous = at;
        }
        return order;
    }

    /** Places (tied rows share one), separations, qualifiers and whether a decision is needed. */
    /** toFight: the entrants with a regular bout still to fight, so a tie among them is not one yet. */
    static Standings table(Competition c, String pool, List<Ranking.Ranked> order, Map<String, Integer> ranks,
            boolean complete, java.util.Set<taikai.model.entrant.Player> toFight) {
        int n = order.size();
        TieBreak[] why = new TieBreak[n];
        int[] places = new int[n];
        for (int i = 0; i < n; i++) {
            boolean pinned = ranks.containsKey(order.get(i).entrant().name());
            if (i == 0) {
                why[i] = TieBreak.NONE;
            } else if (pinned || ranks.containsKey(order.get(i - 1).entrant().name())) {
                why[i] = TieBreak.OVERRIDE;
            } else {
                why[i] = Ranking.separation(c.isTeam(), order.get(i - 1), order.get(i));
            }
            places[i] = why[i] == TieBreak.TIED ? places[i - 1] : i + 1;
        }
        int winners = c.pools().effectiveWinners();
        boolean needsDecision = false;
        boolean[] qualified = new boolean[n];
        int start = 0;
        while (start < n) {
            int end = start;
            while (end + 1 < n && why[end + 1] == TieBreak.TIED) {
                end++;
            }
            boolean tied = end > start;
            boolean open = false;
            for (int i = start; i <= end; i++) {
                open |= tied && toFight.contains(order.get(i).entrant());
            }
            if (open) {
                // A bout still to fight may separate them: the order is provisional, not a tie to settle.
                for (int i = start + 1; i <= end; i++) {
                    why[i] = TieBreak.LEVEL_SO_FAR;
                }
                tied = false;
            }
            // A tie among the qualifying places decides who goes through, or where: it needs settling.
            needsDecision |= tied && start < winners;
            for (int i = start; i <= end; i++) {
                qualified[i] = complete && end < winners;
            }
            start = end + 1;
        }
        List<StandingRow> rows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            Ranking.Ranked r = order.get(i);
            Counts k = r.counts();
            rows.add(new StandingRow(places[i], r.entrant(), k.wins(), k.draws(), k.losses(), k.victories(),
                    k.pointsWon(), k.pointsLost(), why[i], ranks.containsKey(r.entrant().name()), qualified[i],
                    k.degraded()));
        }
        return new Standings(pool, rows, complete, needsDecision);
    }
}
