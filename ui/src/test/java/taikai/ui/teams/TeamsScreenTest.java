package taikai.ui.teams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.storage.store.TournamentStore;
import taikai.ui.DeskFixture;
import taikai.ui.TeamFolders;
import taikai.ui.TestFolders;

/**
 * The teams screen on a real stage and folder: members added and renamed, a duplicate name refused
 * with the road's sentence, line-ups saved, each checked in team-members.yaml and lineups.yaml.
 */
@ExtendWith(ApplicationExtension.class)
class TeamsScreenTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void membersAreAddedAndRenamedADuplicateIsRefusedAndTheStartingLineupIsSaved(FxRobot robot) throws Exception {
        Path day = root.resolve("teams");
        TournamentStore store = TeamFolders.entered(day);
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TeamFolders.TEAMS));
        robot.clickOn("Teams");
        assertEquals("Kendo Amsterdam", desk.desktop.teams().selectedProperty().get().name());
        Path members = day.resolve("competitions/teams/team-members.yaml");

        robot.clickOn("#member-new").write("Yuki Tanaka");
        robot.clickOn("#member-add");
        desk.awaitAnswer(robot, "New member Yuki Tanaka for Kendo Amsterdam", "Yuki Tanaka joins Kendo Amsterdam as member 6.");
        assertTrue(Files.readString(members).contains("Yuki Tanaka"));
        assertEquals("Yuki Tanaka joins Kendo Amsterdam as member 6.", feedback(robot));

        robot.doubleClickOn("#member-name-2").push(KeyCode.CONTROL, KeyCode.A).write("Pieter Jansen-Smit");
        robot.clickOn("#member-rename-2");
        desk.awaitAnswer(robot, "Rename of Pieter Jansen (2) to Pieter Jansen-Smit", "is now called Pieter Jansen-Smit.");
        assertEquals("Pieter Jansen-Smit", member(store, 0, 2).name());

        robot.doubleClickOn("#member-name-3").push(KeyCode.CONTROL, KeyCode.A).write("anna de vries");
        robot.clickOn("#member-rename-3");
        desk.awaitAnswer(robot, "Rename of Sofia Smit (3) to anna de vries", "choose a different name.");
        assertEquals("The team already has a member named anna de vries; choose a different name.", feedback(robot),
                "the road's refusal is shown on the screen");
        assertEquals("Sofia Smit", member(store, 0, 3).name(), "nothing was written");
        String yuki = desk.desktop.teams().members().stream().filter(m -> m.name().equals("Yuki Tanaka")).findFirst().orElseThrow().id();

        pick(robot, "3", "Yuki Tanaka");
        robot.clickOn("#lineup-save");
        desk.awaitAnswer(robot, "Starting line-up of Kendo Amsterdam", "is saved: 3.");
        TeamLineup starting = lineups(store).stream().filter(l -> l.teamId().equals(TeamFolders.teamId(0)) && l.isStarting())
                .findFirst().orElseThrow();
        assertEquals(Map.of("1", TeamFolders.memberId(0, 1), "2", TeamFolders.memberId(0, 2), "3", yuki), starting.memberIds(),
                "only position 3 was written; 1 and 2 kept theirs");
        String file = Files.readString(day.resolve("competitions/teams/lineups.yaml"));
        assertTrue(file.contains("Yuki Tanaka") && file.contains(yuki), file);
    }

    @Test
    void aLineupSavedForAMatchIsTheOneInForceThere(FxRobot robot) throws Exception {
        Path day = root.resolve("called");
        TournamentStore store = TeamFolders.called(day);
        CompetitionState state = store.competition(TeamFolders.TEAMS).read().state().orElseThrow();
        String teamId = state.bracket().rounds().get(0).get(0).result().sideA().participantId();
        int team = Integer.parseInt(teamId.substring(teamId.length() - 1));
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TeamFolders.TEAMS));
        robot.clickOn("Teams");
        robot.interact(() -> desk.desktop.teams().selectTeam(teamId));
        assertEquals("The starting line-up", robot.lookup("#in-force-m-r1-0").queryAs(Label.class).getText());
        assertEquals("The competition has started: members can still be added and renamed, but no name can be cleared.",
                desk.desktop.teams().noteProperty().get());
        assertTrue(robot.lookup("#member-clear-1").query().isDisabled(), "no name is cleared once started");

        robot.interact(() -> desk.desktop.teams().chooseLineup("m-r1-0"));
        pick(robot, "2", TeamFolders.person(team, 5));
        robot.clickOn("#lineup-save");
        desk.awaitAnswer(robot, "Line-up of " + state.findPlayer(teamId).orElseThrow().name() + " for Match 1", "is saved: 2.");
        DeskFixture.waitUntil(() -> robot.lookup("#in-force-m-r1-0").queryAs(Label.class).getText()
                .equals("Its own line-up for this match"));
        TeamLineup own = lineups(store).stream().filter(l -> l.matchId().equals("m-r1-0")).findFirst().orElseThrow();
        assertEquals(Map.of("1", TeamFolders.memberId(team, 1), "2", TeamFolders.memberId(team, 5), "3",
                TeamFolders.memberId(team, 3)), own.memberIds(), "started from the line-up in force, position 2 changed");
        assertEquals(1, lineups(store).stream().filter(l -> l.teamId().equals(teamId) && l.isStarting()).count());
        assertTrue(Files.readString(day.resolve("competitions/teams/lineups.yaml")).contains("matchId: m-r1-0"));
    }

    @Test
    void anIndividualCompetitionSaysTeamsBelongToTeamCompetitions(FxRobot robot) throws Exception {
        Path day = root.resolve("men");
        TestFolders.entered(day);
        desk.open(robot, day);
        robot.clickOn("Teams");
        assertEquals("Men's individual is an individual competition. Teams, their members and line-ups belong to team"
                + " competitions: choose one in the list above.", desk.desktop.teams().noteProperty().get());
        assertFalse(robot.lookup("#teams-list").query().isVisible());
        assertFalse(Files.exists(day.resolve("competitions/men/team-members.yaml")));
    }

    private static void pick(FxRobot robot, String position, String name) {
        @SuppressWarnings("unchecked")
        ComboBox<TeamLines.Member> box = robot.lookup("#lineup-" + position).queryAs(ComboBox.class);
        robot.interact(() -> box.setValue(box.getItems().stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow()));
    }

    private static String feedback(FxRobot robot) {
        return robot.lookup("#teams-feedback").queryAs(Label.class).getText();
    }

    private static TeamMember member(TournamentStore store, int team, int index) {
        return store.competition(TeamFolders.TEAMS).read().state().orElseThrow().teamMembers().get(TeamFolders.teamId(team))
                .stream().filter(m -> m.index() == index).findFirst().orElseThrow();
    }

    private static List<TeamLineup> lineups(TournamentStore store) {
        return store.competition(TeamFolders.TEAMS).read().state().orElseThrow().lineups();
    }
}
