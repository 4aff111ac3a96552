package taikai.app.road.actions.award;

import java.util.List;
import taikai.app.road.Action;
import taikai.app.road.actions.Shape;
import taikai.model.Copies;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.rule.Refusal;

/**
 * The organiser gives a fighting-spirit award (kantosho) of a competition: kept in its config.md under
 * {@code fighting_spirit_awards} (file-formats "config.md"), after the awards given before.
 */
public record GiveAward(String competitionId, FightingSpiritAward award) implements Action {

    public GiveAward {
        competitionId = Copies.text(competitionId);
        award = award == null ? null : new FightingSpiritAward(award.title().strip(), award.recipientName().strip(),
                award.recipientDojo().strip());
    }

    @Override
    public String target() {
        return "";
    }

    @Override
    public String name() {
        return "give-award";
    }

    @Override
    public List<Refusal> shapeProblems() {
        return Shape.of(competitionId).when(award == null || award.title().isBlank(),
                        "shape-award-title", "Name the award, for example \"Fighting spirit\".")
                .when(award == null || award.recipientName().isBlank(), "shape-award-recipient",
                        "Name who receives the award.").problems();
    }
}
