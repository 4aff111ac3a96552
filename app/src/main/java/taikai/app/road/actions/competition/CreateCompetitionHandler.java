package taikai.app.road.actions.competition;

import java.util.List;
import taikai.app.road.TournamentDecision;
import taikai.app.road.TournamentHandler;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSettings;
import taikai.model.competition.CompetitionState;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.LoadedTournament;

/**
 * Creates a competition: refused when its id is taken or a setting is wrong; otherwise its
 * config.md is written with its first history line, in one transaction. A new competition starts
 * in setup, with participant ids and with round_lineups_converted set (spec section 2: "A new
 * competition starts with it set").
 */
public final class CreateCompetitionHandler implements TournamentHandler<CreateCompetition> {

    @Override
    public TournamentDecision decide(CreateCompetition create, LoadedTournament folder, long now) {
        String id = create.competitionId();
        if (folder.competition(id).isPresent()) {
            String name = folder.competition(id).flatMap(c -> c.state()).map(s -> s.competition().name()).orElse(id);
            return TournamentDecision.Refuse.said("competition_exists", "A competition with the id \"" + id + "\" ("
                    + name + ") already exists; give the new one another name.", id, name);
        }
        List<String> courts = folder.tournament().map(Tournament::courts).orElse(List.of());
        Competition fresh = Competition.create(id, create.settings().name().strip(), create.settings().kind(),
                create.settings().format());
        Competition competition = CompetitionEdits.apply(fresh, create.settings().withName(create.settings().name().strip()));
        List<taikai.model.rule.Refusal> problems = CompetitionSettings.checks(competition, courts);
        if (!problems.isEmpty()) {
            taikai.app.road.Decision.Refuse said = taikai.app.road.Decision.Refuse.all("settings", problems, null);
            return new TournamentDecision.Refuse(said.rule(), said.sentence(), said.code(), said.arguments());
        }
        return TournamentDecision.Land.created(CompetitionState.empty(competition), CompetitionEdits.said("created", competition));
    }
}
