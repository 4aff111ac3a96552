package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.match.MatchResult;
import taikai.ui.pools.StandingLine;
import taikai.ui.problems.ProblemLine;
import taikai.ui.shell.Section;

/**
 * The organiser's day on a real folder, through the real window, session and write road: open the
 * folder, score a pool bout, see the table change, correct the result with a reason, read the
 * history, and find a broken file on the problems screen; each step checked in the files too.
 */
@ExtendWith(ApplicationExtension.class)
class JourneyTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    private Path folder() throws Exception {
        Path day = root.resolve("day");
        TestFolders.drawn(day);
        return day;
    }

    @Test
    void scoreAPoolBoutFinishItCorrectItAndReadItsHistory(FxRobot robot) throws Exception {
        Path day = folder();
        desk.open(robot, day);
        robot.clickOn("Pools");
        MatchResult bout = desk.session.lastRead().match(TestFolders.MEN, "Pool A-0").orElseThrow();
        String aka = bout.sideA().name();
        String shiro = bout.sideB().name();

        robot.clickOn("#bout-Pool_A-0");
        assertEquals(Section.SCORING, desk.desktop.shell().selectedProperty().get());
        assertEquals("Pool A, match 1", robot.lookup("#scoring-sheet .heading").queryAs(Label.class).getText());
        robot.clickOn("#aka-M");
        desk.awaitAnswer(robot, "Men for aka", "recorded.");
        robot.clickOn("#shiro-hansoku");
        desk.awaitAnswer(robot, "Hansoku for shiro", "recorded.");
        robot.clickOn("#aka-K");
        desk.awaitAnswer(robot, "Kote for aka", "recorded.");
        robot.clickOn("#finishButton");
        desk.awaitAnswer(robot, "Finish of Pool A, match 1", "recorded.");
        assertEquals("Completed: aka won", robot.lookup("#scoring-sheet .state").queryAs(Label.class).getText());

        String row = row(day, "Pool A,0,");
        assertEquals("completed", field(row, 10), row);
        assertEquals("M|K", field(row, 5), "aka's points in IpponsA");
        assertEquals("1", field(row, 8), "shiro's hansoku in HansokuB");
        assertEquals(aka, field(row, 4), "the winner");

        robot.clickOn("Pools");
        StandingLine first = standings().get(0);
        assertEquals(aka, first.name(), () -> "the table puts the winner first: " + standings());
        assertEquals(1, first.wins());
        assertEquals(aka, robot.lookup("#pool-Pool_A .standings .name").queryAllAs(Label.class).stream()
                .filter(l -> Integer.valueOf(1).equals(javafx.scene.layout.GridPane.getRowIndex(l))).findFirst().orElseThrow().getText(),
                "the first line of Pool A's table on screen");

        robot.clickOn("#bout-Pool_A-0");
        robot.clickOn("#correctButton");
        robot.clickOn("#correction-points-aka").push(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.A).write("M");
        robot.clickOn("#correction-points-shiro").write("K D");
        robot.clickOn("#correction-save");
        assertEquals("A correction needs a reason: write why the result is corrected, then save it again.",
                robot.lookup("#correction .error").queryAs(Label.class).getText(), "nothing is sent without a reason");
        robot.clickOn("#correction-reason").write("Kote was not valid; shiro scored kote and do");
        robot.clickOn("#correction-save");
        desk.awaitAnswer(robot, "Correction of Pool A, match 1", "recorded.");
        assertTrue(DeskFixture.status(robot).startsWith("Correction of Pool A, match 1"), DeskFixture.status(robot));
        assertEquals("Completed: shiro won", robot.lookup("#scoring-sheet .state").queryAs(Label.class).getText());

        row = row(day, "Pool A,0,");
        assertEquals("M", field(row, 5));
        assertEquals("K|D", field(row, 6));
        assertEquals(shiro, field(row, 4));
        assertEquals("Kote was not valid; shiro scored kote and do", field(row, 19), "CorrectionReason");
        assertEquals("admin", field(row, 14), "ResultSource");

        robot.clickOn("Pools");
        assertEquals(shiro, standings().get(0).name(), "the corrected result moves shiro up");

        robot.clickOn("#bout-Pool_A-0");
        robot.clickOn("#historyButton");
        assertEquals(Section.HISTORY, desk.desktop.shell().selectedProperty().get());
        DeskFixture.waitUntil(() -> desk.desktop.history().lines().size() == 5);
        var last = desk.desktop.history().lines().get(4);
        assertEquals("Correction from desktop", last.title());
        assertEquals("Reason given: Kote was not valid; shiro scored kote and do", last.reason());
        assertTrue(robot.lookup("#history-view .reason").queryAs(Label.class).getText().contains("Kote was not valid"));

        List<String> lines = Files.readAllLines(day.resolve("competitions/men/history/Pool A-0.jsonl"));
        assertEquals(5, lines.size(), "one line per write: three entries, the finish and the correction");
        assertTrue(lines.get(3).contains("\"action\":\"finish\""), lines.get(3));
        assertTrue(lines.get(4).contains("\"action\":\"correct\"") && lines.get(4).contains("\"via\":\"desktop\"")
                && lines.get(4).contains("\"reason\":\"Kote was not valid; shiro scored kote and do\""), lines.get(4));
    }

    @Test
    void aBrokenFileIsListedWithItsPlaceAndTheKnockoutOfAPoolCompetitionIsRepaired(FxRobot robot) throws Exception {
        Path day = folder();
        desk.open(robot, day);
        Path bracket = day.resolve("competitions/men/bracket.json");
        Files.writeString(day.resolve("competitions/women/bracket.json"), "{\n  \"rounds\": [\n    [ {\"id\": \"m-r1-0\",\n");
        Files.writeString(bracket, "{ \"rounds\": [ [ }\n");
        robot.clickOn("Problems");
        robot.clickOn("#problems-reload");
        DeskFixture.waitUntil(() -> desk.desktop.problems().problems().size() == 2);

        ProblemLine men = desk.desktop.problems().problems().stream()
                .filter(p -> p.file().equals("competitions/men/bracket.json")).findFirst().orElseThrow();
        assertEquals("1", men.line());
        assertFalse(men.column().isEmpty());
        assertTrue(men.message().startsWith("The file is not valid JSON"), men.message());
        TableView<?> table = robot.lookup("#problems-table").queryAs(TableView.class);
        assertEquals(2, table.getItems().size());
        assertTrue(robot.lookup("#repair-women").tryQuery().isEmpty(), "a direct elimination offers no repair");
        List<String> trades = robot.lookup("#problems-view .trade").queryAllAs(Label.class).stream().map(Label::getText).toList();
        assertTrue(trades.stream().anyMatch(t -> t.contains("only record of who was drawn against whom")), trades::toString);

        robot.clickOn("#repair-men");
        desk.awaitAnswer(robot, "check the pairings against the printed bracket.");
        DeskFixture.waitUntil(() -> desk.desktop.problems().problems().size() == 1);
        try (Stream<Path> files = Files.list(day.resolve("competitions/men"))) {
            List<Path> aside = files.filter(p -> p.getFileName().toString().startsWith("bracket.json.corrupt-")).toList();
            assertEquals(1, aside.size());
            assertEquals("{ \"rounds\": [ [ }\n", Files.readString(aside.get(0)), "the broken file is kept as it was");
        }
        String rebuilt = Files.readString(bracket);
        assertTrue(rebuilt.contains("Pool A-1st"), () -> "the knockout is built again from the pools: " + rebuilt);
        robot.clickOn("#problems-open-folder");
        DeskFixture.waitUntil(() -> !desk.foldersShown.isEmpty());
        assertEquals(day.toAbsolutePath().normalize(), desk.foldersShown.get(0));
    }

    @Test
    void drawThePoolsThroughTheRoadAndScoreTheirFirstBout(FxRobot robot) throws Exception {
        Path day = root.resolve("entered");
        TestFolders.entered(day);
        desk.open(robot, day);
        robot.clickOn("Pools");
        assertEquals("No pools have been drawn for this competition yet.",
                robot.lookup("#pools-view .note").queryAs(Label.class).getText());

        // The draw screen is built elsewhere; it sends its action the way every screen does.
        robot.interact(() -> desk.desktop.context().road().send("Draw of Men's individual",
                new taikai.app.road.actions.draw.GenerateDraw(TestFolders.MEN, 7)));
        desk.awaitAnswer(robot, "Draw of Men's individual", "");
        DeskFixture.waitUntil(() -> desk.desktop.pools().pools().size() == 3);
        assertTrue(Files.readString(day.resolve("competitions/men/pools.csv")).startsWith("Pool A,"));
        assertTrue(robot.lookup("#pool-Pool_C").tryQuery().isPresent());

        robot.clickOn("#bout-Pool_A-0");
        robot.clickOn("#shiro-M");
        desk.awaitAnswer(robot, "Men for shiro in Pool A, match 1", "recorded.");
        assertTrue(row(day, "Pool A,0,").contains(",M,"), "shiro's men in IpponsB");
    }

    private List<StandingLine> standings() {
        return desk.desktop.pools().pools().stream().filter(p -> p.name().equals("Pool A")).findFirst().orElseThrow().standings();
    }

    private static String row(Path day, String start) throws Exception {
        return Files.readAllLines(day.resolve("competitions/men/pool-matches.csv")).stream()
                .filter(line -> line.startsWith(start)).findFirst().orElseThrow();
    }

    /** A field of a pool-matches.csv row whose cells hold no commas (file-formats, "pool-matches.csv"). */
    private static String field(String row, int index) {
        return Arrays.asList(row.split(",", -1)).get(index);
    }
}
