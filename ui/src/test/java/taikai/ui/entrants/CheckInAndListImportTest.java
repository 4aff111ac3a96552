package taikai.ui.entrants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.app.importing.ImportField;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.tournament.Tournament;
import taikai.storage.store.TournamentStore;
import taikai.ui.DeskFixture;
import taikai.ui.shell.Section;

/**
 * The check-in desk by keyboard and scanner, and a headerless entrant list from another tournament,
 * through the real window, session and write road; each step checked in the roster file.
 */
@ExtendWith(ApplicationExtension.class)
class CheckInAndListImportTest {
    /** Name, zekken name, dojo, grade; no header; a category label among the people. */
    private static final String LIST = "Kenji Tanaka\tTANAKA\tRenbukan London\t4 dan\n"
            + "Yui Sato\tSATO\tMumeishi Amsterdam\t3D\n"
            + "Up to 2D 1st place\t\t\t\n"
            + "Pieter de Vries\tDE VRIES\tKendo Amsterdam\t2 kyu\n"
            + "Sven Larsson\tLARSSON\tMumeishi Amsterdam\tsee notes\n";

    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    private Path day(List<Player> players) throws Exception {
        Path day = root.resolve("day");
        TournamentStore store = TournamentStore.open(day);
        store.writeTournament(Tournament.create("Spring Taikai", "12-04-2027", "Sporthal Noord", List.of("A", "B")));
        store.create(CompetitionState.empty(Competition.create("men", "Men's individual", Kind.INDIVIDUAL, Format.KNOCKOUT)
                .withSchedule(s -> s.withCourts(List.of("A")))).withPlayers(players));
        return day;
    }

    private EntrantsViewModel entrants(FxRobot robot, Path day) throws Exception {
        desk.open(robot, day);
        robot.clickOn("Entrants");
        return robot.lookup("#entrants-view").queryAs(EntrantsView.class).model();
    }

    private static List<String> checkedIn(Path day) throws Exception {
        return Files.readAllLines(day.resolve("competitions/men/participants.csv")).stream()
                .filter(l -> l.endsWith(",checked_in")).map(l -> l.split(",")[1]).sorted().toList();
    }

    @Test
    void spaceChecksInTheSelectedRowsAndANumberOrATagChecksInItsEntrant(FxRobot robot) throws Exception {
        List<Player> players = new ArrayList<>();
        String[] names = {"Anna de Vries", "Luc Dubois", "Emily Smith", "Jonas Schmidt", "Marco Rossi"};
        for (int i = 0; i < names.length; i++) {
            players.add(Player.of(String.format("00000000-0000-4000-8000-%012d", i + 1), names[i], "Dojo " + i));
        }
        Path day = day(players);
        EntrantsViewModel model = entrants(robot, day);
        TableView<?> table = robot.lookup("#entrants-table").queryAs(TableView.class);

        robot.clickOn((javafx.scene.Node) robot.lookup("Anna de Vries").query());
        robot.type(KeyCode.SPACE);
        desk.awaitAnswer(robot, "Check-in of Anna de Vries", "Anna de Vries is checked in.");
        DeskFixture.waitUntil(() -> checkedIn(day).equals(List.of("Anna de Vries"))
                && model.all().stream().filter(EntrantLine::checkedIn).count() == 1);

        // Three rows selected together (shift-click or shift-arrows), then one key.
        robot.interact(() -> {
            table.getSelectionModel().clearSelection();
            table.getSelectionModel().selectRange(1, 4);
            table.requestFocus();
        });
        robot.type(KeyCode.ENTER);
        try {
            DeskFixture.waitUntil(() -> checkedIn(day).size() == 4);
        } catch (java.util.concurrent.TimeoutException late) {
            throw new AssertionError("status: " + DeskFixture.status(robot) + "; selected "
                    + table.getSelectionModel().getSelectedItems() + "; focus " + table.getScene().getFocusOwner()
                    + "; in " + checkedIn(day), late);
        }

        // Competitor numbers come with the draw: draw, then type Marco Rossi's number as a steward would.
        robot.interact(() -> desk.desktop.context().road().send("Draw of Men's individual",
                new taikai.app.road.actions.draw.GenerateDraw("men", 7)));
        desk.awaitAnswer(robot, "Draw of Men's individual", "");
        DeskFixture.waitUntil(() -> model.all().stream().noneMatch(l -> l.number().isEmpty()));
        String number = model.all().stream().filter(l -> l.name().equals("Marco Rossi")).findFirst().orElseThrow().number();
        robot.clickOn("#entrants-checkin-code").write(number.toLowerCase(java.util.Locale.ROOT)).type(KeyCode.ENTER);
        try {
            DeskFixture.waitUntil(() -> checkedIn(day).size() == 5);
        } catch (java.util.concurrent.TimeoutException late) {
            throw new AssertionError("status: " + DeskFixture.status(robot) + "; note "
                    + model.checkInNoteProperty().get() + "; lines " + model.all() + "; in " + checkedIn(day), late);
        }
        assertEquals("Checking in Marco Rossi (" + number + ").", robot.lookup("#entrants-checkin-note").queryAs(Label.class).getText());
        assertEquals("", robot.lookup("#entrants-checkin-code").queryAs(javafx.scene.control.TextField.class).getText(),
                "the field is ready for the next tag");
        // A name tag's code carries the participant id; scanning it again says the entrant is already in.
        robot.clickOn("#entrants-checkin-code").write("taikai:men/00000000-0000-4000-8000-000000000001").type(KeyCode.ENTER);
        DeskFixture.waitUntil(() -> robot.lookup("#entrants-checkin-note").queryAs(Label.class).getText()
                .startsWith("Anna de Vries (") && robot.lookup("#entrants-checkin-note").queryAs(Label.class).getText()
                .endsWith(") is already checked in."));
        assertEquals(List.of("Anna de Vries", "Emily Smith", "Jonas Schmidt", "Luc Dubois", "Marco Rossi"), checkedIn(day));
        assertTrue(model.checkInNoteProperty().get().endsWith("is already checked in."));
    }

