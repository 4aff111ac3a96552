package taikai.app.road.actions.award;

import java.util.ArrayList;
import java.util.List;
import taikai.app.road.Decision;
import taikai.app.road.Handler;
import taikai.app.road.actions.Decisions;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.FightingSpiritAward;

/**
 * Gives and takes back fighting-spirit awards. Each changes one award on the list as it is on disk
 * under the competition's lock, so two organisers giving two awards at once both keep theirs.
 */
public final class AwardHandlers {
    private AwardHandlers() {
    }

    /** A second award equal to one already given is refused: it would be printed twice. */
    public static Handler<GiveAward> give() {
        return (give, state, context) -> {
            Competition c = state.competition();
            FightingSpiritAward award = give.award();
            if (c.fightingSpiritAwards().contains(award)) {
                return refusal("award_given", words(award) + " is already given in " + name(c) + ".", award, c);
            }
            List<FightingSpiritAward> awards = new ArrayList<>(c.fightingSpiritAwards());
            awards.add(award);
            return Decisions.applied(state.withCompetition(c.withFightingSpiritAwards(awards)),
                    words(award) + " is given in " + name(c) + ".");
        };
    }

    public static Handler<WithdrawAward> withdraw() {
        return (withdraw, state, context) -> taken(withdraw, state);
    }

    private static Decision taken(WithdrawAward withdraw, CompetitionState state) {
        Competition c = state.competition();
        List<FightingSpiritAward> awards = new ArrayList<>(c.fightingSpiritAwards());
        if (!awards.remove(withdraw.award())) {
            return refusal("award_not_given", words(withdraw.award()) + " is not among the awards of " + name(c)
                    + "; reload to see the awards as they are now.", withdraw.award(), c);
        }
        return Decisions.applied(state.withCompetition(c.withFightingSpiritAwards(awards)),
                words(withdraw.award()) + " is taken back in " + name(c) + ".");
    }

    /**
     * The refusal under {@code rule}, said by its code with the award's title, recipient and competition,
     * or by {@code <rule>_with_dojo} with the recipient's dojo too, where the bundle says exactly its English.
     */
    private static Decision refusal(String rule, String sentence, FightingSpiritAward a, Competition c) {
        Decision.Refuse said = a.recipientDojo().isBlank()
                ? Decision.Refuse.said(rule, sentence, a.title(), a.recipientName(), name(c))
                : Decision.Refuse.said(rule + "_with_dojo", sentence, a.title(), a.recipientName(), a.recipientDojo(), name(c));
        return new Decision.Refuse(rule, sentence, said.code(), said.arguments());
    }

    /** "The Fighting spirit award to Jonas Hoffmann (Kendo Kring Hohenmoor)". */
    static String words(FightingSpiritAward a) {
        return "The " + a.title() + " award to " + a.recipientName()
                + (a.recipientDojo().isBlank() ? "" : " (" + a.recipientDojo() + ")");
    }

    private static String name(Competition c) {
        return c.name().isBlank() ? c.id() : c.name();
    }
}
