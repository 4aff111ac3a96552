package taikai.model.schedule;

import taikai.model.Copies;

/**
 * One row of schedule.csv: a pool or bracket match, or a break, placed on a court and a time.
 */
public record ScheduleEntry(
        /** pool, bracket or break */ String matchType,
        /** match id */ String matchRef,
        String court,
        /** HH:MM */ String scheduledAt,
        String status,
        String date,
        boolean isBreak,
        String label) {

    public ScheduleEntry {
        matchType = Copies.text(matchType);
        matchRef = Copies.text(matchRef);
        court = Copies.text(court);
        scheduledAt = Copies.text(scheduledAt);
        status = Copies.text(status);
        date = Copies.text(date);
        label = Copies.text(label);
    }

    public ScheduleEntry withMatchType(String value) {
        return new ScheduleEntry(value, matchRef, court, scheduledAt, status, date, isBreak, label);
    }

    public ScheduleEntry withMatchRef(String value) {
        return new ScheduleEntry(matchType, value, court, scheduledAt, status, date, isBreak, label);
    }

    public ScheduleEntry withCourt(String value) {
        return new ScheduleEntry(matchType, matchRef, value, scheduledAt, status, date, isBreak, label);
    }

    public ScheduleEntry withScheduledAt(String value) {
        return new ScheduleEntry(matchType, matchRef, court, value, status, date, isBreak, label);
    }

    public ScheduleEntry withStatus(String value) {
        return new ScheduleEntry(matchType, matchRef, court, scheduledAt, value, date, isBreak, label);
    }

    public ScheduleEntry withDate(String value) {
        return new ScheduleEntry(matchType, matchRef, court, scheduledAt, status, value, isBreak, label);
    }

    public ScheduleEntry withIsBreak(boolean value) {
        return new ScheduleEntry(matchType, matchRef, court, scheduledAt, status, date, value, label);
    }

    public ScheduleEntry withLabel(String value) {
        return new ScheduleEntry(matchType, matchRef, court, scheduledAt, status, date, isBreak, value);
    }
}
