package taikai.model.queue;

import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Comparator;

/**
 * Orders scheduled times as a person reads them: {@code 9:05} before {@code 10:00} (a plain text
 * comparison would not), a full date-time by its instant; text that is no time after every time, and
 * no time at all last.
 */
record ScheduledTime(int kind, long value, String text) implements Comparable<ScheduledTime> {
    private static final int PARSED = 0;
    private static final int UNREADABLE = 1;
    private static final int NONE = 2;
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("H:mm[:ss]");
    private static final Comparator<ScheduledTime> ORDER = Comparator.comparingInt(ScheduledTime::kind)
            .thenComparingLong(ScheduledTime::value).thenComparing(ScheduledTime::text);

    static ScheduledTime of(String text) {
        String t = text == null ? "" : text.trim();
        if (t.isEmpty()) {
            return new ScheduledTime(NONE, 0, "");
        }
        try {
            return new ScheduledTime(PARSED, LocalTime.parse(t, CLOCK).toSecondOfDay(), t);
        } catch (DateTimeParseException notClock) {
            try {
                return new ScheduledTime(PARSED, OffsetDateTime.parse(t).toEpochSecond(), t);
            } catch (DateTimeParseException notOffset) {
                try {
                    return new ScheduledTime(PARSED, LocalDateTime.parse(t).toEpochSecond(ZoneOffset.UTC), t);
                } catch (DateTimeParseException notLocal) {
                    return new ScheduledTime(UNREADABLE, 0, t);
                }
            }
        }
    }

    @Override
    public int compareTo(ScheduledTime other) {
        return ORDER.compare(this, other);
    }
}
