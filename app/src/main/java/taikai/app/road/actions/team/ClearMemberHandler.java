package taikai.app.road.actions.team;

import taikai.app.words.Sentence;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.RoadContext;
import taikai.app.road.actions.Decisions;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamMember;
import taikai.model.lineup.Change;
import taikai.model.lineup.TeamMembers;
import taikai.model.rule.Rule;

/**
 * A name emptied, the id and index kept (TeamMembers.clear). Possible only until the competition
 * starts (spec section 2); after that a name is corrected by renaming.
 */
public final class ClearMemberHandler implements Handler<ClearMember> {

    static final Rule<TeamRules.Team> BEFORE_START = Rule.of("clear-before-start",
            "A name can be cleared only before the competition starts; rename the member instead.",
            t -> !TeamMembers.hasStarted(t.state().competition().status()));

    static final List<Rule<TeamRules.Team>> ORDER = order();

    @Override
    public Decision decide(ClearMember clear, CompetitionState state, RoadContext context) {
        TeamRules.Team team = new TeamRules.Team(state, clear.teamId(), clear.memberId(), "");
        Optional<Decision> refused = Decisions.firstRefusal(team, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        String before = Members.label(team.member().orElseThrow());
        Change<List<TeamMember>> cleared = TeamMembers.clear(team.members(), clear.memberId(),
                state.competition().status(), context.now());
        if (cleared.isRefused()) {
            return Decision.Refuse.said("clear-before-start", cleared.refusal());
        }
        return Decisions.applied(Members.with(state, clear.teamId(), cleared.value()),
                Sentence.answer("member-cleared", before));
    }

    private static List<Rule<TeamRules.Team>> order() {
        List<Rule<TeamRules.Team>> rules = new ArrayList<>(TeamRules.TEAM);
        rules.addAll(List.of(TeamRules.MEMBER_OF_TEAM, BEFORE_START));
        return List.copyOf(rules);
    }
}
