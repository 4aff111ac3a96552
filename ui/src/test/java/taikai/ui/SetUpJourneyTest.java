package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.ui.competitions.CompetitionRow;
import taikai.ui.shell.Section;

/**
 * Setting up a tournament from nothing, through the real window, session and write road: create it
 * on the start screen, add a court and a contact to its settings, then add an individual pools then
 * knockout competition and a team competition; each step checked in the files it wrote.
 */
@ExtendWith(ApplicationExtension.class)
class SetUpJourneyTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    /** Scrolls the form that holds {@code query} until it is in sight, as the organiser would. */
    private static void reveal(FxRobot robot, String query) {
        javafx.scene.Node node = robot.lookup(query).query();
        robot.interact(() -> {
            javafx.scene.Node up = node.getParent();
            while (up != null && !(up instanceof javafx.scene.control.ScrollPane)) {
                up = up.getParent();
            }
            if (up == null) {
                return; // not in a scrolled form: always in sight
            }
            javafx.scene.control.ScrollPane scroll = (javafx.scene.control.ScrollPane) up;
            javafx.scene.Node content = scroll.getContent();
            double y = content.sceneToLocal(node.localToScene(0, 0)).getY();
            double room = content.getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight();
            scroll.setVvalue(room <= 0 ? 0 : Math.max(0, Math.min(1, (y - scroll.getViewportBounds().getHeight() / 2) / room)));
        });
    }

    /** Opens the choice box {@code query} and clicks its item {@code item} in the list that drops down. */
    private static void choose(FxRobot robot, String query, String item) {
        robot.clickOn(query);
        javafx.scene.Node entry = robot.lookup(".context-menu .menu-item .label")
                .match(org.testfx.matcher.control.LabeledMatchers.hasText(item)).query();
        robot.clickOn(entry);
    }

    private static void type(FxRobot robot, String field, String text) {
        robot.clickOn(field).push(KeyCode.CONTROL, KeyCode.A).push(KeyCode.BACK_SPACE).write(text);
    }

    @Test
    void createATournamentSetItUpAndAddAnIndividualAndATeamCompetition(FxRobot robot) throws Exception {
        Path folder = root.resolve("spring-taikai");
        assertTrue(robot.lookup("#start-view").query().isVisible(), "no folder is open: the start screen offers to create one");
        type(robot, "#start-name", "Spring Taikai 2027");
        type(robot, "#start-date", "14-03-2027");
        type(robot, "#start-venue", "City Sports Hall");
        type(robot, "#start-folder", folder.toString());
        robot.clickOn("#start-create");
        DeskFixture.waitUntil(() -> desk.session.snapshotProperty().get() != null && !desk.session.busyProperty().get());
        assertEquals("---\nname: Spring Taikai 2027\ndate: 14-03-2027\nvenue: City Sports Hall\ncourts:\n    - A\n    - B\n"
                + "password: \"\"\nmode: officiated\n---\n", Files.readString(folder.resolve("tournament.md")));

        robot.clickOn("Tournament");
        assertEquals(Section.TOURNAMENT, desk.desktop.shell().selectedProperty().get());
        robot.clickOn("#settings-add-court");
        robot.clickOn("#settings-add-contact");
        // The form is taller than the window at this size (the header now wraps its buttons), so each
        // field is scrolled into sight before it is clicked, as the organiser would.
        reveal(robot, "#settings-contact-label-0");
        type(robot, "#settings-contact-label-0", "Tournament desk");
        reveal(robot, "#settings-contact-value-0");
        type(robot, "#settings-contact-value-0", "desk@spring-taikai.example.org");
        reveal(robot, "#settings-opening-time");
        type(robot, "#settings-opening-time", "08:30");
        robot.clickOn("#settings-save");
        desk.awaitAnswer(robot, "Settings of Spring Taikai 2027", "courts A, B, C, 1 contact, 0 sponsors.");
        assertEquals("---\nname: Spring Taikai 2027\ndate: 14-03-2027\nvenue: City Sports Hall\ncourts:\n    - A\n    - B\n"
                + "    - C\npassword: \"\"\nmode: officiated\nopening_time: 08:30\ncontacts:\n    -   label: Tournament desk\n"
                + "        value: desk@spring-taikai.example.org\n---\n", Files.readString(folder.resolve("tournament.md")));

        robot.clickOn("Competitions");
        robot.clickOn("#competitions-new");
        type(robot, "#competition-name", "Men's Individual");
        reveal(robot, "#competition-third-place");
        robot.clickOn("#competition-third-place");
        robot.clickOn("#competition-save");
        desk.awaitAnswer(robot, "New competition Men's Individual", "individual, pools then knockout.");
        assertEquals("---\nid: men-s-individual\nname: Men's Individual\nkind: individual\nformat: mixed\npool_size: 4\n"
                + "pool_winners: 2\ncourts:\n    - A\n    - B\n    - C\nstatus: setup\nhas_participant_ids: true\n"
                + "round_lineups_converted: true\nthird_place_match: true\n---\n",
                Files.readString(folder.resolve("competitions/men-s-individual/config.md")));

        robot.clickOn("#competitions-new");
        assertTrue(!robot.lookup("#competition-team-settings").query().isVisible(), "an individual form hides the team settings");
        type(robot, "#competition-name", "Team Championship");
        choose(robot, "#competition-kind", "Team");
        assertTrue(robot.lookup("#competition-team-settings").query().isVisible(), "a team form shows them");
        choose(robot, "#competition-format", "knockout");
        type(robot, "#competition-team-size", "3");
        choose(robot, "#competition-team-order", "Kachinuki (winner stays on)");
        robot.clickOn("#competition-court-A");
        robot.clickOn("#competition-save");
        desk.awaitAnswer(robot, "New competition Team Championship", "team of 3 (kachinuki), knockout.");
        assertEquals("---\nid: team-championship\nname: Team Championship\nkind: team\nformat: playoffs\nteam_size: 3\n"
                + "courts:\n    - B\n    - C\nstatus: setup\nhas_participant_ids: true\nteam_match_type: kachinuki\n"
                + "round_lineups_converted: true\n---\n",
                Files.readString(folder.resolve("competitions/team-championship/config.md")));

        DeskFixture.waitUntil(() -> desk.desktop.competitions().rows().size() == 2);
        assertEquals(List.of(new CompetitionRow("men-s-individual", "Men's Individual", "Individual", "pools then knockout",
                "Setting up", 0, 0, false), new CompetitionRow("team-championship", "Team Championship", "Team of 3, kachinuki",
                "knockout", "Setting up", 0, 0, false)), desk.desktop.competitions().rows());
        assertEquals("Settings of Team Championship", desk.desktop.competitions().editorTitleProperty().get(),
                "the new competition stays in the editor");
    }
}
