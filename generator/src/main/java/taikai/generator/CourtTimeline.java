package taikai.generator;

import java.util.HashMap;
import java.util.Map;

/**
 * When each court of the hall is free. Competitions book their matches in turn, so two never share
 * a court at the same moment, and the one match on a court at any moment is the only one that can
 * be running there (spec section 2: one running match per court in the whole tournament). Nothing
 * is booked over the lunch break.
 */
final class CourtTimeline {
    private final int lunchStart;
    private final int lunchEnd;
    private final Map<String, Integer> freeAt = new HashMap<>();

    /** Times in seconds after midnight. */
    CourtTimeline(int lunchStart, int lunchEnd) {
        this.lunchStart = lunchStart;
        this.lunchEnd = lunchEnd;
    }

    /** Books {@code length} seconds on {@code court} no earlier than {@code earliest}; returns the start. */
    int book(String court, int earliest, int length) {
        int start = nextStart(court, earliest, length);
        freeAt.put(court, start + length);
        return start;
    }

    /** When {@code court} could next start {@code length} seconds, without booking them. */
    int nextStart(String court, int earliest, int length) {
        int start = Math.max(earliest, freeAt.getOrDefault(court, 0));
        return start < lunchEnd && start + length > lunchStart ? lunchEnd : start;
    }
}
