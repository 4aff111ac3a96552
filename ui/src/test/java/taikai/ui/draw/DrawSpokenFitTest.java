package taikai.ui.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import taikai.ui.DeskFixture;
import taikai.ui.ScenePicture;
import taikai.ui.shell.Section;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/**
 * The draw screen in Japanese (its own script and font) and German (the longest words) on a
 * 1366x768 laptop (issue #23): a drawn team competition with the question of what a discard takes
 * with it, then, the draw discarded, the preview of a new one with its pools and the knockout tree's
 * first round. Every label is in the language chosen, none is cut to "..." or reaches past the
 * window, its scrolling area or its own parent.
 */
class DrawSpokenFitTest extends taikai.ui.SpokenFit {
    @org.testfx.framework.junit5.Start
    void start(javafx.stage.Stage shown) {
        show(shown);
    }
    private static final String TEAMS = "team-championship";
    private static final String JUNIORS = "juniors";

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void theDrawScreenIsWholeInJapaneseAndGermanAt1366By768(Language language, FxRobot robot) throws Exception {
        openSample(robot, language, TEAMS, taikai.ui.shell.Section.DRAW);
        List<String> cut = new ArrayList<>();
        Scene scene = stage.getScene();
        robot.interact(() -> check(cut, "A drawn competition", scene));

        robot.clickOn("#draw-discard");
        DeskFixture.waitUntil(() -> !desk.desktop.draw().discardQuestionProperty().get().isEmpty());
        String question = robot.lookup("#discard-confirmation .discard-question").queryAs(Label.class).getText();
        assertFalse(question.startsWith("Discard the draw of"), "the question speaks " + language.tag() + ": " + question);
        robot.interact(() -> check(cut, "The question of what a discard takes with it", scene));
        // For a person to look at: target/spoken/draw-discard-ja.png and draw-discard-de.png.
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "draw-discard-" + language.tag() + ".png"));

        robot.clickOn("#discard-confirm");
        DeskFixture.waitUntil(() -> desk.desktop.draw().canPreviewProperty().get());
        robot.interact(() -> desk.desktop.draw().useSeed("2027"));
        robot.clickOn("#draw-preview");
        DeskFixture.waitUntil(() -> desk.desktop.draw().previewProperty().get() != null);
        robot.interact(() -> check(cut, "The preview of a new draw", scene));
        // For a person to look at: target/spoken/draw-ja.png and draw-de.png.
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "draw-" + language.tag() + ".png"));

        Button confirm = robot.lookup("#draw-confirm").queryButton();
        assertEquals(DeskWords.of(DrawView.class).say("confirm"), confirm.getText(), "the screen speaks " + language.tag());
        assertNotEquals("Confirm and write the draw", confirm.getText(), "the screen speaks " + language.tag());

        // A knockout of nineteen: the first round's byes are said as the bracket says them.
        robot.interact(() -> desk.desktop.shell().selectCompetition(JUNIORS));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#draw-discard");
        DeskFixture.waitUntil(() -> !desk.desktop.draw().discardQuestionProperty().get().isEmpty());
        robot.clickOn("#discard-confirm");
        DeskFixture.waitUntil(() -> desk.desktop.draw().canPreviewProperty().get());
        robot.clickOn("#draw-preview");
        DeskFixture.waitUntil(() -> desk.desktop.draw().previewProperty().get() != null);
        robot.interact(() -> check(cut, "The preview of a knockout with byes", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "draw-byes-" + language.tag() + ".png"));
        String bye = DeskWords.of(DrawView.class).say("bye");
        assertNotEquals("(bye)", bye, "a bye speaks " + language.tag());
        assertFalse(robot.lookup(".pairings .label").queryAllAs(Label.class).stream().filter(l -> bye.equals(l.getText()))
                .toList().isEmpty(), "a bye reads " + bye);
        assertEquals(List.of(), cut, String.join("\n", cut));
    }

}
