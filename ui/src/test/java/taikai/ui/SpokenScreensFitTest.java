package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import taikai.print.What;
import taikai.ui.print.PrintDialog;
import taikai.ui.scoring.ScoringView;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/**
 * The scoring sheet and the print dialog in Japanese (its own script and font) and German (the
 * longest words), and the main window's frame over the tournament settings in every translation,
 * on a 1366x768 laptop (issue #23): every label is in the language chosen, none is
 * cut to "..." or reaches past the window, its scrolling area or its own parent.
 */
class SpokenScreensFitTest extends taikai.ui.SpokenFit {
    @org.testfx.framework.junit5.Start
    void start(javafx.stage.Stage shown) {
        show(shown);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void theScoringSheetIsWholeInJapaneseAndGermanAt1366By768(Language language, FxRobot robot) throws Exception {
        Path day = root.resolve("amsterdam");
        TestFolders.underWay(day);
        build(robot, language);
        desk.open(robot, day);
        List<String> cut = new ArrayList<>();

        robot.interact(() -> {
            desk.desktop.openMatch(TestFolders.MEN, "Pool B-2");
            desk.desktop.scoring().point(taikai.ui.match.Corner.A, taikai.model.match.Mark.MEN);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> check(cut, "A running match", sheet()));
        // For a person to look at: target/spoken/scoring-ja.png and scoring-de.png.
        ScenePicture.save(robot, stage.getScene(), Path.of("target", "spoken", "scoring-" + language.tag() + ".png"));
        Button finish = robot.lookup("#finishButton").queryButton();
        assertEquals(DeskWords.of(ScoringView.class).say("sheet.finish"), finish.getText(), "the sheet speaks " + language.tag());
        assertNotEquals("Finish match", finish.getText(), "the sheet speaks " + language.tag());

        robot.interact(() -> {
            desk.desktop.openMatch(TestFolders.MEN, "Pool A-1");
            desk.desktop.scoring().beginCorrection();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> check(cut, "A finished match being corrected", sheet()));
        assertEquals(List.of(), cut, String.join("\n", cut));
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void thePrintDialogIsWholeInJapaneseAndGermanAt1366By768(Language language, FxRobot robot) throws Exception {
        Path data = root.resolve("lindewaard");
        assumeTrue(TestFolders.sample(data), "the repository's sample-tournament/ is needed");
        build(robot, language);
        PrintDialog[] dialog = new PrintDialog[1];
        robot.interact(() -> dialog[0] = PrintDialog.open(stage, data, What.POOLS, "naginata-shiai"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#printCompetition")
                .queryAs(javafx.scene.control.ComboBox.class).getItems().size() > 1);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> cut = new ArrayList<>();
        Scene scene = dialog[0].stage().getScene();
        Button preview = robot.lookup("#printPreview").queryButton();
        assertNotEquals("Preview", preview.getText(), "the dialog speaks " + language.tag());
        assertEquals(language, robot.lookup("#printLanguage").queryAs(javafx.scene.control.ComboBox.class).getValue(),
                "a printout is in the desktop's language until another is chosen");
        robot.interact(() -> check(cut, "The print dialog at its own size", scene, scene.getRoot()));

        robot.clickOn("#printPreview");
        String printed = DeskWords.of(PrintDialog.class).say("status.printed", 2);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#printStatus").queryLabeled().getText()
                .startsWith(printed.substring(0, Math.min(3, printed.length()))) && !robot.lookup("#printStatus").queryLabeled()
                .getText().endsWith("\u2026"));
        assertEquals(printed, robot.lookup("#printStatus").queryLabeled().getText(), "the pages counted in " + language.tag());
        robot.interact(() -> {
            dialog[0].stage().setWidth(WIDTH);
            dialog[0].stage().setHeight(HEIGHT);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> check(cut, "The print dialog at 1366x768 after a preview", scene, scene.getRoot()));
        robot.interact(() -> dialog[0].stage().close());
        assertEquals(List.of(), cut, String.join("\n", cut));
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = "ENGLISH", mode = EnumSource.Mode.EXCLUDE)
    void theFrameAndTheTournamentSettingsAreWholeInEveryTranslationAt1366By768(Language language, FxRobot robot)
            throws Exception {
        openSample(robot, language, "individual-open", taikai.ui.shell.Section.TOURNAMENT);
        List<String> cut = new ArrayList<>();
        Scene scene = stage.getScene();
        robot.interact(() -> check(cut, "The header, navigation and tournament settings", scene, scene.getRoot()));
        // A header wider than the laptop pushes the whole window sideways, past both edges.
        double[] widths = new double[1];
        robot.interact(() -> widths[0] = scene.getRoot().minWidth(-1));
        assertTrue(widths[0] <= WIDTH, "the window needs " + widths[0] + " px in " + language.tag());
        // For a person to look at: target/spoken/tournament-ja.png and tournament-de.png.
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "tournament-" + language.tag() + ".png"));
        Button save = robot.lookup("#settings-save").queryButton();
        assertEquals(DeskWords.of(taikai.ui.tournament.TournamentSettingsView.class).say("save"), save.getText());
        assertNotEquals("\u2713 Save settings", save.getText(), "the screen speaks " + language.tag());
        assertEquals(List.of(), cut, String.join("\n", cut));
    }

    private Node sheet() {
        return stage.getScene().lookup("#scoring-sheet");
    }

    private void check(List<String> cut, String screen, Node under) {
        check(cut, screen, stage.getScene(), under);
    }
}
