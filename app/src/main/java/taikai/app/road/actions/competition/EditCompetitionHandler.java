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
                String sentence = name + " is drawn, so " + String.join(", ", conflicts)
                        + " cannot change; discard the draw on the Draw"
                        + " screen first if it must.";
                // One setting in the way, the usual case, is said by its code; several stay in English.
                Decision.Refuse said = conflicts.size() == 1 ? drawnSaid(stored, edited, name, sentence) : new Decision.Refuse("drawn", sentence);
                return new Decision.Refuse("drawn", sentence, said.code(), said.arguments());
            }
        }
        // A start time gives the drawn matches their times at once (issue: the day's schedule).
        Schedules.Timed timed = Schedules.timed(state.withCompetition(edited), context);
        return Decisions.applied(timed.state(), CompetitionEdits.said("saved", edited).and(timed.said()));
    }

    /** The one setting a draw fixes that the edit changes, by its code: the setting's stored value said by the language. */
    private static Decision.Refuse drawnSaid(Competition stored, Competition edited, String name, String sentence) {
        if (stored.kind() != edited.kind()) {
            return Decision.Refuse.said("drawn-kind", sentence, stored.isTeam() ? 1 : 0, name);
        }
        if (stored.format() != edited.format()) {
            return Decision.Refuse.said("drawn-format", sentence, CompetitionEdits.formatNumber(stored.format()), name);
        }
        if (stored.isTeam() && stored.teams().size() != edited.teams().size()) {
            return Decision.Refuse.said("drawn-team-size", sentence, name, String.valueOf(stored.teams().size()));
        }
        if (stored.isTeam() && stored.teams().matchType() != edited.teams().matchType()) {
            return Decision.Refuse.said("drawn-team-order", sentence,
                    stored.teams().matchType() == taikai.model.competition.TeamMatchType.KACHINUKI ? 1 : 0, name);
        }
        return Decision.Refuse.said("drawn-pool-size", sentence, name, String.valueOf(stored.pools().size()));
    }
}
