package taikai.ui.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import taikai.ui.DeskFixture;
import taikai.ui.match.OpenMatch;
import taikai.ui.shell.Section;

/**
 * A score sheet goes back in through the scoring screen: Ctrl+F reaches the field, a scanner's
 * typing of the sheet's code and Enter opens the match the code names, a typed label opens the
 * chosen competition's match of that label, and what names no match is answered in a sentence
 * with no id in it, the open match left as it was.
 */
@ExtendWith(ApplicationExtension.class)
class ScoreSheetLookupTest {
    @RegisterExtension
    final DeskFixture desk = new DeskFixture();

    @Test
    void aScannedCodeOrATypedLabelOpensItsMatchAndAnythingElseIsASentence(FxRobot robot) throws Exception {
        Path copy = desk.openSample(robot);
        robot.interact(() -> {
            desk.desktop.shell().selectCompetition("individual-open");
            desk.desktop.shell().select(Section.SCORING);
        });
        DeskFixture.waitUntil(() -> robot.lookup("#sheet-find").tryQuery().isPresent());

        enter(robot, "pool b, match 3");
        DeskFixture.waitUntil(() -> current() != null);
        assertEquals("individual-open", current().competitionId(), "the chosen competition's match of that label");
        assertEquals("Pool B, match 3", current().heading());
        assertEquals("", field(robot).getText(), "the field is emptied for the next sheet");

        enter(robot, "taikai:match:juniors:m-r1-1");
        DeskFixture.waitUntil(() -> current() != null && current().competitionId().equals("juniors"));
        robot.interact(() -> desk.desktop.shell().selectCompetition("individual-open"));
        enter(robot, "Pool B 第3試合");
        DeskFixture.waitUntil(() -> current() != null && current().competitionId().equals("individual-open"));
        assertEquals("Pool B, match 3", current().heading(), "a sheet printed in Japanese is found on an English desktop");

        enter(robot, "taikai:match:juniors:m-r1-1");
        DeskFixture.waitUntil(() -> current() != null && current().competitionId().equals("juniors"));
        assertEquals("m-r1-1", current().id(), "the scanned code's match, whatever competition is chosen");
        assertEquals("Match 1", current().heading());

        enter(robot, "Pool Z, match 9");
        String unknown = note(robot);
        assertTrue(unknown.startsWith("No match is labelled \"Pool Z, match 9\" in "), unknown);
        assertEquals("m-r1-1", current().id(), "nothing else opens");

        enter(robot, "taikai:match:juniors:m-gone");
        String gone = note(robot);
        assertTrue(gone.startsWith("The scanned sheet names a match "), gone);
        assertFalse(gone.contains("m-gone") || gone.contains("juniors:"), "no id in the sentence: " + gone);

        robot.interact(() -> desk.desktop.shell().selectCompetition("juniors"));
        enter(robot, "Pool B, match 3");
        String shared = note(robot);
        assertTrue(shared.contains("is a match of ") && shared.contains("choose the competition"), shared);
        assertEquals("m-r1-1", current().id());
    }

    @Test
    void aSheetScannedOntoTheSheetItselfScoresNothingAndOpensItsMatch(FxRobot robot) throws Exception {
        Path copy = desk.openSample(robot);
        robot.interact(() -> {
            desk.desktop.shell().selectCompetition("veterans");
            desk.desktop.shell().select(Section.SCORING);
        });
        DeskFixture.waitUntil(() -> robot.lookup("#sheet-find").tryQuery().isPresent());
        enter(robot, "Pool A, match 2");
        DeskFixture.waitUntil(() -> current() != null && current().heading().equals("Pool A, match 2"));
        robot.type(KeyCode.ESCAPE);
        assertFalse(field(robot).isFocused(), "the sheet's keys are live");
        Path results = copy.resolve("competitions/veterans/pool-matches.csv");
        byte[] before = java.nio.file.Files.readAllBytes(results);

        // A scanner types the code's letters (I is aka's do) and Enter onto the sheet.
        scan(robot, "taikai:match:juniors:m-r1-1");
        DeskFixture.waitUntil(() -> current() != null && current().competitionId().equals("juniors"));
        assertEquals("m-r1-1", current().id(), "the scanned sheet's match opens");
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertEquals(new String(before, java.nio.charset.StandardCharsets.UTF_8),
                new String(java.nio.file.Files.readAllBytes(results), java.nio.charset.StandardCharsets.UTF_8),
                "no letter of the code scored on the open match");
    }

    /** A USB scanner on the keyboard's line: a key press for each character of {@code code}, then Enter. */
    private static void scan(FxRobot robot, String code) {
        for (char c : code.toCharArray()) {
            if (c == ':') {
                robot.press(KeyCode.SHIFT).type(KeyCode.SEMICOLON).release(KeyCode.SHIFT);
            } else if (c == '-') {
                robot.type(KeyCode.MINUS);
            } else if (Character.isDigit(c)) {
                robot.type(KeyCode.valueOf("DIGIT" + c));
            } else {
                robot.type(KeyCode.valueOf(String.valueOf(Character.toUpperCase(c))));
            }
        }
        robot.type(KeyCode.ENTER);
    }

    /** Ctrl+F to the field, then the text and Enter as a USB scanner sends them. */
    private static void enter(FxRobot robot, String text) {
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        assertTrue(field(robot).isFocused(), "Ctrl+F reaches the field");
        robot.write(text).type(KeyCode.ENTER);
    }

    private OpenMatch current() {
        return desk.desktop.scoring().currentProperty().get();
    }

    private static TextField field(FxRobot robot) {
        return robot.lookup("#sheet-find").queryAs(TextField.class);
    }

    private static String note(FxRobot robot) {
        return robot.lookup("#sheet-find-note").queryAs(Label.class).getText();
    }
}
