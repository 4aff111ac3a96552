package taikai.app.road.actions.team;

import taikai.model.competition.MatchLabels;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamLineup;
import taikai.model.lineup.Change;
import taikai.model.lineup.LineupSave;
import taikai.model.match.MatchResult;
import taikai.model.rule.Rule;
import taikai.model.team.Positions;

/**
 * A line-up save, written under the competition's lock onto the stored line-up, or for a match with
 * none of its own onto the line-up in force there (LineupSave.apply, spec section 2).
 */
public final class SaveLineupHandler implements Handler<SaveLineup> {

    /** What the line-up rules look at. */
    record Saving(TeamRules.Team team, SaveLineup save) {
        Optional<MatchResult> match() {
            return team.state().findMatch(save.matchId());
        }
    }

    static final Rule<Saving> POSITIONS_OF_THE_COMPETITION = Rule.of("positions-of-the-competition",
            s -> "A line-up here has the positions " + String.join(", ", positions(s)) + "; "
                    + String.join(", ", s.save().positions().keySet()) + " does not fit them.",
            s -> List.of(String.join(", ", positions(s)), String.join(", ", s.save().positions().keySet())),
            s -> positions(s).containsAll(s.save().positions().keySet()));

    static final Rule<Saving> MEMBERS_OF_THE_TEAM = Rule.of("members-of-the-team",
            "A line-up names only the team's own members; pick one of them for each position.",
            s -> s.save().positions().values().stream().allMatch(id -> id.isEmpty()
                    || s.team().members().stream().anyMatch(m -> m.id().equals(id))));

    static final Rule<Saving> MATCH_IN_THE_DRAW = Rule.of("match-in-the-draw",
            s -> "That match is not in the current draw; reload the draw and try again.",
            s -> s.save().matchId().isEmpty() || s.match().isPresent());

    static final Rule<Saving> TEAM_FIGHTS_THERE = Rule.of("team-fights-there",
            s -> "This team does not fight in " + MatchLabels.inSentence(MatchLabels.of(s.team().state(), s.save().matchId())) + "; save the line-up for one of its own matches.",
            s -> List.of(MatchLabels.inSentence(MatchLabels.of(s.team().state(), s.save().matchId()))),
            s -> s.save().matchId().isEmpty() || s.match().get().sideA().participantId().equals(s.save().teamId())
                    || s.match().get().sideB().participantId().equals(s.save().teamId()));

    static final List<Rule<Saving>> ORDER = order();

    @Override
    public Decision decide(SaveLineup save, CompetitionState state, RoadContext context) {
        Saving saving = new Saving(new TeamRules.Team(state, save.teamId(), "", ""), save);
        Optional<Decision> refused = Decisions.firstRefusal(saving, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        Change<List<TeamLineup>> saved = LineupSave.apply(state, save.teamId(), save.matchId(), save.positions());
        if (saved.isRefused()) {
            return Decisions.refuse("lineup-save", saved.refusal());
        }
        String team = state.findPlayer(save.teamId()).orElseThrow().name();
        // The positions in fighting order (senpo, jiho, chuken, fukusho, taisho), not as the save's map holds them.
        List<String> changed = positions(saving).stream().filter(save.positions()::containsKey).toList();
        return Decisions.applied(state.withLineups(saved.value()), (save.matchId().isEmpty()
                ? "The starting line-up of " + team
                : "The line-up of " + team + " for " + MatchLabels.inSentence(MatchLabels.of(state, save.matchId())))
                + " is saved: " + String.join(", ", changed) + ".");
    }

    /** A team size left unset reads as five, as the line-up rules read it. */
    private static List<String> positions(Saving s) {
        int size = s.team().state().competition().teams().size();
        return Positions.of(size > 0 ? size : Positions.FIK_FIVE.size());
    }

    private static List<Rule<Saving>> order() {
        List<Rule<Saving>> rules = new ArrayList<>();
        TeamRules.TEAM.forEach(rule -> rules.add(Decisions.on(rule, Saving::team)));
        rules.addAll(List.of(POSITIONS_OF_THE_COMPETITION, MEMBERS_OF_THE_TEAM, MATCH_IN_THE_DRAW, TEAM_FIGHTS_THERE));
        return List.copyOf(rules);
    }
}
