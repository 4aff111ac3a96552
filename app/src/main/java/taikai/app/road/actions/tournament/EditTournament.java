package taikai.app.road.actions.tournament;

import java.util.List;
import java.util.Map;
import taikai.app.road.TournamentAction;
import taikai.model.Copies;
import taikai.model.tournament.Tournament;
import taikai.model.rule.Refusal;

/**
 * The tournament's settings as the organiser left them on the settings screen, with the images
 * chosen since the screen was read: a new logo per sponsor (by its place in the list) and a new
 * branding logo (null when none was chosen). The password and the keys this version does not know
 * are taken from the file on disk, never from here.
 */
public record EditTournament(Tournament settings, Map<Integer, ImageFile> sponsorLogos, ImageFile brandingLogo)
        implements TournamentAction {

    public EditTournament {
        sponsorLogos = Copies.sorted(sponsorLogos);
    }

    @Override
    public String competitionId() {
        return "";
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "edit-tournament";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return settings == null
                ? List.of(new Refusal("shape-settings", "The settings are missing; fill in the form and save again."))
                : List.of();
    }
}
