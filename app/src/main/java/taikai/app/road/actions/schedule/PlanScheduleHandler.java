package taikai.app.road.actions.schedule;

import java.util.List;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.model.competition.CompetitionState;
import taikai.model.schedule.Clock;
import taikai.model.schedule.Plan;
import taikai.model.schedule.Slot;

/**
 * Plans the day and writes this competition's part of it. Rules in order: the tournament must load
 * (its days, courts and breaks are in tournament.md); the competition needs a start time; nothing in
 * the tournament or the competition may be unreadable (each problem a sentence naming its field, and
 * then nothing is written). A clash the plan cannot avoid is told in the answer, and the rest lands.
 */
public final class PlanScheduleHandler implements Handler<PlanSchedule> {

    @Override
    public Decision decide(PlanSchedule action, CompetitionState state, RoadContext context) {
        String name = name(state);
        if (context.tournament().isEmpty()) {
            return Decision.Refuse.said("tournament-loads", "tournament.md does not load, so the day cannot be planned;"
                    + " open the tournament screen and correct it first.");
        }
        if (state.competition().schedule().startTime().isEmpty()) {
            return Decision.Refuse.said("start-time", name + " has no start time; set one on the competition screen, then plan"
                    + " the day.", name);
        }
        Plan plan = Schedules.plan(state, context);
        if (plan.hasProblems()) {
            return Decisions.refuse("schedule-readable", String.join(" ", plan.problems()) + " Nothing was planned.");
        }
        CompetitionState timed = plan.applyTo(state);
        String clashes = plan.clashes().isEmpty() ? "" : " " + String.join(" ", plan.clashes());
        return Decisions.applied(timed, summary(plan, state) + clashes);
    }

    static String name(CompetitionState state) {
        return state.competition().name().isBlank() ? state.competition().id() : state.competition().name();
    }

    /** "Open: 24 matches from 09:00 to 11:40 on court A and B." */
    static String summary(Plan plan, CompetitionState state) {
        String id = state.competition().id();
        List<Slot> mine = plan.slots().stream().filter(s -> s.competitionId().equals(id) && !s.fixed()).toList();
        if (mine.isEmpty()) {
            return name(state) + " has no match waiting for a time.";
        }
        int first = mine.stream().mapToInt(Slot::start).min().orElse(0);
        int last = mine.stream().mapToInt(Slot::end).max().orElse(0);
        List<String> courts = mine.stream().map(Slot::court).distinct().sorted().toList();
        return name(state) + ": " + mine.size() + (mine.size() == 1 ? " match" : " matches") + " planned from " + Clock.text(first)
                + " to " + Clock.text(last) + " on court" + (courts.size() == 1 ? " " : "s ") + String.join(", ", courts) + ".";
    }
}
