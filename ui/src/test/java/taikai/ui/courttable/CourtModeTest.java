package taikai.ui.courttable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.Start;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.ui.DeskFixture;
import taikai.ui.match.MarksView;
import taikai.ui.match.OpenMatch;

/**
 * Court mode against a real hall server on loopback over a copy of the sample tournament: connect
 * with a court's code, start a match from the court screen and score it, each step checked in the
 * hall laptop's files; then the hall laptop goes away, an entry waits in the outbox, and lands once
 * when it comes back. The court's TV scoreboard, opened from the court screen, follows the hall.
 */
class CourtModeTest extends CourtTableTest {
    @Start
    void start(Stage stage) {
        openDesk(stage);
    }

    private Stage board;

    /** Runs before the table's own closing: the TV's window goes first. */
    @AfterEach
    void closeBoard(FxRobot robot) {
        if (board != null) {
            robot.interact(board::close);
        }
    }

    private void connect(FxRobot robot, String court) throws Exception {
        connectOnScreen(robot, hall.code(court));
        DeskFixture.waitUntil(() -> desk.desktop.courtMode().connectedProperty().get());
    }

    @Test
    void aCourtStartsAndScoresAMatchThatLandsInTheHallsFiles(FxRobot robot) throws Exception {
        String court = hall.freeCourt();
        connect(robot, court);
        CourtModeViewModel model = desk.desktop.courtMode();
        assertEquals(court, model.courtProperty().get());
        assertTrue(!model.waiting().isEmpty(), "the court's queue is shown");
        CourtModeViewModel.QueueItem first = model.waiting().get(0);
        String competition = first.ref().competitionId();
        String match = first.ref().matchId();

        robot.clickOn("#court-start");
        DeskFixture.waitUntil(() -> model.runningProperty().get() != null && model.runningProperty().get().id().equals(match));
        assertEquals(MatchStatus.RUNNING, hall.stored(competition, match).status(), "started in the hall's files");
        assertEquals(court, hall.stored(competition, match).court());
        int linesBefore = hall.history(competition, match).size();
        List<Mark> akaBefore = hall.stored(competition, match).sideA().ippons();

        robot.clickOn("#aka-M");
        DeskFixture.waitUntil(() -> hall.stored(competition, match).sideA().ippons().size() == akaBefore.size() + 1);
        assertEquals(Mark.MEN, hall.stored(competition, match).sideA().ippons().get(akaBefore.size()));
        DeskFixture.waitUntil(() -> model.outboxProperty().get().startsWith("Nothing waits"));
        List<HistoryEntry> lines = hall.history(competition, match);
        assertEquals(linesBefore + 1, lines.size(), "one history line for the point");
        HistoryEntry last = lines.get(lines.size() - 1);
        assertEquals("court " + court, last.arrival().via());
        assertEquals("applied", last.answered().outcome());
        String row = rowOf(competition, match);
        if (hall.stored(competition, match).pool().isEmpty()) {
            assertTrue(row.contains("\"M\""), "the point is in bracket.json");
        } else {
            assertTrue(row.split(",")[5].endsWith("M"), "aka's men in IpponsA of pool-matches.csv: " + row);
        }
    }

    @Test
    void anEntryMadeWhileTheHallIsAwayWaitsThenLandsOnce(FxRobot robot) throws Exception {
        String court = hall.freeCourt();
        connect(robot, court);
        CourtModeViewModel model = desk.desktop.courtMode();
        CourtModeViewModel.QueueItem first = model.waiting().get(0);
        String competition = first.ref().competitionId();
        String match = first.ref().matchId();
        robot.clickOn("#court-start");
        DeskFixture.waitUntil(() -> model.runningProperty().get() != null && model.runningProperty().get().id().equals(match));
        int linesBefore = hall.history(competition, match).size();
        List<Mark> shiroBefore = hall.stored(competition, match).sideB().ippons();

        hall.stop();
        robot.clickOn("#shiro-K");
        DeskFixture.waitUntil(() -> robot.lookup("#court-outbox").queryAs(Label.class).getText()
                .startsWith("1 entry waiting since"));
        OpenMatch shown = model.scoring().currentProperty().get();
        assertEquals(plus(shiroBefore, Mark.KOTE), shown.match().sideB().ippons(), "the sheet shows the entry while it waits");
        assertEquals(linesBefore, hall.history(competition, match).size(), "nothing reached the hall");
        assertTrue(Files.list(CourtOutboxes.folder(courtSettings, hall.address(), court)).findAny().isPresent(),
                "the outbox is in the court laptop's settings");

        hall.start();
        DeskFixture.waitUntil(() -> hall.stored(competition, match).sideB().ippons().size() > shiroBefore.size());
        DeskFixture.waitUntil(() -> model.outboxProperty().get().startsWith("Nothing waits"));
        List<HistoryEntry> lines = hall.history(competition, match);
        assertEquals(linesBefore + 1, lines.size(), "the waiting entry landed once");
        MatchResult stored = hall.stored(competition, match);
        assertEquals(plus(shiroBefore, Mark.KOTE), stored.sideB().ippons());
    }

