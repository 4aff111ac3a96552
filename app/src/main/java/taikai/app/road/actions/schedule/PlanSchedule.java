package taikai.app.road.actions.schedule;

import taikai.app.road.Action;
import taikai.model.Copies;

/**
 * Gives the competition's waiting matches the plan's times (ScheduledAt in its results and bracket
 * files) and writes its schedule.csv. The plan covers the whole tournament, since competitions share
 * courts and entrants, but the write changes this competition alone (spec section 2: no write spans
 * two): planning every competition in turn leaves the whole folder as planned.
 */
public record PlanSchedule(String competitionId) implements Action {

    public PlanSchedule {
        competitionId = Copies.text(competitionId);
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "schedule";
    }
}
