package taikai.ui.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.app.road.Outcome;
import taikai.app.road.Request;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.draw.GenerateDraw;
import taikai.app.road.actions.team.SaveLineup;
import taikai.model.bracket.Bracket;
import taikai.model.competition.CompetitionState;
import taikai.storage.roster.PoolsFile;
import taikai.storage.results.PoolMatchesFile;
import taikai.storage.store.TournamentStore;
import taikai.ui.DeskFixture;
import taikai.ui.TeamFolders;
import taikai.ui.TestFolders;

/**
 * The draw screen on a real stage and folder: a preview first, nothing written; confirming writes
 * exactly the previewed draw; discarding asks with what goes, counted from the folder, then takes it.
 */
@ExtendWith(ApplicationExtension.class)
class DrawScreenTest {
    @TempDir
    Path root;
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void thePoolsPreviewedAreThePoolsWritten(FxRobot robot) throws Exception {
        Path day = root.resolve("entered");
        TestFolders.entered(day);
        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TestFolders.MEN));
        robot.clickOn("Draw");
        robot.clickOn("#draw-preview");
        DeskFixture.waitUntil(() -> desk.desktop.draw().previewProperty().get() != null);
        DrawPreview preview = desk.desktop.draw().previewProperty().get();
        assertEquals(3, preview.pools().size());
        assertEquals(18, preview.newBouts().size(), "three pools of four, six bouts each");
        assertTrue(robot.lookup("#preview-Pool_C").tryQuery().isPresent(), "every pool is shown");
        Path men = day.resolve("competitions/men");
        assertFalse(Files.exists(men.resolve("pools.csv")), "a preview writes nothing");
        assertFalse(Files.exists(men.resolve("pool-matches.csv")));

        robot.clickOn("#draw-confirm");
        desk.awaitAnswer(robot, "Draw of Men's individual (seed " + preview.seed() + ")", "");
        assertEquals(PoolsFile.write(preview.after().pools()), Files.readString(men.resolve("pools.csv")));
        assertEquals(PoolMatchesFile.write(preview.after().poolMatches()), Files.readString(men.resolve("pool-matches.csv")));
        assertTrue(Files.readString(men.resolve("config.md")).contains("draw_seed: " + preview.seed()),
                "config.md keeps the seed the preview used");
        DeskFixture.waitUntil(() -> desk.desktop.pools().pools().size() == 3);
    }

    @Test
    void theDiscardSaysWhatGoesThenTakesItAndKeepsTheStartingLineups(FxRobot robot) throws Exception {
        Path day = root.resolve("teams");
        TournamentStore store = TeamFolders.entered(day);
        WriteRoad road = TestFolders.road(store);
        assertEquals(Outcome.APPLIED, road.submit(new Request("", "desktop", new GenerateDraw(TeamFolders.TEAMS, 3))).outcome());
        CompetitionState drawn = store.competition(TeamFolders.TEAMS).read().state().orElseThrow();
        String first = drawn.bracket().rounds().get(0).get(0).result().id();
        String team = drawn.bracket().rounds().get(0).get(0).result().sideA().participantId();
        int index = Integer.parseInt(team.substring(team.length() - 1));
        assertEquals(Outcome.APPLIED, road.submit(new Request("", "desktop", new SaveLineup(TeamFolders.TEAMS, team, first,
                Map.of("1", TeamFolders.memberId(index, 4))))).outcome());
        Path competition = day.resolve("competitions/teams");
        assertTrue(Files.exists(competition.resolve("history/" + first + ".jsonl")));

        desk.open(robot, day);
        robot.interact(() -> desk.desktop.shell().selectCompetition(TeamFolders.TEAMS));
        robot.clickOn("Draw");
        robot.clickOn("#draw-discard");
        DeskFixture.waitUntil(() -> !desk.desktop.draw().discardQuestionProperty().get().isEmpty());
        String question = robot.lookup("#discard-confirmation .discard-question").queryAs(Label.class).getText();
        assertEquals("Discard the draw of Team championship? Its 3 matches go, and with them no results, 1 per-match line-up"
                + " and 1 history file (moved aside into a history/discarded- folder, not deleted). Competitor numbers are"
                + " cleared. The 4 starting line-ups are kept.", question);
        assertTrue(Files.readString(competition.resolve("bracket.json")).contains("m-r1-0"), "nothing is discarded before the answer");

        robot.clickOn("#discard-confirm");
        desk.awaitAnswer(robot, "Discard of the draw of Team championship", "");
        CompetitionState after = store.competition(TeamFolders.TEAMS).read().state().orElseThrow();
        assertEquals(Bracket.EMPTY, after.bracket(), "the tree is gone from bracket.json");
        assertFalse(Files.readString(competition.resolve("bracket.json")).contains("m-r1-0"));
        assertFalse(Files.exists(competition.resolve("history/" + first + ".jsonl")), "the match's history went with the draw");
        try (Stream<Path> aside = Files.walk(competition.resolve("history"))) {
            assertTrue(aside.anyMatch(p -> p.toString().contains("discarded-") && p.getFileName().toString().equals(first + ".jsonl")),
                    "and is kept aside");
        }
        String lineups = Files.readString(competition.resolve("lineups.yaml"));
        assertFalse(lineups.contains("matchId"), lineups);
        assertEquals(4, after.lineups().stream().filter(l -> l.isStarting()).count(), "the starting line-ups stay");
        assertEquals(List.of(), after.lineups().stream().filter(l -> !l.isStarting()).toList());
        DeskFixture.waitUntil(() -> desk.desktop.draw().canPreviewProperty().get());
    }
}