    @Test
    void aHeaderlessListIsMappedFromItsValuesAndTheLabelIsLeftOut(FxRobot robot) throws Exception {
        Path day = day(List.of());
        EntrantsViewModel model = entrants(robot, day);

        robot.interact(() -> model.importer().readText("the pasted rows", LIST));
        DeskFixture.waitUntil(() -> model.importer().lines().size() == 5 && !model.importer().busyProperty().get());
        List<ImportField> guessed = new ArrayList<>();
        for (int column = 0; column < 4; column++) {
            guessed.add(combo(robot, column).getValue());
        }
        assertEquals(List.of(ImportField.NAME, ImportField.ZEKKEN_NAME, ImportField.DOJO, ImportField.GRADE), guessed);
        String summary = robot.lookup("#import-summary").queryAs(Label.class).getText();
        assertTrue(summary.startsWith("4 entrants to import; 1 row is flagged and left out. Look at the 1 row marked to check."),
                summary);
        assertTrue(summary.endsWith("The zekken names turn on this competition's zekken names."), summary);

        robot.clickOn("#import-confirm");
        desk.awaitAnswer(robot, "Import of 4 entrants from the pasted rows", "so the imported zekken names are kept and shown.");
        List<String> roster = Files.readAllLines(day.resolve("competitions/men/participants.csv"));
        assertEquals(4, roster.size(), roster.toString());
        assertTrue(roster.get(0).contains(",Kenji Tanaka,TANAKA,Renbukan London,4 dan,"), roster.get(0));
        assertTrue(Files.readString(day.resolve("competitions/men/config.md")).contains("with_zekken_name: true"));

        robot.interact(() -> model.importer().readText("the pasted rows", LIST));
        DeskFixture.waitUntil(() -> model.importer().lines().size() == 5 && !model.importer().busyProperty().get());
        assertEquals("0 entrants to import; 5 rows are flagged and left out.",
                robot.lookup("#import-summary").queryAs(Label.class).getText(), "the same list again ticks nobody");
    }

    @SuppressWarnings("unchecked")
    private static ComboBox<ImportField> combo(FxRobot robot, int column) {
        return robot.lookup("#import-column-" + column).queryAs(ComboBox.class);
    }
}
