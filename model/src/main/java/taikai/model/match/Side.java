package taikai.model.match;

import java.util.List;
import taikai.model.Copies;

/**
 * Everything one competitor brings to a match (spec section 3, "CompetitorSide"): stored as the A
 * and B columns. Side A is aka (red), side B is shiro (white); every surface draws shiro on the left.
 */
public record Side(
        String name,
        /** a PARTICIPANT id: a competitor or a whole team */ String participantId,
        /** struck points in order, hantei mark included */ List<Mark> ippons,
        /** fouls, never negative */ int hansoku,
        /** engi flags */ int flags,
        /** representative player's name for a team tie-breaker */ String repPlayer,
        /** the representative's TEAM MEMBER id (Taikai's addition) */ String repMemberId) {

    public Side {
        name = Copies.text(name);
        participantId = Copies.text(participantId);
        ippons = Copies.list(ippons);
        hansoku = Math.max(0, hansoku);
        flags = Math.max(0, flags);
        repPlayer = Copies.text(repPlayer);
        repMemberId = Copies.text(repMemberId);
    }

    public Side withName(String value) {
        return new Side(value, participantId, ippons, hansoku, flags, repPlayer, repMemberId);
    }

    public Side withParticipantId(String value) {
        return new Side(name, value, ippons, hansoku, flags, repPlayer, repMemberId);
    }

    public Side withIppons(List<Mark> value) {
        return new Side(name, participantId, value, hansoku, flags, repPlayer, repMemberId);
    }

    public Side withHansoku(int value) {
        return new Side(name, participantId, ippons, value, flags, repPlayer, repMemberId);
    }

    public Side withFlags(int value) {
        return new Side(name, participantId, ippons, hansoku, value, repPlayer, repMemberId);
    }

    public Side withRepPlayer(String value) {
        return new Side(name, participantId, ippons, hansoku, flags, value, repMemberId);
    }

    public Side withRepMemberId(String value) {
        return new Side(name, participantId, ippons, hansoku, flags, repPlayer, value);
    }

    /** An empty side: a bye, or a slot not yet decided. */
    public static final Side EMPTY = new Side("", "", List.of(), 0, 0, "", "");

    /** A side with a competitor and nothing scored. */
    public static Side of(String name, String participantId) {
        return new Side(name, participantId, List.of(), 0, 0, "", "");
    }

    public boolean isEmpty() {
        return name.isEmpty() && participantId.isEmpty();
    }

    /** Counted points: the hantei mark and unfilled slots never count (spec section 3). */
    public int points() {
        int n = 0;
        for (Mark m : ippons) {
            if (m.counts()) {
                n++;
            }
        }
        return n;
    }

    public boolean hasHantei() {
        return ippons.contains(Mark.HANTEI);
    }
}
