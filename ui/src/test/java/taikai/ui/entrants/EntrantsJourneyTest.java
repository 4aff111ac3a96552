package taikai.ui.entrants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.app.importing.ImportField;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.tournament.Tournament;
import taikai.storage.store.TournamentStore;
import taikai.ui.DeskFixture;
import taikai.ui.shell.Section;

/**
 * The desk before the first bout, through the real window, session and write road: import a CSV file
 * of entrants into a new competition through the preview, check two of them in, draw, and withdraw
 * one with a reason; each step checked in the data folder's files.
 */
@ExtendWith(ApplicationExtension.class)
class EntrantsJourneyTest {
    private static final String CSV = "Name;Club;Kyu/Dan;E-mail\n"
            + "Anna de Vries;Kendo Amsterdam;2 dan;anna@example.org\n"
            + "Luc Dubois;Shidokan Brussels;1 kyu;\n"
            + "\"Sato; Hiroshi\";Tokyo Kendo Club;4 dan;\n"
            + "\n"
            + "Emily Smith;Mumeishi London;;emily@example.org\n"
            + "Jonas Schmidt;Kiryoku Berlin;1 dan;\n"
            + "anna de vries;kendo amsterdam;;\n"
            + "Marco Rossi;Hizen Dojo Paris;3 dan;\n"
            + "Lucia Garcia;Hizen Dojo Paris;1 dan;\n"
            + "Kenji Tanaka;Tokyo Kendo Club;5 dan;\n";

    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void importACsvThroughThePreviewCheckTwoInAndWithdrawOneWithAReason(FxRobot robot) throws Exception {
        Path day = root.resolve("day");
        TournamentStore store = TournamentStore.open(day);
        store.writeTournament(Tournament.create("Spring Taikai", "12-04-2027", "Sporthal Noord", List.of("A", "B")));
        store.create(CompetitionState.empty(Competition.create("men", "Men's individual", Kind.INDIVIDUAL, Format.KNOCKOUT)
                .withSchedule(s -> s.withCourts(List.of("A")))));
        Path csv = root.resolve("entrants.csv");
        Files.writeString(csv, CSV);
        desk.open(robot, day);
        // The file manager is the one thing not driven here: the screen is built as the app builds it, told which file was chosen.
        robot.interact(() -> desk.desktop.screens().register(Section.ENTRANTS,
                () -> EntrantsView.of(desk.desktop.context(), owner -> Optional.of(csv))));
        robot.clickOn("Entrants");
        EntrantsViewModel model = robot.lookup("#entrants-view").queryAs(EntrantsView.class).model();
        assertEquals("No entrants yet", text(robot, "#entrants-count"));

        robot.clickOn("#entrants-import-file");
        DeskFixture.waitUntil(() -> model.importer().lines().size() == 9 && !model.importer().busyProperty().get());
        assertEquals("entrants.csv: 9 rows, fields separated by semicolons; the first row names the columns.",
                text(robot, "#import-description"));
        assertEquals(ImportField.DOJO, combo(robot, 1).getValue(), "Club is the dojo");
        assertEquals(ImportField.IGNORE, combo(robot, 2).getValue(), "Kyu/Dan is not a name the guess knows");
        assertEquals(ImportField.IGNORE, combo(robot, 3).getValue());
        robot.clickOn("#import-column-2");
        robot.clickOn(visibleCell(robot, "Grade"));
        assertEquals(ImportField.GRADE, combo(robot, 2).getValue());
        assertEquals("8 entrants to import; 1 row is flagged and left out.", text(robot, "#import-summary"));
        assertTrue(cellShown(robot, "\u26A0 Repeats line 2."), "the repeated row is flagged with its sentence");
        assertEquals("", Files.exists(day.resolve("competitions/men/participants.csv"))
                ? Files.readString(day.resolve("competitions/men/participants.csv")) : "", "nothing written before the confirmation");

        robot.clickOn("#import-confirm");
        desk.awaitAnswer(robot, "Import of 8 entrants from entrants.csv", "8 entrants are imported from entrants.csv.");
        DeskFixture.waitUntil(() -> model.all().size() == 8 && !model.importer().openProperty().get());
        assertEquals("0 of 8 checked in, 8 missing", text(robot, "#entrants-count"));
        List<String> roster = Files.readAllLines(day.resolve("competitions/men/participants.csv"));
        assertEquals(8, roster.size());
        String id = "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}";
        assertTrue(roster.get(0).matches(id + ",Anna de Vries,Kendo Amsterdam,2 dan,manual"), roster.get(0));
        assertTrue(roster.get(2).matches(id + ",\"Sato; Hiroshi\",Tokyo Kendo Club,4 dan,manual")
                || roster.get(2).matches(id + ",Sato; Hiroshi,Tokyo Kendo Club,4 dan,manual"), roster.get(2));
        assertTrue(roster.get(3).matches(id + ",Emily Smith,Mumeishi London,manual"), roster.get(3));

        robot.clickOn("#checkin-Anna_de_Vries");
        desk.awaitAnswer(robot, "Check-in of Anna de Vries", "Anna de Vries is checked in.");
        robot.clickOn("#checkin-Marco_Rossi");
        desk.awaitAnswer(robot, "Check-in of Marco Rossi", "Marco Rossi is checked in.");
        DeskFixture.waitUntil(() -> text(robot, "#entrants-count").equals("2 of 8 checked in, 6 missing"));
        robot.clickOn("#entrants-show");
        robot.clickOn(visibleCell(robot, "Only the missing"));
        TableView<?> table = robot.lookup("#entrants-table").queryAs(TableView.class);
        assertEquals(6, table.getItems().size());
        roster = Files.readAllLines(day.resolve("competitions/men/participants.csv"));
        assertEquals(List.of("Anna de Vries", "Marco Rossi"), roster.stream().filter(l -> l.endsWith(",checked_in"))
                .map(l -> l.split(",")[1]).toList());

        // The draw screen is built elsewhere; it sends its action the way every screen does.
        robot.interact(() -> desk.desktop.context().road().send("Draw of Men's individual", new GenerateDraw("men", 7)));
        desk.awaitAnswer(robot, "Draw of Men's individual", "");
        DeskFixture.waitUntil(() -> model.all().stream().noneMatch(l -> l.number().isEmpty()));
        robot.clickOn("#entrants-show");
        robot.clickOn(visibleCell(robot, "Everyone"));

        robot.clickOn(visibleCell(robot, "Luc Dubois"));
        assertEquals("Luc Dubois", text(robot, "#entrant-form .form-title"));
        robot.clickOn("#entrant-withdrawal");
        robot.clickOn(visibleCell(robot, "kiken-injury: injured"));
        robot.clickOn("#entrant-reason").write("Sprained ankle in the warm-up");
        robot.clickOn("#entrant-withdraw");
        desk.awaitAnswer(robot, "Withdrawal of Luc Dubois (kiken-injury at Match ", "wins.");
        DeskFixture.waitUntil(() -> cellShown(robot, "Sprained ankle in the warm-up"));
        EntrantLine luc = model.all().stream().filter(l -> l.name().equals("Luc Dubois")).findFirst().orElseThrow();
        assertTrue(luc.statusWithReason().matches("Withdrawn: kiken-injury at Match \\d+ \u2014 Sprained ankle in the warm-up"),
                luc.statusWithReason());

        String status = Files.readString(day.resolve("competitions/men/competitor-status.yaml"));
        assertTrue(status.matches("statuses:\n    -   playerId: " + luc.id() + "\n        eligible: false\n"
                + "        reinstateable: true\n        reason: kiken-injury at (m-r1-\\d+)\n        matchId: m-r1-\\d+\n"
                + "        recordedAt: \"?\\d{4}-\\d\\d-\\d\\dT[0-9:.]+Z\"?\n"), status);
        String match = luc.barMatchId();
        String history = Files.readString(day.resolve("competitions/men/history/" + match + ".jsonl"));
        assertTrue(history.contains("\"action\":\"kiken-injury\"") && history.contains("\"reason\":\"Sprained ankle in the warm-up\""),
                history);
        assertEquals(8, Files.readAllLines(day.resolve("competitions/men/participants.csv")).size(), "a withdrawal keeps the row");
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    @SuppressWarnings("unchecked")
    private static ComboBox<ImportField> combo(FxRobot robot, int column) {
        return robot.lookup("#import-column-" + column).queryAs(ComboBox.class);
    }

    /** The visible list or table cell showing exactly {@code text}: a choice in an open list, or a row of a table. */
    private static Node visibleCell(FxRobot robot, String text) {
        return robot.lookup(n -> (n instanceof ListCell<?> || n instanceof TableCell<?, ?>) && n.isVisible()
                && n.getScene() != null && text.equals(((javafx.scene.control.Labeled) n).getText())).query();
    }

    /** Whether a table shows {@code text} in a cell: as the cell's text, or as a wrapped sentence inside it. */
    private static boolean cellShown(FxRobot robot, String text) {
        return robot.lookup(n -> n instanceof TableCell<?, ?> && ((TableCell<?, ?>) n).getText() != null
                && ((TableCell<?, ?>) n).getText().contains(text)).tryQuery().isPresent()
                || robot.lookup(n -> n instanceof javafx.scene.text.Text && n.getParent() instanceof TableCell<?, ?>
                        && ((javafx.scene.text.Text) n).getText().contains(text)).tryQuery().isPresent();
    }
}
