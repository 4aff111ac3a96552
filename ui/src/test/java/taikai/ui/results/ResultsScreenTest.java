package taikai.ui.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.model.competition.CompetitionState;
import taikai.model.results.Finisher;
import taikai.model.results.MedalTable;
import taikai.model.results.Podium;
import taikai.storage.folder.FolderReader;
import taikai.ui.DeskFixture;

/**
 * The results screen on a real stage over a copy of the sample: a finished competition's podium and
 * its award, an award given and taken back through the form (checked in config.md), and the whole
 * tournament's medal table.
 */
@ExtendWith(ApplicationExtension.class)
class ResultsScreenTest {
    private static final String OPEN = "individual-open";

    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void theChosenCompetitionShowsItsPodiumAndAnAwardIsGivenAndTakenBack(FxRobot robot) throws Exception {
        Path day = desk.openSample(robot, OPEN);
        robot.clickOn("Results");
        CompetitionState state = FolderReader.readCompetition(day, OPEN).state().orElseThrow();
        Podium podium = Podium.of(state);
        assertTrue(podium.complete(), "the sample's open individual is finished");

        List<String> shown = texts(robot, "#results-" + OPEN);
        assertTrue(shown.contains("Final results."), shown.toString());
        for (Finisher f : podium.finishers()) {
            assertTrue(shown.contains(f.name()), f.name() + " is on the podium: " + shown);
        }
        assertTrue(shown.contains("Fighting spirit: Amélie Petit (Shidokan Châtelbrune)"), shown.toString());

        @SuppressWarnings("unchecked")
        ComboBox<String> to = robot.lookup("#award-recipient").queryAs(ComboBox.class);
        String second = podium.at(2).get(0).name();
        String offered = to.getItems().stream().filter(item -> item.startsWith(second + " (")).findFirst().orElseThrow();
        robot.interact(() -> to.setValue(offered));
        robot.clickOn("#award-title").push(KeyCode.CONTROL, KeyCode.A).write("Best kote");
        robot.clickOn("#award-give");
        desk.awaitAnswer(robot, "Award for " + second, "is given in Individual Open.");
        String config = Files.readString(day.resolve("competitions/" + OPEN + "/config.md"));
        assertTrue(config.contains("    -   title: Best kote\n        recipient_name: " + second + "\n        recipient_dojo: "
                + podium.at(2).get(0).dojo() + "\n"), config);
        assertTrue(texts(robot, "#results-" + OPEN).contains("Best kote: " + second + " (" + podium.at(2).get(0).dojo() + ")"));

        robot.clickOn("#award-withdraw-1");
        desk.awaitAnswer(robot, "Award for " + second, "is taken back in Individual Open.");
        assertFalse(Files.readString(day.resolve("competitions/" + OPEN + "/config.md")).contains("Best kote"));
        assertTrue(Files.readString(day.resolve("competitions/" + OPEN + "/config.md")).contains("Amélie Petit"));
    }

    @Test
    void theWholeTournamentShowsEveryPodiumAndTheMedalTableByDojo(FxRobot robot) throws Exception {
        Path day = desk.openSample(robot, OPEN);
        robot.clickOn("Results");
        robot.clickOn("#results-tournament");

        List<MedalTable.Line> medals = desk.desktop.results().medals();
        assertFalse(medals.isEmpty());
        List<String> table = texts(robot, "#medal-table");
        assertEquals(List.of("Dojo", "Gold", "Silver", "Bronze", "Total"), table.subList(0, 5));
        MedalTable.Line top = medals.get(0);
        assertEquals(List.of(top.dojo(), String.valueOf(top.gold()), String.valueOf(top.silver()),
                String.valueOf(top.bronze()), String.valueOf(top.total())), table.subList(5, 10));
        for (String id : List.of(OPEN, "juniors", "swiss-challenge", "team-championship")) {
            assertFalse(robot.lookup("#results-" + id).queryAll().isEmpty(), id + " has its card");
        }
        assertTrue(texts(robot, "#results-swiss-challenge").stream().anyMatch(t -> t.startsWith("The Swiss rounds are still")),
                "an unfinished Swiss says why it has no podium yet");
    }

    private static List<String> texts(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        return robot.from(node).lookup((Node n) -> n instanceof Label).queryAllAs(Label.class).stream()
                .map(Label::getText).toList();
    }
}
