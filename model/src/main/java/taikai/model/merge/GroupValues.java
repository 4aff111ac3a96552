package taikai.model.merge;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.merge.GroupValue.Hantei;

/** Reads and writes each field group's fields on a match; every other field is left as it is. */
final class GroupValues {
    /** Bouts in fighting order, the representative bout last. */
    static final Comparator<SubBout> FIGHTING_ORDER = Comparator
            .comparing(SubBout::isRepresentative)
            .thenComparingInt(SubBout::position);

    private GroupValues() {
    }

    static GroupValue read(FieldGroup group, MatchResult m) {
        switch (group.kind()) {
            case SCORELINE:
                return new GroupValue.Scoreline(m.sideA().ippons(), m.sideA().hansoku(), m.sideB().ippons(),
                        m.sideB().hansoku());
            case VERDICT:
                return new GroupValue.Verdict(m.status(), m.verdict().winner(), m.verdict().winnerId(), m.verdict().decision(), m.verdict().decisionBy(),
                        m.verdict().decisionReason(), m.provenance().resultSource(), m.provenance().correctionReason(), m.provenance().reopenPending(), hantei(m));
            case OVERTIME:
                return new GroupValue.Overtime(m.enchoPeriods());
            case FLAGS:
                return new GroupValue.Flags(m.sideA().flags(), m.sideB().flags());
            case REPRESENTATIVES:
                return new GroupValue.Representatives(m.sideA().repPlayer(), m.sideB().repPlayer());
            case PICK_A:
                return new GroupValue.Pick(pick(m, true));
            case PICK_B:
                return new GroupValue.Pick(pick(m, false));
            case BOUT:
                return bout(m, group.position()).map(GroupValue.Bout::new)
                        .orElseGet(() -> GroupValue.Bout.empty(group.position()));
            default:
                throw new IllegalStateException("No reader for the group " + group + ".");
        }
    }

    static MatchResult write(FieldGroup group, MatchResult m, GroupValue value) {
        if (!fits(group, value)) {
            throw new IllegalArgumentException("The group " + group + " cannot hold " + value + ".");
        }
        switch (group.kind()) {
            case SCORELINE: {
                GroupValue.Scoreline s = (GroupValue.Scoreline) value;
                Hantei hantei = hantei(m);
                return m.withSideA(m.sideA().withIppons(marks(s.pointsA(), hantei == Hantei.A)).withHansoku(s.hansokuA()))
                        .withSideB(m.sideB().withIppons(marks(s.pointsB(), hantei == Hantei.B)).withHansoku(s.hansokuB()));
            }
            case VERDICT: {
                GroupValue.Verdict v = (GroupValue.Verdict) value;
                return withHantei(m, v.hantei()).withStatus(v.status()).withVerdict(verdict -> verdict.withWinner(v.winner()).withWinnerId(v.winnerId())
                                .withDecision(v.decision()).withDecisionBy(v.decisionBy()).withDecisionReason(v.decisionReason()))
                        .withProvenance(p -> p.withResultSource(v.resultSource()).withCorrectionReason(v.correctionReason())
                                .withReopenPending(v.reopenPending()));
            }
            case OVERTIME:
                return m.withEnchoPeriods(((GroupValue.Overtime) value).periods());
            case FLAGS: {
                GroupValue.Flags f = (GroupValue.Flags) value;
                return m.withSideA(m.sideA().withFlags(f.a())).withSideB(m.sideB().withFlags(f.b()));
            }
            case REPRESENTATIVES: {
                GroupValue.Representatives r = (GroupValue.Representatives) value;
                return m.withSideA(m.sideA().withRepPlayer(r.playerA())).withSideB(m.sideB().withRepPlayer(r.playerB()));
            }
            case PICK_A:
                return Picks.withPick(m, true, ((GroupValue.Pick) value).memberId());
            case PICK_B:
                return Picks.withPick(m, false, ((GroupValue.Pick) value).memberId());
            case BOUT:
                return withBout(m, group.position(), ((GroupValue.Bout) value).bout());
            default:
                throw new IllegalStateException("No writer for the group " + group + ".");
        }
    }

    /** True when {@code value} is the kind of value {@code group} holds. */
    static boolean fits(FieldGroup group, GroupValue value) {
        switch (group.kind()) {
            case SCORELINE:
                return value instanceof GroupValue.Scoreline;
            case VERDICT:
                return value instanceof GroupValue.Verdict;
            case OVERTIME:
                return value instanceof GroupValue.Overtime;
            case FLAGS:
                return value instanceof GroupValue.Flags;
            case REPRESENTATIVES:
                return value instanceof GroupValue.Representatives;
            case PICK_A:
            case PICK_B:
                return value instanceof GroupValue.Pick;
            case BOUT:
                return value instanceof GroupValue.Bout && ((GroupValue.Bout) value).bout().position() == group.position();
            default:
                return false;
        }
    }

    static Optional<SubBout> bout(MatchResult m, int position) {
        return m.subBouts().stream().filter(b -> b.position() == position).findFirst();
    }

    private static String pick(MatchResult m, boolean sideA) {
        String onSide = m.side(sideA).repMemberId();
        if (!onSide.isEmpty()) {
            return onSide;
        }
        // A file whose representative bout holds the id but whose side does not still has the pick.
        return bout(m, SubBout.REPRESENTATIVE).map(b -> sideA ? b.sideAMemberId() : b.sideBMemberId()).orElse("");
    }

    private static Hantei hantei(MatchResult m) {
        return m.sideA().hasHantei() ? Hantei.A : m.sideB().hasHantei() ? Hantei.B : Hantei.NONE;
    }

    /** The hantei mark moved to {@code hantei}'s list, appended last as the files write it ({@code M|Ht}). */
    static MatchResult withHantei(MatchResult m, Hantei hantei) {
        Side a = m.sideA().withIppons(marks(m.sideA().ippons(), hantei == Hantei.A));
        Side b = m.sideB().withIppons(marks(m.sideB().ippons(), hantei == Hantei.B));
        return m.withSideA(a).withSideB(b);
    }

    private static List<Mark> marks(List<Mark> points, boolean withHantei) {
        List<Mark> marks = new ArrayList<>(points);
        marks.removeIf(mark -> mark == Mark.HANTEI);
        if (withHantei) {
            marks.add(Mark.HANTEI);
        }
        return marks;
    }

    private static MatchResult withBout(MatchResult m, int position, SubBout value) {
        List<SubBout> bouts = new ArrayList<>();
        boolean present = false;
        for (SubBout existing : m.subBouts()) {
            if (existing.position() == position) {
                present = true;
                bouts.add(keepPicks(existing, value));
            } else {
                bouts.add(existing);
            }
        }
        if (!present && !new GroupValue.Bout(value).equals(GroupValue.Bout.empty(position))) {
            bouts.add(value);
        }
        bouts.sort(FIGHTING_ORDER);
        return m.withSubBouts(bouts);
    }

    /** The representative bout's member ids are the picks, a group of their own: a bout write never moves them. */
    private static SubBout keepPicks(SubBout existing, SubBout value) {
        if (!value.isRepresentative()) {
            return value;
        }
        return value.withSideAMemberId(existing.sideAMemberId()).withSideBMemberId(existing.sideBMemberId())
                .withWinnerMemberId(existing.winnerMemberId());
    }
}
