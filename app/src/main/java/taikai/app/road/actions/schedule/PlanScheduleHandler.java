package taikai.app.road.actions.schedule;

import java.util.List;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.words.Sentence;
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
            return Decision.Refuse.all("schedule-readable", plan.problemsSaid(), "nothing-planned");
        }
        CompetitionState timed = plan.applyTo(state);
        return Decisions.applied(timed, summary(plan, state).and(clashes(plan)));
    }

    static String name(CompetitionState state) {
        return state.competition().name().isBlank() ? state.competition().id() : state.competition().name();
    }

    /** "Open: 24 matches planned from 09:00 to 11:40 on courts A, B.", as a code and arguments (decision 0049). */
    static Sentence summary(Plan plan, CompetitionState state) {
        String id = state.competition().id();
        List<Slot> mine = plan.slots().stream().filter(s -> s.competitionId().equals(id) && !s.fixed()).toList();
        if (mine.isEmpty()) {
            return Sentence.answer("plan-nothing-waiting", name(state));
        }
        int first = mine.stream().mapToInt(Slot::start).min().orElse(0);
        int last = mine.stream().mapToInt(Slot::end).max().orElse(0);
        List<String> courts = mine.stream().map(Slot::court).distinct().sorted().toList();
        // The counts come first, where a language's plural choice reads them; the text follows.
        return Sentence.answer("plan-summary", mine.size(), courts.size(), name(state), String.valueOf(mine.size()),
                Clock.text(first), Clock.text(last), String.join(", ", courts));
    }

    /** The clashes the plan could not avoid, after the summary, each by its code (a rule's refusal that did not stop the plan). */
    static Sentence clashes(Plan plan) {
        return Sentence.of(plan.clashesSaid());
    }
}
