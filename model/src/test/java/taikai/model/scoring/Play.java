package taikai.model.scoring;

import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.rule.Checked;
import taikai.model.rule.Refusal;

/** Small builders for rule tests: competitions, matches, bouts and marks as a score sheet writes them. */
public final class Play {
    private Play() {
    }

    public static Competition kendo() {
        return Competition.create("kendo", "Kendo", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT);
    }

    public static Competition naginata() {
        return kendo().withNaginata(n -> n.withShiai(true));
    }

    public static Competition engi() {
        return kendo().withNaginata(n -> n.withShiai(true).withEngi(true));
    }

    public static Competition teams(TeamMatchType type) {
        return Competition.create("teams", "Teams", Kind.TEAM, Format.POOLS_THEN_KNOCKOUT).withTeams(t -> t.withMatchType(type));
    }

    /** Marks as a cell holds them: {@code "M|Ht"}; empty text is no marks. */
    public static List<Mark> marks(String cell) {
        List<Mark> out = new ArrayList<>();
        if (cell.isEmpty()) {
            return out;
        }
        for (String part : cell.split("\\|")) {
            out.add(Mark.fromSymbol(part).orElseThrow(() -> new IllegalArgumentException(part)));
        }
        return out;
    }

    /** A scheduled pool match, Pool A-0, aka {@code a} against shiro {@code b}, ids "id-" + name. */
    public static MatchResult pool(String a, String b) {
        return MatchResult.poolMatch("Pool A", "0", Side.of(a, "id-" + a), Side.of(b, "id-" + b), -1);
    }

    /** A scheduled knockout match, m-r1-0. */
    public static MatchResult knockout(String a, String b) {
        return MatchResult.scheduled("m-r1-0", "", "", Side.of(a, "id-" + a), Side.of(b, "id-" + b), -1);
    }

    /** {@code m} with both sides' marks replaced. */
    public static MatchResult scored(MatchResult m, String marksA, String marksB) {
        return m.withSideA(m.sideA().withIppons(marks(marksA))).withSideB(m.sideB().withIppons(marks(marksB)));
    }

    public static MatchResult completed(MatchResult m, String marksA, String marksB) {
        return scored(m, marksA, marksB).withStatus(taikai.model.match.MatchStatus.COMPLETED);
    }

    /** A bout between {@code a} and {@code b} (member ids "m-" + name) with the given marks. */
    public static SubBout bout(int position, String a, String b, String marksA, String marksB) {
        return SubBout.between(position, a, "m-" + a, b, "m-" + b).withIpponsA(marks(marksA)).withIpponsB(marks(marksB));
    }

    public static SubBout drawnBout(int position, String a, String b) {
        return bout(position, a, b, "", "").withDecision(Decision.HIKIWAKE);
    }

    /** The entries made in order on the match itself; each must be accepted. */
    public static MatchResult enter(Competition c, Stage stage, MatchResult m, Entry... entries) {
        MatchResult now = m;
        for (Entry e : entries) {
            now = Scoresheet.enter(c, stage, now, Target.MATCH, e).orElseThrow();
        }
        return now;
    }

    /** The name of the rule that refuses {@code e} on {@code target}, or "accepted". */
    public static String refusedBy(Competition c, Stage stage, MatchResult m, Target target, Entry e) {
        Checked<MatchResult> checked = Scoresheet.enter(c, stage, m, target, e);
        return checked.refusalIfAny().map(Refusal::rule).orElse("accepted");
    }

    public static String refusedBy(Competition c, Stage stage, MatchResult m, Entry e) {
        return refusedBy(c, stage, m, Target.MATCH, e);
    }
}
