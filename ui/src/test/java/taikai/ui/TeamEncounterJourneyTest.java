package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.competition.CompetitionState;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.storage.store.TournamentStore;
import taikai.ui.scoring.RepresentativePicks;
import taikai.ui.shell.Section;

/**
 * A knockout team encounter scored through the window: bout by bout to a level result, both
 * representatives picked, the representative bout fought and the encounter finished; bracket.json and
 * the match's history file say so.
 */
@ExtendWith(ApplicationExtension.class)
class TeamEncounterJourneyTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void aLevelEncounterIsDecidedByTheRepresentativeBout(FxRobot robot) throws Exception {
        Path day = root.resolve("teams");
        TournamentStore store = TeamFolders.called(day);
        MatchResult before = read(store).findMatch("m-r1-0").orElseThrow();
        int akaTeam = index(before.sideA().participantId());
        int shiroTeam = index(before.sideB().participantId());
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TeamFolders.TEAMS));
        robot.clickOn("Bracket");
        robot.clickOn("#box-m-r1-0");
        assertEquals(Section.SCORING, desk.desktop.shell().selectedProperty().get());

        // Bout 1 to aka, bout 2 to shiro, bout 3 a draw: one victory and one point each.
        clickSeen(robot, "#bout-0");
        clickSeen(robot, "#aka-M");
        desk.awaitAnswer(robot, "Men for aka in Match 1, 1", "recorded.");
        clickSeen(robot, "#bout-1");
        clickSeen(robot, "#shiro-K");
        desk.awaitAnswer(robot, "Kote for shiro in Match 1, 2", "recorded.");
        clickSeen(robot, "#bout-2");
        clickSeen(robot, "#hikiwakeButton");
        desk.awaitAnswer(robot, "Hikiwake in Match 1, 3", "recorded.");
        assertTrue(robot.lookup("#representative-picks").query().isVisible(), "a level encounter asks for representatives");

        pick(robot, "aka", TeamFolders.person(akaTeam, 2));
        clickSeen(robot, "#pick-aka-button");
        desk.awaitAnswer(robot, "Representative for aka in Match 1: " + TeamFolders.person(akaTeam, 2), "recorded.");
        pick(robot, "shiro", TeamFolders.person(shiroTeam, 3));
        clickSeen(robot, "#pick-shiro-button");
        desk.awaitAnswer(robot, "Representative for shiro in Match 1: " + TeamFolders.person(shiroTeam, 3), "recorded.");

        DeskFixture.waitUntil(() -> robot.lookup("#bout--1").tryQuery().isPresent());
        clickSeen(robot, "#bout--1");
        clickSeen(robot, "#aka-D");
        desk.awaitAnswer(robot, "Do for aka in Match 1, Daihyosen", "recorded.");
        clickSeen(robot, "#finishButton");
        desk.awaitAnswer(robot, "Finish of Match 1", "recorded.");
        assertEquals("Completed: aka won by daihyosen", robot.lookup("#scoring-sheet .state").queryAs(Label.class).getText());

        MatchResult after = read(store).findMatch("m-r1-0").orElseThrow();
        assertEquals(Decision.DAIHYOSEN, after.verdict().decision());
        assertEquals(before.sideA().participantId(), after.verdict().winnerId());
        assertEquals(TeamFolders.memberId(akaTeam, 2), after.sideA().repMemberId());
        assertEquals(TeamFolders.memberId(shiroTeam, 3), after.sideB().repMemberId());
        SubBout rep = after.subBouts().stream().filter(SubBout::isRepresentative).findFirst().orElseThrow();
        assertEquals(TeamFolders.memberId(akaTeam, 2), rep.sideAMemberId());
        assertEquals(TeamFolders.memberId(shiroTeam, 3), rep.sideBMemberId());
        assertEquals(TeamFolders.memberId(akaTeam, 2), rep.winnerMemberId(), "the bout's winner is the picked member");
        String bracket = Files.readString(day.resolve("competitions/teams/bracket.json"));
        assertTrue(bracket.contains("\"decision\": \"daihyosen\""), bracket);
        assertTrue(bracket.contains("\"repMemberIdA\": \"" + TeamFolders.memberId(akaTeam, 2) + "\""), bracket);
        assertEquals(before.sideA().name(), read(store).bracket().rounds().get(1).get(0).result().sideA().name(),
                "the winner goes on to the final");

        List<String> history = Files.readAllLines(day.resolve("competitions/teams/history/m-r1-0.jsonl"));
        assertEquals(7, history.size(), "three bouts, two picks, the representative bout and the finish: " + history);
        assertTrue(history.get(3).contains("\"action\":\"pick\"") && history.get(3).contains("pickA"), history.get(3));
        assertTrue(history.get(4).contains("\"action\":\"pick\"") && history.get(4).contains("pickB"), history.get(4));
        assertTrue(history.get(6).contains("\"action\":\"finish\"") && history.get(6).contains("\"via\":\"desktop\""),
                history.get(6));
    }

    /** The sheet scrolls: bring the node into its view first, then click it, as a person would. */
    private static void clickSeen(FxRobot robot, String query) {
        robot.interact(() -> {
            Node node = robot.lookup(query).query();
            ScrollPane sheet = robot.lookup("#scoring-sheet .sheet-scroll").queryAs(ScrollPane.class);
            Node content = sheet.getContent();
            Bounds at = content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
            double room = content.getBoundsInLocal().getHeight() - sheet.getViewportBounds().getHeight();
            double top = at.getMinY() - sheet.getViewportBounds().getHeight() / 3;
            sheet.setVvalue(room <= 0 ? 0 : Math.max(0, Math.min(1, top / room)));
        });
        robot.clickOn(query);
    }

    private static void pick(FxRobot robot, String side, String name) {
        @SuppressWarnings("unchecked")
        ComboBox<RepresentativePicks.Choice> box = robot.lookup("#pick-" + side).queryAs(ComboBox.class);
        robot.interact(() -> box.setValue(box.getItems().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow()));
    }

    private static CompetitionState read(TournamentStore store) {
        return store.competition(TeamFolders.TEAMS).read().state().orElseThrow();
    }

    private static int index(String teamId) {
        return Integer.parseInt(teamId.substring(teamId.length() - 1));
    }
}
