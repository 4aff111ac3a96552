package taikai.model.merge;

import java.util.ArrayList;
import java.util.List;
import taikai.model.Copies;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.SubBout;

/**
 * The values one field group holds (spec section 5, "Concurrent writes are merged"): what a write
 * carries for a group, what the match stores for it, and what the history keeps when it is held.
 * Two values are equal exactly when they say the same thing, which is how a held group that says
 * what is already stored is told apart as unchanged.
 */
public sealed interface GroupValue permits GroupValue.Scoreline, GroupValue.Verdict, GroupValue.Overtime,
        GroupValue.Flags, GroupValue.Representatives, GroupValue.Pick, GroupValue.Bout {

    /**
     * Both sides' struck points and fouls. The hantei mark is not here: it rides in the winner's
     * point list on disk but belongs to the verdict (spec section 5: "a judges' decision (hantei)
     * belongs to the result").
     */
    record Scoreline(List<Mark> pointsA, int hansokuA, List<Mark> pointsB, int hansokuB) implements GroupValue {
        public Scoreline {
            pointsA = withoutHantei(pointsA);
            pointsB = withoutHantei(pointsB);
            hansokuA = Math.max(0, hansokuA);
            hansokuB = Math.max(0, hansokuB);
        }

        /** Counted points on each side are equal: the only scoreline a hantei can sit on. */
        public boolean isLevel() {
            return counted(pointsA) == counted(pointsB);
        }

        private static List<Mark> withoutHantei(List<Mark> marks) {
            List<Mark> kept = new ArrayList<>(Copies.list(marks));
            kept.removeIf(mark -> mark == Mark.HANTEI);
            return List.copyOf(kept);
        }

        private static int counted(List<Mark> marks) {
            return (int) marks.stream().filter(Mark::counts).count();
        }
    }

    /** Which side the judges' decision went to, if any. */
    enum Hantei { NONE, A, B }

    /** Status, winner, decision and the notes that describe it (spec section 5). */
    record Verdict(MatchStatus status, String winner, String winnerId, Decision decision, String decisionBy,
            String decisionReason, ResultSource resultSource, String correctionReason, boolean reopenPending,
            Hantei hantei) implements GroupValue {
        public Verdict {
            status = status == null ? MatchStatus.SCHEDULED : status;
            winner = Copies.text(winner);
            winnerId = Copies.text(winnerId);
            decision = decision == null ? Decision.NONE : decision;
            decisionBy = Copies.text(decisionBy);
            decisionReason = Copies.text(decisionReason);
            resultSource = resultSource == null ? ResultSource.NONE : resultSource;
            correctionReason = Copies.text(correctionReason);
            hantei = hantei == null ? Hantei.NONE : hantei;
        }

        public boolean closes() {
            return status == MatchStatus.COMPLETED;
        }
    }

    /** Overtime periods. */
    record Overtime(int periods) implements GroupValue {
        public Overtime {
            periods = Math.max(0, periods);
        }
    }

    /** Engi flags for each side. */
    record Flags(int a, int b) implements GroupValue {
        public Flags {
            a = Math.max(0, a);
            b = Math.max(0, b);
        }
    }

    /** The representative players' names on the match row (RepPlayerA and RepPlayerB). */
    record Representatives(String playerA, String playerB) implements GroupValue {
        public Representatives {
            playerA = Copies.text(playerA);
            playerB = Copies.text(playerB);
        }
    }

    /** One side's pick for the representative bout: a TEAM MEMBER id, empty when nobody is picked. */
    record Pick(String memberId) implements GroupValue {
        public Pick {
            memberId = Copies.text(memberId);
        }
    }

    /**
     * One bout of a team match. For the representative bout the member ids are left out: they are
     * the two picks, each a group of its own (spec section 3).
     */
    record Bout(SubBout bout) implements GroupValue {
        public Bout {
            if (bout == null) {
                throw new IllegalArgumentException("A bout value needs a bout; send an empty bout to clear one.");
            }
            if (bout.isRepresentative()) {
                bout = bout.withSideAMemberId("").withSideBMemberId("").withWinnerMemberId("");
            }
        }

        /** An empty bout at {@code position}: what a match reads as when it holds no bout there. */
        public static Bout empty(int position) {
            return new Bout(SubBout.between(position, "", "", "", ""));
        }
    }
}
