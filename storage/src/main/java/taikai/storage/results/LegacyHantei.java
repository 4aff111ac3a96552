package taikai.storage.results;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/**
 * The legacy {@code decidedByHantei} flag (spec section 3): a file that carries it loads through a
 * conversion that moves it into the {@code Ht} mark in the winner's point list, and nothing writes
 * it again. {@code true} puts the mark beside the winner; an explicit {@code false} said "not a
 * hantei", so no mark stands; absent leaves the points as found. A flag whose winner cannot be
 * attributed to side A or B is dropped rather than guessed onto a side (spec "When a file is wrong"),
 * and {@code degrade} is told the end of a sentence saying so.
 */
public final class LegacyHantei {
    private LegacyHantei() {
    }

    /** Which side a recorded winner is. */
    public enum WinnerSide { A, B, NEITHER }

    /**
     * The winner's side by id when the record carries ids (ids identify, names only describe),
     * else by name; a name both sides share attributes to neither.
     */
    public static WinnerSide attribute(String winnerId, String idA, String idB, String winner, String nameA,
            String nameB) {
        if (!winnerId.isEmpty() && winnerId.equals(idA) != winnerId.equals(idB)) {
            return winnerId.equals(idA) ? WinnerSide.A : WinnerSide.B;
        }
        if (!winner.isEmpty() && winner.equals(nameA) != winner.equals(nameB)) {
            return winner.equals(nameA) ? WinnerSide.A : WinnerSide.B;
        }
        return WinnerSide.NEITHER;
    }

    /** A bout with its legacy flag folded into the marks; the flag itself is gone. */
    public static SubBout fold(SubBout bout, Consumer<String> degrade) {
        Boolean flag = bout.decidedByHantei();
        if (flag == null) {
            return bout;
        }
        SubBout cleared = bout.withDecidedByHantei(null);
        if (!flag) {
            return cleared.withIpponsA(withoutHantei(bout.ipponsA())).withIpponsB(withoutHantei(bout.ipponsB()));
        }
        switch (attribute(bout.winnerMemberId(), bout.sideAMemberId(), bout.sideBMemberId(), bout.winner(),
                bout.sideA(), bout.sideB())) {
            case A:
                return cleared.withIpponsA(withHantei(bout.ipponsA()));
            case B:
                return cleared.withIpponsB(withHantei(bout.ipponsB()));
            default:
                degrade.accept(dropped(bout.winner()));
                return cleared;
        }
    }

    /** A match with a legacy match-level flag folded into its sides' marks. */
    public static MatchResult fold(MatchResult match, Boolean flag, Consumer<String> degrade) {
        if (flag == null) {
            return match;
        }
        Side a = match.sideA();
        Side b = match.sideB();
        if (!flag) {
            return match.withSideA(a.withIppons(withoutHantei(a.ippons())))
                    .withSideB(b.withIppons(withoutHantei(b.ippons())));
        }
        switch (attribute(match.verdict().winnerId(), a.participantId(), b.participantId(), match.verdict().winner(), a.name(),
                b.name())) {
            case A:
                return match.withSideA(a.withIppons(withHantei(a.ippons())));
            case B:
                return match.withSideB(b.withIppons(withHantei(b.ippons())));
            default:
                degrade.accept(dropped(match.verdict().winner()));
                return match;
        }
    }

    private static String dropped(String winner) {
        return "a legacy decidedByHantei flag names no winner that is side A or side B (the winner is \""
                + winner + "\"), so the judges' decision is dropped rather than guessed onto a side.";
    }

    private static List<Mark> withHantei(List<Mark> marks) {
        if (marks.contains(Mark.HANTEI)) {
            return marks;
        }
        List<Mark> out = new ArrayList<>(marks);
        out.add(Mark.HANTEI);
        return out;
    }

    private static List<Mark> withoutHantei(List<Mark> marks) {
        List<Mark> out = new ArrayList<>(marks);
        out.removeIf(mark -> mark == Mark.HANTEI);
        return out;
    }
}
