package taikai.app.road.actions.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.storage.store.StoreFixtures;

/** Members and line-ups of a team league: four teams, each with seven named members. */
class TeamActionsTest {
    static final String TEAM_0 = "00000000-0000-4000-8000-000000000000";

    @TempDir
    Path root;

    static CompetitionState league() {
        return TeamLineups.league();
    }

    private static TeamMember member(ActionFolder f, String id) {
        return f.state("teams").teamMembers().get(TEAM_0).stream().filter(m -> m.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void aMemberAddedTakesTheNextIndexAndTheServersTime() throws Exception {
        ActionFolder f = new ActionFolder(root, league());

        Answer answer = f.submit(new AddMember("teams", TEAM_0, "Sato"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        TeamMember added = f.state("teams").teamMembers().get(TEAM_0).get(7);
        assertEquals(8, added.index());
        assertEquals("Sato", added.name());
        assertEquals(ActionFolder.START, added.modifiedAt());
        assertEquals("add-member", f.history("teams", WriteRoad.COMPETITION_HISTORY).get(0).asked().action());
    }

    @Test
    void memberNameUniqueWithinTheTeamWhateverTheCase() throws Exception {
        ActionFolder f = new ActionFolder(root, league());

        assertEquals("member-name-unique", f.submit(new AddMember("teams", TEAM_0, " member 0.3 ")).rule());
        assertEquals(Outcome.APPLIED, f.submit(new AddMember("teams", TEAM_0, "Member 1.3")).outcome(), "other teams may share it");
    }

    @Test
    void teamCompetitionOnly() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        Player someone = f.state("open").players().get(0);

        assertEquals("team-competition-only", f.submit(new AddMember("open", someone.id(), "Sato")).rule());
        assertEquals("team-competition-only", f.submit(new SaveLineup("open", someone.id(), "", Map.of("senpo", "x"))).rule());
    }

    @Test
    void teamInCompetition() throws Exception {
        ActionFolder f = new ActionFolder(root, league());

        assertEquals("team-in-competition", f.submit(new AddMember("teams", "no-such-team", "Sato")).rule());
    }

    @Test
    void aRenameKeepsTheIdAndItsStampOnlyGrows() throws Exception {
        ActionFolder f = new ActionFolder(root, league());
        f.submit(new RenameMember("teams", TEAM_0, "m-0-2", "Suzuki"));
        f.clock.addAndGet(-60_000);

        Answer answer = f.submit(new RenameMember("teams", TEAM_0, "m-0-2", "Suzuki Taro"));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        TeamMember renamed = member(f, "m-0-2");
        assertEquals("Suzuki Taro", renamed.name());
        assertEquals(ActionFolder.START + 1, renamed.modifiedAt(), "a clock set back never makes a stamp older");
    }

    @Test
    void memberOfTeamAndMemberNameGivenRefuseARename() throws Exception {
        ActionFolder f = new ActionFolder(root, league());

        assertEquals("member-of-team", f.submit(new RenameMember("teams", TEAM_0, "m-1-2", "Suzuki")).rule());
        assertEquals("member-name-given", f.submit(new RenameMember("teams", TEAM_0, "m-0-2", "  ")).rule());
        assertEquals("member-name-unique", f.submit(new RenameMember("teams", TEAM_0, "m-0-2", "Member 0.1")).rule());
    }

    @Test
    void aNameIsClearedBeforeTheStartAndClearBeforeStartRefusesAfterIt() throws Exception {
        ActionFolder f = new ActionFolder(root, league());

        assertEquals(Outcome.APPLIED, f.submit(new ClearMember("teams", TEAM_0, "m-0-6")).outcome());
        assertEquals("", member(f, "m-0-6").name());
        assertEquals(6, member(f, "m-0-6").index());

        f.draw("teams");
        assertEquals("clear-before-start", f.submit(new ClearMember("teams", TEAM_0, "m-0-7")).rule());
    }

    @Test
    void aStartingLineUpWritesOnlyThePositionsItNames() throws Exception {
        ActionFolder f = new ActionFolder(root, league());
        f.submit(new SaveLineup("teams", TEAM_0, "", Map.of("senpo", "m-0-1", "jiho", "m-0-2")));

        Answer answer = f.submit(new SaveLineup("teams", TEAM_0, "", Map.of("taisho", "m-0-5")));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        TeamLineup starting = f.state("teams").lineups().get(0);
        assertTrue(starting.isStarting());
        assertEquals(Map.of("senpo", "m-0-1", "jiho", "m-0-2", "taisho", "m-0-5"), starting.memberIds());
        assertEquals("Member 0.5", starting.positions().get("taisho"));
        assertEquals(2, f.history("teams", WriteRoad.COMPETITION_HISTORY).size());
    }

    @Test
    void aSavedLineUpListsItsPositionsInFightingOrder() throws Exception {
        ActionFolder f = new ActionFolder(root, league());
        java.util.Map<String, String> five = new java.util.TreeMap<>(Map.of("taisho", "m-0-5", "senpo", "m-0-1",
                "fukusho", "m-0-4", "jiho", "m-0-2", "chuken", "m-0-3"));

        Answer answer = f.submit(new SaveLineup("teams", TEAM_0, "", five));

        assertTrue(answer.message().endsWith(" is saved: senpo, jiho, chuken, fukusho, taisho."), answer.message());
        MatchResult theirs = f.draw("teams").poolMatches().stream()
                .filter(m -> m.sideA().participantId().equals(TEAM_0) || m.sideB().participantId().equals(TEAM_0))
                .findFirst().orElseThrow();
        Answer forMatch = f.submit(new SaveLineup("teams", TEAM_0, theirs.id(), Map.of("jiho", "m-0-6")));
        assertTrue(forMatch.message().contains(" for " + taikai.model.competition.MatchLabels.of(f.state("teams"), theirs.id())
                + " is saved"), forMatch.message());
        assertFalse(forMatch.message().contains(theirs.id()), forMatch.message());
    }

    @Test
    void aMatchLineUpStartsFromTheOneInForceAndWritesToTheMatchsHistory() throws Exception {
        ActionFolder f = new ActionFolder(root, league());
        f.submit(new SaveLineup("teams", TEAM_0, "", Map.of("senpo", "m-0-1", "jiho", "m-0-2")));
        MatchResult theirs = f.draw("teams").poolMatches().stream()
                .filter(m -> m.sideA().participantId().equals(TEAM_0) || m.sideB().participantId().equals(TEAM_0))
                .findFirst().orElseThrow();

        Answer answer = f.submit(new SaveLineup("teams", TEAM_0, theirs.id(), Map.of("jiho", "m-0-6")));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        TeamLineup own = f.state("teams").lineups().stream().filter(l -> l.matchId().equals(theirs.id())).findFirst().orElseThrow();
        assertEquals(Map.of("senpo", "m-0-1", "jiho", "m-0-6"), own.memberIds());
        assertEquals("lineup", f.history("teams", theirs.id()).get(0).asked().action());
    }

    @Test
    void lineUpRulesRefuseInOrder() throws Exception {
        ActionFolder f = new ActionFolder(root, league());
        MatchResult notTheirs = f.draw("teams").poolMatches().stream()
                .filter(m -> !m.sideA().participantId().equals(TEAM_0) && !m.sideB().participantId().equals(TEAM_0))
                .findFirst().orElseThrow();

        assertEquals("positions-of-the-competition", f.submit(new SaveLineup("teams", TEAM_0, "", Map.of("6", "m-0-1"))).rule());
        assertEquals("members-of-the-team", f.submit(new SaveLineup("teams", TEAM_0, "", Map.of("senpo", "m-1-1"))).rule());
        assertEquals("match-in-the-draw", f.submit(new SaveLineup("teams", TEAM_0, "Pool Q-1", Map.of("senpo", "m-0-1"))).rule());
        assertEquals("team-fights-there", f.submit(new SaveLineup("teams", TEAM_0, notTheirs.id(), Map.of("senpo", "m-0-1"))).rule());
        assertEquals(List.of(), f.state("teams").lineups());
    }
}