    @Test
    void theCourtsScoreboardShowsItsMatchesAndAPointOnceTheHallHasIt(FxRobot robot) throws Exception {
        String court = hall.freeCourt();
        connect(robot, court);
        CourtModeViewModel model = desk.desktop.courtMode();
        CourtModeViewModel.QueueItem first = model.waiting().get(0);
        String competition = first.ref().competitionId();
        String match = first.ref().matchId();
        MatchResult called = hall.stored(competition, match);
        String shiro = called.sideB().name();
        String aka = called.sideA().name();
        assertTrue(!shiro.isEmpty() && !aka.isEmpty(), "the called match has both its fighters");
        Stage table = (Stage) robot.lookup("#court-view").query().getScene().getWindow();

        robot.clickOn("#court-scoreboard");
        DeskFixture.waitUntil(() -> scoreboard(robot, court) != null);
        board = scoreboard(robot, court);
        Parent shown = board.getScene().getRoot();
        assertEquals("Court " + court, text(robot, shown, "#court"));
        assertEquals("No match is on this court right now.", text(robot, shown, "#heading"));
        assertEquals("Next: " + first.heading() + ", " + shiro + " (shiro) against " + aka + " (aka)",
                text(robot, shown, "#nextUp"));

        // On one screen the TV's window opens over the table's, and the operator clicks back to the table.
        robot.interact(table::toFront);
        robot.clickOn("#court-start");
        DeskFixture.waitUntil(() -> model.runningProperty().get() != null && model.runningProperty().get().id().equals(match));
        DeskFixture.waitUntil(() -> aka.equals(text(robot, shown, "#akaName")));
        assertEquals(shiro, text(robot, shown, "#shiroName"));
        assertTrue(robot.from(shown).lookup("#halves").query().isVisible(), "the halves show the match");
        List<Mark> akaBefore = hall.stored(competition, match).sideA().ippons();
        assertEquals(symbols(akaBefore), marks(robot, shown, "#akaMarks"));

        robot.clickOn("#aka-M");
        DeskFixture.waitUntil(() -> hall.stored(competition, match).sideA().ippons().size() == akaBefore.size() + 1);
        DeskFixture.waitUntil(() -> marks(robot, shown, "#akaMarks").size() == akaBefore.size() + 1);
        assertEquals(symbols(plus(akaBefore, Mark.MEN)), marks(robot, shown, "#akaMarks"));
        assertEquals("Court " + court, text(robot, shown, "#court"));

        robot.interact(table::toFront);
        robot.clickOn("#court-scoreboard");
        assertEquals(1, robot.listWindows().stream().filter(w -> w instanceof Stage s
                && ("Court " + court + " scoreboard").equals(s.getTitle())).count(), "a second press brings it forward");

        robot.interact(board::close);
        assertTrue(!board.isShowing());
        assertTrue(robot.listWindows().stream().noneMatch(w -> w == board), "the scoreboard's window is gone");
        board = null;
    }

    /** The showing scoreboard window of {@code court}, or null while there is none. */
    private static Stage scoreboard(FxRobot robot, String court) {
        return robot.listWindows().stream()
                .filter(w -> w instanceof Stage s && s.isShowing() && ("Court " + court + " scoreboard").equals(s.getTitle()))
                .map(Stage.class::cast).findFirst().orElse(null);
    }

    private static String text(FxRobot robot, Parent root, String id) {
        return robot.from(root).lookup(id).queryAs(Label.class).getText();
    }

    /** The marks a scoreboard half draws, as their symbols. */
    private static List<String> marks(FxRobot robot, Parent root, String id) {
        MarksView view = robot.from(root).lookup(id).queryAs(MarksView.class);
        return view.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }

    private static List<String> symbols(List<Mark> marks) {
        return marks.stream().map(Mark::symbol).toList();
    }

    @Test
    void aWrongCodeIsSaidInASentence(FxRobot robot) throws Exception {
        robot.clickOn("#start-court");
        robot.clickOn("#court-address").write(hall.address().toString());
        robot.clickOn("#court-code").write("WRONG-CODE");
        robot.clickOn("#court-connect");
        DeskFixture.waitUntil(() -> !desk.desktop.courtMode().errorProperty().get().isEmpty());
        String error = robot.lookup("#court-error").queryAs(Label.class).getText();
        assertTrue(error.startsWith("The hall laptop does not know this code"), error);
        assertTrue(!desk.desktop.courtMode().connectedProperty().get());
    }

    private static List<Mark> plus(List<Mark> marks, Mark mark) {
        List<Mark> all = new java.util.ArrayList<>(marks);
        all.add(mark);
        return all;
    }

    /** The match's row in pool-matches.csv, or bracket.json when it is a knockout match. */
    private String rowOf(String competition, String match) throws Exception {
        Path folder = hall.data.resolve("competitions").resolve(competition);
        MatchResult stored = hall.stored(competition, match);
        if (!stored.pool().isEmpty()) {
            for (String line : Files.readAllLines(folder.resolve("pool-matches.csv"))) {
                if (line.startsWith(stored.pool() + "," + stored.index() + ",")) {
                    return line;
                }
            }
        }
        return Files.readString(folder.resolve("bracket.json"));
    }
}
