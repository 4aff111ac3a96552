package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import taikai.ui.shell.Section;
import taikai.words.Language;

/**
 * The screens the other spoken tests do not visit whole (SpokenScreensFitTest has the scoring sheet
 * and the print dialog; this one the tournament, the bracket, the results, the
 * courts, the schedule, the scoring table, the history, the problems, the hall and the copies) in
 * Japanese and German on a 1366x768 laptop (issue #23): no label is cut to "...", past the window,
 * its scrolling area or its parent, and none still reads a screen's English where the language's
 * bundle says it otherwise.
 */
class OtherScreensSpokenFitTest extends SpokenFit {
    /** The screen packages whose bundles a label's words may come from. */
    private static final List<String> PACKAGES = List.of("tournament", "bracket", "results", "courts", "schedule", "scoring",
            "history", "problems", "hall", "copies", "overrides", "shell", "clock", "match", "write", "settings", "session",
            "print");

    @org.testfx.framework.junit5.Start
    void start(javafx.stage.Stage shown) {
        show(shown);
    }

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void everyOtherScreenIsWholeAndSpokenInJapaneseAndGermanAt1366By768(Language language, FxRobot robot) throws Exception {
        openSample(robot, language, "individual-open", Section.TOURNAMENT);
        Map<String, String> english = englishOnly(language);
        List<String> cut = new ArrayList<>();
        List<String> untranslated = new ArrayList<>();
        Scene scene = stage.getScene();
        String tag = language.tag();
        List<Object[]> visits = List.of(
                new Object[] {Section.TOURNAMENT, "individual-open"},
                new Object[] {Section.BRACKET, "juniors"},
                new Object[] {Section.BRACKET, "individual-open"},
                new Object[] {Section.RESULTS, "individual-open"},
                new Object[] {Section.RESULTS, "team-championship"},
                new Object[] {Section.COURTS, "individual-open"},
                new Object[] {Section.SCHEDULE, "individual-open"},
                new Object[] {Section.SCORING, "individual-open"},
                new Object[] {Section.HISTORY, "individual-open"},
                new Object[] {Section.PROBLEMS, "individual-open"},
                new Object[] {Section.HALL, "individual-open"},
                new Object[] {Section.COPIES, "individual-open"});
        for (Object[] visit : visits) {
            Section section = (Section) visit[0];
            String competition = (String) visit[1];
            robot.interact(() -> {
                desk.desktop.shell().selectCompetition(competition);
                desk.desktop.shell().select(section);
            });
            WaitForAsyncUtils.waitForFxEvents();
            if (section == Section.HISTORY) {
                // A finished match's lines: what each write to it did, said from its groups.
                robot.interact(() -> desk.desktop.history().matches().stream()
                        .filter(m -> m.matchId().startsWith("Pool A")).findFirst()
                        .ifPresent(m -> desk.desktop.history().show(m)));
                DeskFixture.waitUntil(() -> !robot.lookup("#history-view .words").queryAll().isEmpty());
            }
            if (section == Section.BRACKET) {
                // A tree of 32 is wider than a laptop at its own size in any language, and the screen
                // scrolls it; fitted, every box is whole on the screen at once.
                robot.clickOn("#zoom-fit");
                WaitForAsyncUtils.waitForFxEvents();
            }
            String screen = section.name().toLowerCase(java.util.Locale.ROOT) + " of " + competition;
            robot.interact(() -> {
                check(cut, screen, scene);
                english(scene.getRoot(), english, screen, untranslated);
            });
            // For a person to look at: target/spoken/screen-<section>-<competition>-ja.png and -de.png.
            ScenePicture.save(robot, scene, Path.of("target", "spoken",
                    "screen-" + section.name().toLowerCase(java.util.Locale.ROOT) + "-" + competition + "-" + tag + ".png"));
        }
        assertEquals(List.of(), cut, String.join("\n", cut));
        assertEquals(List.of(), untranslated, String.join("\n", untranslated));
    }

    /** Every visible label whose whole text is a sentence of a screen's English bundle that the language says otherwise. */
    private static void english(Node node, Map<String, String> english, String screen, List<String> found) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && english.containsKey(labeled.getText().strip())) {
            found.add(screen + ": \"" + labeled.getText() + "\" is still English (" + english.get(labeled.getText().strip()) + ")");
        }
        if (node instanceof javafx.scene.Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                english(child, english, screen, found);
            }
        }
    }

    /**
     * The English sentences without arguments of the screens' bundles that {@code language} says
     * otherwise, to the key that says them; a word the same in both (a court letter, "OK") is left out.
     */
    private static Map<String, String> englishOnly(Language language) throws IOException {
        Map<String, String> found = new HashMap<>();
        for (String pkg : PACKAGES) {
            Properties base = load("taikai/ui/" + pkg + "/words.properties");
            Properties spoken = load("taikai/ui/" + pkg + "/words_" + language.tag() + ".properties");
            for (String key : base.stringPropertyNames()) {
                String text = base.getProperty(key).replace("''", "'").strip();
                String other = spoken.getProperty(key, text).replace("''", "'").strip();
                if (!text.contains("{") && text.length() > 2 && !text.equals(other)) {
                    found.put(text, pkg + "/" + key);
                }
            }
        }
        return found;
    }

    private static Properties load(String resource) throws IOException {
        Properties p = new Properties();
        try (InputStream in = OtherScreensSpokenFitTest.class.getClassLoader().getResourceAsStream(resource)) {
            if (in != null) {
                p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
        }
        return p;
    }
}
