package taikai.model.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static taikai.model.scoring.Play.completed;
import static taikai.model.scoring.Play.kendo;
import static taikai.model.scoring.Play.knockout;
import static taikai.model.scoring.Play.marks;
import static taikai.model.scoring.Play.pool;
import static taikai.model.scoring.Play.refusedBy;
import static taikai.model.scoring.Play.scored;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.rule.Checked;

class VerdictEntryTest {

    @Test
    void hanteiAddsHtToTheChosenWinnerOnALevelScore() {
        MatchResult m = Play.enter(kendo(), Stage.KNOCKOUT, scored(knockout("a", "b"), "M", "K"),
                new Entry.Hantei(Corner.B));
        assertEquals(marks("K|Ht"), m.sideB().ippons());
        assertEquals(MatchStatus.COMPLETED, m.status());
        assertEquals("b", m.verdict().winner());
    }

    @Test
    void hanteiNeedsLevelScore() {
        assertEquals("hantei-needs-level-score",
                refusedBy(kendo(), Stage.KNOCKOUT, scored(knockout("a", "b"), "M", ""), new Entry.Hantei(Corner.B)));
    }

    @Test
    void oneHanteiOnly() {
        MatchResult m = Play.enter(kendo(), Stage.KNOCKOUT, knockout("a", "b"), new Entry.Hantei(Corner.A));
        assertEquals("one-hantei-only", refusedBy(kendo(), Stage.KNOCKOUT, m, new Entry.Hantei(Corner.B)));
    }

    @Test
    void hanteiInShiaiOnly() {
        assertEquals("hantei-in-shiai-only", refusedBy(Play.engi(), Stage.KNOCKOUT, knockout("a", "b"),
                new Entry.Hantei(Corner.A)));
    }

    @Test
    void noHanteiAfterDecided() {
        MatchResult drawn = Play.enter(kendo(), Stage.POOL, pool("a", "b"), new Entry.Hikiwake());
        assertEquals("no-hantei-after-decided", refusedBy(kendo(), Stage.POOL, drawn, new Entry.Hantei(Corner.A)));
    }

    @Test
    void hikiwakeDrawsALevelPoolMatch() {
        MatchResult m = Play.enter(kendo(), Stage.POOL, scored(pool("a", "b"), "M", "D"), new Entry.Hikiwake());
        assertEquals(Decision.HIKIWAKE, m.verdict().decision());
        assertEquals(MatchStatus.COMPLETED, m.status());
        assertEquals("", m.verdict().winner());
    }

    @Test
    void hikiwakeAllowedHere() {
        assertEquals("hikiwake-allowed-here", refusedBy(kendo(), Stage.KNOCKOUT, knockout("a", "b"), new Entry.Hikiwake()));
        assertEquals("hikiwake-allowed-here",
                refusedBy(kendo().withBouts(b -> b.withHikiwakeAllowed(false)), Stage.POOL, pool("a", "b"), new Entry.Hikiwake()));
        MatchResult encounter = knockout("Red", "White").withSubBouts(List.of(
                SubBout.between(SubBout.REPRESENTATIVE, "Red", "m-1", "White", "m-2")));
        assertEquals("hikiwake-allowed-here", refusedBy(Play.teams(TeamMatchType.FIXED), Stage.POOL, encounter,
                Target.bout(SubBout.REPRESENTATIVE), new Entry.Hikiwake()));
    }

    @Test
    void hikiwakeNeedsLevelScore() {
        assertEquals("hikiwake-needs-level-score",
                refusedBy(kendo(), Stage.POOL, scored(pool("a", "b"), "", "K"), new Entry.Hikiwake()));
    }

    @Test
    void engiNeverDrawn() {
        assertEquals("engi-never-drawn", refusedBy(Play.engi(), Stage.POOL, pool("a", "b"), new Entry.Hikiwake()));
    }

    @Test
    void noHikiwakeAfterDecided() {
        MatchResult hantei = scored(pool("a", "b"), "Ht", "");
        assertEquals("no-hikiwake-after-decided", refusedBy(kendo(), Stage.POOL, hantei, new Entry.Hikiwake()));
    }

    @Test
    void kikenGivesTheWinnerTwoDefaultWinPointsInRegulation() {
        MatchResult m = Play.enter(kendo(), Stage.POOL, pool("a", "b"), new Entry.Forfeit(Corner.B, Decision.KIKEN_INJURY));
        assertEquals(marks("\u25cb|\u25cb"), m.sideB().ippons());
        assertEquals(Decision.KIKEN_INJURY, m.verdict().decision());
        assertEquals(MatchStatus.COMPLETED, m.status());
        assertEquals("id-b", m.verdict().winnerId());
    }

    @Test
    void aPointAlreadyWonCountsTowardTheTwoDefaultWinPoints() {
        MatchResult m = Play.enter(kendo(), Stage.POOL, scored(pool("a", "b"), "K", "M"),
                new Entry.Forfeit(Corner.B, Decision.FUSENSHO));
        assertEquals(marks("M|\u25cb"), m.sideB().ippons());
        assertEquals(marks("K"), m.sideA().ippons());
    }

