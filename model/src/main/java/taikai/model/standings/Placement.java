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
     * The final order: each entrant with an overrides.json rank takes that place, the rest keep their
     * computed order in the places left. A rank that is taken already or lies outside the pool takes
     * the next free place (chosen rule, so a hand-edited file never loses an entrant).
     */
    static List<Ranking.Ranked> withOverrides(List<Ranking.Ranked> computed, Map<String, Integer> ranks) {
        if (ranks.isEmpty()) {
            return computed;
        }
        int n = computed.size();
        Ranking.Ranked[] slots = new Ranking.Ranked[n];
        List<Ranking.Ranked> pinned = new ArrayList<>();
        List<Ranking.Ranked> free = new ArrayList<>();
        for (Ranking.Ranked r : computed) {
            (ranks.containsKey(r.entrant().name()) ? pinned : free).add(r);
        }
        pinned.sort(Comparator.comparingInt((Ranking.Ranked r) -> ranks.get(r.entrant().name())));
        for (Ranking.Ranked r : pinned) {
            int at = Math.min(Math.max(ranks.get(r.entrant().name()) - 1, 0), n - 1);
            slots[nextFree(slots, at)] = r;
        }
        int next = 0;
        for (Ranking.Ranked r : free) {
            next = nextFree(slots, next);
            slots[next] = r;
        }
        return List.of(slots);
    }

    private static int nextFree(Ranking.Ranked[] slots, int from) {
        for (int k = 0; k < slots.length; k++) {
            int i = (from + k) % slots.length;
            if (slots[i] == null) {
                return i;
            }
        }
        throw new IllegalStateException("More entrants than places.");
    }

    /** Places (tied rows share one), separations, qualifiers and whether a decision is needed. */
    static Standings table(Competition c, String pool, List<Ranking.Ranked> order, Map<String, Integer> ranks,
            boolean complete) {
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
        int winners = c.effectivePoolWinners();
        boolean needsDecision = false;
        boolean[] qualified = new boolean[n];
        int start = 0;
        while (start < n) {
            int end = start;
            while (end + 1 < n && why[end + 1] == TieBreak.TIED) {
                end++;
            }
            boolean tied = end > start;
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
