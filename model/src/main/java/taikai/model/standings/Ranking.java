package taikai.model.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import taikai.model.competition.Competition;
import taikai.model.discipline.Corner;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;

/**
 * The computed order of a pool: wins, then draws, then individual victories (teams only), then
 * points won, then fewer points lost; entrants still level are split by the matches among them, then
 * by tie-break matches among them; whoever is still level is tied. Head-to-head is counted once over
 * the whole level group and not again within what it leaves level (chosen: simple to explain aloud).
 */
final class Ranking {
    private Ranking() {
    }

    /** An entrant's place in the order, with the figures that put it there. */
    record Ranked(int poolOrder, Player entrant, Counts counts, int headToHead, int decider) {
    }

    static List<Ranked> order(Competition c, List<Player> players, List<Counts> counts, List<MatchResult> regular,
            List<MatchResult> deciders) {
        List<Integer> byFigures = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            byFigures.add(i);
        }
        byFigures.sort(Comparator.comparing((Integer i) -> counts.get(i), figures(c.isTeam())));
        List<Ranked> ranked = new ArrayList<>();
        for (List<Integer> level : runs(byFigures, i -> key(c.isTeam(), counts.get(i)))) {
            List<Integer> byHeadToHead = sortedByWinsAmong(c, players, level, regular);
            for (List<Integer> still : runs(byHeadToHead, i -> winsAmong(c, players, level, regular, i))) {
                for (Integer i : sortedByWinsAmong(c, players, still, deciders)) {
                    ranked.add(new Ranked(i, players.get(i), counts.get(i), winsAmong(c, players, level, regular, i),
                            winsAmong(c, players, still, deciders, i)));
                }
            }
        }
        return ranked;
    }

    /** What put {@code below} under {@code above}, the first figure that differs; tied when none does. */
    static TieBreak separation(boolean team, Ranked above, Ranked below) {
        Counts a = above.counts();
        Counts b = below.counts();
        if (a.wins() != b.wins()) {
            return TieBreak.MORE_WINS;
        }
        if (a.draws() != b.draws()) {
            return TieBreak.MORE_DRAWS;
        }
        if (team && a.victories() != b.victories()) {
            return TieBreak.MORE_VICTORIES;
        }
        if (a.pointsWon() != b.pointsWon()) {
            return TieBreak.MORE_POINTS_WON;
        }
        if (a.pointsLost() != b.pointsLost()) {
            return TieBreak.FEWER_POINTS_LOST;
        }
        if (above.headToHead() != below.headToHead()) {
            return TieBreak.HEAD_TO_HEAD;
        }
        return above.decider() != below.decider() ? TieBreak.DECIDER : TieBreak.TIED;
    }

    /**
     * Wins, then draws ("as the competition scores them": a draw ranks above a loss and below a win,
     * chosen since no points-per-result setting exists), then victories, points won, points lost.
     */
    private static Comparator<Counts> figures(boolean team) {
        return Comparator.comparingInt(Counts::wins).reversed()
                .thenComparing(Comparator.comparingInt(Counts::draws).reversed())
                .thenComparing(Comparator.comparingInt((Counts k) -> team ? k.victories() : 0).reversed())
                .thenComparing(Comparator.comparingInt(Counts::pointsWon).reversed())
                .thenComparingInt(Counts::pointsLost);
    }

    private static List<Integer> key(boolean team, Counts k) {
        return List.of(k.wins(), k.draws(), team ? k.victories() : 0, k.pointsWon(), k.pointsLost());
    }

    /** {@code group} ordered by wins in the matches among its own members; a stable sort keeps pool order. */
    private static List<Integer> sortedByWinsAmong(Competition c, List<Player> players, List<Integer> group,
            List<MatchResult> matches) {
        List<Integer> sorted = new ArrayList<>(group);
        sorted.sort(Comparator.comparingInt((Integer i) -> winsAmong(c, players, group, matches, i)).reversed());
        return sorted;
    }

    /** Wins of entrant {@code i} in the counted matches whose both sides are in {@code group}. */
    private static int winsAmong(Competition c, List<Player> players, List<Integer> group, List<MatchResult> matches,
            int i) {
        if (group.size() < 2) {
            return 0;
        }
        int wins = 0;
        for (MatchResult m : matches) {
            Optional<Corner> mine = PoolMatches.cornerOf(players.get(i), m);
            if (mine.isEmpty() || !PoolMatches.counts(c, m) || !opponentIn(players, group, m, mine.get().other())) {
                continue;
            }
            if (PoolMatches.outcome(c, m).winner().equals(mine)) {
                wins++;
            }
        }
        return wins;
    }

    private static boolean opponentIn(List<Player> players, List<Integer> group, MatchResult m, Corner corner) {
        for (Integer j : group) {
            if (PoolMatches.is(players.get(j), corner.of(m))) {
                return true;
            }
        }
        return false;
    }

    /** Consecutive runs of equal keys. */
    private static <K> List<List<Integer>> runs(List<Integer> sorted, Function<Integer, K> key) {
        List<List<Integer>> runs = new ArrayList<>();
        List<Integer> run = new ArrayList<>();
        K current = null;
        for (Integer i : sorted) {
            K k = key.apply(i);
            if (!run.isEmpty() && !k.equals(current)) {
                runs.add(run);
                run = new ArrayList<>();
            }
            run.add(i);
            current = k;
        }
        if (!run.isEmpty()) {
            runs.add(run);
        }
        return runs;
    }
}
