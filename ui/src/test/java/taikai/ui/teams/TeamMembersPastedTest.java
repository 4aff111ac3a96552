package taikai.ui.teams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.entrant.TeamLineup;
import taikai.storage.store.TournamentStore;
import taikai.ui.DeskFixture;
import taikai.ui.TeamFolders;

/**
 * The teams screen's day-of-the-event help: members pasted as rows from a spreadsheet, nothing shown
 * for no team, and a match's line-up copied from the one before it in one action.
 */
@ExtendWith(ApplicationExtension.class)
class TeamMembersPastedTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void pastedRowsBecomeMembers_noTeamShowsNoRows_andALineupIsCopiedFromThePreviousOne(FxRobot robot) throws Exception {
        Path day = root.resolve("cup");
        TournamentStore store = TeamFolders.called(day);
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TeamFolders.TEAMS));
        robot.clickOn("Teams");
        String team = store.read().competition(TeamFolders.TEAMS).orElseThrow().state().orElseThrow().bracket().rounds()
                .get(0).get(0).result().sideA().participantId();
        int index = Integer.parseInt(team.substring(team.length() - 1));
        robot.interact(() -> desk.desktop.teams().selectTeam(team));
        String name = desk.desktop.teams().selectedProperty().get().name();

        robot.clickOn("#member-paste");
        robot.clickOn("#member-rows").write("Name\tGrade\nYuki Tanaka\t3 dan\n" + TeamFolders.person(index, 1) + "\t4 dan\n"
                + "Kenji Sato\t2 dan");
        robot.clickOn("#member-add-rows");
        desk.awaitAnswer(robot, "New member Kenji Sato for " + name, ".");
        String members = Files.readString(day.resolve("competitions/teams/team-members.yaml"));
        assertTrue(members.contains("Yuki Tanaka") && members.contains("Kenji Sato"), members);
        assertEquals(1, members.split(TeamFolders.person(index, 1), -1).length - 1, "a name the team has is not added again");

        robot.interact(() -> desk.desktop.teams().chooseLineup("m-r1-0"));
        robot.clickOn("#lineup-copy");
        desk.awaitAnswer(robot, "Line-up of " + name + " for ", ".");
        DeskFixture.waitUntil(() -> robot.lookup("#in-force-m-r1-0").queryAs(Label.class).getText()
                .equals("Its own line-up for this match"));
        TeamLineup own = store.read().competition(TeamFolders.TEAMS).orElseThrow().state().orElseThrow().lineups().stream()
                .filter(l -> l.matchId().equals("m-r1-0") && l.teamId().equals(team)).findFirst().orElseThrow();
        assertEquals(Map.of("1", TeamFolders.memberId(index, 1), "2", TeamFolders.memberId(index, 2), "3",
                TeamFolders.memberId(index, 3)), own.memberIds(), "the starting line-up, copied whole onto match 1");

        robot.interact(() -> desk.desktop.teams().selectTeam(null));
        assertTrue(robot.lookup("#member-name-1").tryQuery().isEmpty(), "no member rows without a team");
        assertTrue(robot.lookup("#lineup-1").tryQuery().isEmpty(), "no line-up rows without a team");
        assertTrue(robot.lookup("#member-rows").tryQuery().map(n -> !n.isVisible() || !n.getParent().isVisible()).orElse(true));
    }
}
