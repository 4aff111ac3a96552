package taikai.model.competition;

import java.util.List;
import taikai.model.Copies;

/**
 * Where and when a competition plays (file-formats "config.md keys": courts, date, start_time,
 * pool_match_duration_seconds, playoff_match_duration_seconds).
 */
public record CompetitionSchedule(
        /** the courts this competition plays on */ List<String> courts,
        /** DD-MM-YYYY */ String date,
        /** HH:MM */ String startTime,
        /** 60-3600; 0 reads as 180 */ int poolMatchSeconds,
        /** 60-3600; 0 reads as 180 */ int playoffMatchSeconds) {

    public static final CompetitionSchedule UNSET = new CompetitionSchedule(List.of(), "", "", 0, 0);

    public CompetitionSchedule {
        courts = Copies.list(courts);
        date = Copies.text(date);
        startTime = Copies.text(startTime);
    }

    public int effectivePoolMatchSeconds() {
        return poolMatchSeconds == 0 ? 180 : poolMatchSeconds;
    }

    public int effectivePlayoffMatchSeconds() {
        return playoffMatchSeconds == 0 ? 180 : playoffMatchSeconds;
    }

    public CompetitionSchedule withCourts(List<String> value) {
        return new CompetitionSchedule(value, date, startTime, poolMatchSeconds, playoffMatchSeconds);
    }

    public CompetitionSchedule withDate(String value) {
        return new CompetitionSchedule(courts, value, startTime, poolMatchSeconds, playoffMatchSeconds);
    }

    public CompetitionSchedule withStartTime(String value) {
        return new CompetitionSchedule(courts, date, value, poolMatchSeconds, playoffMatchSeconds);
    }

    public CompetitionSchedule withPoolMatchSeconds(int value) {
        return new CompetitionSchedule(courts, date, startTime, value, playoffMatchSeconds);
    }

    public CompetitionSchedule withPlayoffMatchSeconds(int value) {
        return new CompetitionSchedule(courts, date, startTime, poolMatchSeconds, value);
    }
}
