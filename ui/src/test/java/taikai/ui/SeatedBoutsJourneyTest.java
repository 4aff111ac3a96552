package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.storage.store.TournamentStore;
import taikai.ui.teams.TeamLines;

/**
 * The day as an organiser runs it: the encounter is drawn with no line-ups, the sheet says which teams
 * have none, the starting line-ups are saved on the Teams screen, and bout 1 is scored on the sheet
 * straight away; bracket.json then holds the bout with both fighters' names and member ids.
 */
@ExtendWith(ApplicationExtension.class)
class SeatedBoutsJourneyTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void startingLineupsSavedOnTheTeamsScreenSeatTheBoutsAndBoutOneIsScored(FxRobot robot) throws Exception {
        Path day = root.resolve("teams");
        TournamentStore store = TeamFolders.drawnWithoutLineups(day);
        MatchResult before = store.competition(TeamFolders.TEAMS).read().state().orElseThrow().findMatch("m-r1-0").orElseThrow();
        int aka = index(before.sideA().participantId());
        int shiro = index(before.sideB().participantId());
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TeamFolders.TEAMS));

        robot.clickOn("Bracket");
        robot.clickOn("#box-m-r1-0");
        assertEquals("No bouts are set for this encounter yet: " + before.sideA().name() + " and " + before.sideB().name()
                + " have no line-up. Enter their starting line-ups on the Teams screen, or a line-up for this match.",
                robot.lookup("#scoring-sheet .tally").queryAs(Label.class).getText());

        robot.clickOn("Teams");
        for (int team : List.of(aka, shiro)) {
            robot.interact(() -> desk.desktop.teams().selectTeam(TeamFolders.teamId(team)));
            for (int position = 1; position <= 3; position++) {
                pick(robot, Integer.toString(position), TeamFolders.person(team, position));
            }
            robot.clickOn("#lineup-save");
            desk.awaitAnswer(robot, "Starting line-up of " + before.side(team == aka).name(), "is saved: 1, 2, 3.");
        }

        robot.clickOn("Bracket");
        robot.clickOn("#box-m-r1-0");
        DeskFixture.waitUntil(() -> robot.lookup("#bout-0").tryQuery().isPresent());
        robot.clickOn("#bout-0");
        robot.clickOn("#aka-M");
        desk.awaitAnswer(robot, "Men for aka in Match 1, 1", "recorded.");

        SubBout one = store.competition(TeamFolders.TEAMS).read().state().orElseThrow().findMatch("m-r1-0").orElseThrow()
                .subBouts().get(0);
        assertEquals(List.of(TeamFolders.memberId(aka, 1), TeamFolders.person(aka, 1), TeamFolders.memberId(shiro, 1),
                TeamFolders.person(shiro, 1)), List.of(one.sideAMemberId(), one.sideA(), one.sideBMemberId(), one.sideB()));
        String bracket = Files.readString(day.resolve("competitions/teams/bracket.json"));
        for (String expected : List.of(TeamFolders.memberId(aka, 1), TeamFolders.person(aka, 1), TeamFolders.memberId(shiro, 1),
                TeamFolders.person(shiro, 1))) {
            assertTrue(bracket.contains("\"" + expected + "\""), () -> "bracket.json lacks " + expected + ": " + bracket);
        }
    }

    private static void pick(FxRobot robot, String position, String name) {
        @SuppressWarnings("unchecked")
        ComboBox<TeamLines.Member> box = robot.lookup("#lineup-" + position).queryAs(ComboBox.class);
        robot.interact(() -> box.setValue(box.getItems().stream().filter(m -> m.name().equals(name)).findFirst().orElseThrow()));
    }

    private static int index(String teamId) {
        return Integer.parseInt(teamId.substring(teamId.length() - 1));
    }
}
