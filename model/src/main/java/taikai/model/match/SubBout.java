package taikai.model.match;

import java.util.List;
import taikai.model.Copies;

/**
 * One bout of a team encounter, a full match in its own right (spec section 3). Position is
 * 0-based in fixed order, 1-based in kachinuki, -1 for the representative bout (daihyosen), whose
 * sides are the team names and whose member ids are the two representatives.
 */
public record SubBout(
        int position,
        /** fighter's name (the team name for the representative bout) */ String sideA,
        String sideB,
        /** TEAM MEMBER id */ String sideAMemberId,
        String sideBMemberId,
        List<Mark> ipponsA,
        List<Mark> ipponsB,
        int hansokuA,
        int hansokuB,
        /** winner's name, empty for a draw or undecided */ String winner,
        String winnerMemberId,
        Decision decision,
        /** overtime periods */ int enchoPeriods,
        /** legacy, read only: null when the writer said nothing */ Boolean decidedByHantei) {

    public SubBout {
        sideA = Copies.text(sideA);
        sideB = Copies.text(sideB);
        sideAMemberId = Copies.text(sideAMemberId);
        sideBMemberId = Copies.text(sideBMemberId);
        ipponsA = Copies.list(ipponsA);
        ipponsB = Copies.list(ipponsB);
        hansokuA = Math.max(0, hansokuA);
        hansokuB = Math.max(0, hansokuB);
        winner = Copies.text(winner);
        winnerMemberId = Copies.text(winnerMemberId);
        decision = decision == null ? Decision.NONE : decision;
        enchoPeriods = Math.max(0, enchoPeriods);
    }

    public SubBout withPosition(int value) {
        return new SubBout(value, sideA, sideB, sideAMemberId, sideBMemberId, ipponsA, ipponsB, hansokuA, hansokuB, winner, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withSideA(String value) {
        return new SubBout(position, value, sideB, sideAMemberId, sideBMemberId, ipponsA, ipponsB, hansokuA, hansokuB, winner, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withSideB(String value) {
        return new SubBout(position, sideA, value, sideAMemberId, sideBMemberId, ipponsA, ipponsB, hansokuA, hansokuB, winner, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withSideAMemberId(String value) {
        return new SubBout(position, sideA, sideB, value, sideBMemberId, ipponsA, ipponsB, hansokuA, hansokuB, winner, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withSideBMemberId(String value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, value, ipponsA, ipponsB, hansokuA, hansokuB, winner, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withIpponsA(List<Mark> value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, value, ipponsB, hansokuA, hansokuB, winner, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withIpponsB(List<Mark> value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, ipponsA, value, hansokuA, hansokuB, winner, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withHansokuA(int value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, ipponsA, ipponsB, value, hansokuB, winner, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withHansokuB(int value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, ipponsA, ipponsB, hansokuA, value, winner, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withWinner(String value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, ipponsA, ipponsB, hansokuA, hansokuB, value, winnerMemberId, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withWinnerMemberId(String value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, ipponsA, ipponsB, hansokuA, hansokuB, winner, value, decision, enchoPeriods, decidedByHantei);
    }

    public SubBout withDecision(Decision value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, ipponsA, ipponsB, hansokuA, hansokuB, winner, winnerMemberId, value, enchoPeriods, decidedByHantei);
    }

    public SubBout withEnchoPeriods(int value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, ipponsA, ipponsB, hansokuA, hansokuB, winner, winnerMemberId, decision, value, decidedByHantei);
    }

    public SubBout withDecidedByHantei(Boolean value) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, ipponsA, ipponsB, hansokuA, hansokuB, winner, winnerMemberId, decision, enchoPeriods, value);
    }

    /** Position of the representative bout. */
    public static final int REPRESENTATIVE = -1;

    /** A bout between two named fighters with nothing scored. */
    public static SubBout between(int position, String sideA, String sideAMemberId, String sideB, String sideBMemberId) {
        return new SubBout(position, sideA, sideB, sideAMemberId, sideBMemberId, List.of(), List.of(), 0, 0, "", "",
                Decision.NONE, 0, null);
    }

    public boolean isRepresentative() {
        return position == REPRESENTATIVE;
    }
}
