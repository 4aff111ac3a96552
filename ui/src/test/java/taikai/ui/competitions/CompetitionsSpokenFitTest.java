package taikai.ui.competitions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ScrollPane;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.ui.ScenePicture;
import taikai.ui.shell.Section;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/**
 * The Competitions screen in Japanese (its own script and font) and German (the longest words) on a
 * 1366x768 laptop (issue #23): the sample's competitions listed beside the form for a new one, then
 * the same form for a team with a sentence saying what does not read, and the settings of each
 * other format; every label is in the
 * language chosen, none is cut to "..." or reaches past the window, its scrolling area or its parent.
 */
class CompetitionsSpokenFitTest extends taikai.ui.SpokenFit {
    @org.testfx.framework.junit5.Start
    void start(javafx.stage.Stage shown) {
        show(shown);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void theCompetitionsListAndFormAreWholeInJapaneseAndGermanAt1366By768(Language language, FxRobot robot) throws Exception {
        openSample(robot, language, "individual-open", Section.COMPETITIONS);
        robot.clickOn("#competitions-new");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(desk.desktop.competitions().rows().isEmpty(), "the sample's competitions are listed");
        List<String> cut = new ArrayList<>();
        Scene scene = stage.getScene();
        robot.interact(() -> check(cut, "The list beside the form for a new competition", scene));
        // For a person to look at: target/spoken/competitions-ja.png and competitions-de.png.
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "competitions-" + language.tag() + ".png"));
        Button save = robot.lookup("#competition-save").queryButton();
        assertEquals(DeskWords.of(CompetitionsView.class).say("create"), save.getText(), "the form speaks " + language.tag());
        assertNotEquals("\u271A Create competition", save.getText(), "the form speaks " + language.tag());

        robot.interact(() -> {
            CompetitionForm form = desk.desktop.competitions().form();
            form.nameProperty().set("Dantai");
            form.kindProperty().set(Kind.TEAM);
            form.poolSizeProperty().set("vier");
            desk.desktop.competitions().save();
        });
        WaitForAsyncUtils.waitForFxEvents();
        String error = robot.lookup("#competition-error").queryLabeled().getText();
        assertEquals(DeskWords.of(CompetitionForm.class).say("problem.whole.pool-size", "vier"), error,
                "the form says in " + language.tag() + " which number does not read");
        robot.interact(() -> check(cut, "A team form with a number that does not read", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "competitions-" + language.tag() + "-error.png"));

        // The settings only a league, a Swiss competition or naginata engi shows.
        for (Format format : List.of(Format.LEAGUE, Format.SWISS, Format.KNOCKOUT)) {
            robot.interact(() -> {
                desk.desktop.competitions().form().disciplineProperty().set(Discipline.NAGINATA_ENGI);
                desk.desktop.competitions().form().formatProperty().set(format);
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> check(cut, "An engi form for " + format, scene));
        }
        robot.interact(() -> {
            Node form = robot.lookup("#competition-editor").query();
            while (!(form instanceof ScrollPane)) {
                form = form.getParent();
            }
            ((ScrollPane) form).setVvalue(1);
        });
        WaitForAsyncUtils.waitForFxEvents();
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "competitions-" + language.tag() + "-end.png"));
        assertEquals(List.of(), cut, String.join("\n", cut));
    }

}
