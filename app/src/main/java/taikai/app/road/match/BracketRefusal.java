package taikai.app.road.match;

import java.util.ArrayList;
import java.util.List;
import taikai.app.road.Decision;
import taikai.app.words.MatchName;
import taikai.model.competition.CompetitionState;
import taikai.model.draw.BracketChange;

/**
 * A bracket change the tree refuses (a later match already fought, a match with no winner yet),
 * said by its code (decision 0046) with the match in its way named as the printouts name it
 * (decision 0051); uncoded where the app's bundle does not say exactly its English.
 */
public final class BracketRefusal {
    private BracketRefusal() {
    }

    /** The refusal under the handler's {@code rule}, with {@code why}'s code and arguments. */
    public static Decision.Refuse of(String rule, CompetitionState state, BracketChange.Why why) {
        Decision.Refuse said = Decision.Refuse.said(why.code(), why.sentence(), arguments(state, why).toArray());
        return new Decision.Refuse(rule, why.sentence(), said.code(), said.arguments());
    }

    /** The match in the way first (when there is one), then the sentence's other arguments. */
    public static List<Object> arguments(CompetitionState state, BracketChange.Why why) {
        List<Object> arguments = new ArrayList<>();
        if (!why.matchId().isEmpty()) {
            arguments.add(MatchName.of(state, why.matchId()));
        }
        arguments.addAll(why.arguments());
        return arguments;
    }
}
