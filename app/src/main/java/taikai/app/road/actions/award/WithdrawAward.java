package taikai.app.road.actions.award;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.rule.Refusal;

/** The organiser takes back a fighting-spirit award given by mistake: the first one equal to {@code award}. */
public record WithdrawAward(String competitionId, FightingSpiritAward award) implements Action {

    public WithdrawAward {
        competitionId = Copies.text(competitionId);
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "withdraw-award";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).when(award == null, "shape-award-to-withdraw",
                "Choose the award to take back.").problems();
    }
}
