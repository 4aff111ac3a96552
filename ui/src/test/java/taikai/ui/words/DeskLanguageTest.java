package taikai.ui.words;

import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.application.Application;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import taikai.ui.TaikaiApp;
import taikai.ui.TestFolders;
import taikai.ui.settings.SettingsFile;
import taikai.ui.shell.WindowMemory;
import taikai.words.Language;

/**
 * The desktop's language is this laptop's setting (decision 0048): read when the app starts, before
 * the first screen is built, and kept when a person picks another at the status bar's end.
 */
class DeskLanguageTest {
    @TempDir
    Path settings;

    @AfterEach
    void backToEnglish() {
        DeskWords.use(Language.ENGLISH);
    }

    @Test
    void theLanguageKeptInTheSettingsIsSpokenFromTheStartAndAnotherChoiceIsKept(@TempDir Path root) throws Exception {
        TestFolders.drawn(root);
        SettingsFile file = new SettingsFile(settings.resolve(SettingsFile.NAME));
        file.update(Map.of(DeskWords.SETTING, "de"));
        Stage stage = FxToolkit.registerPrimaryStage();
        Application app = FxToolkit.setupApplication(() -> new TaikaiApp(new WindowMemory(file), Optional.empty(),
                List.of(root.toString())));
        FxRobot robot = new FxRobot();
        try {
            org.testfx.util.WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS,
                    () -> robot.lookup(".language-choice").tryQuery().isPresent());
            assertEquals(Language.GERMAN, DeskWords.language(), "read before the first screen");
            ComboBox<Language> choice = robot.lookup(".language-choice").queryComboBox();
            assertEquals(Language.GERMAN, choice.getValue());
            assertEquals(List.of("English", "日本語", "Français", "Deutsch", "Nederlands", "Español"),
                    choice.getItems().stream().map(Language::ownName).toList(), "each language by its own name");

            robot.interact(() -> choice.setValue(Language.JAPANESE));

            await().atMost(Duration.ofSeconds(10)).until(() -> "ja".equals(file.read().get(DeskWords.SETTING)));
            Label status = robot.lookup("#status").queryAs(Label.class);
            await().atMost(Duration.ofSeconds(10)).until(() -> status.getText().contains("日本語"));
            assertTrue(status.getText().contains("次回の起動"), "said in the language chosen: " + status.getText());
        } finally {
            FxToolkit.cleanupApplication(app);
            robot.interact(stage::hide);
        }
    }

    @Test
    void noLanguageKeptIsTheSystemsAndAnUnknownTagToo() {
        SettingsFile file = new SettingsFile(settings.resolve(SettingsFile.NAME));
        assertEquals(Language.system(), DeskLanguage.chosen(file));
        file.update(Map.of(DeskWords.SETTING, "tlh"));
        assertEquals(Language.system(), DeskLanguage.chosen(file));
        DeskLanguage.keep(file, Language.DUTCH);
        assertEquals(Language.DUTCH, DeskLanguage.chosen(file));
    }
}
