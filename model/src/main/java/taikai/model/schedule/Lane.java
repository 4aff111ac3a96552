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
    private int longest;

    void add(Taken t) {
        int at = firstStartingAtOrAfter(t.start());
        while (at < taken.size() && taken.get(at).start() == t.start()) {
            at++;
        }
        taken.add(at, t);
        longest = Math.max(longest, t.end() - t.start());
    }

    List<Taken> all() {
        return taken;
    }

    /**
     * The earliest start at or after {@code from} at which a match of {@code length} minutes fits this
     * court: {@code changeover} minutes clear of every other match, and clear of every break.
     */
    int fitCourt(int from, int length, int changeover) {
        int s = from;
        int i = firstStartingAtOrAfter(s - longest - changeover);
        while (i < taken.size()) {
            Taken t = taken.get(i);
            int gapAfter = t.isBreak() ? 0 : changeover;
            int gapBefore = t.isBreak() ? 0 : changeover;
            if (t.start() >= s + length + gapBefore) {
                break;
            }
            if (s < t.end() + gapAfter) {
                s = t.end() + gapAfter;
            }
            i++;
        }
        return s;
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
