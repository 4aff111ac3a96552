package taikai.model.draw;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import taikai.model.entrant.Player;

/**
 * Pairs a Swiss round over the standing order without a repeat pairing, searching depth first so a
 * repeat is avoided whenever any pairing allows it. The bye, with an odd count, goes to the
 * lowest-placed entrant who has not had one and whose absence still leaves a valid pairing.
 */
final class SwissPairing {
    /** Far more than any hall's field needs; past it the round is reported as impossible. */
    private static final int SEARCH_STEPS = 2_000_000;

    private SwissPairing() {
    }

    /** Pairs in board order, the bye last as {player, null}; null when no pairing avoids repeats. */
    static List<Player[]> pair(List<Player> order, SwissDraw.SwissHistory history) {
        int[] steps = {0};
        if (order.size() % 2 == 0) {
            return search(order, history, steps);
        }
        List<Player> byeCandidates = new ArrayList<>();
        for (int i = order.size() - 1; i >= 0; i--) {
            byeCandidates.add(order.get(i));
        }
        byeCandidates.sort(Comparator.comparing(history::hadBye));
        for (Player bye : byeCandidates) {
            List<Player> rest = new ArrayList<>(order);
            rest.remove(bye);
            List<Player[]> pairs = search(rest, history, steps);
            if (pairs != null) {
                pairs.add(new Player[] {bye, null});
                return pairs;
            }
        }
        return null;
    }

    private static List<Player[]> search(List<Player> order, SwissDraw.SwissHistory history, int[] steps) {
        List<Player[]> pairs = new ArrayList<>();
        return extend(new ArrayList<>(order), history, pairs, steps) ? pairs : null;
    }

    private static boolean extend(List<Player> left, SwissDraw.SwissHistory history, List<Player[]> pairs, int[] steps) {
        if (left.isEmpty()) {
            return true;
        }
        if (++steps[0] > SEARCH_STEPS) {
            return false;
        }
        Player top = left.get(0);
        for (Player partner : preferred(left, history)) {
            List<Player> rest = new ArrayList<>(left);
            rest.remove(0);
            rest.remove(partner);
            pairs.add(new Player[] {top, partner});
            if (extend(rest, history, pairs, steps)) {
                return true;
            }
            pairs.remove(pairs.size() - 1);
        }
        return false;
    }

    /**
     * Partners for the first entrant left, best first: the same score before any other, and within a
     * score group the entrant half a group below (top half meets bottom half), then the nearest to it.
     */
    private static List<Player> preferred(List<Player> left, SwissDraw.SwissHistory history) {
        Player top = left.get(0);
        int group = 0;
        while (group < left.size() && history.score(left.get(group)) == history.score(top)) {
            group++;
        }
        int ideal = group / 2;
        List<Integer> candidates = new ArrayList<>();
        for (int i = 1; i < left.size(); i++) {
            if (!history.met(top, left.get(i))) {
                candidates.add(i);
            }
        }
        candidates.sort(Comparator.comparingInt((Integer i) -> Math.abs(history.score(left.get(i)) - history.score(top)))
                .thenComparingInt(i -> Math.abs(i - ideal))
                .thenComparingInt(i -> i));
        List<Player> result = new ArrayList<>();
        candidates.forEach(i -> result.add(left.get(i)));
        return result;
    }
}
