package taikai.model.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.Copies;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Corner;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

/**
 * The table of a Swiss competition over every round drawn so far. The first key is the score the
 * Swiss draw pairs by (SwissDraw: wins, a bye counting as one); level scores are split by the
 * opponents' scores added up (the usual Swiss tie-break: a win over strong opponents counts more),
 * then by the pool table's figures (draws, individual victories, points won, fewer points lost), then
 * by the bout between the two when they met. Whoever is still level shares the place (decision
 * record 0027). Seeds and the draw's random order only pair a round; they never place anyone.
 *
 * @param rounds the rounds drawn so far
 * @param complete every round the competition has is drawn and every bout in it is finished
 */
public record SwissStandings(List<SwissRow> rows, int rounds, boolean complete) {

    public SwissStandings {
        rows = Copies.list(rows);
    }

    /** The Swiss rows of a pool-matches file: pools named {@code Swiss-R<n>}. */
    public static boolean isSwissRow(MatchResult m) {
        return m.pool().matches("Swiss-R\\d+");
    }

    /** The table of {@code state}'s Swiss rounds; empty when none is drawn. */
    public static SwissStandings of(CompetitionState state) {
        Competition c = state.competition();
        List<MatchResult> rows = state.poolMatches().stream().filter(SwissStandings::isSwissRow).toList();
        List<Player> field = field(state.players(), rows);
        Map<Player, Tally> tallies = new LinkedHashMap<>();
        field.forEach(p -> tallies.put(p, new Tally()));
        int rounds = 0;
        boolean finished = true;
        for (MatchResult m : rows) {
            rounds = Math.max(rounds, Integer.parseInt(m.pool().substring("Swiss-R".length())));
            if (m.status() != MatchStatus.COMPLETED) {
                finished = false;
            }
            for (Player p : field) {
                PoolMatches.cornerOf(p, m).ifPresent(corner -> tallies.get(p).count(c, m, corner, field));
            }
        }
        Map<Player, Integer> scores = new HashMap<>();
        tallies.forEach((p, t) -> scores.put(p, t.score()));
        List<Player> order = new ArrayList<>(field);
        Comparator<Player> figures = Comparator.comparingInt((Player p) -> -scores.get(p))
                .thenComparingInt(p -> -tallies.get(p).opponentsScore(scores))
                .thenComparingInt(p -> -tallies.get(p).counts.draws())
                .thenComparingInt(p -> c.isTeam() ? -tallies.get(p).counts.victories() : 0)
                .thenComparingInt(p -> -tallies.get(p).counts.pointsWon())
                .thenComparingInt(p -> tallies.get(p).counts.pointsLost());
        order.sort(figures);
        Map<Player, Integer> amongLevel = new HashMap<>();
        List<Player> ranked = new ArrayList<>();
        for (List<Player> level : runs(order, figures)) {
            level.forEach(p -> amongLevel.put(p, winsAmong(c, rows, p, level)));
            List<Player> split = new ArrayList<>(level);
            split.sort(Comparator.comparingInt((Player p) -> -amongLevel.get(p)));
            ranked.addAll(split);
        }
        order = ranked;
        List<SwissRow> table = new ArrayList<>();
        SwissRow above = null;
        Player abovePlayer = null;
        for (int i = 0; i < order.size(); i++) {
            Player p = order.get(i);
            Tally t = tallies.get(p);
            SwissTieBreak why = abovePlayer == null ? SwissTieBreak.NONE
                    : separation(c, tallies, scores, amongLevel, abovePlayer, p);
            int place = why == SwissTieBreak.TIED ? above.place() : i + 1;
            SwissRow row = new SwissRow(place, p, scores.get(p), t.opponentsScore(scores), t.played, t.counts.wins(),
                    t.counts.draws(), t.counts.losses(), t.byes, t.counts.victories(), t.counts.pointsWon(),
                    t.counts.pointsLost(), why);
            table.add(row);
            above = row;
            abovePlayer = p;
        }
        boolean complete = rounds > 0 && finished && (c.swiss().rounds() <= 0 || rounds >= c.swiss().rounds());
        return new SwissStandings(table, rounds, complete);
    }

