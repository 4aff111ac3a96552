package taikai.model.schedule;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.queue.CourtQueue;
import taikai.model.rule.Refusal;

/**
 * Gives every waiting match a time, one day at a time, by always placing next the match that can
 * start earliest among the heads of the queues (one queue per competition and court, in the queue's
 * order: CourtQueue, by scheduled time then match number). A match starts no earlier than its
 * competition's start, the matches it waits for (a knockout match its feeders), its court being free
 * after the changeover and out of every break, and each of its people being free, with a rest against
 * bouts of another competition. Ties go to the competition listed first (by start time, then id), then
 * to the court label. Nothing here reads a clock or a file, so the same input gives the same plan.
 */
final class Planner {
    private final ScheduleSettings settings;
    private final Live live;
    private final List<Refusal> clashes = new ArrayList<>();

    Planner(ScheduleSettings settings, Live live) {
        this.settings = settings;
        this.live = live;
    }

    List<Refusal> clashes() {
        return clashes;
    }

    /** A queue of one competition on one court: the waiting jobs in order, and how far it has come. */
    private static final class Queue {
        final String court;
        final Job.Entry entry;
        final List<Job> jobs;
        int next;
        int lastEnd = Integer.MIN_VALUE;

        Queue(String court, Job.Entry entry, List<Job> jobs) {
            this.court = court;
            this.entry = entry;
            this.jobs = jobs;
        }

        Job head() {
            return next < jobs.size() ? jobs.get(next) : null;
        }
    }

