package taikai.model.schedule;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.tournament.Tournament;

/**
 * When each waiting match of the day is now expected to start: the live estimate (decision 0024, "How
 * the pace is estimated") for the matches planned on the live moment's day, so a court's queue can show
 * it beside the time on disk as results arrive. Another day's matches, or a day that cannot be planned,
 * have none. Pure: the moment is given.
 */
public final class Expected {
    public static final Expected NONE = new Expected(Map.of());
    private final Map<String, Integer> starts;

    private Expected(Map<String, Integer> starts) {
        this.starts = Map.copyOf(starts);
    }

    public static Expected of(Tournament tournament, List<CompetitionState> competitions, Live live) {
        Plan estimate = Schedule.plan(tournament, competitions, Schedule.Options.PLAN.withLive(live));
        if (estimate.hasProblems()) {
            return NONE;
        }
        LocalDate today = live.today();
        Map<String, Integer> starts = new HashMap<>();
        for (Slot s : estimate.slots()) {
            if (!s.fixed() && s.date().equals(today) && s.start() != Clock.NONE) {
                starts.put(s.competitionId() + "\u0000" + s.matchId(), s.start());
            }
        }
        return new Expected(starts);
    }

    /** The expected start as HH:MM, when the match waits today. */
    public Optional<String> start(String competitionId, String matchId) {
        Integer minute = starts.get(competitionId + "\u0000" + matchId);
        return minute == null ? Optional.empty() : Optional.of(Clock.text(minute));
    }
}
