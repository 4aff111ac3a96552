package taikai.model.schedule;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

/** A match on its way through the planner: what it needs, and once placed, where and when. */
final class Job {
    final Entry entry;
    final MatchResult match;
    final String type;
    final LocalDate date;
    final int minutes;
    final int earliestMinutes;
    final int latestMinutes;
    final List<String> people;
    final List<Job> after = new ArrayList<>();
    /** A first round fed by the pools waits for all of them (spec section 3): the pool matches as one gate. */
    Gate gate;
    /** For a pool match: the gate of the first round it feeds. */
    Gate feeds;
    /** The jobs that wait for this one, and how many of this one's own it still waits for. */
    final List<Job> dependents = new ArrayList<>();
    int pending;
    /** A match it waits for was just placed, so where it fits may have changed. */
    boolean waitedFor;
    /** Worked out once a day's planning starts: its court's lane, its people's lanes, its length. */
    Lane courtLane;
    Lane[] lanes;
    int length;
    int queue;
    int afterEnd = Integer.MIN_VALUE;
    String court;
    boolean fixed;
    boolean placed;
    int start = Clock.NONE;
    int end = Clock.NONE;

    Job(Entry entry, MatchResult match, String type, String court, LocalDate date, int minutes, int earliestMinutes,
            int latestMinutes, List<String> people) {
        this.entry = entry;
        this.match = match;
        this.type = type;
        this.court = court;
        this.date = date;
        this.minutes = minutes;
        this.earliestMinutes = earliestMinutes;
        this.latestMinutes = latestMinutes;
        this.people = people;
    }

    String competition() {
        return entry.id();
    }

    Slot slot() {
        return new Slot(entry.id(), match.id(), type, court, date, start, end, end + earliestMinutes,
                end + latestMinutes, match.status(), fixed);
    }

    boolean waiting() {
        return match.status() == MatchStatus.SCHEDULED;
    }

    /**
     * The pool matches a pool-fed first round waits for, counted as one: a first-round match is ready
     * once the last of them is placed, and starts after the latest end among them. One gate instead of
     * an edge from every pool match to every first-round match keeps the bookkeeping linear.
     */
    static final class Gate {
        final List<Job> pools = new ArrayList<>();
        final List<Job> waiting = new ArrayList<>();
        int pending;
        int end = Integer.MIN_VALUE;
    }

    /** A competition taking part in the plan: its id, its start on its day, its place in the tie order. */
    record Entry(String id, String name, LocalDate date, int start, int order, List<String> courts) {
    }
}
