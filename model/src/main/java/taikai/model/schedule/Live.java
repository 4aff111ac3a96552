package taikai.model.schedule;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;

/**
 * The moment a live estimate is made, and the hall's time zone: finish stamps are server milliseconds,
 * ScheduledAt is a time of the competition's day in the hall.
 */
public record Live(long nowMillis, ZoneId zone) {
    public Live {
        java.util.Objects.requireNonNull(zone, "zone");
    }

    LocalDate today() {
        return LocalDateTime.ofInstant(Instant.ofEpochMilli(nowMillis), zone).toLocalDate();
    }

    /** The minute of {@code day} a stamp falls on: before the day 0 - its minutes, after it past 24:00. */
    int minuteOn(LocalDate day, long millis) {
        LocalDateTime at = LocalDateTime.ofInstant(Instant.ofEpochMilli(millis), zone);
        long days = java.time.temporal.ChronoUnit.DAYS.between(day, at.toLocalDate());
        return (int) (days * 24 * 60 + at.getHour() * 60 + at.getMinute());
    }

    int now(LocalDate day) {
        return minuteOn(day, nowMillis);
    }
}
