package taikai.app.road.actions.team;

import java.util.List;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/** Corrects a member's name; the bouts they fought keep naming them, since bouts hold the id. */
public record RenameMember(String competitionId, String teamId, String memberId, String memberName)
        implements MemberAction {

    public RenameMember {
        competitionId = Copies.text(competitionId);
        teamId = Copies.text(teamId);
        memberId = Copies.text(memberId);
        memberName = Copies.text(memberName).strip();
    }

    @Override
    public String name() {
        return "rename-member";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return teamShape().need(memberId, "shape-member-to-rename", "Choose the member to rename.").problems();
    }
}
