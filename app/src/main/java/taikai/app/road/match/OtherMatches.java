package taikai.app.road.match;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.model.lineup.MatchOrder;
import taikai.model.match.MatchResult;
import taikai.model.merge.Stamps;

/**
 * The matches a change touches besides its own: a barred competitor's awarded wins, a reinstated
 * competitor's matches put back, a queue's retimed matches. Each changed match gets its own line in
 * its history (spec section 5: the server actions that change a result write their own line).
 */
public final class OtherMatches {
    /** The state after the changes, and one history line per match that really changed. */
    public record Replaced(CompetitionState state, List<HistoryEntry> lines) {
    }

    private OtherMatches() {
    }

    /** Every match of the competition: pool rows, then the bracket's nodes. */
    public static List<MatchResult> all(CompetitionState state) {
        List<MatchResult> all = new ArrayList<>(state.poolMatches());
        state.bracket().allMatches().forEach(node -> all.add(node.result()));
        return all;
    }

    /** Every match in the order they are played (spec section 2: pool number, then round and position, bronze last). */
    public static List<MatchResult> inPlayingOrder(CompetitionState state) {
        Map<String, MatchResult> byId = new HashMap<>();
        all(state).forEach(m -> byId.put(m.id(), m));
        List<MatchResult> ordered = new ArrayList<>();
        for (String id : MatchOrder.of(state)) {
            Optional.ofNullable(byId.get(id)).ifPresent(ordered::add);
        }
        return ordered;
    }

    /**
     * {@code state} with each of {@code updated} in place of the match of the same id; a match equal to
     * the stored one is left alone and gets no line; the groups a match changed take the server's time.
     */
    public static Replaced replace(CompetitionState state, List<MatchResult> updated, long now, String action,
            String message) {
        Map<String, MatchResult> before = new HashMap<>();
        all(state).forEach(m -> before.put(m.id(), m));
        CompetitionState next = state;
        List<HistoryEntry> lines = new ArrayList<>();
        for (MatchResult m : updated) {
            MatchResult was = before.get(m.id());
            if (!m.equals(was)) {
                // A change the server makes itself takes the server's time on the groups it changed.
                next = MatchSlot.replace(next, was == null ? m : Stamps.serverStamped(was, m, now));
                lines.add(serverLine(m.id(), now, action, message));
            }
        }
        return new Replaced(next, lines);
    }

    /** A line for a match the server changed as a consequence of another write. */
    public static HistoryEntry serverLine(String matchId, long now, String action, String message) {
        return new HistoryEntry(matchId,
                new Arrival(null, now, "server"),
                new Asked(action, "", "", ""),
                new Answered("applied", message, List.of()));
    }
}
