package taikai.app.road.match;

import java.util.HashMap;
import java.util.Map;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Kind;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.merge.Picks;

/**
 * Spec section 3 and section 5's merge rules: when a knockout side is given another team (a winner
 * corrected upstream, a slot taken back to its placeholder, a qualifier repainted), that side's
 * representative pick is cleared and dated at that moment ({@link Picks#seat}), so a pick made for
 * the old team's member, arriving later from a court's queue, is held instead of seating that
 * member on the new team. The tree is edited by the draw's rules, which know no time; this dates the
 * sides it changed, comparing the bracket before and after.
 */
final class PickDates {
    private PickDates() {
    }

    static Bracket after(Kind kind, Bracket before, Bracket after, long now) {
        if (kind != Kind.TEAM || before == after) {
            return after;
        }
        Map<String, MatchResult> was = new HashMap<>();
        before.allMatches().forEach(node -> was.put(node.id(), node.result()));
        Bracket dated = after;
        for (BracketMatch node : after.allMatches()) {
            MatchResult old = was.get(node.id());
            if (old == null) {
                continue;
            }
            MatchResult result = node.result();
            MatchResult next = result;
            for (boolean sideA : new boolean[] {true, false}) {
                next = dated(old, next, sideA, now);
            }
            if (next != result) {
                dated = MatchSlot.replaceInBracket(dated, next);
            }
        }
        return dated;
    }

    /** {@code result} with its side dated when the team on it changed from {@code old}'s; else itself. */
    private static MatchResult dated(MatchResult old, MatchResult result, boolean sideA, long now) {
        Side before = old.side(sideA);
        Side seated = result.side(sideA);
        if (before.participantId().equals(seated.participantId())
                && (!seated.participantId().isEmpty() || before.name().equals(seated.name()))) {
            return result;
        }
        // Picks.seat works from the side as it was, so it knows the pick and its stamp to outdate.
        MatchResult asWas = sideA ? result.withSideA(before) : result.withSideB(before);
        MatchResult stamped = Picks.seat(asWas, sideA, seated.name(), seated.participantId(), now);
        Side fresh = seated.withRepMemberId("").withRepPlayer(seated.participantId().equals(before.participantId())
                ? seated.repPlayer() : "");
        return sideA ? stamped.withSideA(fresh) : stamped.withSideB(fresh);
    }
}
