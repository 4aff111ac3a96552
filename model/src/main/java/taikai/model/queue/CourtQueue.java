package taikai.model.queue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import taikai.model.competition.MatchLabels;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

/**
 * A court's queue (issue item 8), worked out from court, status and scheduled time every time it is
 * read and never stored (spec section 6: a stored position would let a stale copy disagree with the
 * schedule). The running match comes first, then the waiting ones by scheduled time, equal times by
 * match number; finished matches leave the queue, so it shrinks as the day goes on. A match's place
 * in the queue is its index in this list.
 */
public final class CourtQueue {
    private static final Pattern KNOCKOUT = Pattern.compile("m-r(\\d{1,6})-(\\d{1,6})");
    private static final Pattern BOUT = Pattern.compile(".*-(\\d{1,9})");

    private CourtQueue() {
    }

    /** The queue of {@code court} among one competition's matches. */
    public static List<MatchResult> of(String court, List<MatchResult> matches) {
        List<MatchResult> queue = new ArrayList<>();
        ofAll(court, Queued.of("", matches)).forEach(q -> queue.add(q.match()));
        return List.copyOf(queue);
    }

    /** The queue of {@code court} among the matches of every competition. */
    public static List<Queued> ofAll(String court, List<Queued> matches) {
        List<Keyed> keyed = new ArrayList<>();
        for (Queued q : matches) {
            if (q.match().court().equals(court) && q.match().status() != MatchStatus.COMPLETED) {
                keyed.add(Keyed.of(q));
            }
        }
        keyed.sort(Keyed.ORDER);
        List<Queued> queue = new ArrayList<>(keyed.size());
        keyed.forEach(k -> queue.add(k.queued()));
        return List.copyOf(queue);
    }

    /**
     * A queued match with its sort keys worked out once. Parsing the time and the id inside the
     * comparator did it in every comparison, n log n times for a queue of n, and a date-time that
     * is no clock time parses by way of caught exceptions (docs/performance.md).
     */
    private record Keyed(Queued queued, boolean waiting, ScheduledTime time, long number) {
        // The running match first, then by scheduled time; equal times by pool bout number, then
        // knockout round and position, then by id and competition.
        static final Comparator<Keyed> ORDER = Comparator.comparing(Keyed::waiting)
                .thenComparing(Keyed::time)
                .thenComparingLong(Keyed::number)
                .thenComparing(k -> k.queued().match().id())
                .thenComparing(k -> k.queued().competitionId());

        static Keyed of(Queued q) {
            return new Keyed(q, q.match().status() != MatchStatus.RUNNING, ScheduledTime.of(q.match().scheduledAt()),
                    numberKey(q.match()));
        }
    }

    /** Moves a waiting match of one competition's matches; see {@link #move(String, List, String, String, int)}. */
    public static QueueMove move(String court, List<MatchResult> matches, String matchId, int index) {
        return move(court, Queued.of("", matches), "", matchId, index);
    }

    /**
     * Moves a waiting match to {@code index} of the court's queue (0-based; never ahead of the running
     * match). The waiting matches keep the same set of times and trade them, so a move changes when
     * matches are played, never a match's id or number.
     */
    public static QueueMove move(String court, List<Queued> matches, String competitionId, String matchId, int index) {
        List<Queued> queue = ofAll(court, matches);
        Queued moving = queue.stream().filter(q -> q.is(competitionId, matchId)).findFirst().orElse(null);
        if (moving == null) {
            return QueueMove.refused("That match is not waiting on court " + court + "; it may have finished or moved to another court.");
        }
        if (moving.match().status() == MatchStatus.RUNNING) {
            return QueueMove.refused(label(moving.match()) + " is being fought now; it cannot move in the queue.");
        }
        List<Queued> waiting = new ArrayList<>(queue);
        waiting.removeIf(q -> q.match().status() == MatchStatus.RUNNING);
        int running = queue.size() - waiting.size();
        List<String> times = new ArrayList<>();
        waiting.forEach(q -> times.add(q.match().scheduledAt()));
        List<Queued> reordered = new ArrayList<>(waiting);
        reordered.remove(moving);
        reordered.add(Math.max(0, Math.min(waiting.size() - 1, index - running)), moving);
        List<QueueMove.Retime> changes = new ArrayList<>();
        List<Queued> updated = new ArrayList<>(matches);
        for (int i = 0; i < reordered.size(); i++) {
            Queued q = reordered.get(i);
            String time = times.get(i);
            if (!q.match().scheduledAt().equals(time)) {
                changes.add(new QueueMove.Retime(q.competitionId(), q.match().id(), time));
                updated.set(updated.indexOf(q), new Queued(q.competitionId(), q.match().withScheduledAt(time)));
            }
        }
        List<Queued> after = ofAll(court, updated);
        for (int i = 0; i < reordered.size(); i++) {
            if (!after.get(running + i).is(reordered.get(i).competitionId(), reordered.get(i).match().id())) {
                return QueueMove.refused("The matches waiting on court " + court + " share scheduled times, so this move cannot be made;"
                        + " give them different times first.");
            }
        }
        return new QueueMove(changes, "");
    }

    /** Pool bout n sorts as n; knockout match i of round k after every pool bout, by round then position. */
    private static long numberKey(MatchResult m) {
        Matcher knockout = KNOCKOUT.matcher(m.id());
        if (knockout.matches()) {
            return (1L << 40) + (Long.parseLong(knockout.group(1)) << 20) + Long.parseLong(knockout.group(2));
        }
        Matcher bout = BOUT.matcher(m.id());
        return bout.matches() ? Long.parseLong(bout.group(1)) : Long.MAX_VALUE;
    }

    /** A queued match as a person reads it: "Pool A, match 1" for a pool bout; a knockout box by its own words. */
    private static String label(MatchResult match) {
        return MatchLabels.ofBout(match).orElse("That match");
    }
}
