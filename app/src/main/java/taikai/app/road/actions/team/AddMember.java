package taikai.app.road.actions.team;

import taikai.model.Copies;

/** Adds a member to a team, at any time: a team fields replacements mid tournament (spec section 2). */
public record AddMember(String competitionId, String teamId, String memberName) implements MemberAction {

    public AddMember {
        competitionId = Copies.text(competitionId);
        teamId = Copies.text(teamId);
        memberName = Copies.text(memberName).strip();
    }

    @Override
    public String name() {
        return "add-member";
    }
}
