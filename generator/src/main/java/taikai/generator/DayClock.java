package taikai.generator;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;

/**
 * The tournament day: a time of day, counted in seconds after midnight, as the hall clock shows it
 * ({@code HH:MM} in the files) and as server milliseconds (history lines, stamps). The hall is in
 * the Netherlands, so its clock follows Amsterdam's offset on that date.
 */
final class DayClock {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd-MM-yyyy");
    private static final ZoneId HALL = ZoneId.of("Europe/Amsterdam");

    private final LocalDate date;
    private final ZoneOffset offset;

    /** @param date DD-MM-YYYY, as tournament.md writes it */
    DayClock(String date) {
        this.date = LocalDate.parse(date, DATE);
        this.offset = HALL.getRules().getOffset(this.date.atTime(LocalTime.NOON));
    }

    /** DD-MM-YYYY. */
    String date() {
        return DATE.format(date);
    }

    /** Server milliseconds at {@code second} of the day (may be negative: the days before). */
    long millis(int second) {
        return instant(second).toEpochMilli();
    }

    Instant instant(int second) {
        return date.atStartOfDay().plusSeconds(second).toInstant(offset);
    }

    /** {@code HH:MM}, rounded down to the minute. */
    static String hhmm(int second) {
        int minutes = Math.floorDiv(second, 60);
        return String.format("%02d:%02d", minutes / 60, minutes % 60);
    }

    /** Seconds after midnight of an {@code HH:MM} text. */
    static int seconds(String hhmm) {
        LocalTime t = LocalTime.parse(hhmm);
        return t.toSecondOfDay();
    }
}
