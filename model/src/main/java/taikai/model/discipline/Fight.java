package taikai.model.discipline;

import java.util.List;
import java.util.Set;
import taikai.model.Copies;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;

/**
 * The scoring part that an individual match and a team bout share: both sides' marks, fouls and
 * engi flags, the decision and the overtime. The rules decide a fight the same way wherever it sits,
 * so they read this and never the two record shapes.
 */
public record Fight(
        List<Mark> ipponsA,
        List<Mark> ipponsB,
        int hansokuA,
        int hansokuB,
        int flagsA,
        int flagsB,
        Decision decision,
        int enchoPeriods) {

    /** The decisions that close a match by themselves and leave default-win marks for the winner. */
    private static final Set<Decision> FORFEITS = Set.of(Decision.KIKEN, Decision.KIKEN_VOLUNTARY,
            Decision.KIKEN_INJURY, Decision.FUSENPAI, Decision.FUSENSHO);

    public Fight {
        ipponsA = Copies.list(ipponsA);
        ipponsB = Copies.list(ipponsB);
        hansokuA = Math.max(0, hansokuA);
        hansokuB = Math.max(0, hansokuB);
        flagsA = Math.max(0, flagsA);
        flagsB = Math.max(0, flagsB);
        decision = decision == null ? Decision.NONE : decision;
        enchoPeriods = Math.max(0, enchoPeriods);
    }

    public static Fight of(MatchResult m) {
        return new Fight(m.sideA().ippons(), m.sideB().ippons(), m.sideA().hansoku(), m.sideB().hansoku(),
                m.sideA().flags(), m.sideB().flags(), m.verdict().decision(), m.enchoPeriods());
    }

    /** A bout has no flags of its own. */
    public static Fight of(SubBout b) {
        return new Fight(b.ipponsA(), b.ipponsB(), b.hansokuA(), b.hansokuB(), 0, 0, b.decision(), b.enchoPeriods());
    }

    /** {@code m} with this fight's marks, fouls, flags, decision and overtime. */
    public MatchResult into(MatchResult m) {
        return m.withSideA(m.sideA().withIppons(ipponsA).withHansoku(hansokuA).withFlags(flagsA))
                .withSideB(m.sideB().withIppons(ipponsB).withHansoku(hansokuB).withFlags(flagsB))
                .withVerdict(v -> v.withDecision(decision))
                .withEnchoPeriods(enchoPeriods);
    }

    /** {@code b} with this fight's marks, fouls, decision and overtime. */
    public SubBout into(SubBout b) {
        return b.withIpponsA(ipponsA).withIpponsB(ipponsB).withHansokuA(hansokuA).withHansokuB(hansokuB)
                .withDecision(decision).withEnchoPeriods(enchoPeriods);
    }

    /** True for kiken (any kind), fusenpai and fusensho. */
    public static boolean isForfeit(Decision decision) {
        return FORFEITS.contains(decision);
    }

    public boolean closedByForfeit() {
        return isForfeit(decision);
    }

    /**
     * The outcome of a kiken, fusenpai or fusensho: it leaves default-win marks in the winner's list,
     * so the side with more counted points won; level lists name nobody.
     */
    public Outcome forfeitOutcome() {
        int a = points(Corner.A);
        int b = points(Corner.B);
        if (a == b) {
            return Outcome.undecided(Basis.FORFEIT_UNATTRIBUTED);
        }
        return Outcome.win(a > b ? Corner.A : Corner.B, Basis.FORFEIT);
    }

    public List<Mark> marks(Corner c) {
        return c == Corner.A ? ipponsA : ipponsB;
    }

    /** Counted points: the hantei mark and unfilled slots never count (spec section 3). */
    public int points(Corner c) {
        int n = 0;
        for (Mark m : marks(c)) {
            if (m.counts()) {
                n++;
            }
        }
        return n;
    }

    public int hansoku(Corner c) {
        return c == Corner.A ? hansokuA : hansokuB;
    }

    public int flags(Corner c) {
        return c == Corner.A ? flagsA : flagsB;
    }

    public boolean hasHantei(Corner c) {
        return marks(c).contains(Mark.HANTEI);
    }

    public boolean hasAnyHantei() {
        return hasHantei(Corner.A) || hasHantei(Corner.B);
    }

    public boolean isLevel() {
        return points(Corner.A) == points(Corner.B);
    }

    /** True when anything at all has been entered. */
    public boolean hasEntries() {
        return !ipponsA.isEmpty() || !ipponsB.isEmpty() || hansokuA > 0 || hansokuB > 0 || flagsA > 0
                || flagsB > 0 || decision != Decision.NONE || enchoPeriods > 0;
    }

    public Fight withMarks(Corner c, List<Mark> marks) {
        return c == Corner.A
                ? new Fight(marks, ipponsB, hansokuA, hansokuB, flagsA, flagsB, decision, enchoPeriods)
                : new Fight(ipponsA, marks, hansokuA, hansokuB, flagsA, flagsB, decision, enchoPeriods);
    }

    public Fight withHansoku(Corner c, int count) {
        return c == Corner.A
                ? new Fight(ipponsA, ipponsB, count, hansokuB, flagsA, flagsB, decision, enchoPeriods)
                : new Fight(ipponsA, ipponsB, hansokuA, count, flagsA, flagsB, decision, enchoPeriods);
    }

    public Fight withFlags(int a, int b) {
        return new Fight(ipponsA, ipponsB, hansokuA, hansokuB, a, b, decision, enchoPeriods);
    }

    public Fight withDecision(Decision value) {
        return new Fight(ipponsA, ipponsB, hansokuA, hansokuB, flagsA, flagsB, value, enchoPeriods);
    }

    public Fight withEnchoPeriods(int value) {
        return new Fight(ipponsA, ipponsB, hansokuA, hansokuB, flagsA, flagsB, decision, value);
    }

    /** Nothing entered: no marks, fouls, flags, decision or overtime. */
    public static final Fight EMPTY = new Fight(List.of(), List.of(), 0, 0, 0, 0, Decision.NONE, 0);
}
