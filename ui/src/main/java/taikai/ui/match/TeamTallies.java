package taikai.ui.match;

import java.util.Optional;
import taikai.model.match.MatchResult;

/**
 * Where a screen gets a team encounter's figures from: the rules' tally function, handed in by
 * the composition root. Empty when no tally is known for the encounter.
 */
@FunctionalInterface
public interface TeamTallies {

    /** Used until a tally rule is handed in: no figures, and the screens say so. */
    TeamTallies NONE = encounter -> Optional.empty();

    Optional<TeamTally> of(MatchResult encounter);
}
