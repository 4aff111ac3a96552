package taikai.ui.teams;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

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
import taikai.ui.ScenePicture;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/**
 * The teams screen of the sample's team championship in Japanese (its own script and font) and German
 * (the longest words) on a 1366x768 laptop (issue #23): a team's members and line-ups listed, the
 * pasting of members open and an unchanged line-up answered, a match's line-up and the line-up in
 * force at each match below them, every label in the language chosen and
 * none cut to "..." or reaching past the window, its scrolling area or its own parent.
 */
class TeamsSpokenFitTest extends taikai.ui.SpokenFit {
    @org.testfx.framework.junit5.Start
    void start(javafx.stage.Stage shown) {
        show(shown);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void theTeamsOfTheTeamChampionshipAreWholeInJapaneseAndGermanAt1366By768(Language language, FxRobot robot)
            throws Exception {
        openSample(robot, language, "team-championship", taikai.ui.shell.Section.TEAMS);
        assertFalse(desk.desktop.teams().members().isEmpty(), "the first team's members are listed");
        assertFalse(desk.desktop.teams().inForce().isEmpty(), "the first team's matches are listed");
        Scene scene = stage.getScene();
        List<String> cut = new ArrayList<>();
        robot.interact(() -> check(cut, "A team's members and line-ups", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "teams-" + language.tag() + ".png"));

        Button add = robot.lookup("#member-add").queryButton();
        assertEquals(DeskWords.of(TeamsView.class).say("add"), add.getText(), "the screen speaks " + language.tag());
        assertNotEquals("Add member", add.getText(), "the screen speaks " + language.tag());

        robot.interact(() -> robot.lookup("#member-paste").queryAs(javafx.scene.control.ToggleButton.class).setSelected(true));
        robot.interact(() -> robot.lookup("#lineup-save").queryButton().fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(DeskWords.of(TeamsViewModel.class).say("unchanged"), robot.lookup("#teams-feedback").queryAs(Label.class).getText(),
                "an unchanged line-up is answered in " + language.tag());
        robot.interact(() -> check(cut, "Pasting members open, an unchanged line-up answered", scene));
        // For a person to look at: target/spoken/teams-ja.png, teams-de.png and the same with -paste
        // and -lineup.
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "teams-" + language.tag() + "-paste.png"));

        // The line-up of the team's first match and the line-up in force at each match, below the members.
        String first = desk.desktop.teams().inForce().get(0).matchId();
        robot.interact(() -> {
            robot.lookup("#member-paste").queryAs(javafx.scene.control.ToggleButton.class).setSelected(false);
            desk.desktop.teams().chooseLineup(first);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup("#teams-view .scroll-pane").queryAs(javafx.scene.control.ScrollPane.class).setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> check(cut, "A match's line-up and the line-up in force at each match", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "teams-" + language.tag() + "-lineup.png"));
        assertEquals(List.of(), cut, String.join("\n", cut));
    }

}
