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
        int seconds = plainClock(t);
        if (seconds >= 0) {
            return new ScheduledTime(PARSED, seconds, t);
        }
        if (seconds == OUT_OF_RANGE && !t.startsWith("24:00")) {
            // A clock shape past 23:59 (a plan running past midnight says 24:10): no parser below reads it.
            return new ScheduledTime(UNREADABLE, 0, t);
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

    private static final int OUT_OF_RANGE = -2;

    /**
     * The seconds of the day of {@code H:MM} or {@code HH:MM[:SS]} read digit by digit, as the formatter
     * reads them; {@link #OUT_OF_RANGE} for that shape with an hour past 23 or a minute or second past
     * 59; -1 for anything else, which the formatter then reads. The planner sorts every queue on
     * each estimate, and the formatter's parse was most of that sort's cost.
     */
    private static int plainClock(String t) {
        int colon = t.indexOf(':');
        if (colon < 1 || colon > 2 || (t.length() != colon + 3 && t.length() != colon + 6)) {
            return -1;
        }
        int hours = digits(t, 0, colon);
        int minutes = digits(t, colon + 1, colon + 3);
        int seconds = 0;
        if (t.length() == colon + 6) {
            if (t.charAt(colon + 3) != ':') {
                return -1;
            }
            seconds = digits(t, colon + 4, colon + 6);
        }
        if (hours < 0 || minutes < 0 || seconds < 0) {
            return -1;
        }
        if (hours > 23 || minutes > 59 || seconds > 59) {
            return OUT_OF_RANGE;
        }
        return hours * 3600 + minutes * 60 + seconds;
    }

    private static int digits(String t, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = t.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }

    @Override
    public int compareTo(ScheduledTime other) {
        return ORDER.compare(this, other);
    }
}
