package taikai.model.merge;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.merge.GroupValue.Hantei;

/** Matches and writes for the merge's tests, spelled the way a score sheet reads. */
final class Fixtures {
    static final String AKA = "Aka";
    static final String AKA_ID = "p-aka";
    static final String SHIRO = "Shiro";
    static final String SHIRO_ID = "p-shiro";
    static final String RED = "Red";
    static final String RED_ID = "t-red";
    static final String WHITE = "White";
    static final String WHITE_ID = "t-white";
    /** Server time in the tests: late enough that every stamp below is in its past. */
    static final long NOW = 10_000_000L;

    private Fixtures() {
    }

    /** A running individual match between Aka and Shiro, never written with a stamp. */
    static MatchResult running() {
        return MatchResult.scheduled("m-r1-0", "", "", Side.of(AKA, AKA_ID), Side.of(SHIRO, SHIRO_ID), 1)
                .withStatus(MatchStatus.RUNNING);
    }

    /** A running team match between Red and White: three bouts and a representative bout, nothing scored. */
    static MatchResult runningTeams() {
        List<SubBout> bouts = new ArrayList<>();
        for (int position = 0; position < 3; position++) {
            bouts.add(SubBout.between(position, "Red " + position, "r" + position, "White " + position, "w" + position));
        }
        bouts.add(SubBout.between(SubBout.REPRESENTATIVE, RED, "", WHITE, ""));
        return MatchResult.scheduled("m-r1-1", "", "", Side.of(RED, RED_ID), Side.of(WHITE, WHITE_ID), 1)
                .withStatus(MatchStatus.RUNNING).withSubBouts(bouts);
    }

    /** Marks as a sheet writes them, one letter each: {@code "MK"}, {@code "○○"}. */
    static List<Mark> marks(String letters) {
        List<Mark> marks = new ArrayList<>();
        letters.codePoints().forEach(c -> marks.add(Mark.fromSymbol(new String(Character.toChars(c)))
                .orElseThrow(() -> new IllegalArgumentException("No mark " + new String(Character.toChars(c))))));
        return marks;
    }

    static GroupValue.Scoreline scoreline(String a, String b) {
        return new GroupValue.Scoreline(marks(a), 0, marks(b), 0);
    }

    static GroupValue.Verdict finished() {
        return verdict(MatchStatus.COMPLETED, Decision.FOUGHT, Hantei.NONE, "");
    }

    static GroupValue.Verdict finishedByHantei(Hantei side) {
        return verdict(MatchStatus.COMPLETED, Decision.FOUGHT, side, "");
    }

    static GroupValue.Verdict corrected(String reason) {
        return verdict(MatchStatus.COMPLETED, Decision.FOUGHT, Hantei.NONE, reason);
    }

    static GroupValue.Verdict withdrawal(Decision decision) {
        return verdict(MatchStatus.COMPLETED, decision, Hantei.NONE, "");
    }

    static GroupValue.Verdict status(MatchStatus status) {
        return verdict(status, Decision.NONE, Hantei.NONE, "");
    }

    private static GroupValue.Verdict verdict(MatchStatus status, Decision decision, Hantei hantei, String correction) {
        return new GroupValue.Verdict(status, "", "", decision, "", "", correction.isEmpty() ? ResultSource.NONE
                : ResultSource.ADMIN, correction, false, hantei);
    }

    static SubBout bout(int position, String a, String b) {
        String sideA = position == SubBout.REPRESENTATIVE ? RED : "Red " + position;
        String sideB = position == SubBout.REPRESENTATIVE ? WHITE : "White " + position;
        String idA = position == SubBout.REPRESENTATIVE ? "" : "r" + position;
        String idB = position == SubBout.REPRESENTATIVE ? "" : "w" + position;
        return SubBout.between(position, sideA, idA, sideB, idB).withIpponsA(marks(a)).withIpponsB(marks(b));
    }

    static Write write(MatchWrite.Kind kind, Long madeAt) {
        return new Write(kind, madeAt);
    }

    static Write score(long madeAt) {
        return write(MatchWrite.Kind.SCORE, madeAt);
    }

    static Write finish(long madeAt) {
        return write(MatchWrite.Kind.FINISH, madeAt).verdict(finished());
    }

    /** A write under construction; {@link #build()} names no group, so it changes every group it carries. */
    static final class Write {
        private final MatchWrite.Kind kind;
        private final Long madeAt;
        private final SortedMap<FieldGroup, GroupValue> values = new TreeMap<>();
        private String session = "";
        private long revision;

        private Write(MatchWrite.Kind kind, Long madeAt) {
            this.kind = kind;
            this.madeAt = madeAt;
        }

        Write put(FieldGroup group, GroupValue value) {
            values.put(group, value);
            return this;
        }

        Write scoreline(String a, String b) {
            return put(FieldGroup.SCORELINE, Fixtures.scoreline(a, b));
        }

        Write verdict(GroupValue.Verdict verdict) {
            return put(FieldGroup.VERDICT, verdict);
        }

        Write overtime(int periods) {
            return put(FieldGroup.OVERTIME, new GroupValue.Overtime(periods));
        }

        Write flags(int a, int b) {
            return put(FieldGroup.FLAGS, new GroupValue.Flags(a, b));
        }

        Write bout(int position, String a, String b) {
            return put(FieldGroup.bout(position), new GroupValue.Bout(Fixtures.bout(position, a, b)));
        }

        Write pick(boolean sideA, String memberId) {
            return put(sideA ? FieldGroup.PICK_A : FieldGroup.PICK_B, new GroupValue.Pick(memberId));
        }

        Write session(String id, long number) {
            this.session = id;
            this.revision = number;
            return this;
        }

        MatchWrite build() {
            return new MatchWrite(kind, values, new TreeSet<>(), madeAt, session, revision, "court 1");
        }

        MatchWrite naming(FieldGroup... groups) {
            return new MatchWrite(kind, values, new TreeSet<>(List.of(groups)), madeAt, session, revision, "court 1");
        }
    }

    /** Merges the writes in the order given, from {@code start}. */
    static MatchResult inOrder(MatchResult start, Rulebook rules, MatchWrite... writes) {
        MatchResult match = start;
        for (MatchWrite write : writes) {
            match = Merge.merge(match, write, NOW, rules).merged();
        }
        return match;
    }
}
