package taikai.model.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Checked;

class UndoEntryTest {

    @Test
    void undoPointTakesBackTheLastStrike() {
        MatchResult m = Play.enter(kendo(), Stage.POOL, scored(pool("a", "b"), "K|H", ""), new Entry.UndoPoint(Corner.A));
        assertEquals(marks("H"), m.sideA().ippons());
        assertEquals("", m.verdict().winner());
    }

    @Test
    void pointToUndo() {
        assertEquals("point-to-undo", refusedBy(kendo(), Stage.POOL, pool("a", "b"), new Entry.UndoPoint(Corner.B)));
        Checked<MatchResult> onlyHansoku = Scoresheet.enter(kendo(), Stage.POOL, scored(pool("a", "b"), "", "H"),
                Target.MATCH, new Entry.UndoPoint(Corner.B));
        assertEquals("Shiro's only points were awarded for hansoku: take back a hansoku instead.",
                onlyHansoku.refusal().sentence());
    }

    @Test
    void hanteiBlocksPointChange() {
        assertEquals("hantei-blocks-point-change",
                refusedBy(kendo(), Stage.KNOCKOUT, scored(knockout("a", "b"), "M|Ht", "K"), new Entry.UndoPoint(Corner.A)));
    }

    @Test
    void undoHansokuTakesBackThePointItGaveAway() {
        MatchResult two = Play.enter(kendo(), Stage.POOL, pool("a", "b"), new Entry.Hansoku(Corner.A),
                new Entry.Hansoku(Corner.A));
        MatchResult back = Play.enter(kendo(), Stage.POOL, two, new Entry.UndoHansoku(Corner.A));
        assertEquals(1, back.sideA().hansoku());
        assertEquals(marks(""), back.sideB().ippons());
    }

    @Test
    void hansokuToUndo() {
        assertEquals("hansoku-to-undo", refusedBy(kendo(), Stage.POOL, pool("a", "b"), new Entry.UndoHansoku(Corner.A)));
    }

    @Test
    void enchoToUndo() {
        assertEquals("encho-to-undo", refusedBy(kendo(), Stage.POOL, pool("a", "b"), new Entry.UndoEncho()));
        assertEquals(0, Play.enter(kendo(), Stage.POOL, pool("a", "b").withEnchoPeriods(1), new Entry.UndoEncho())
                .enchoPeriods());
    }

    @Test
    void decisionToUndo() {
        assertEquals("decision-to-undo", refusedBy(kendo(), Stage.POOL, scored(pool("a", "b"), "M", ""),
                new Entry.UndoDecision()));
    }

    @Test
    void undoingAForfeitTakesTheDefaultWinPointsAwayAndReopensTheMatch() {
        MatchResult kiken = Play.enter(kendo(), Stage.POOL, scored(pool("a", "b"), "M", ""),
                new Entry.Forfeit(Corner.B, Decision.KIKEN));
        MatchResult back = Play.enter(kendo(), Stage.POOL, kiken, new Entry.UndoDecision());
        assertEquals(marks("M"), back.sideA().ippons());
        assertEquals(marks(""), back.sideB().ippons());
        assertEquals(Decision.NONE, back.verdict().decision());
        assertEquals(MatchStatus.RUNNING, back.status());
        assertEquals("", back.verdict().winner());
    }

    @Test
    void undoingAHanteiRemovesItsMark() {
        MatchResult hantei = Play.enter(kendo(), Stage.KNOCKOUT, knockout("a", "b"), new Entry.Hantei(Corner.A));
        MatchResult back = Play.enter(kendo(), Stage.KNOCKOUT, hantei, new Entry.UndoDecision());
        assertEquals(marks(""), back.sideA().ippons());
        assertEquals("", back.verdict().winner());
    }

    @Test
    void finishedMatchKeepsAResult() {
        Checked<MatchResult> level = Scoresheet.enter(kendo(), Stage.KNOCKOUT, completed(knockout("a", "b"), "M", ""),
                Target.MATCH, new Entry.UndoPoint(Corner.A));
        assertEquals("finished-match-keeps-a-result", level.refusal().rule());
        MatchResult drawn = Play.enter(kendo(), Stage.POOL, completed(pool("a", "b"), "M", ""), new Entry.UndoPoint(Corner.A));
        assertEquals(Decision.HIKIWAKE, drawn.verdict().decision());
    }
}
