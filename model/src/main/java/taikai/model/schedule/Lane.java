package taikai.model.schedule;

import java.util.ArrayList;
import java.util.List;

/**
 * The times one court, or one person, is taken on one day, kept in order of start. A court is taken
 * by its matches (each followed by a changeover) and its breaks; a person by the bouts they fight,
 * with a rest before and after each against bouts of another competition.
 */
final class Lane {
    /** One taken stretch: [start, end), of a competition (empty for a break). */
    record Taken(int start, int end, String competition, boolean isBreak) {
    }

    private final List<Taken> taken = new ArrayList<>();
    /** Breaks apart from the matches: a day has few, and a long one would widen every look back. */
    private final List<Taken> breaks = new ArrayList<>();
    private int longest;
    /** The planner's queues whose next match this court or person is in (planner bookkeeping). */
    final List<Integer> heads = new ArrayList<>();
    /**
     * A court's matches as merged stretches, each widened by the changeover on both sides: a match of
     * length L fits at s when [s, s + L) meets none of them. A full court is one long stretch, so a fit
     * looks at a few stretches instead of every match of the day.
     */
    private final java.util.TreeMap<Integer, Integer> stretches = new java.util.TreeMap<>();
    private final int changeover;
    /** A court fits by its stretches alone; a person by the bouts in order. */
    private final boolean court;

    /** A person's lane. */
    Lane() {
        this.changeover = 0;
        this.court = false;
    }

    /** A court's lane, whose matches are followed by {@code changeover} minutes. */
    Lane(int changeover) {
        this.changeover = changeover;
        this.court = true;
    }

    void add(Taken t) {
        if (t.isBreak()) {
            breaks.add(t);
            return;
        }
        if (court) {
            stretch(t);
            return;
        }
        int at = firstStartingAtOrAfter(t.start());
        while (at < taken.size() && taken.get(at).start() == t.start()) {
            at++;
        }
        taken.add(at, t);
        longest = Math.max(longest, t.end() - t.start());
    }

    private void stretch(Taken t) {
        int from = t.start() - changeover;
        int to = t.end() + changeover;
        java.util.Map.Entry<Integer, Integer> before = stretches.floorEntry(from);
        if (before != null && before.getValue() >= from) {
            from = before.getKey();
            to = Math.max(to, before.getValue());
            stretches.remove(before.getKey());
        }
        java.util.Map.Entry<Integer, Integer> after = stretches.ceilingEntry(from);
        while (after != null && after.getKey() <= to) {
            to = Math.max(to, after.getValue());
            stretches.remove(after.getKey());
            after = stretches.ceilingEntry(from);
        }
        stretches.put(from, to);
    }

    private int pastBreaks(int from, int length) {
        int s = from;
        boolean moved = true;
        while (moved) {
            moved = false;
            for (Taken b : breaks) {
                if (s < b.end() && b.start() < s + length) {
                    s = b.end();
                    moved = true;
                }
            }
        }
        return s;
    }

    /**
     * The earliest start at or after {@code from} at which a match of {@code length} minutes fits this
     * court: {@code changeover} minutes clear of every other match, and clear of every break.
     */
    int fitCourt(int from, int length, int changeoverMinutes) {
        int s = pastBreaks(from, length);
        while (true) {
            int before = s;
            java.util.Map.Entry<Integer, Integer> over = stretches.floorEntry(s);
            if (over != null && over.getValue() > s) {
                s = over.getValue();
            }
            java.util.Map.Entry<Integer, Integer> next = stretches.higherEntry(s);
            while (next != null && next.getKey() < s + length) {
                s = next.getValue();
                next = stretches.higherEntry(s);
            }
            s = pastBreaks(s, length);
            if (s == before) {
                return s;
            }
        }
    }

    /**
     * The earliest start at or after {@code from} at which this person can fight a bout of {@code length}
     * minutes for {@code competition}: never two at once, and {@code rest} minutes either side of a bout
     * in another competition.
     */
    int fitPerson(int from, int length, String competition, int rest) {
        int s = from;
        int i = firstStartingAtOrAfter(s - longest - rest);
        while (i < taken.size()) {
            Taken t = taken.get(i);
            int gap = t.competition().equals(competition) ? 0 : rest;
            if (t.start() >= s + length + gap) {
                // Later stretches start later still, but a shorter gap may apply to them: look on while
                // they start within the longest rest.
                if (t.start() >= s + length + rest) {
                    break;
                }
                i++;
                continue;
            }
            if (s < t.end() + gap) {
                s = t.end() + gap;
            }
            i++;
        }
        return s;
    }

    private int firstStartingAtOrAfter(int minute) {
        int lo = 0;
        int hi = taken.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (taken.get(mid).start() < minute) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
