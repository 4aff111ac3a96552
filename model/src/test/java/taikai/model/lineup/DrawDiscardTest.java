package taikai.model.lineup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Overrides;
import taikai.model.entrant.TeamLineup;
import taikai.model.schedule.ScheduleEntry;

class DrawDiscardTest {
    private static final TeamLineup STARTING = Teams.lineup("t1", "", 1);
    private static final TeamLineup ROUND_TWO = new TeamLineup("t2", "teams", 2, "", Map.of(), Map.of());
    private static final TeamLineup AT_A0 = Teams.lineup("t1", "Pool A-0", 2);
    private static final TeamLineup LEFTOVER = Teams.lineup("t3", "Pool D-3", 2);

    @Test
    void discardingADrawRemovesTheLineupsSavedForMatchesAndKeepsTheStartingOnes() {
        CompetitionState after = DrawDiscard.discard(Teams.state(List.of(STARTING, AT_A0, ROUND_TWO, LEFTOVER)));
        assertEquals(List.of(STARTING, ROUND_TWO), after.lineups());
    }

    @Test
    void discardingADrawClearsWhatTheNextDrawWouldReuse() {
        CompetitionState before = Teams.state(List.of(STARTING));
        before = before.withCompetition(before.competition()
                        .withLineups(l -> l.withGiven(Map.of("t2", List.of("Pool A-0"))).withLegacy(List.of("t1", "t2"))))
                .withOverrides(new Overrides(Map.of(), Map.of("m-r1-0", "Team t1"), Map.of(), Map.of()))
                .withSchedule(List.of(new ScheduleEntry("pool", "Pool A-0", "A", "09:00", "", "", false, ""),
                        new ScheduleEntry("break", "", "A", "12:00", "", "", true, "Lunch")));
        CompetitionState after = DrawDiscard.discard(before.withLineups(List.of(STARTING, ROUND_TWO)));
        assertTrue(after.pools().isEmpty() && after.poolMatches().isEmpty());
        assertEquals(Bracket.EMPTY, after.bracket());
        assertEquals(Overrides.NONE, after.overrides());
        assertEquals(Map.of(), after.competition().lineups().given());
        assertEquals(List.of("t2"), after.competition().lineups().legacy(), "t1 has no round line-up left");
        assertEquals(List.of("Lunch"), after.schedule().stream().map(ScheduleEntry::label).toList());
        assertEquals(before.teamMembers(), after.teamMembers());
        assertEquals(before.players().stream().map(p -> p.id()).toList(), after.players().stream().map(p -> p.id()).toList());
    }

    @Test
    void competitorNumbersAndPoolPositionsGoWithTheDraw() {
        CompetitionState before = Teams.state(List.of());
        before = before.withPlayers(before.players().stream().map(p -> p.withNumber("T1").withPoolPosition(0)).toList());
        CompetitionState after = DrawDiscard.discard(before);
        assertTrue(after.players().stream().allMatch(p -> p.number().isEmpty() && p.poolPosition() == -1));
    }
}