    void place(LocalDate day, List<Job> jobs, List<Break> breaks, Map<String, Double> pace) {
        Map<String, Lane> courts = new TreeMap<>();
        Map<String, Lane> people = new HashMap<>();
        for (Job j : jobs) {
            courts.computeIfAbsent(j.court, c -> new Lane(settings.changeoverMinutes()));
        }
        for (Map.Entry<String, Lane> c : courts.entrySet()) {
            for (Break b : breaks) {
                if (b.on(day, c.getKey())) {
                    c.getValue().add(new Lane.Taken(b.start(), b.end(), "", true));
                }
            }
        }
        int now = live == null || day.isAfter(live.today()) ? Integer.MIN_VALUE : live.now(day);
        for (Job j : jobs) {
            j.courtLane = courts.get(j.court);
            j.lanes = new Lane[j.people.size()];
            for (int i = 0; i < j.lanes.length; i++) {
                j.lanes[i] = people.computeIfAbsent(j.people.get(i), k -> new Lane());
            }
            j.length = j.fixed ? j.end - j.start : length(j, pace);
        }
        // Matches fought, being fought, or held at their time keep it, and take their court and people.
        List<Job> fixed = jobs.stream().filter(j -> j.fixed).sorted(Comparator.comparingInt((Job j) -> j.start)
                .thenComparing(Job::competition).thenComparing(j -> j.match.id())).toList();
        for (Job j : fixed) {
            Lane court = courts.get(j.court);
            if (j.match.status() != MatchStatus.COMPLETED && overlaps(court, j)) {
                clashes.add(new Refusal("plan-clash-held", "On " + Clock.text(day) + " court " + j.court + " holds match " + j.match.id()
                        + " of " + j.entry.name() + " at " + Clock.text(j.start) + " while another match or a break is there.",
                        List.of(Clock.text(day), j.court, j.match.id(), j.entry.name(), Clock.text(j.start))));
            }
            court.add(new Lane.Taken(j.start, j.end, j.competition(), false));
            for (Lane lane : j.lanes) {
                lane.add(new Lane.Taken(j.start, j.end, j.competition(), false));
            }
            j.placed = true;
        }
        // The waiting matches in their queues.
        Map<String, List<Job>> byQueue = new LinkedHashMap<>();
        List<Job> waiting = jobs.stream().filter(j -> !j.fixed).toList();
        Map<String, Job.Entry> entries = new TreeMap<>();
        for (Job j : waiting) {
            byQueue.computeIfAbsent(j.competition() + "\u0000" + j.court, k -> new ArrayList<>()).add(j);
            entries.put(j.competition(), j.entry);
        }
        List<Queue> queues = new ArrayList<>();
        for (Map.Entry<String, List<Job>> q : byQueue.entrySet()) {
            List<Job> list = q.getValue();
            Job first = list.get(0);
            queues.add(new Queue(first.court, first.entry, ordered(first.court, list)));
        }
        queues.sort(Comparator.comparingInt((Queue q) -> q.entry.order()).thenComparing(q -> q.court));
        // What each job waits for, counted once: a job is ready when its count reaches 0, and starts
        // after the latest end among them (kept as they are placed, so a fit never walks the list).
        for (Job j : waiting) {
            j.pending = 0;
            j.afterEnd = Integer.MIN_VALUE;
            j.dependents.clear();
        }
        Set<Job.Gate> gates = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Job j : waiting) {
            for (Job a : j.after) {
                if (a.placed) {
                    j.afterEnd = Math.max(j.afterEnd, a.end);
                } else {
                    j.pending++;
                    a.dependents.add(j);
                }
            }
            if (j.gate != null && gates.add(j.gate)) {
                j.gate.waiting.clear();
                j.gate.pending = 0;
                j.gate.end = Integer.MIN_VALUE;
                for (Job pool : j.gate.pools) {
                    if (pool.placed) {
                        j.gate.end = Math.max(j.gate.end, pool.end);
                    } else {
                        j.gate.pending++;
                    }
                }
            }
        }
        for (Job j : waiting) {
            if (j.gate != null) {
                if (j.gate.pending > 0) {
                    j.pending++;
                    j.gate.waiting.add(j);
                } else {
                    j.afterEnd = Math.max(j.afterEnd, j.gate.end);
                }
            }
        }
        // The ready queues by the start their next match fits at, then by their place in the tie order
        // (a key of start and index); a queue a placement touched is fitted again before the next pick.
        int n = queues.size();
        long[] key = new long[n];
        java.util.Arrays.fill(key, -1);
        java.util.TreeSet<Long> ready = new java.util.TreeSet<>();
        java.util.BitSet stale = new java.util.BitSet(n);
        stale.set(0, n);
        Map<Lane, List<Integer>> onCourt = new HashMap<>();
        for (int i = 0; i < n; i++) {
            Queue q = queues.get(i);
            for (Job j : q.jobs) {
                j.queue = i;
            }
            onCourt.computeIfAbsent(q.jobs.get(0).courtLane, k -> new ArrayList<>()).add(i);
            enter(q.head(), i);
        }
        int left = waiting.size();
        while (left > 0) {
            for (int i = stale.nextSetBit(0); i >= 0; i = stale.nextSetBit(i + 1)) {
                Queue q = queues.get(i);
                Job head = q.head();
                stale.clear(i);
                if (head == null || head.pending > 0) {
                    continue; // fitted once the last match it waits for is placed
                }
                key[i] = ((long) fit(head, q, now) << 16) | i;
                ready.add(key[i]);
            }
            int bestIndex;
            int bestStart;
            if (!ready.isEmpty()) {
                long first = ready.pollFirst();
                bestIndex = (int) (first & 0xFFFF);
                bestStart = (int) (first >> 16);
                key[bestIndex] = -1;
            } else {
                // Every head waits for a match further back in some queue: a queue order no plan can keep.
                bestIndex = -1;
                for (int i = 0; i < n; i++) {
                    if (queues.get(i).head() != null) {
                        bestIndex = i;
                        break;
                    }
                }
                Job head = queues.get(bestIndex).head();
                clashes.add(new Refusal("plan-clash-queue-order", head.entry.name() + "'s match " + head.match.id() + " is queued on court "
                        + head.court + " before a match it waits for; it is planned as if that match were over. Move it later in the queue.",
                        List.of(head.entry.name(), head.match.id(), head.court)));
                bestStart = fit(head, queues.get(bestIndex), now);
            }
            Queue best = queues.get(bestIndex);
            Job job = best.head();
            job.start = bestStart;
            job.end = bestStart + job.length;
            job.placed = true;
            Lane.Taken taken = new Lane.Taken(job.start, job.end, job.competition(), false);
            job.courtLane.add(taken);
            for (Lane lane : job.lanes) {
                lane.add(taken);
            }
            // Only a queue on the same court, one whose next match shares a person, or one whose next
            // match waited for this one can fit differently now.
            for (int i : onCourt.get(job.courtLane)) {
                markStale(i, key, ready, stale);
            }
            for (Lane lane : job.lanes) {
                for (int i : lane.heads) {
                    markStale(i, key, ready, stale);
                }
            }
            for (Job d : job.dependents) {
                d.pending--;
                d.afterEnd = Math.max(d.afterEnd, job.end);
                markStale(d.queue, key, ready, stale);
            }
            Job.Gate gate = job.feeds;
            if (gate != null && gate.pending > 0) {
                gate.end = Math.max(gate.end, job.end);
                if (--gate.pending == 0) {
                    for (Job d : gate.waiting) {
                        d.pending--;
                        d.afterEnd = Math.max(d.afterEnd, gate.end);
                        markStale(d.queue, key, ready, stale);
                    }
                }
            }
            leave(job, bestIndex);
            best.lastEnd = job.end;
            best.next++;
            enter(best.head(), bestIndex);
            markStale(bestIndex, key, ready, stale);
            left--;
        }
    }

    private static void markStale(int i, long[] key, java.util.TreeSet<Long> ready, java.util.BitSet stale) {
        if (key[i] >= 0) {
            ready.remove(key[i]);
            key[i] = -1;
        }
        stale.set(i);
    }

    /**
     * Whether a match kept at its time really overlaps another on its court or a break (the court's
     * stretches are widened by the changeover, which a match played back to back may well have skipped).
     */
    private boolean overlaps(Lane court, Job j) {
        int co = settings.changeoverMinutes();
        int length = j.end - j.start - 2 * co;
        return length > 0 && court.fitCourt(j.start + co, length, 0) != j.start + co;
    }

    /** Queue {@code index}'s next match is {@code head}: its people's lanes know it. */
    private static void enter(Job head, int index) {
        if (head != null) {
            for (Lane lane : head.lanes) {
                lane.heads.add(index);
            }
        }
    }

    private static void leave(Job head, int index) {
        for (Lane lane : head.lanes) {
            lane.heads.remove(Integer.valueOf(index));
        }
    }

    private int length(Job job, Map<String, Double> pace) {
        double factor = pace.getOrDefault(job.court, 1.0);
        return Math.max(1, (int) Math.round(job.minutes * factor));
    }

    private int fit(Job job, Queue queue, int now) {
        // A live estimate starts nothing before now (now is the minimum when the day is still to come).
        int from = Math.max(Math.max(job.entry.start(), queue.lastEnd), Math.max(now, job.afterEnd));
        int s = from;
        for (int round = 0; round < 1000; round++) {
            int t = job.courtLane.fitCourt(s, job.length, settings.changeoverMinutes());
            for (Lane lane : job.lanes) {
                t = lane.fitPerson(t, job.length, job.competition(), settings.restMinutes());
            }
            if (t == s) {
                return s;
            }
            s = t;
        }
        return s;
    }

    /** The jobs of one queue in CourtQueue's order: by scheduled time, then match number. */
    private static List<Job> ordered(String court, List<Job> jobs) {
        Map<String, Job> byId = new HashMap<>();
        List<MatchResult> matches = new ArrayList<>(jobs.size());
        for (Job j : jobs) {
            byId.put(j.match.id(), j);
            MatchResult m = j.match.court().equals(court) ? j.match : j.match.withCourt(court);
            matches.add(m.status() == MatchStatus.RUNNING ? m.withStatus(MatchStatus.SCHEDULED) : m);
        }
        List<Job> out = new ArrayList<>(jobs.size());
        for (MatchResult m : CourtQueue.of(court, matches)) {
            out.add(byId.get(m.id()));
        }
        return out;
    }

    /** Names every day's court whose plan runs past the closing block or past midnight. */
    void overruns(LocalDate day, List<Job> jobs) {
        int limit = settings.closingTime() == Clock.NONE ? 24 * 60 : settings.closingTime() - settings.closingBlock();
        Map<String, List<Job>> late = new TreeMap<>();
        for (Job j : jobs) {
            if (!j.fixed && j.end > limit) {
                late.computeIfAbsent(j.court, c -> new ArrayList<>()).add(j);
            }
        }
        for (Map.Entry<String, List<Job>> e : late.entrySet()) {
            int end = e.getValue().stream().mapToInt(j -> j.end).max().orElse(limit);
            Set<String> names = new java.util.TreeSet<>();
            e.getValue().forEach(j -> names.add(j.entry.name()));
            String sentence = "On " + Clock.text(day) + " court " + e.getKey() + " runs to " + Clock.text(end) + ", past "
                    + (settings.closingTime() == Clock.NONE ? "midnight" : "the closing block at " + Clock.text(limit)) + ": "
                    + e.getValue().size() + (e.getValue().size() == 1 ? " match" : " matches") + " of "
                    + String.join(", ", names) + " do not fit the day; start earlier, add a court or shorten the matches.";
            List<Object> arguments = new ArrayList<>(List.of(e.getValue().size(), Clock.text(day), e.getKey(), Clock.text(end),
                    String.join(", ", names)));
            if (settings.closingTime() != Clock.NONE) {
                arguments.add(Clock.text(limit));
            }
            clashes.add(new Refusal(settings.closingTime() == Clock.NONE ? "plan-overrun-midnight" : "plan-overrun-closing", sentence,
                    arguments));
        }
    }
}