    /** The entrants seated in any Swiss row, in roster order. */
    private static List<Player> field(List<Player> players, List<MatchResult> rows) {
        List<Player> field = new ArrayList<>();
        for (Player p : players) {
            if (rows.stream().anyMatch(m -> PoolMatches.cornerOf(p, m).isPresent())) {
                field.add(p);
            }
        }
        return field;
    }

    private static SwissTieBreak separation(Competition c, Map<Player, Tally> tallies, Map<Player, Integer> scores,
            Map<Player, Integer> amongLevel, Player above, Player below) {
        Tally a = tallies.get(above);
        Tally b = tallies.get(below);
        if (!scores.get(above).equals(scores.get(below))) {
            return SwissTieBreak.MORE_WINS;
        }
        if (a.opponentsScore(scores) != b.opponentsScore(scores)) {
            return SwissTieBreak.STRONGER_OPPONENTS;
        }
        if (a.counts.draws() != b.counts.draws()) {
            return SwissTieBreak.MORE_DRAWS;
        }
        if (c.isTeam() && a.counts.victories() != b.counts.victories()) {
            return SwissTieBreak.MORE_VICTORIES;
        }
        if (a.counts.pointsWon() != b.counts.pointsWon()) {
            return SwissTieBreak.MORE_POINTS_WON;
        }
        if (a.counts.pointsLost() != b.counts.pointsLost()) {
            return SwissTieBreak.FEWER_POINTS_LOST;
        }
        return amongLevel.get(above).equals(amongLevel.get(below)) ? SwissTieBreak.TIED : SwissTieBreak.HEAD_TO_HEAD;
    }

    /** Wins of {@code p} in the finished bouts against the others of {@code level}. */
    private static int winsAmong(Competition c, List<MatchResult> rows, Player p, List<Player> level) {
        if (level.size() < 2) {
            return 0;
        }
        int wins = 0;
        for (MatchResult m : rows) {
            Optional<Corner> mine = PoolMatches.cornerOf(p, m);
            if (mine.isEmpty() || !PoolMatches.counts(c, m)
                    || level.stream().noneMatch(o -> o != p && PoolMatches.is(o, mine.get().other().of(m)))) {
                continue;
            }
            if (PoolMatches.outcome(c, m).winner().equals(mine)) {
                wins++;
            }
        }
        return wins;
    }

    /** Consecutive runs of entrants {@code figures} cannot tell apart. */
    private static List<List<Player>> runs(List<Player> sorted, Comparator<Player> figures) {
        List<List<Player>> runs = new ArrayList<>();
        for (Player p : sorted) {
            if (runs.isEmpty() || figures.compare(runs.get(runs.size() - 1).get(0), p) != 0) {
                runs.add(new ArrayList<>());
            }
            runs.get(runs.size() - 1).add(p);
        }
        return runs;
    }

    /** One entrant's Swiss figures, summed bout by bout. */
    private static final class Tally {
        private Counts counts = Counts.ZERO;
        private int byes;
        private int played;
        private final List<Player> opponents = new ArrayList<>();

        void count(Competition c, MatchResult m, Corner corner, List<Player> field) {
            if (m.status() != MatchStatus.COMPLETED) {
                return;
            }
            if (corner.other().of(m).isEmpty()) {
                // A bye is a bout won without fighting (SwissDraw): one to the score, nothing else.
                byes++;
                return;
            }
            field.stream().filter(p -> PoolMatches.is(p, corner.other().of(m))).findFirst().ifPresent(opponents::add);
            if (PoolMatches.counts(c, m)) {
                played++;
                counts = counts.plus(PoolMatches.countsFor(c, m, corner));
            }
        }

        int score() {
            return counts.wins() + byes;
        }

        int opponentsScore(Map<Player, Integer> scores) {
            return opponents.stream().mapToInt(scores::get).sum();
        }
    }
}
