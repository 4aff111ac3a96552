package taikai.model.scoring;

import java.util.List;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.model.scoring.Play.completed;
import static taikai.model.scoring.Play.kendo;
import static taikai.model.scoring.Play.knockout;
import static taikai.model.scoring.Play.marks;
import static taikai.model.scoring.Play.pool;
import static taikai.model.scoring.Play.refusedBy;
import static taikai.model.scoring.Play.scored;

import org.junit.jupiter.api.Test;
import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.rule.Checked;

class PointEntryTest {

    private static Entry.Point point(Corner c, Mark m) {
        return new Entry.Point(c, m);
    }

    @Test
    void aStruckPointIsAddedAndTwoOfThemWinTheMatch() {
        MatchResult m = Play.enter(kendo(), Stage.POOL, pool("Tanaka", "Suzuki"),
                point(Corner.A, Mark.MEN), point(Corner.B, Mark.DO), point(Corner.A, Mark.KOTE));
        assertEquals(marks("M|K"), m.sideA().ippons());
        assertEquals("Tanaka", m.verdict().winner());
        assertEquals("id-Tanaka", m.verdict().winnerId());
    }

    @Test
    void markValidInDiscipline() {
        Checked<MatchResult> sune = Scoresheet.enter(kendo(), Stage.POOL, pool("a", "b"), Target.MATCH,
                point(Corner.A, Mark.SUNE));
        assertEquals("mark-valid-in-discipline", sune.refusal().rule());
        assertEquals("\"S\" is not a point in kendo shiai: enter one of M, K, D, T.", sune.refusal().sentence());
        assertEquals("accepted", refusedBy(Play.naginata(), Stage.POOL, pool("a", "b"), point(Corner.A, Mark.SUNE)));
    }

    @Test
    void markValidInDisciplineRefusesTheMarksOnlyTheRulesWrite() {
        for (Mark m : new Mark[] {Mark.HANSOKU, Mark.DEFAULT_WIN, Mark.HANTEI, Mark.UNFILLED}) {
            assertEquals("mark-valid-in-discipline", refusedBy(kendo(), Stage.POOL, pool("a", "b"), point(Corner.B, m)));
        }
    }

    @Test
    void markValidInDisciplineTellsAnEngiOperatorToEnterFlags() {
        Checked<MatchResult> men = Scoresheet.enter(Play.engi(), Stage.POOL, pool("a", "b"), Target.MATCH,
                point(Corner.A, Mark.MEN));
        assertEquals("Naginata engi is judged by flags, not points: enter the flags.", men.refusal().sentence());
    }

    @Test
    void noThirdPoint() {
        Checked<MatchResult> third = Scoresheet.enter(kendo(), Stage.POOL, scored(pool("a", "b"), "M|K", ""),
                Target.MATCH, point(Corner.A, Mark.DO));
        assertEquals("no-third-point", third.refusal().rule());
        assertEquals("Aka already has 2 points, the most a side can win: check which side scored.",
                third.refusal().sentence());
        assertEquals(List.of("aka", 2), third.refusal().arguments(), "the code's arguments: the side's spec word and the count");
    }

    @Test
    void noThirdPointInIpponShobuMeansNoSecondPoint() {
        assertEquals("no-third-point", refusedBy(kendo().withBouts(b -> b.withIpponShobu(true)), Stage.POOL, scored(pool("a", "b"), "", "T"),
                point(Corner.B, Mark.MEN)));
    }

    @Test
    void noPointAfterDecided() {
        assertEquals("no-point-after-decided",
                refusedBy(kendo(), Stage.POOL, scored(pool("a", "b"), "M|K", ""), point(Corner.B, Mark.MEN)));
        assertEquals("no-point-after-decided",
                refusedBy(kendo(), Stage.POOL, completed(pool("a", "b"), "M", ""), point(Corner.B, Mark.MEN)));
        MatchResult drawn = pool("a", "b").withVerdict(v -> v.withDecision(Decision.HIKIWAKE));
        assertEquals("no-point-after-decided", refusedBy(kendo(), Stage.POOL, drawn, point(Corner.B, Mark.MEN)));
    }

    @Test
    void noPointAfterDecidedByTheFirstPointOfEncho() {
        MatchResult encho = scored(pool("a", "b"), "M", "M|K").withEnchoPeriods(1);
        assertEquals("no-point-after-decided", refusedBy(kendo(), Stage.POOL, encho, point(Corner.A, Mark.DO)));
    }

    @Test
    void noTwoAll() {
        Sheet twoToOne = new Sheet(kendo(), Stage.POOL, scored(pool("a", "b"), "M|K", "D"), Target.MATCH,
                point(Corner.B, Mark.MEN));
        assertEquals("no-two-all", ScoreRules.NO_TWO_ALL.check(twoToOne).orElseThrow().rule());
        Sheet oneAll = new Sheet(kendo(), Stage.POOL, scored(pool("a", "b"), "M", "D"), Target.MATCH,
                point(Corner.B, Mark.MEN));
        assertTrue(ScoreRules.NO_TWO_ALL.check(oneAll).isEmpty());
    }

    @Test
    void closedByForfeit() {
        MatchResult kiken = Play.enter(kendo(), Stage.POOL, pool("a", "b"), new Entry.Forfeit(Corner.B, Decision.KIKEN));
        Checked<MatchResult> refused = Scoresheet.enter(kendo(), Stage.POOL, kiken.withStatus(
                taikai.model.match.MatchStatus.RUNNING), Target.MATCH, point(Corner.A, Mark.MEN));
        assertEquals("closed-by-forfeit", refused.refusal().rule());
        assertEquals("This fight was closed by kiken: take the decision back before changing the score.",
                refused.refusal().sentence());
    }

    @Test
    void aPointInAKnockoutEndsItOnlyWhenItDecides() {
        MatchResult m = Play.enter(kendo(), Stage.KNOCKOUT, knockout("a", "b"), point(Corner.B, Mark.TSUKI));
        assertEquals("", m.verdict().winner());
    }
}
