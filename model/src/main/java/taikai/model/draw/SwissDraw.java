package taikai.model.draw;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import taikai.model.rule.Refusal;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import taikai.model.competition.Competition;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;

/**
 * The next Swiss round (issue item 5): entrants ordered by score (wins, a bye counting as one), then
 * seed, then a random order fixed by the seed; paired within their score group top half against
 * bottom half where they can be, never twice against the same opponent; with an odd count the
 * lowest-placed entrant who has not had a bye gets it, as a bout won without fighting. Rows are
 * {@code Swiss-R<round>-<n>}: pool {@code Swiss-R<round>}, index n, as the other implementation writes
 * them (file-formats "pool-matches.csv").
 */
public final class SwissDraw {
    private static final Pattern ROUND = Pattern.compile("Swiss-R(\\d+)");

    private SwissDraw() {
    }

    /** The round drawn, or the refusal saying why none can be (its code and arguments, decision 0046). */
    public record Round(int number, List<MatchResult> matches, Refusal why) {
        public Round {
            matches = List.copyOf(matches);
        }

        public boolean isRefused() {
            return why != null;
        }

        /** Why no round can be drawn, in English; empty when one is drawn. */
        public String refusal() {
            return why == null ? "" : why.sentence();
        }
    }

    /** The pool name of a Swiss round's rows. */
    public static String poolName(int round) {
        return "Swiss-R" + round;
    }

    /** The round of a Swiss row, or 0 for any other row. */
    public static int roundOf(MatchResult row) {
        Matcher m = ROUND.matcher(row.pool());
        return m.matches() ? Integer.parseInt(m.group(1)) : 0;
    }

    /**
     * @param field the entrants still in the Swiss (the caller leaves out withdrawn ones)
     * @param rows every pool-matches row of the competition
     */
    public static Round nextRound(Competition competition, List<Player> field, List<MatchResult> rows, long seed) {
        int last = 0;
        for (MatchResult row : rows) {
            last = Math.max(last, roundOf(row));
        }
        int next = last + 1;
        for (MatchResult row : rows) {
            if (roundOf(row) == last && last > 0 && row.status() != MatchStatus.COMPLETED) {
                return refused(next, "swiss-round-not-finished", "Round " + last + " is not finished; decide all its bouts before drawing round "
                        + next + ".", String.valueOf(last), String.valueOf(next));
            }
        }
        if (competition.swiss().rounds() > 0 && next > competition.swiss().rounds()) {
            return refused(next, "swiss-complete", "All " + competition.swiss().rounds() + " Swiss rounds are drawn; the Swiss is complete.",
                    String.valueOf(competition.swiss().rounds()));
        }
        if (field.size() < 2) {
            return refused(next, "swiss-needs-two", "A Swiss round needs at least two entrants; add entrants or check them in, then draw again.");
        }
        SwissHistory history = SwissHistory.of(rows);
        List<Player> order = standingOrder(field, history, seed);
        List<Player[]> pairs = SwissPairing.pair(order, history);
        if (pairs == null) {
            return refused(next, "swiss-no-new-pairing", "Every way to pair round " + next + " repeats an earlier bout; end the Swiss here.",
                    String.valueOf(next));
        }
        return new Round(next, rows(competition, next, pairs), null);
    }

    private static Round refused(int round, String code, String sentence, Object... arguments) {
        return new Round(round, List.of(), new Refusal(code, sentence, List.of(arguments)));
    }

    /** Score first, then seed (seeded entrants first), then an order drawn at random from the seed. */
    private static List<Player> standingOrder(List<Player> field, SwissHistory history, long seed) {
        List<Player> shuffled = Shuffle.of(field, new SplittableRandom(seed));
        Map<Player, Integer> lot = new HashMap<>();
        for (int i = 0; i < shuffled.size(); i++) {
            lot.put(shuffled.get(i), i);
        }
        List<Player> order = new ArrayList<>(shuffled);
        order.sort(Comparator.comparingInt((Player p) -> -history.score(p))
                .thenComparingInt(p -> p.seed() > 0 ? p.seed() : Integer.MAX_VALUE)
                .thenComparingInt(lot::get));
        return order;
    }

    private static List<MatchResult> rows(Competition competition, int round, List<Player[]> pairs) {
        List<String> courts = competition.schedule().courts();
        List<MatchResult> rows = new ArrayList<>();
        for (Player[] pair : pairs) {
            int n = rows.size();
            Side a = PoolBouts.side(pair[0]);
            MatchResult row = MatchResult.poolMatch(poolName(round), Integer.toString(n), a,
                    pair[1] == null ? Side.EMPTY : PoolBouts.side(pair[1]), round).withCourt(CourtBlocks.label(courts, n));
            if (pair[1] == null) {
                row = row.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withWinner(a.name()).withWinnerId(a.participantId()));
            }
            rows.add(row);
        }
        return rows;
    }

    /** Scores, byes and earlier pairings read from the Swiss rows, by participant id. */
    static final class SwissHistory {
        private final Map<String, Integer> wins = new HashMap<>();
        private final Set<String> hadBye = new HashSet<>();
        private final Set<String> met = new HashSet<>();

        static SwissHistory of(List<MatchResult> rows) {
            SwissHistory h = new SwissHistory();
            for (MatchResult row : rows) {
                if (roundOf(row) == 0) {
                    continue;
                }
                String a = row.sideA().participantId();
                String b = row.sideB().participantId();
                if (row.sideB().isEmpty()) {
                    h.hadBye.add(a);
                } else {
                    h.met.add(pairKey(a, b));
                }
                if (row.status() == MatchStatus.COMPLETED && !row.verdict().winnerId().isEmpty()) {
                    h.wins.merge(row.verdict().winnerId(), 1, Integer::sum);
                }
            }
            return h;
        }

        int score(Player p) {
            return wins.getOrDefault(p.id(), 0);
        }

        boolean hadBye(Player p) {
            return hadBye.contains(p.id());
        }

        boolean met(Player x, Player y) {
            return met.contains(pairKey(x.id(), y.id()));
        }

        static String pairKey(String x, String y) {
            return x.compareTo(y) < 0 ? x + "|" + y : y + "|" + x;
        }
    }
}
