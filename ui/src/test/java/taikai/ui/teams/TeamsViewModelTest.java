package taikai.ui.teams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamLineup;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TeamFolders;
import taikai.ui.TestFolders;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Session;
import taikai.ui.write.Writes;

/** The teams screen's model on real folders and the real write road, each step run at once. */
class TeamsViewModelTest {
    @TempDir
    Path root;
    private Session session;
    private TeamsViewModel model;

    private void open(Path folder, String competition) throws Exception {
        session = Session.open(folder);
        Writes writes = new Writes(new SynchronousUiExecutor());
        model = new TeamsViewModel(new RoadActions(writes, () -> Optional.of(session)), writes);
        model.show(session.snapshot().state(competition).orElseThrow());
    }

    private CompetitionState reread() {
        CompetitionState state = session.reload().state(TeamFolders.TEAMS).orElseThrow();
        model.show(state);
        return state;
    }

    @Test
    void membersAreShownWithTheirLabelAndTheFirstTeamIsChosen() throws Exception {
        open(TeamFolders.entered(root.resolve("t")).root(), TeamFolders.TEAMS);
        assertEquals(4, model.teams().size());
        assertEquals(TeamFolders.teamId(0), model.selectedProperty().get().id());
        assertEquals(List.of("1", "2", "3"), model.positionsProperty().get(), "team size three numbers its positions");
        assertEquals(5, model.members().size());
        assertEquals("Anna de Vries", model.members().get(0).name());
        assertTrue(model.canClearProperty().get(), "before the start a name can be cleared");
    }

    @Test
    void onlyThePositionsChangedAreSaved() throws Exception {
        open(TeamFolders.entered(root.resolve("t")).root(), TeamFolders.TEAMS);
        model.saveLineup(Map.of("1", TeamFolders.memberId(0, 1), "2", TeamFolders.memberId(0, 4), "3", TeamFolders.memberId(0, 3)));
        assertEquals("The starting line-up of Kendo Amsterdam is saved: 2.", model.feedbackProperty().get());
        TeamLineup starting = reread().lineups().stream().filter(l -> l.teamId().equals(TeamFolders.teamId(0)) && l.isStarting())
                .findFirst().orElseThrow();
        assertEquals(TeamFolders.memberId(0, 4), starting.memberIds().get("2"));

        model.saveLineup(model.shownLineupProperty().get());
        assertEquals("The line-up is unchanged, so nothing was sent; pick a member for a position first.",
                model.feedbackProperty().get());
    }

    @Test
    void aRefusedNameIsAnsweredWithTheRoadsSentence() throws Exception {
        open(TeamFolders.entered(root.resolve("t")).root(), TeamFolders.TEAMS);
        model.addMember("  ");
        model.rename(TeamFolders.memberId(0, 2), "ANNA DE VRIES");
        assertEquals("The team already has a member named ANNA DE VRIES; choose a different name.", model.feedbackProperty().get());
        model.rename(TeamFolders.memberId(0, 2), "");
        assertEquals("A member's name cannot be blank; to empty the position, clear the member before the competition starts.",
                model.feedbackProperty().get());
        assertEquals("Pieter Jansen", reread().teamMembers().get(TeamFolders.teamId(0)).get(1).name());
    }

    @Test
    void aClearedNameKeepsItsPlace() throws Exception {
        open(TeamFolders.entered(root.resolve("t")).root(), TeamFolders.TEAMS);
        model.clear(TeamFolders.memberId(0, 5));
        assertEquals("The name of Eva Visser is cleared; the position stays.", model.feedbackProperty().get());
        reread();
        TeamLines.Member cleared = model.members().get(4);
        assertEquals(TeamFolders.memberId(0, 5), cleared.id());
        assertEquals("", cleared.name());
        assertEquals(5, cleared.index());
    }

    @Test
    void eachMatchSaysWhichLineupIsInForce() throws Exception {
        open(TeamFolders.called(root.resolve("t")).root(), TeamFolders.TEAMS);
        CompetitionState state = session.snapshot().state(TeamFolders.TEAMS).orElseThrow();
        String team = state.findMatch("m-r1-0").orElseThrow().sideB().participantId();
        model.selectTeam(team);
        assertFalse(model.canClearProperty().get(), "the competition has started");
        TeamLines.InForce before = model.inForce().get(0);
        assertEquals("m-r1-0", before.matchId());
        assertEquals("The starting line-up", before.source());

        int index = Integer.parseInt(team.substring(team.length() - 1));
        model.chooseLineup("m-r1-0");
        assertEquals(TeamFolders.memberId(index, 1), model.shownLineupProperty().get().get("1"),
                "a match without its own line-up starts from the one in force");
        model.saveLineup(Map.of("1", TeamFolders.memberId(index, 5), "2", TeamFolders.memberId(index, 2), "3",
                TeamFolders.memberId(index, 3)));
        reread();
        assertEquals("Its own line-up for this match", model.inForce().get(0).source());
        assertTrue(model.inForce().get(0).fighters().startsWith("1: " + TeamFolders.person(index, 5)), model.inForce().get(0).fighters());
        assertEquals("m-r1-0", model.lineupProperty().get().matchId(), "the chosen line-up stays chosen after a read");
    }

    @Test
    void anIndividualCompetitionHasNoTeams() throws Exception {
        open(TestFolders.entered(root.resolve("men")).root(), TestFolders.MEN);
        assertFalse(model.teamProperty().get());
        assertTrue(model.teams().isEmpty());
        assertTrue(model.noteProperty().get().contains("Teams, their members and line-ups belong to team competitions"));
    }
}
