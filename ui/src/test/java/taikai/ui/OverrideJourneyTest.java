package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.entrant.Overrides;
import taikai.storage.bracket.BracketFile;
import taikai.storage.overrides.OverridesFile;
import taikai.storage.problem.Problems;
import taikai.ui.pools.StandingLine;
import taikai.ui.shell.Section;

/**
 * The organiser's overrides on the real window, session and write road: a pool place set with a
 * reason and removed again, a knockout winner decided from the scoring sheet and taken back from the
 * bracket, and a held correction announced in a notice. Each step is checked in the files.
 */
@ExtendWith(ApplicationExtension.class)
class OverrideJourneyTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    private Path underWay() throws Exception {
        Path day = root.resolve("day");
        TestFolders.underWay(day);
        return day;
    }

    private static Overrides overrides(Path day, String competition) throws Exception {
        Path file = day.resolve("competitions/" + competition + "/overrides.json");
        return Files.exists(file) ? OverridesFile.read("overrides.json", Files.readString(file), new Problems()) : Overrides.NONE;
    }

    private static Bracket bracket(Path day, String competition) throws Exception {
        return BracketFile.read("bracket.json", Files.readString(day.resolve("competitions/" + competition + "/bracket.json")),
                new Problems());
    }

    private List<StandingLine> poolA() {
        return desk.desktop.pools().pools().stream().filter(p -> p.name().equals("Pool A")).findFirst().orElseThrow().standings();
    }

    /** The text of the label in {@code column} of the table's line {@code row} (1 for the first place) on screen. */
    private static String cell(FxRobot robot, String style, int row) {
        return robot.lookup("#pool-Pool_A .standings ." + style).queryAllAs(Label.class).stream()
                .filter(l -> Integer.valueOf(row).equals(GridPane.getRowIndex(l))).findFirst().orElseThrow().getText();
    }

    @Test
    void aPoolPlaceIsOverriddenWithAReasonMarkedOnTheTableAndRemovedAgain(FxRobot robot) throws Exception {
        Path day = underWay();
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TestFolders.MEN));
        robot.clickOn("Pools");
        StandingLine last = poolA().get(poolA().size() - 1);
        assertFalse(last.overridden());

        robot.clickOn("#place-menu-Pool_A-" + last.rank());
        robot.clickOn("Override place\u2026");
        assertTrue(robot.lookup("#place-override").query().isVisible(), "the form opens");
        assertTrue(robot.lookup("#place-override").queryAs(javafx.scene.layout.VBox.class).getChildren().stream()
                .filter(Label.class::isInstance).map(n -> ((Label) n).getText())
                .anyMatch(t -> t.startsWith("The organiser fixes this place whatever the results")), "the form says what an override does");
        robot.clickOn("#place-override-place").push(KeyCode.CONTROL, KeyCode.A).write("1");
        robot.clickOn("#place-override-save");
        assertEquals("An override needs a reason: write why " + last.name() + " is placed there, then save it.",
                robot.lookup("#place-override .error").queryAs(Label.class).getText(), "nothing is sent without a reason");
        assertEquals(Overrides.NONE, overrides(day, TestFolders.MEN), "nothing was written");

        robot.clickOn("#place-override-reason").write("Opponent withdrew injured after the pool");
        robot.clickOn("#place-override-save");
        desk.awaitAnswer(robot, last.name() + " placed 1 in Pool A", "by the organiser's decision.");

        assertEquals(Map.of("Pool A", Map.of(last.name(), 1)), overrides(day, TestFolders.MEN).poolRanks());
        assertEquals(Map.of("Pool A", Map.of(last.name(), "Opponent withdrew injured after the pool")),
                overrides(day, TestFolders.MEN).poolRankReasons());
        StandingLine first = poolA().get(0);
        assertEquals(last.name(), first.name());
        assertTrue(first.overridden());
        assertEquals(last.name(), cell(robot, "name", 1), "the table on screen puts the entrant first");
        assertEquals("Set by the organiser: Opponent withdrew injured after the pool", cell(robot, "separation", 1));
        assertTrue(cell(robot, "place", 1).endsWith("\u270E"), "the place is marked as set by the organiser");
        assertFalse(robot.lookup("#place-override").query().isVisible(), "the form closes once sent");

        robot.clickOn("#place-menu-Pool_A-1");
        robot.clickOn("Remove override");
        robot.clickOn("#place-override-save");
        assertEquals("Removing an override needs a reason: write why the results decide the place again, then remove it.",
                robot.lookup("#place-override .error").queryAs(Label.class).getText());
        robot.clickOn("#place-override-reason").write("Entered on the wrong pool");
        robot.clickOn("#place-override-save");
        desk.awaitAnswer(robot, "Removal of the place override of " + last.name(), "by the results again.");

        assertTrue(overrides(day, TestFolders.MEN).poolRanks().isEmpty(), "overrides.json has no rank left");
        assertEquals(last.name(), poolA().get(poolA().size() - 1).name(), "the results place the entrant last again");
        assertFalse(poolA().stream().anyMatch(StandingLine::overridden));
        String history = Files.readString(day.resolve("competitions/men/history/_competition.jsonl"));
        assertTrue(history.contains("Opponent withdrew injured after the pool") && history.contains("Entered on the wrong pool"),
                "both reasons are kept in the history: " + history);
    }

    @Test
    void aKnockoutWinnerIsOverriddenFromTheScoringSheetAndRemovedFromTheBracket(FxRobot robot) throws Exception {
        Path day = underWay();
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TestFolders.WOMEN));
        BracketMatch before = bracket(day, TestFolders.WOMEN).find("m-r1-0").orElseThrow();
        String aka = before.result().sideA().participantId();
        String shiro = before.result().sideB().participantId();
        assertEquals(aka, bracket(day, TestFolders.WOMEN).find("m-r2-0").orElseThrow().result().sideA().participantId(),
                "aka won the first match and waits in the next");

        robot.clickOn("Bracket");
        robot.clickOn("#box-m-r1-0");
        assertEquals(Section.SCORING, desk.desktop.shell().selectedProperty().get());
        assertFalse(robot.lookup("#removeWinnerOverrideButton").query().isVisible(), "no override to remove yet");
        robot.clickOn("#overrideWinnerButton");
        robot.clickOn("#scoring-sheet #winner-override-reason").write("Aka's men was struck after the end of time");
        robot.clickOn("#scoring-sheet #winner-override-save");
        assertEquals("Choose the winner: aka (" + before.result().sideA().name() + ") or shiro (" + before.result().sideB().name()
                + ").", robot.lookup("#scoring-sheet #winner-override .error").queryAs(Label.class).getText());
        robot.clickOn("#scoring-sheet #winner-override-shiro");
        robot.clickOn("#scoring-sheet #winner-override-save");
        desk.awaitAnswer(robot, "Winner of Match 1 set to " + before.result().sideB().name(), "by the organiser's decision.");

        Bracket decided = bracket(day, TestFolders.WOMEN);
        assertTrue(decided.find("m-r1-0").orElseThrow().overridden(), "bracket.json marks the match overridden");
        assertEquals(shiro, decided.find("m-r1-0").orElseThrow().result().verdict().winnerId());
        assertEquals(shiro, decided.find("m-r2-0").orElseThrow().result().sideA().participantId(),
                "shiro moves on to the next round in aka's place");
        assertEquals(Map.of("m-r1-0", "Aka's men was struck after the end of time"),
                overrides(day, TestFolders.WOMEN).winnerReasons());
        assertEquals(Map.of("m-r1-0", before.result().sideB().name()), overrides(day, TestFolders.WOMEN).winners());
        assertTrue(robot.lookup("#removeWinnerOverrideButton").query().isVisible(), "the sheet offers to remove it");

        robot.clickOn("Bracket");
        Node box = robot.lookup("#box-m-r1-0").query();
        assertTrue(box.getPseudoClassStates().contains(javafx.css.PseudoClass.getPseudoClass("overridden")),
                "the bracket box marks the overridden match");
        robot.rightClickOn(box);
        robot.clickOn("Remove winner override");
        assertEquals(Section.BRACKET, desk.desktop.shell().selectedProperty().get(), "the menu leaves the bracket on screen");
        assertTrue(robot.lookup("#bracket-view #winner-override").query().isVisible(), "the form opens above the tree");
        robot.clickOn("#bracket-view #winner-override-reason").write("The referee confirmed the men in time");
        robot.clickOn("#bracket-view #winner-override-save");
        desk.awaitAnswer(robot, "Removal of the winner override of Match", ".");
        assertTrue(DeskFixture.status(robot).contains("Removal of the winner override"), DeskFixture.status(robot));

        Bracket after = bracket(day, TestFolders.WOMEN);
        assertFalse(after.find("m-r1-0").orElseThrow().overridden());
        assertEquals(aka, after.find("m-r1-0").orElseThrow().result().verdict().winnerId(), "the result decides again");
        assertEquals(aka, after.find("m-r2-0").orElseThrow().result().sideA().participantId(), "aka is back in the next round");
        assertTrue(overrides(day, TestFolders.WOMEN).winners().isEmpty());
        // The tree is drawn again from each read of the folder: wait for the box of this read.
        DeskFixture.waitUntil(() -> robot.lookup("#box-m-r1-0").tryQuery().isPresent());
        assertFalse(robot.lookup("#box-m-r1-0").query().getPseudoClassStates()
                .contains(javafx.css.PseudoClass.getPseudoClass("overridden")), "the box is no longer marked");
    }

    @Test
    void aHeldCorrectionIsAnnouncedInANoticeThatNamesWhatWasKeptInTheHistory(FxRobot robot) throws Exception {
        Path day = underWay();
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TestFolders.WOMEN));
        robot.clickOn("Bracket");
        robot.clickOn("#box-m-r1-0");
        assertFalse(robot.lookup("#held-notice").query().isVisible());

        // A knockout match cannot end level: the road holds a correction that leaves it tied.
        robot.clickOn("#correctButton");
        robot.clickOn("#correction-points-aka").push(KeyCode.CONTROL, KeyCode.A).write("M");
        robot.clickOn("#correction-points-shiro").push(KeyCode.CONTROL, KeyCode.A).write("M");
        robot.clickOn("#correction-reason").write("Recount of the flags");
        robot.clickOn("#correction-save");
        DeskFixture.waitUntil(() -> robot.lookup("#held-notice").query().isVisible());
        desk.settle();

        String notice = robot.lookup("#held-notice .held-text").queryAs(Label.class).getText();
        assertTrue(notice.startsWith("Kept in the match's history, not applied: the scoreline (points and fouls) and the verdict"
                + " (winner and decision). "), notice);
        assertTrue(notice.contains(DeskFixture.status(robot)), "the notice carries the status line's words: " + notice);
        assertTrue(DeskFixture.status(robot).contains("history"), DeskFixture.status(robot));
        List<String> lines = Files.readAllLines(day.resolve("competitions/women/history/m-r1-0.jsonl"));
        assertTrue(lines.get(lines.size() - 1).contains("\"held\""), "the history keeps the held change: " + lines);

        robot.clickOn("#held-notice-dismiss");
        assertFalse(robot.lookup("#held-notice").query().isVisible());
    }
}
