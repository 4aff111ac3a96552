package taikai.ui.pools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import taikai.ui.ScenePicture;
import taikai.ui.shell.Section;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/**
 * The Pools screen of the sample tournament in Japanese (its own script and font) and German (the
 * longest words) on a 1366x768 laptop (issue #23): the individual pools with their tables, a team
 * competition's pools, the form that overrides a place, and the Swiss table, every label in the
 * language chosen and none cut to "..." or reaching past the window, its scrolling area or its parent.
 */
class PoolsSpokenFitTest extends taikai.ui.SpokenFit {
    @org.testfx.framework.junit5.Start
    void start(javafx.stage.Stage shown) {
        show(shown);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void thePoolsAndTheSwissTableAreWholeInJapaneseAndGermanAt1366By768(Language language, FxRobot robot)
            throws Exception {
        openSample(robot, language, "individual-open", taikai.ui.shell.Section.POOLS);
        List<String> cut = new ArrayList<>();
        Scene scene = stage.getScene();
        String tag = language.tag();

        show(robot, "individual-open");
        assertFalse(desk.desktop.pools().pools().isEmpty(), "the sample's open has pools");
        assertFalse(desk.desktop.pools().pools().get(0).standings().isEmpty(), "and tables");
        robot.interact(() -> checkCards(cut, "The individual pools and their tables", scene));
        // For a person to look at: target/spoken/pools-ja.png and pools-de.png, and the others below.
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "pools-" + tag + ".png"));
        Label name = robot.lookup("#pools-view .standings .head").nth(1).queryAs(Label.class);
        assertEquals(DeskWords.of(PoolsView.class).say("head.name"), name.getText(), "the table speaks " + tag);
        MenuButton menu = robot.lookup("#pools-view .place-menu").queryAs(MenuButton.class);
        assertEquals(DeskWords.of(PoolsView.class).say("override"), menu.getItems().get(0).getText(),
                "the place menu speaks " + tag);
        assertNotEquals("Override place\u2026", menu.getItems().get(0).getText(), "the place menu speaks " + tag);

        robot.interact(() -> {
            PoolTable pool = desk.desktop.pools().pools().get(0);
            desk.desktop.pools().overridePlace(pool, pool.standings().get(pool.standings().size() - 1));
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> checkCards(cut, "The form that overrides a place", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "pools-override-" + tag + ".png"));
        robot.interact(() -> desk.desktop.pools().placeOverride().orElseThrow().cancel());

        show(robot, "team-championship");
        robot.interact(() -> checkCards(cut, "A team competition's pools", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "pools-team-" + tag + ".png"));

        show(robot, "swiss-challenge");
        assertFalse(robot.lookup("#swiss-table").queryAll().isEmpty(), "the sample's Swiss competition has its table");
        robot.interact(() -> checkCards(cut, "The Swiss table and its rounds", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "pools-swiss-" + tag + ".png"));
        assertEquals(List.of(), cut, String.join("\n", cut));
    }

    private void show(FxRobot robot, String competition) {
        robot.interact(() -> {
            desk.desktop.shell().selectCompetition(competition);
            desk.desktop.shell().select(Section.POOLS);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The whole pools view, and its cards read top to bottom: a table wider than the window would need sideways scrolling. */
    private static void checkCards(List<String> cut, String screen, Scene scene) {
        Node under = scene.lookup("#pools-view");
        check(cut, screen, scene, under);
        ScrollPane scroller = (ScrollPane) ((BorderPane) under).getCenter();
        double wide = scroller.getContent().getLayoutBounds().getWidth();
        double room = scroller.getViewportBounds().getWidth();
        if (wide > room + 0.5) {
            cut.add(screen + ": the cards are " + wide + " wide in a window with room for " + room);
        }
    }
}
