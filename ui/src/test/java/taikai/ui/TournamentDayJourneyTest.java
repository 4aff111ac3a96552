package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.match.MatchResult;
import taikai.ui.draw.DrawPreview;
import taikai.ui.entrants.EntrantLine;
import taikai.ui.entrants.EntrantsView;
import taikai.ui.entrants.EntrantsViewModel;
import taikai.ui.pools.StandingLine;
import taikai.ui.shell.Section;

/**
 * A tournament from nothing to a corrected result, in one run of the real window, session and write
 * road: create the tournament on the start screen, add a competition, import its entrants from a CSV
 * file, check them in, draw the pools with a preview, score a pool bout with two points and a
 * hansoku, finish it, see the table change, correct it with a reason and read its history line. Each
 * step is checked in the data folder's files, as a person opening them would see them.
 */
@ExtendWith(ApplicationExtension.class)
class TournamentDayJourneyTest {
    private static final String CSV = "Name,Dojo,Grade\n"
            + "Anna de Vries,Kendo Amsterdam,2 dan\n"
            + "Luc Dubois,Shidokan Brussels,1 kyu\n"
            + "Hiroshi Sato,Tokyo Kendo Club,4 dan\n"
            + "Emily Smith,Mumeishi London,1 dan\n"
            + "Jonas Schmidt,Kiryoku Berlin,1 dan\n"
            + "Marco Rossi,Hizen Dojo Paris,3 dan\n"
            + "Lucia Garcia,Kendo Club Milano,1 dan\n"
            + "Kenji Tanaka,Tokyo Kendo Club,5 dan\n";

    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void createImportCheckInDrawScoreCorrectAndReadTheHistory(FxRobot robot) throws Exception {
        Path day = root.resolve("autumn-taikai");
        Path men = day.resolve("competitions/men-s-individual");
        Path csv = root.resolve("registrations.csv");
        Files.writeString(csv, CSV);

        // Create the tournament.
        type(robot, "#start-name", "Autumn Taikai 2027");
        type(robot, "#start-date", "09-10-2027");
        type(robot, "#start-venue", "Sporthal West");
        type(robot, "#start-folder", day.toString());
        robot.clickOn("#start-create");
        DeskFixture.waitUntil(() -> desk.session.snapshotProperty().get() != null && !desk.session.busyProperty().get());
        assertTrue(Files.readString(day.resolve("tournament.md")).startsWith("---\nname: Autumn Taikai 2027\n"));

        // Add a competition: pools of four, then a knockout.
        robot.clickOn("Competitions");
        robot.clickOn("#competitions-new");
        type(robot, "#competition-name", "Men's Individual");
        robot.clickOn("#competition-save");
        desk.awaitAnswer(robot, "New competition Men's Individual", "individual, pools then knockout.");
        String config = Files.readString(men.resolve("config.md"));
        assertTrue(config.contains("\nformat: mixed\npool_size: 4\n"), config);

        // Import the entrants from a CSV file through the preview.
        robot.interact(() -> desk.desktop.shell().selectCompetition("men-s-individual"));
        robot.interact(() -> desk.desktop.screens().register(Section.ENTRANTS,
                () -> EntrantsView.of(desk.desktop.context(), owner -> Optional.of(csv))));
        robot.clickOn("Entrants");
        EntrantsViewModel entrants = robot.lookup("#entrants-view").queryAs(EntrantsView.class).model();
        robot.clickOn("#entrants-import-file");
        DeskFixture.waitUntil(() -> entrants.importer().lines().size() == 8 && !entrants.importer().busyProperty().get());
        assertFalse(Files.exists(men.resolve("participants.csv")), "nothing is written before the import is confirmed");
        robot.clickOn("#import-confirm");
        desk.awaitAnswer(robot, "Import of 8 entrants from registrations.csv", "8 entrants are imported from registrations.csv.");
        List<String> roster = Files.readAllLines(men.resolve("participants.csv"));
        assertEquals(8, roster.size(), roster::toString);
        assertTrue(roster.get(0).endsWith(",Anna de Vries,Kendo Amsterdam,2 dan,manual"), roster.get(0));

        // Check everyone in.
        DeskFixture.waitUntil(() -> entrants.all().size() == 8);
        for (EntrantLine entrant : List.copyOf(entrants.all())) {
            robot.clickOn("#checkin-" + entrant.name().replace(' ', '_'));
            desk.awaitAnswer(robot, "Check-in of " + entrant.name(), entrant.name() + " is checked in.");
        }
        DeskFixture.waitUntil(() -> text(robot, "#entrants-count").equals("8 of 8 checked in, 0 missing")
                || text(robot, "#entrants-count").startsWith("8 of 8 checked in"));
        assertEquals(8, Files.readAllLines(men.resolve("participants.csv")).stream().filter(l -> l.endsWith(",checked_in")).count());

        // Draw the pools: what the preview shows is what is written.
        robot.clickOn("Draw");
        robot.clickOn("#draw-preview");
        DeskFixture.waitUntil(() -> desk.desktop.draw().previewProperty().get() != null);
        DrawPreview preview = desk.desktop.draw().previewProperty().get();
        assertEquals(2, preview.pools().size(), "eight entrants in pools of four");
        assertFalse(Files.exists(men.resolve("pools.csv")), "a preview writes nothing");
        robot.clickOn("#draw-confirm");
        desk.awaitAnswer(robot, "Draw of Men's Individual (seed " + preview.seed() + ")", "");
        assertEquals(2, Files.readAllLines(men.resolve("pools.csv")).stream().map(l -> l.split(",")[0]).distinct().count());

        // Score the first bout of Pool A: men and kote for aka, a hansoku for shiro; finish it.
        robot.clickOn("Pools");
        DeskFixture.waitUntil(() -> desk.desktop.pools().pools().size() == 2);
        MatchResult bout = desk.session.lastRead().match("men-s-individual", "Pool A-0").orElseThrow();
        String aka = bout.sideA().name();
        String shiro = bout.sideB().name();
        assertEquals(List.of(0, 0), standings().stream().filter(l -> l.name().equals(aka) || l.name().equals(shiro))
                .map(StandingLine::wins).toList(), "nobody has won yet");
        robot.clickOn("#bout-Pool_A-0");
        assertEquals(Section.SCORING, desk.desktop.shell().selectedProperty().get());
        robot.clickOn("#aka-M");
        desk.awaitAnswer(robot, "Men for aka", "recorded.");
        robot.clickOn("#shiro-hansoku");
        desk.awaitAnswer(robot, "Hansoku for shiro", "recorded.");
        robot.clickOn("#aka-K");
        desk.awaitAnswer(robot, "Kote for aka", "recorded.");
        robot.clickOn("#finishButton");
        desk.awaitAnswer(robot, "Finish of Pool A, match 1", "recorded.");
        String row = row(men, "Pool A,0,");
        assertEquals(aka, field(row, 4), "the winner: " + row);
        assertEquals("M|K", field(row, 5), "aka's points");
        assertEquals("1", field(row, 8), "shiro's hansoku");
        assertEquals("completed", field(row, 10));

        // The pool's table puts the winner first.
        robot.clickOn("Pools");
        DeskFixture.waitUntil(() -> standings().get(0).name().equals(aka));
        assertEquals(1, standings().get(0).wins());

        // Correct it with a reason: shiro scored kote and do, aka's kote was not valid.
        robot.clickOn("#bout-Pool_A-0");
        robot.clickOn("#correctButton");
        robot.clickOn("#correction-points-aka").push(KeyCode.CONTROL, KeyCode.A).write("M");
        robot.clickOn("#correction-points-shiro").write("K D");
        robot.clickOn("#correction-reason").write("Aka's kote was not valid; shiro scored kote and do");
        robot.clickOn("#correction-save");
        desk.awaitAnswer(robot, "Correction of Pool A, match 1", "recorded.");
        row = row(men, "Pool A,0,");
        assertEquals(shiro, field(row, 4), "the corrected winner: " + row);
        assertEquals("Aka's kote was not valid; shiro scored kote and do", field(row, 19), "CorrectionReason");
        robot.clickOn("Pools");
        DeskFixture.waitUntil(() -> standings().get(0).name().equals(shiro));

        // Its history: one line per write, the correction last with its reason.
        robot.clickOn("#bout-Pool_A-0");
        robot.clickOn("#historyButton");
        DeskFixture.waitUntil(() -> desk.desktop.history().lines().size() == 5);
        assertEquals("Correction from desktop", desk.desktop.history().lines().get(4).title());
        List<String> history = Files.readAllLines(men.resolve("history/Pool A-0.jsonl"));
        assertEquals(5, history.size(), "three entries, the finish and the correction");
        assertTrue(history.get(4).contains("\"action\":\"correct\"")
                && history.get(4).contains("\"reason\":\"Aka's kote was not valid; shiro scored kote and do\""), history.get(4));
    }

    private List<StandingLine> standings() {
        return desk.desktop.pools().pools().stream().filter(p -> p.name().equals("Pool A")).findFirst().orElseThrow().standings();
    }

    private static void type(FxRobot robot, String field, String text) {
        robot.clickOn(field).push(KeyCode.CONTROL, KeyCode.A).push(KeyCode.BACK_SPACE).write(text);
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static String row(Path competition, String start) throws Exception {
        return Files.readAllLines(competition.resolve("pool-matches.csv")).stream()
                .filter(line -> line.startsWith(start)).findFirst().orElseThrow();
    }

    /** A field of a pool-matches.csv row whose cells hold no commas (file-formats, "pool-matches.csv"). */
    private static String field(String row, int index) {
        return Arrays.asList(row.split(",", -1)).get(index);
    }
}
