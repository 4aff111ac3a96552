package taikai.ui.print;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.image.ImageView;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import taikai.print.What;
import taikai.ui.Appearance;
import taikai.ui.TestFolders;
import taikai.words.Language;

/**
 * The print dialog on a real stage over a copy of the sample: Preview renders every page of the
 * chosen kind off the FX thread, Save as PDF writes the file where the chooser says, and a place
 * inside the data folder is refused in words with nothing written.
 */
@ExtendWith(ApplicationExtension.class)
class PrintDialogTest {
    @TempDir
    Path root;
    private Stage owner;

    @Start
    void start(Stage stage) {
        Appearance.apply();
        owner = stage;
        stage.setScene(new javafx.scene.Scene(new Label("The desktop"), 400, 300));
        stage.show();
    }

    @Test
    void previewShowsEveryPageAndSaveWritesThePdfOutsideTheDataFolder(FxRobot robot) throws Exception {
        Path data = root.resolve("lindewaard");
        assertTrue(TestFolders.sample(data), "the repository's sample-tournament/ is needed");
        Map<String, byte[]> before = files(data);
        PrintDialog[] dialog = new PrintDialog[1];
        robot.interact(() -> dialog[0] = PrintDialog.open(owner, data, What.POOLS, "naginata-shiai"));
        // At its own size the dialog's choices are whole, and the competition is named as a person reads it.
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> robot.lookup("#printCompetition")
                .queryAs(javafx.scene.control.ComboBox.class).getItems().size() > 1);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Scene scene = dialog[0].stage().getScene();
        List<String> cut = new java.util.ArrayList<>();
        robot.interact(() -> cut.addAll(taikai.ui.Clipping.of(scene)));
        assertEquals(List.of(), cut, String.join("\n", cut));
        javafx.scene.control.ComboBox<?> chosen = robot.lookup("#printCompetition").queryAs(javafx.scene.control.ComboBox.class);
        String[] shown = new String[1];
        robot.interact(() -> shown[0] = ((Labeled) ((javafx.scene.control.skin.ComboBoxListViewSkin<?>) chosen.getSkin())
                .getDisplayNode()).getText());
        assertEquals("Naginata Shiai", shown[0]);
        Path[] answer = {data.resolve("inside.pdf")};
        dialog[0].setSaveChooser((window, name) -> new File(answer[0].toString()));

        robot.clickOn("#printPreview");
        WaitForAsyncUtils.waitFor(60, java.util.concurrent.TimeUnit.SECONDS, () -> status(robot).startsWith("Printed "));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Printed 2 pages.", status(robot));
        VBox pages = robot.lookup("#printPages").queryAs(VBox.class);
        assertEquals(2, pages.getChildren().size());
        assertTrue(((ImageView) pages.getChildren().get(0)).getImage().getWidth() > 100, "a page rendered to an image");

        robot.clickOn("#printSave");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(status(robot).contains("is inside the data folder"), status(robot));
        assertEquals(before.keySet(), files(data).keySet(), "nothing written into the data folder");

        answer[0] = root.resolve("out/naginata-pools.pdf");
        robot.clickOn("#printSave");
        WaitForAsyncUtils.waitFor(20, java.util.concurrent.TimeUnit.SECONDS, () -> status(robot).startsWith("Saved the PDF as "));
        byte[] pdf = Files.readAllBytes(answer[0]);
        assertTrue(new String(pdf, 0, 5, StandardCharsets.ISO_8859_1).startsWith("%PDF-"));
        robot.interact(() -> dialog[0].stage().close());
    }

    @Test
    void theCompetitionIsChosenByItsNameNeverItsId(FxRobot robot) throws Exception {
        Path data = root.resolve("lindewaard");
        assertTrue(TestFolders.sample(data), "the repository's sample-tournament/ is needed");
        PrintDialog[] dialog = new PrintDialog[1];
        robot.interact(() -> dialog[0] = PrintDialog.open(owner, data, What.POOLS, "naginata-shiai"));
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<String> choice = robot.lookup("#printCompetition").queryAs(javafx.scene.control.ComboBox.class);
        WaitForAsyncUtils.waitFor(20, java.util.concurrent.TimeUnit.SECONDS, () -> choice.getItems().size() > 1);
        WaitForAsyncUtils.waitForFxEvents();
        String[] display = new String[1];
        robot.interact(() -> display[0] = ((javafx.scene.control.ListCell<?>)
                ((javafx.scene.control.skin.ComboBoxListViewSkin<?>) choice.getSkin()).getDisplayNode()).getText());
        assertEquals("Naginata Shiai", display[0], "the chosen competition is shown by its name");
        for (String id : choice.getItems()) {
            String shown = choice.getConverter().toString(id);
            assertTrue(id.isEmpty() ? shown.equals("Every competition") : !shown.equals(id) && !shown.isBlank(), shown);
        }
        robot.interact(() -> dialog[0].stage().close());
    }

    @Test
    void thePagesArePrintedInTheLanguageChosenEnglishUntilAnotherIsChosen(FxRobot robot) throws Exception {
        Path data = root.resolve("lindewaard");
        assertTrue(TestFolders.sample(data), "the repository's sample-tournament/ is needed");
        PrintDialog[] dialog = new PrintDialog[1];
        robot.interact(() -> dialog[0] = PrintDialog.open(owner, data, What.POOLS, "naginata-shiai"));
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<Language> language = robot.lookup("#printLanguage").queryAs(javafx.scene.control.ComboBox.class);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Language.ENGLISH, language.getValue(), "English while the desktop has no language setting");
        List<String> names = language.getItems().stream().map(l -> language.getConverter().toString(l)).toList();
        assertEquals(List.of("English", "日本語", "Français", "Deutsch", "Nederlands", "Español"), names, "each language by its own name");

        robot.interact(() -> language.setValue(Language.JAPANESE));
        robot.clickOn("#printPreview");
        WaitForAsyncUtils.waitFor(60, java.util.concurrent.TimeUnit.SECONDS, () -> status(robot).startsWith("Printed "));
        Path out = root.resolve("out/pools-ja.pdf");
        dialog[0].setSaveChooser((window, name) -> out.toFile());
        robot.clickOn("#printSave");
        WaitForAsyncUtils.waitFor(20, java.util.concurrent.TimeUnit.SECONDS, () -> status(robot).startsWith("Saved the PDF as "));
        String text;
        try (var doc = org.apache.pdfbox.Loader.loadPDF(Files.readAllBytes(out))) {
            text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
        }
        assertTrue(text.contains("氏名") && text.contains("結果") && text.contains("Naginata Shiai"), text);
        assertTrue(!text.contains("Separated by"), "no English heading: " + text);
        robot.interact(() -> dialog[0].stage().close());
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#printStatus").queryAs(Label.class).getText();
    }

    private static Map<String, byte[]> files(Path root) throws Exception {
        Map<String, byte[]> files = new java.util.TreeMap<>();
        try (var walk = Files.walk(root)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString(), Files.readAllBytes(p));
            }
        }
        return files;
    }
}
