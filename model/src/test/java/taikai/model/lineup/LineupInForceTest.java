package taikai.model.lineup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamLineup;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

class LineupInForceTest {
    private static final TeamLineup STARTING = Teams.lineup("t1", "", 1);
    private static final TeamLineup AT_A0 = Teams.lineup("t1", "Pool A-0", 2);
    private static final TeamLineup AT_A2 = Teams.lineup("t1", "Pool A-2", 3);

    @Test
    void theMatchsOwnLineupIsInForce() {
        assertEquals(Optional.of(AT_A2), at("Pool A-2", "t1", List.of(STARTING, AT_A0, AT_A2)));
    }

    @Test
    void withoutItsOwnTheLatestEarlierLineupOfTheTeamIsCarried() {
        assertEquals(Optional.of(AT_A2), at("m-r1-0", "t1", List.of(AT_A2, STARTING, AT_A0)));
        assertEquals(Optional.of(AT_A0), at("Pool A-2", "t1", List.of(STARTING, AT_A0)));
    }

    @Test
    void aLaterMatchsLineupIsNeverCarriedBackwards() {
        assertEquals(Optional.of(STARTING), at("Pool A-0", "t1", List.of(STARTING, AT_A2)));
    }

    @Test
    void withNoEarlierLineupTheStartingLineupIsInForce() {
        assertEquals(Optional.of(STARTING), at("m-r2-0", "t1", List.of(STARTING)));
        assertEquals(Optional.empty(), at("m-r2-0", "t1", List.of()));
    }

    @Test
    void aLineupForAMatchNoLongerInTheDrawDoesNotCount() {
        assertEquals(Optional.of(STARTING), at("m-r2-0", "t1", List.of(STARTING, Teams.lineup("t1", "Pool B-7", 4))));
    }

    @Test
    void aLineupForAMatchThatDoesNotSeatTheTeamDoesNotCount() {
        assertEquals(Optional.of(STARTING), at("Pool A-2", "t1", List.of(STARTING, Teams.lineup("t1", "Pool A-1", 4))));
    }

    @Test
    void aLineupCountsOnlyWhileTheMatchSeatsTheTeamById() {
        CompetitionState state = Teams.state(List.of(STARTING, AT_A0));
        List<MatchResult> renamed = state.poolMatches().stream()
                .map(m -> m.id().equals("Pool A-0") ? m.withSideA(Side.of("Team t1", "")) : m).toList();
        assertEquals(Optional.of(STARTING), LineupInForce.at("Pool A-2", "t1", state.withPoolMatches(renamed)));
    }

    @Test
    void aLineupStoredUnderTheTeamsNameIsNotTheTeams() {
        TeamLineup byName = Teams.lineup("t1", "Pool A-0", 5).withTeamId("Team t1");
        assertEquals(Optional.empty(), at("Pool A-2", "t1", List.of(byName)));
    }

    @Test
    void aSideWithoutAnIdHasNoLineup() {
        assertEquals(Optional.empty(), at("Pool A-0", "", List.of(STARTING.withTeamId(""))));
    }

    @Test
    void legacyRoundLineupsAreNeverRead() {
        TeamLineup round2 = new TeamLineup("t1", "teams", 2, "", Map.of("senpo", "t1 6"), Map.of("senpo", "t1-m6"));
        assertEquals(Optional.empty(), at("m-r2-0", "t1", List.of(round2)));
    }

    @Test
    void poolBoutsComeFirstThenKnockoutRoundsAndTheBronzeMatchLast() {
        assertEquals(List.of("Pool A-0", "Pool A-1", "Pool A-2", "m-r1-0", "m-r1-1", "m-r2-0", "m-bronze"),
                MatchOrder.of(Teams.state(List.of())));
    }

    @Test
    void boutNumbersOrderAsNumbersAndSwissRoundsInTurn() {
        CompetitionState state = Teams.state(List.of()).withPoolMatches(List.of(
                MatchResult.poolMatch("Swiss-R2", "0", null, null, 2), MatchResult.poolMatch("Swiss-R1", "10", null, null, 1),
                MatchResult.poolMatch("Swiss-R1", "9", null, null, 1), MatchResult.poolMatch("Swiss-R1", "TB-0", null, null, 1)));
        assertEquals(List.of("Swiss-R1-9", "Swiss-R1-10", "Swiss-R1-TB-0", "Swiss-R2-0"), MatchOrder.of(state).subList(0, 4));
    }

    private static Optional<TeamLineup> at(String match, String team, List<TeamLineup> lineups) {
        return LineupInForce.at(match, team, Teams.state(lineups));
    }
}
