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

/** A name corrected at any time; the member's stamp only grows (TeamMembers.rename). */
public final class RenameMemberHandler implements Handler<RenameMember> {

    static final List<Rule<TeamRules.Team>> ORDER = order();

    @Override
    public Decision decide(RenameMember rename, CompetitionState state, RoadContext context) {
        TeamRules.Team team = new TeamRules.Team(state, rename.teamId(), rename.memberId(), rename.memberName());
        Optional<Decision> refused = Decisions.firstRefusal(team, ORDER);
        if (refused.isPresent()) {
            return refused.get();
        }
        String before = Members.label(team.member().orElseThrow());
        Change<List<TeamMember>> renamed = TeamMembers.rename(team.members(), rename.memberId(), rename.memberName(),
                context.now());
        if (renamed.isRefused()) {
            return Decision.Refuse.said("member-name-unique", renamed.refusal(), rename.memberName().strip());
        }
        return Decisions.applied(Members.with(state, rename.teamId(), renamed.value()),
                Sentence.answer("member-renamed", before, rename.memberName()));
    }

    private static List<Rule<TeamRules.Team>> order() {
        List<Rule<TeamRules.Team>> rules = new ArrayList<>(TeamRules.TEAM);
        rules.addAll(List.of(TeamRules.MEMBER_OF_TEAM, TeamRules.NAME_GIVEN, TeamRules.NAME_UNIQUE));
        return List.copyOf(rules);
    }
}