    @Test
    void aForfeitInEnchoGivesOneDefaultWinPoint() {
        MatchResult encho = scored(knockout("a", "b"), "M", "K").withEnchoPeriods(1);
        MatchResult m = Play.enter(kendo(), Stage.KNOCKOUT, encho, new Entry.Forfeit(Corner.A, Decision.FUSENPAI));
        assertEquals(marks("M|\u25cb"), m.sideA().ippons());
        assertEquals("a", m.verdict().winner());
    }

    @Test
    void aForfeitInIpponShobuGivesOneDefaultWinPoint() {
        MatchResult m = Play.enter(kendo().withBouts(b -> b.withIpponShobu(true)), Stage.POOL, pool("a", "b"),
                new Entry.Forfeit(Corner.A, Decision.KIKEN));
        assertEquals(marks("\u25cb"), m.sideA().ippons());
    }

    @Test
    void forfeitIsKikenOrFusen() {
        assertEquals("forfeit-is-kiken-or-fusen",
                refusedBy(kendo(), Stage.POOL, pool("a", "b"), new Entry.Forfeit(Corner.A, Decision.HIKIWAKE)));
    }

    @Test
    void noForfeitAfterDecided() {
        Checked<MatchResult> late = Scoresheet.enter(kendo(), Stage.POOL, completed(pool("a", "b"), "M|K", ""),
                Target.MATCH, new Entry.Forfeit(Corner.B, Decision.KIKEN));
        assertEquals("no-forfeit-after-decided", late.refusal().rule());
        assertEquals("The match is already decided: correct the result instead of recording kiken.",
                late.refusal().sentence());
    }

    @Test
    void aSecondForfeitIsRefusedAsClosedByForfeit() {
        MatchResult kiken = Play.enter(kendo(), Stage.POOL, pool("a", "b"), new Entry.Forfeit(Corner.A, Decision.KIKEN));
        assertEquals("closed-by-forfeit",
                refusedBy(kendo(), Stage.POOL, kiken, new Entry.Forfeit(Corner.B, Decision.FUSENSHO)));
    }

    @Test
    void flagsDecideAnEngi() {
        MatchResult m = Play.enter(Play.engi(), Stage.POOL, pool("a", "b"), new Entry.Flags(1, 2));
        assertEquals(2, m.sideB().flags());
        assertEquals(MatchStatus.COMPLETED, m.status());
        assertEquals("b", m.verdict().winner());
    }

    @Test
    void aRecountReplacesTheFlags() {
        MatchResult first = Play.enter(Play.engi(), Stage.KNOCKOUT, knockout("a", "b"), new Entry.Flags(2, 1));
        MatchResult recount = Play.enter(Play.engi(), Stage.KNOCKOUT, first, new Entry.Flags(0, 3));
        assertEquals("b", recount.verdict().winner());
    }

    @Test
    void flagsInEngiOnly() {
        assertEquals("flags-in-engi-only", refusedBy(kendo(), Stage.POOL, pool("a", "b"), new Entry.Flags(2, 1)));
    }

    @Test
    void flagsOnTheMatch() {
        MatchResult encounter = pool("Red", "White").withSubBouts(List.of(Play.bout(0, "a1", "b1", "", "")));
        assertEquals("flags-on-the-match", refusedBy(Play.engi().withKind(taikai.model.competition.Kind.TEAM),
                Stage.POOL, encounter, Target.bout(0), new Entry.Flags(2, 1)));
    }

    @Test
    void flagsNotNegative() {
        assertEquals("flags-not-negative", refusedBy(Play.engi(), Stage.POOL, pool("a", "b"), new Entry.Flags(-1, 4)));
    }

    @Test
    void flagsAtMostJudges() {
        Checked<MatchResult> five = Scoresheet.enter(Play.engi(), Stage.POOL, pool("a", "b"), Target.MATCH,
                new Entry.Flags(3, 2));
        assertEquals("flags-at-most-judges", five.refusal().rule());
        assertEquals("There are only 3 judges, so the flags cannot add up to more than 3.", five.refusal().sentence());
    }

    @Test
    void flagsFromEveryJudge() {
        assertEquals("flags-from-every-judge", refusedBy(Play.engi(), Stage.POOL, pool("a", "b"), new Entry.Flags(1, 1)));
        assertEquals("accepted", refusedBy(Play.engi().withNaginata(n -> n.withEngiJudges(5)), Stage.POOL, pool("a", "b"), new Entry.Flags(3, 2)));
    }

    @Test
    void finishCompletesADecidedMatch() {
        MatchResult m = Play.enter(kendo(), Stage.KNOCKOUT, scored(knockout("a", "b"), "", "D"), new Entry.Finish());
        assertEquals(MatchStatus.COMPLETED, m.status());
        assertEquals("b", m.verdict().winner());
    }

    @Test
    void finishNeedsResult() {
        Checked<MatchResult> level = Scoresheet.enter(kendo(), Stage.KNOCKOUT, knockout("a", "b"), Target.MATCH,
                new Entry.Finish());
        assertEquals("finish-needs-result", level.refusal().rule());
        assertEquals("The score is level and this match needs a winner: fight encho or record a hantei.",
                level.refusal().sentence());
        MatchResult pool = Play.enter(kendo(), Stage.POOL, pool("a", "b"), new Entry.Finish());
        assertEquals(Decision.HIKIWAKE, pool.verdict().decision());
    }
}
