package taikai.app.road.actions.competition;

import java.util.List;
import taikai.app.road.TournamentAction;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSettings;
import taikai.model.rule.Refusal;

/**
 * A new competition with the settings the organiser chose; its id is made from its name
 * (file-formats, "Folder"). Its folder does not exist yet, so it takes the tournament's lock.
 */
public record CreateCompetition(Competition settings) implements TournamentAction {

    @Override
    public String competitionId() {
        return settings == null ? "" : CompetitionSettings.idFor(settings.name());
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "create-competition";
    }

    @Override
    public List<Refusal> shapeProblems() {
        if (settings == null || settings.name().isBlank()) {
            return List.of(new Refusal("shape-competition-name", "Give the competition a name."));
        }
        if (competitionId().isEmpty()) {
            return List.of(new Refusal("shape-competition-id", "The name \"" + settings.name()
                    + "\" has no letter or digit to make the competition's id from; use letters or digits in it.",
                    List.of(settings.name())));
        }
        return List.of();
    }
}
