package taikai.model.schedule;

import java.time.LocalDate;
import taikai.model.Copies;
import taikai.model.match.MatchStatus;

/**
 * One match's place in the plan: its court, day, start and end (minutes of the day). A match already
 * fought or being fought keeps the time it had ({@code fixed}); the others are given theirs.
 * {@code earliestEnd} and {@code latestEnd} differ from {@code end} only for a kachinuki encounter,
 * whose length is known only once it is fought (best and worst case).
 */
public record Slot(
        String competitionId,
        String matchId,
        /** pool or bracket, as schedule.csv names them */ String type,
        String court,
        LocalDate date,
        int start,
        int end,
        int earliestEnd,
        int latestEnd,
        MatchStatus status,
        boolean fixed) {

    public Slot {
        competitionId = Copies.text(competitionId);
        matchId = Copies.text(matchId);
        type = Copies.text(type);
        court = Copies.text(court);
    }

    public String startText() {
        return Clock.text(start);
    }

    public int minutes() {
        return end - start;
    }
}
