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

/** A new member at the next index, stamped with the server's time (TeamMembers.add). */
public final class AddMemberHandler implements Handler<AddMember> {

    static final List<Rule<TeamRules.Team>> ORDER = order();

    @Override
    public Decision decide(AddMember add, CompetitionState state, RoadContext context) {
        TeamRules.Team team = new TeamRules.Team(state, add.teamId(), "", add.memberName());
        Optional<Decision> refused = Decisions.firstRefusal(team, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        Change<List<TeamMember>> added = TeamMembers.add(Members.of(state, add.teamId()), add.memberName(), context.now(),
                Members.NEW_IDS);
        if (added.isRefused()) {
            return Decision.Refuse.said("member-name-unique", added.refusal(), add.memberName().strip());
        }
        TeamMember member = added.value().get(added.value().size() - 1);
        return Decisions.applied(Members.with(state, add.teamId(), added.value()),
                Sentence.answer("member-joins", Members.label(member), state.findPlayer(add.teamId()).orElseThrow().name(),
                        String.valueOf(member.index())));
    }

    private static List<Rule<TeamRules.Team>> order() {
        List<Rule<TeamRules.Team>> rules = new ArrayList<>(TeamRules.TEAM);
        rules.add(TeamRules.NAME_UNIQUE);
        return List.copyOf(rules);
    }
}
