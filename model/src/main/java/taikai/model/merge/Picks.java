package taikai.model.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/**
 * Each side's pick for the representative bout (spec section 3): a TEAM MEMBER id held on the side
 * and mirrored onto the representative bout, whose winner's member id always names one of the two
 * picked members, or is empty.
 */
public final class Picks {
    private Picks() {
    }

    /**
     * Seats {@code name} and {@code participantId} on one side of a knockout match (a winner
     * corrected upstream, a slot taken back to its placeholder, a qualifier repainted). When the
     * team on that side changes, its pick and the representative players' names are cleared and dated
     * {@code nowMillis}, later than the pick had been, so the write that made the old pick, replayed
     * from a queue, is held instead of seating the old team's member on the new team. A side whose
     * team does not change (the same team stored again, or only renamed) keeps its pick; a side taken
     * back to its placeholder (no participant id) always loses it (spec section 3).
     */
    public static MatchResult seat(MatchResult match, boolean sideA, String name, String participantId, long nowMillis) {
        Side old = match.side(sideA);
        Side seated = old.withName(name).withParticipantId(participantId);
        MatchResult result = sideA ? match.withSideA(seated) : match.withSideB(seated);
        boolean sameTeam = !seated.participantId().isEmpty() && seated.participantId().equals(old.participantId());
        if (sameTeam) {
            return result;
        }
        SortedMap<String, Long> stamps = new TreeMap<>(Stamps.materialized(match, List.of()));
        FieldGroup pick = sideA ? FieldGroup.PICK_A : FieldGroup.PICK_B;
        stamps.put(pick.key(), later(stamps, pick, nowMillis));
        result = withPick(result, sideA, "");
        // The name a pick write carries names a member of the old team too; dated even when no name was
        // there yet, so a pick made before the change and arriving after it cannot name that member on
        // the new team (a pick write carries the names with its pick).
        stamps.put(FieldGroup.REPRESENTATIVES.key(), later(stamps, FieldGroup.REPRESENTATIVES, nowMillis));
        seated = result.side(sideA).withRepPlayer("");
        result = sideA ? result.withSideA(seated) : result.withSideB(seated);
        return result.withProvenance(p -> p.withGroupStamps(stamps).withModifiedAt(Stamps.latest(stamps, match.provenance().modifiedAt())));
    }

    private static long later(SortedMap<String, Long> stamps, FieldGroup group, long nowMillis) {
        return Math.max(nowMillis, stamps.getOrDefault(group.key(), 0L) + 1);
    }

    /** {@code match} with one side's pick set, on the side and on the representative bout. */
    static MatchResult withPick(MatchResult match, boolean sideA, String memberId) {
        Side side = match.side(sideA).withRepMemberId(memberId);
        MatchResult result = sideA ? match.withSideA(side) : match.withSideB(side);
        List<SubBout> bouts = new ArrayList<>();
        for (SubBout bout : result.subBouts()) {
            if (bout.isRepresentative()) {
                bout = sideA ? bout.withSideAMemberId(memberId) : bout.withSideBMemberId(memberId);
            }
            bouts.add(bout);
        }
        return normalized(result.withSubBouts(bouts));
    }

    /**
     * The representative bout with the picks as its member ids and its winner's member id worked
     * out again from the side that won (spec section 3: "when a pick changes under it, it is worked
     * out again from the side that won").
     */
    static MatchResult normalized(MatchResult match) {
        String a = ((GroupValue.Pick) FieldGroup.PICK_A.read(match)).memberId();
        String b = ((GroupValue.Pick) FieldGroup.PICK_B.read(match)).memberId();
        MatchResult result = match.withSideA(match.sideA().withRepMemberId(a)).withSideB(match.sideB().withRepMemberId(b));
        List<SubBout> bouts = new ArrayList<>();
        for (SubBout bout : result.subBouts()) {
            if (bout.isRepresentative()) {
                bout = bout.withSideAMemberId(a).withSideBMemberId(b);
                bout = bout.withWinnerMemberId(winnerMemberId(bout));
            }
            bouts.add(bout);
        }
        return result.withSubBouts(bouts);
    }

    private static String winnerMemberId(SubBout bout) {
        if (bout.winner().isEmpty()) {
            return "";
        }
        boolean namesA = bout.winner().equals(bout.sideA());
        boolean namesB = bout.winner().equals(bout.sideB());
        if (namesA && !namesB) {
            return bout.sideAMemberId();
        }
        if (namesB && !namesA) {
            return bout.sideBMemberId();
        }
        // Two teams with one name: the side that won is the side with more counted points.
        long a = bout.ipponsA().stream().filter(m -> m.counts()).count();
        long b = bout.ipponsB().stream().filter(m -> m.counts()).count();
        return a > b ? bout.sideAMemberId() : b > a ? bout.sideBMemberId() : "";
    }
}
