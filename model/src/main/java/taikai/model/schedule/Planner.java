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
    private final List<String> clashes = new ArrayList<>();

    Planner(ScheduleSettings settings, Live live) {
        this.settings = settings;
        this.live = live;
    }

    List<String> clashes() {
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
            courts.computeIfAbsent(j.court, c -> new Lane());
        }
        for (Map.Entry<String, Lane> c : courts.entrySet()) {
            for (Break b : breaks) {
                if (b.on(day, c.getKey())) {
                    c.getValue().add(new Lane.Taken(b.start(), b.end(), "", true));
                }
            }
        }
        int now = live == null ? Integer.MIN_VALUE : live.now(day);
        // Matches fought, being fought, or held at their time keep it, and take their court and people.
        List<Job> fixed = jobs.stream().filter(j -> j.fixed).sorted(Comparator.comparingInt((Job j) -> j.start)
                .thenComparing(Job::competition).thenComparing(j -> j.match.id())).toList();
        for (Job j : fixed) {
            Lane court = courts.get(j.court);
            if (j.match.status() != MatchStatus.COMPLETED && court.fitCourt(j.start, j.end - j.start, 0) != j.start) {
                clashes.add("On " + Clock.text(day) + " court " + j.court + " holds match " + j.match.id() + " of "
                        + j.entry.name() + " at " + Clock.text(j.start) + " while another match or a break is there.");
            }
            court.add(new Lane.Taken(j.start, j.end, j.competition(), false));
            for (String p : j.people) {
                people.computeIfAbsent(p, k -> new Lane()).add(new Lane.Taken(j.start, j.end, j.competition(), false));
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
        int left = waiting.size();
        while (left > 0) {
            Queue best = null;
            int bestStart = Integer.MAX_VALUE;
            for (Queue q : queues) {
                Job head = q.head();
                if (head == null || !ready(head)) {
                    continue;
                }
                int s = fit(head, q, courts, people, now, pace);
                if (s < bestStart) {
                    bestStart = s;
                    best = q;
                }
            }
            if (best == null) {
                // Every head waits for a match further back in some queue: a queue order no plan can keep.
                for (Queue q : queues) {
                    if (q.head() != null) {
                        best = q;
                        break;
                    }
                }
                Job head = best.head();
                clashes.add(head.entry.name() + "'s match " + head.match.id() + " is queued on court " + head.court
                        + " before a match it waits for; it is planned as if that match were over. Move it later in the queue.");
                bestStart = fit(head, best, courts, people, now, pace);
            }
            Job job = best.head();
            int length = length(job, pace);
            job.start = bestStart;
            job.end = bestStart + length;
            job.placed = true;
            courts.get(job.court).add(new Lane.Taken(job.start, job.end, job.competition(), false));
            for (String p : job.people) {
                people.computeIfAbsent(p, k -> new Lane()).add(new Lane.Taken(job.start, job.end, job.competition(), false));
            }
            best.lastEnd = job.end;
            best.next++;
            left--;
        }
    }

    private static boolean ready(Job job) {
        for (Job a : job.after) {
            if (!a.placed) {
                return false;
            }
        }
        return true;
    }

    private int length(Job job, Map<String, Double> pace) {
        double factor = pace.getOrDefault(job.court, 1.0);
        return Math.max(1, (int) Math.round(job.minutes * factor));
    }

    private int fit(Job job, Queue queue, Map<String, Lane> courts, Map<String, Lane> people, int now,
            Map<String, Double> pace) {
        int from = Math.max(job.entry.start(), queue.lastEnd);
        if (live != null && job.date.equals(live.today()) || live != null && job.date.isBefore(live.today())) {
            from = Math.max(from, now);
        }
        for (Job a : job.after) {
            if (a.placed && a.end != Clock.NONE) {
                from = Math.max(from, a.end);
            }
        }
        int length = length(job, pace);
        Lane court = courts.get(job.court);
        int s = from;
        for (int round = 0; round < 1000; round++) {
            int t = court.fitCourt(s, length, settings.changeoverMinutes());
            for (String p : job.people) {
                Lane lane = people.get(p);
                if (lane != null) {
                    t = lane.fitPerson(t, length, job.competition(), settings.restMinutes());
                }
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
            clashes.add("On " + Clock.text(day) + " court " + e.getKey() + " runs to " + Clock.text(end) + ", past "
                    + (settings.closingTime() == Clock.NONE ? "midnight" : "the closing block at " + Clock.text(limit)) + ": "
                    + e.getValue().size() + (e.getValue().size() == 1 ? " match" : " matches") + " of "
                    + String.join(", ", names) + " do not fit the day; start earlier, add a court or shorten the matches.");
        }
    }
}
