package taikai.model.lineup;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import taikai.model.bracket.Bracket;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;

/**
 * The order of a competition's matches for carrying line-ups (spec section 2): pool-match number
 * first, then knockout round and position, the 3rd-place match last. Pool, league and Swiss rows
 * come before every knockout match; among rows, a Swiss round comes before the next, and a pool's
 * tie-break and representative bouts ({@code Pool A-TB-0}, {@code Pool A-DH-0}) after its regular
 * bouts, which is when they are fought.
 */
public final class MatchOrder {
    private static final Comparator<MatchResult> ROWS = Comparator.comparingInt(MatchResult::round)
            .thenComparingInt(MatchOrder::tagged)
            .thenComparingInt(MatchOrder::number)
            .thenComparing(MatchResult::id);

    private MatchOrder() {
    }

    /** Match ids of the current draw in that order. */
    public static List<String> of(CompetitionState state) {
        List<MatchResult> rows = new ArrayList<>(state.poolMatches());
        rows.sort(ROWS);
        List<String> ids = new ArrayList<>();
        rows.forEach(r -> ids.add(r.id()));
        Bracket bracket = state.bracket();
        bracket.rounds().forEach(round -> round.forEach(m -> ids.add(m.id())));
        if (bracket.thirdPlaceMatch() != null) {
            ids.add(bracket.thirdPlaceMatch().id());
        }
        return List.copyOf(ids);
    }

    private static int tagged(MatchResult row) {
        return row.index().chars().allMatch(Character::isDigit) ? 0 : 1;
    }

    /** The bout number: the index's trailing digits ({@code 3}, {@code TB-0}); unreadable ones last. */
    private static int number(MatchResult row) {
        String index = row.index();
        int start = index.length();
        while (start > 0 && Character.isDigit(index.charAt(start - 1))) {
            start--;
        }
        if (start == index.length() || index.length() - start > 9) {
            return Integer.MAX_VALUE;
        }
        return Integer.parseInt(index.substring(start));
    }
}
