package taikai.app.road.actions.team;

import java.util.List;
import taikai.model.Copies;
import taikai.model.rule.Refusal;

/** Empties a member's name, keeping the id and index; only before the competition starts. */
public record ClearMember(String competitionId, String teamId, String memberId) implements MemberAction {

    public ClearMember {
        competitionId = Copies.text(competitionId);
        teamId = Copies.text(teamId);
        memberId = Copies.text(memberId);
    }

    @Override
    public String name() {
        return "clear-member";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return teamShape().need(memberId, "shape-member-to-clear", "Choose the member to clear.").problems();
    }
}
