package taikai.app.road.actions.schedule;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import taikai.app.road.RoadContext;
import taikai.app.words.Sentence;
import taikai.model.competition.CompetitionState;
import taikai.model.schedule.Plan;
import taikai.model.schedule.Schedule;
import taikai.model.tournament.Tournament;

/** The plan a write of one competition works from: the tournament and every competition as on disk, this one as changed. */
public final class Schedules {
    private Schedules() {
    }

    /** The whole tournament planned afresh, {@code changed} in place of its copy on disk. */
    public static Plan plan(CompetitionState changed, RoadContext context) {
        return plan(changed, context, false);
    }

    /**
     * The competition planned around the others: their waiting matches keep the times they have, so a
     * draw or a new start time gives this competition the courts' free times without moving anyone
     * else's (a later plan of the day may then tidy them all).
     */
    public static Plan around(CompetitionState changed, RoadContext context) {
        return plan(changed, context, true);
    }

    private static Plan plan(CompetitionState changed, RoadContext context, boolean holdOthers) {
        Tournament tournament = context.tournament().orElse(null);
        if (tournament == null) {
            return null;
        }
        String id = changed.competition().id();
        List<CompetitionState> all = new ArrayList<>();
        Set<String> others = new HashSet<>();
        for (CompetitionState s : context.otherCompetitions()) {
            if (!s.competition().id().equals(id)) {
                all.add(s);
                others.add(s.competition().id());
            }
        }
        all.add(changed);
        Schedule.Options options = holdOthers ? new Schedule.Options(others, java.util.Map.of(), null) : Schedule.Options.PLAN;
        return Schedule.plan(tournament, all, options);
    }

    /**
     * The competition with its planned times after a change that may move them (a draw, a new start
     * time), and what the organiser is told; unchanged, with the reason, when its day cannot be planned.
     */
    public static Timed timed(CompetitionState changed, RoadContext context) {
        if (changed.competition().schedule().startTime().isEmpty()) {
            return new Timed(changed, Sentence.NONE);
        }
        Plan plan = around(changed, context);
        if (plan == null) {
            return new Timed(changed, Sentence.NONE);
        }
        if (plan.hasProblems()) {
            return new Timed(changed, Sentence.answer("plan-no-times").and(Sentence.of(plan.problemsSaid())));
        }
        CompetitionState timed = plan.applyTo(changed);
        Sentence clashes = PlanScheduleHandler.clashes(plan);
        return new Timed(timed, timed.equals(changed) ? clashes : PlanScheduleHandler.summary(plan, changed).and(clashes));
    }

    /** A competition with its times, and what tells of them (decision 0049), NONE when nothing does. */
    public record Timed(CompetitionState state, Sentence said) {
        /** The English of {@link #said}, starting with a space, or empty, to follow another sentence. */
        public String sentence() {
            return said.isEmpty() ? "" : " " + said.english();
        }
    }
}
