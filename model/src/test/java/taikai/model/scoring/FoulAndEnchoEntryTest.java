package taikai.model.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static taikai.model.scoring.Play.kendo;
import static taikai.model.scoring.Play.marks;
import static taikai.model.scoring.Play.pool;
import static taikai.model.scoring.Play.refusedBy;
import static taikai.model.scoring.Play.scored;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Corner;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;

class FoulAndEnchoEntryTest {

    private static final Entry HANSOKU_A = new Entry.Hansoku(Corner.A);

    @Test
    void twoHansokuGiveTheOpponentAPoint() {
        MatchResult m = Play.enter(kendo(), Stage.POOL, pool("a", "b"), HANSOKU_A, HANSOKU_A);
        assertEquals(2, m.sideA().hansoku());
        assertEquals(marks("H"), m.sideB().ippons());
        assertEquals(1, m.sideB().points());
    }

    @Test
    void theHansokuCountKeepsGoingAndEverySecondOneIsAPoint() {
        MatchResult three = Play.enter(kendo(), Stage.POOL, pool("a", "b"), HANSOKU_A, HANSOKU_A, HANSOKU_A);
        assertEquals(3, three.sideA().hansoku());
        assertEquals(marks("H"), three.sideB().ippons());
        MatchResult four = Play.enter(kendo(), Stage.POOL, three, HANSOKU_A);
        assertEquals(marks("H|H"), four.sideB().ippons());
        assertEquals("b", four.verdict().winner());
    }

    @Test
    void hansokuInShiaiOnly() {
        assertEquals("hansoku-in-shiai-only", refusedBy(Play.engi(), Stage.POOL, pool("a", "b"), HANSOKU_A));
    }

    @Test
    void noHansokuAfterDecided() {
        assertEquals("no-hansoku-after-decided",
                refusedBy(kendo(), Stage.POOL, scored(pool("a", "b"), "", "M|M"), HANSOKU_A));
    }

    @Test
    void enchoPeriodsAreCounted() {
        MatchResult m = Play.enter(kendo(), Stage.KNOCKOUT, Play.knockout("a", "b"), new Entry.Encho(), new Entry.Encho());
        assertEquals(2, m.enchoPeriods());
    }

    @Test
    void enchoNeedsLevelScore() {
        assertEquals("encho-needs-level-score",
                refusedBy(kendo(), Stage.KNOCKOUT, scored(Play.knockout("a", "b"), "M", ""), new Entry.Encho()));
    }

    @Test
    void enchoInShiaiOnly() {
        assertEquals("encho-in-shiai-only", refusedBy(Play.engi(), Stage.KNOCKOUT, Play.knockout("a", "b"), new Entry.Encho()));
    }

    @Test
    void noEnchoAfterDecided() {
        MatchResult drawn = Play.enter(kendo(), Stage.POOL, pool("a", "b"), new Entry.Hikiwake());
        assertEquals("no-encho-after-decided", refusedBy(kendo(), Stage.POOL, drawn, new Entry.Encho()));
    }

    @Test
    void enchoLimit() {
        MatchResult once = Play.enter(kendo(), Stage.KNOCKOUT, Play.knockout("a", "b"), new Entry.Encho());
        Sheet sheet = new Sheet(kendo().withBouts(b -> b.withEnchoLimit(1)), Stage.KNOCKOUT, once, Target.MATCH, new Entry.Encho());
        assertEquals("This competition allows at most 1 overtime period: record a hantei, or a hikiwake where a draw is allowed.",
                ScoreRules.ENCHO_LIMIT.check(sheet).orElseThrow().sentence());
        assertEquals("accepted", refusedBy(kendo().withBouts(b -> b.withEnchoLimit(2)), Stage.KNOCKOUT, once, new Entry.Encho()));
    }

    @Test
    void enchoNotInTeamBout() {
        MatchResult encounter = Play.knockout("Red", "White").withSubBouts(List.of(
                Play.bout(0, "a1", "b1", "", ""),
                SubBout.between(SubBout.REPRESENTATIVE, "Red", "m-a1", "White", "m-b1")));
        taikai.model.competition.Competition teams = Play.teams(TeamMatchType.FIXED);
        assertEquals("encho-not-in-team-bout",
                refusedBy(teams, Stage.KNOCKOUT, encounter, Target.bout(0), new Entry.Encho()));
        assertEquals("accepted",
                refusedBy(teams, Stage.KNOCKOUT, encounter, Target.bout(SubBout.REPRESENTATIVE), new Entry.Encho()));
    }
}
