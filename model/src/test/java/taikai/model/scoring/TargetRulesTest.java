package taikai.model.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static taikai.model.scoring.Play.kendo;
import static taikai.model.scoring.Play.refusedBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

class TargetRulesTest {

    private static final Competition TEAMS = Play.teams(TeamMatchType.FIXED);

    @Test
    void sidesKnown() {
        MatchResult waiting = Play.knockout("a", "b").withSideB(Side.of("Winner of r2-m1", ""));
        assertEquals("accepted", refusedBy(kendo(), Stage.KNOCKOUT, waiting, new Entry.Point(Corner.A, Mark.MEN)));
        MatchResult empty = Play.knockout("a", "b").withSideB(Side.EMPTY);
        assertEquals("sides-known", refusedBy(kendo(), Stage.KNOCKOUT, empty, new Entry.Point(Corner.A, Mark.MEN)));
    }

    @Test
    void boutsOnlyInTeamMatch() {
        assertEquals("bouts-only-in-team-match", refusedBy(kendo(), Stage.POOL, Play.pool("a", "b"), Target.bout(0),
                new Entry.Point(Corner.A, Mark.MEN)));
    }

    @Test
    void boutExists() {
        assertEquals("bout-exists", refusedBy(TEAMS, Stage.POOL, Play.pool("Red", "White"), Target.bout(3),
                new Entry.Point(Corner.A, Mark.MEN)));
    }

    @Test
    void teamScoredOnBouts() {
        MatchResult encounter = Play.pool("Red", "White").withSubBouts(List.of(Play.bout(0, "a1", "b1", "", "")));
        assertEquals("team-scored-on-bouts",
                refusedBy(TEAMS, Stage.POOL, encounter, new Entry.Point(Corner.A, Mark.MEN)));
        assertEquals("accepted", refusedBy(TEAMS, Stage.POOL, encounter, new Entry.Forfeit(Corner.A, Decision.FUSENSHO)));
    }

    @Test
    void aPointOnABoutScoresThatBoutOnly() {
        MatchResult encounter = Play.pool("Red", "White").withSubBouts(List.of(
                Play.bout(0, "a1", "b1", "", ""), Play.bout(1, "a2", "b2", "", "")));
        MatchResult m = Scoresheet.enter(TEAMS, Stage.POOL, encounter, Target.bout(1),
                new Entry.Point(Corner.B, Mark.KOTE)).orElseThrow();
        assertEquals(Play.marks("K"), m.subBouts().get(1).ipponsB());
        assertEquals(Play.marks(""), m.subBouts().get(0).ipponsB());
        assertEquals(Play.marks(""), m.sideB().ippons());
    }

    @Test
    void theFirstRefusalInTheEntrysOrderIsTheAnswer() {
        MatchResult won = Play.scored(Play.pool("a", "b"), "M|K", "");
        assertEquals("mark-valid-in-discipline", refusedBy(kendo(), Stage.POOL, won, new Entry.Point(Corner.A, Mark.SUNE)));
        assertEquals("no-third-point", refusedBy(kendo(), Stage.POOL, won, new Entry.Point(Corner.A, Mark.MEN)));
        assertEquals("no-point-after-decided", refusedBy(kendo(), Stage.POOL, won, new Entry.Point(Corner.B, Mark.MEN)));
    }
}
