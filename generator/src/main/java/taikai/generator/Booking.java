package taikai.generator;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.model.match.MatchResult;

/**
 * Calls a wave of matches onto their courts (a wave: every pool bout, or one knockout round, or one
 * Swiss round, none of which starts before the wave before it has ended), each court taking its next
 * match as soon as it is free, in the order the hall would see them. A match already decided by the
 * time its turn comes (awarded after a withdrawal) is passed over, so the queue moves up. A match that
 * falls after the day's closing time keeps its court but no time yet: the organiser schedules the
 * next day in the evening.
 */
final class Booking {
    /** Plays a match in its slot, as far as the folder's moment allows. */
    interface Play {
        void play(String id, int start, int end);
    }

    private final CourtTimeline courts;
    private final int closing;

    Booking(CourtTimeline courts, int closing) {
        this.courts = courts;
        this.closing = closing;
    }

    /** Runs the wave; returns when its last match ends, or {@code earliest} when it had none. */
    int wave(Board board, List<MatchResult> queue, int earliest, int length, Play play) {
        Map<String, Deque<String>> byCourt = new LinkedHashMap<>();
        queue.forEach(m -> byCourt.computeIfAbsent(m.court(), k -> new ArrayDeque<>()).add(m.id()));
        int end = earliest;
        while (true) {
            String court = null;
            int best = Integer.MAX_VALUE;
            for (Map.Entry<String, Deque<String>> e : byCourt.entrySet()) {
                int start = courts.nextStart(e.getKey(), earliest, length);
                if (!e.getValue().isEmpty() && start < best) {
                    best = start;
                    court = e.getKey();
                }
            }
            if (court == null) {
                return end;
            }
            MatchResult m = board.match(byCourt.get(court).poll());
            if (m.isCompleted()) {
                continue;
            }
            int start = courts.book(court, earliest, length);
            board.put(m.withScheduledAt(start < closing ? DayClock.hhmm(start) : ""));
            play.play(m.id(), start, start + length);
            end = Math.max(end, start + length);
        }
    }

    /** Pool bouts in the order a court calls them: the pools sharing a court take turns, bout by bout. */
    static List<MatchResult> interleaved(List<MatchResult> bouts) {
        Map<String, Integer> poolOrder = new LinkedHashMap<>();
        bouts.forEach(m -> poolOrder.putIfAbsent(m.pool(), poolOrder.size()));
        List<MatchResult> queue = new ArrayList<>(bouts);
        queue.sort(Comparator.comparingInt((MatchResult m) -> number(m.index())).thenComparingInt(m -> poolOrder.get(m.pool())));
        return queue;
    }

    private static int number(String index) {
        try {
            return Integer.parseInt(index);
        } catch (NumberFormatException notPlain) {
            return Integer.MAX_VALUE;
        }
    }
}
