package taikai.model.lineup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamLineup;

class LineupSaveTest {
    private static final TeamLineup STARTING = new TeamLineup("t1", "teams", 0, "",
            Map.of("senpo", "t1 1", "jiho", "t1 2", "taisho", "t1 5"), Map.of("senpo", "t1-m1", "jiho", "t1-m2", "taisho", "t1-m5"));

    @Test
    void aSaveWritesOnlyThePositionsItNames() {
        List<TeamLineup> after = save(Teams.state(List.of(STARTING)), "", Map.of("jiho", "t1-m6"));
        TeamLineup starting = after.get(0);
        assertEquals(Map.of("senpo", "t1-m1", "jiho", "t1-m6", "taisho", "t1-m5"), starting.memberIds());
        assertEquals("t1 6", starting.positions().get("jiho"));
    }

    @Test
    void twoDevicesChangingDifferentPositionsBothKeepTheirChangeInEitherOrder() {
        CompetitionState state = Teams.state(List.of(STARTING));
        Map<String, String> first = Map.of("senpo", "t1-m7");
        Map<String, String> second = Map.of("taisho", "t1-m6");
        List<TeamLineup> oneThenTwo = save(state.withLineups(save(state, "", first)), "", second);
        List<TeamLineup> twoThenOne = save(state.withLineups(save(state, "", second)), "", first);
        assertEquals(oneThenTwo, twoThenOne);
        assertEquals(Map.of("senpo", "t1-m7", "jiho", "t1-m2", "taisho", "t1-m6"), oneThenTwo.get(0).memberIds());
    }

    @Test
    void twoChangesToOnePositionKeepTheLaterArrival() {
        CompetitionState state = Teams.state(List.of(STARTING));
        List<TeamLineup> after = save(state.withLineups(save(state, "", Map.of("senpo", "t1-m6"))), "", Map.of("senpo", "t1-m7"));
        assertEquals("t1-m7", after.get(0).memberIds().get("senpo"));
    }

    @Test
    void theFirstSaveForAMatchStartsFromTheLineupInForceThere() {
        List<TeamLineup> after = save(Teams.state(List.of(STARTING)), "Pool A-2", Map.of("senpo", "t1-m7"));
        assertEquals(STARTING, after.get(0), "the starting line-up is untouched");
        TeamLineup own = after.get(1);
        assertEquals("Pool A-2", own.matchId());
        assertEquals(0, own.round());
        assertEquals(Map.of("senpo", "t1-m7", "jiho", "t1-m2", "taisho", "t1-m5"), own.memberIds());
    }

    @Test
    void anEmptyMemberIdEmptiesThePosition() {
        List<TeamLineup> after = save(Teams.state(List.of(STARTING)), "", Map.of("jiho", ""));
        assertEquals(List.of("senpo", "taisho"), List.copyOf(after.get(0).positions().keySet()));
    }

    @Test
    void positionsAreWrittenInTheirFixedOrder() {
        Map<String, String> picks = new LinkedHashMap<>();
        picks.put("taisho", "t1-m3");
        picks.put("chuken", "t1-m4");
        picks.put("senpo", "t1-m1");
        List<TeamLineup> after = save(Teams.state(List.of()), "", picks);
        assertEquals(List.of("senpo", "chuken", "taisho"), List.copyOf(after.get(0).memberIds().keySet()));
        assertEquals(List.of("senpo", "chuken", "taisho"), List.copyOf(after.get(0).positions().keySet()));
    }

    @Test
    void aPositionTheCompetitionDoesNotHaveIsRefused() {
        assertEquals("ozeki is not a position in this competition; use one of senpo, jiho, chuken, fukusho, taisho.",
                refusal("t1", "", Map.of("ozeki", "t1-m1")));
    }

    @Test
    void aMemberOfAnotherTeamIsRefused() {
        assertEquals("The member picked for senpo is not on this team; pick one of the team's own members.",
                refusal("t1", "", Map.of("senpo", "t2-m1")));
    }

    @Test
    void aMatchTheTeamDoesNotFightIsRefused() {
        assertEquals("This team does not fight in Pool A, match 2; save the line-up for one of its own matches.",
                refusal("t1", "Pool A-1", Map.of("senpo", "t1-m1")));
    }

    @Test
    void aMatchOutsideTheCurrentDrawIsRefused() {
        assertEquals("Pool C, match 5 is not in the current draw; reload the draw and try again.",
                refusal("t1", "Pool C-4", Map.of("senpo", "t1-m1")));
    }

    @Test
    void anUnknownTeamIsRefused() {
        assertEquals("That team is not in this competition; reload the competition and try again.",
                refusal("t9", "", Map.of("senpo", "t1-m1")));
    }

    private static List<TeamLineup> save(CompetitionState state, String match, Map<String, String> picks) {
        Change<List<TeamLineup>> change = LineupSave.apply(state, "t1", match, picks);
        if (change.isRefused()) {
            throw new AssertionError(change.refusal());
        }
        return change.value();
    }

    private static String refusal(String team, String match, Map<String, String> picks) {
        return LineupSave.apply(Teams.state(List.of(STARTING)), team, match, picks).refusal();
    }
}
