package taikai.app.road.actions.competition;

import java.util.List;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.app.road.actions.draw.Draws;
import taikai.app.road.actions.schedule.Schedules;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSettings;
import taikai.model.competition.CompetitionState;

/**
 * Saves a competition's settings to its config.md. Rules in order: the settings must be valid; the
 * kind cannot change once entrants are entered (spec section 2: the kind decides which records
 * exist, and a roster of people is not one of teams); a drawn competition keeps the settings its
 * draw was made for (CompetitionSettings.drawnConflicts). Its line goes to the competition's own history.
 */
public final class EditCompetitionHandler implements Handler<EditCompetition> {

    @Override
    public Decision decide(EditCompetition edit, CompetitionState state, RoadContext context) {
        Competition stored = state.competition();
        Competition edited = CompetitionEdits.apply(stored, edit.settings());
        String name = stored.name().isBlank() ? stored.id() : stored.name();
        List<taikai.model.rule.Refusal> problems = CompetitionSettings.checks(edited, List.of());
        if (!problems.isEmpty()) {
            return Decision.Refuse.all("settings", problems, null);
        }
        if (stored.kind() != edited.kind() && !state.players().isEmpty()) {
            String sentence = name + " has " + state.players().size() + " entrants, so it cannot change from "
                    + stored.kind().code() + " to " + edited.kind().code() + "; make a new competition instead.";
            // One code for each way the kind would change, so each language names both kinds in its own words.
            Decision.Refuse said = Decision.Refuse.said("kind_with_entrants_to_" + edited.kind().code(), sentence, name,
                    state.players().size());
            return new Decision.Refuse("kind_with_entrants", sentence, said.code(), said.arguments());
        }
        if (Draws.exists(state)) {
            List<String> conflicts = CompetitionSettings.drawnConflicts(stored, edited);
            if (!conflicts.isEmpty()) {
                return Decisions.refuse("drawn", name + " is drawn, so " + String.join(", ", conflicts)
                        + " cannot change; discard the draw on the Draw"
                        + " screen first if it must.");
            }
        }
        // A start time gives the drawn matches their times at once (issue: the day's schedule).
        Schedules.Timed timed = Schedules.timed(state.withCompetition(edited), context);
        return Decisions.applied(timed.state(), CompetitionEdits.said("saved", edited).and(timed.said()));
    }
}
