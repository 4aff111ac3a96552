package taikai.ui.entrants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.TableView;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import taikai.app.road.actions.competition.CreateCompetition;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSettings;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.ui.DeskFixture;
import taikai.ui.ScenePicture;
import taikai.ui.shell.Section;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/**
 * The Entrants screen of the sample tournament in Japanese (its own script and font) and German (the
 * longest words) on a 1366x768 laptop (issue #23): the list with its withdrawals, the form open on an
 * entrant and on a refusal, and the preview of a pasted list with its columns, every label in the
 * language chosen and none cut to "..." or reaching past the window, its scrolling area or its parent.
 */
class EntrantsSpokenFitTest extends taikai.ui.SpokenFit {
    @org.testfx.framework.junit5.Start
    void start(javafx.stage.Stage shown) {
        show(shown);
    }
    /** Rows copied from a spreadsheet: a header, people, a prize line and a grade that does not read like one. */
    private static final String LIST = "Name\tZekken\tDojo\tGrade\n"
            + "Kenji Tanaka\tTANAKA\tRenbukan London\t4 dan\n"
            + "Yui Sato\tSATO\tMumeishi Amsterdam\t3D\n"
            + "Up to 2D 1st place\t\t\t\n"
            + "Pieter de Vries\tDE VRIES\tKendo Amsterdam\t2 kyu\n"
            + "Sven Larsson\tLARSSON\tMumeishi Amsterdam\tsee notes\n";

    @ParameterizedTest
    @EnumSource(value = Language.class, names = {"JAPANESE", "GERMAN"})
    void theEntrantsListFormAndImportAreWholeInJapaneseAndGermanAt1366By768(Language language, FxRobot robot)
            throws Exception {
        openSample(robot, language, "individual-open", taikai.ui.shell.Section.ENTRANTS);
        Scene scene = stage.getScene();
        EntrantsView view = (EntrantsView) scene.lookup("#entrants-view");
        EntrantsViewModel model = view.model();
        DeskFixture.waitUntil(() -> !model.all().isEmpty());
        List<String> cut = new ArrayList<>();

        // A withdrawn entrant chosen: the status column and the form say why, and whether the bar can be lifted.
        EntrantLine withdrawn = model.all().stream().filter(l -> l.standing() == EntrantLine.Standing.WITHDRAWN)
                .findFirst().orElseThrow();
        choose(robot, view, withdrawn);
        robot.interact(() -> check(cut, "The list with a withdrawn entrant chosen", scene));
        // For a person to look at: target/spoken/entrants-ja.png and entrants-de.png.
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "entrants-" + language.tag() + ".png"));
        Button add = robot.lookup("#entrants-new").queryButton();
        assertEquals(DeskWords.of(EntrantsView.class).say("new"), add.getText(), "the screen speaks " + language.tag());
        assertNotEquals("+ New entrant", add.getText(), "the screen speaks " + language.tag());

        // An entrant who may still withdraw, then the form's refusal of a name left empty.
        EntrantLine entered = model.all().stream().filter(l -> l.standing() == EntrantLine.Standing.ENTERED)
                .findFirst().orElseThrow();
        choose(robot, view, entered);
        robot.interact(() -> {
            model.editor().nameProperty().set("");
            model.editor().save();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(DeskWords.of(EntrantEditor.class).say("need.name"), model.editor().messageProperty().get());
        robot.interact(() -> check(cut, "The form refusing an empty name", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "entrants-form-" + language.tag() + ".png"));

        // A competition not drawn yet takes a pasted list: the preview with its columns and each row's flag.
        String name = "Kyu open";
        robot.interact(() -> desk.desktop.context().road().send(name, new CreateCompetition(
                Competition.create(CompetitionSettings.idFor(name), name, Kind.INDIVIDUAL, Format.KNOCKOUT))));
        desk.awaitAnswer(robot, name, "");
        DeskFixture.waitUntil(() -> desk.session.snapshotProperty().get().state(CompetitionSettings.idFor(name)).isPresent());
        robot.interact(() -> desk.desktop.shell().selectCompetition(CompetitionSettings.idFor(name)));
        DeskFixture.waitUntil(() -> model.openProperty().get() && model.all().isEmpty());
        robot.interact(() -> model.importer().readText(EntrantImportViewModel.PASTED, LIST));
        DeskFixture.waitUntil(() -> !model.importer().busyProperty().get() && !model.importer().lines().isEmpty());
        assertTrue(model.importer().canConfirmProperty().get(), model.importer().summaryProperty().get());
        robot.interact(() -> check(cut, "The preview of a pasted list", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "entrants-import-" + language.tag() + ".png"));
        Button cancel = robot.lookup("#import-cancel").queryButton();
        assertEquals(DeskWords.of(EntrantImportView.class).say("import.cancel"), cancel.getText());
        assertNotEquals("Cancel", cancel.getText(), "the preview speaks " + language.tag());

        // A pasted list whose quote is never closed: where, and what the reader found, in the language.
        robot.interact(() -> model.importer().readText(EntrantImportViewModel.PASTED, "Name,Dojo\nSato,Kodokan\n\"Anna,Mumeishi\n"));
        DeskFixture.waitUntil(() -> !model.importer().busyProperty().get() && !model.importer().errorProperty().get().isEmpty());
        String unreadable = model.importer().errorProperty().get();
        assertFalse(unreadable.contains("do not read") || unreadable.contains("Check the quotes") || unreadable.contains("found"),
                "the import's problem speaks " + language.tag() + ": " + unreadable);
        robot.interact(() -> check(cut, "A pasted list that does not read", scene));
        ScenePicture.save(robot, scene, Path.of("target", "spoken", "entrants-import-unreadable-" + language.tag() + ".png"));
        assertEquals(List.of(), cut, String.join("\n", cut));
    }

    @SuppressWarnings("unchecked")
    private static void choose(FxRobot robot, EntrantsView view, EntrantLine line) {
        robot.interact(() -> {
            TableView<EntrantLine> table = (TableView<EntrantLine>) view.lookup("#entrants-table");
            EntrantLine shown = table.getItems().stream().filter(l -> l.id().equals(line.id())).findFirst().orElseThrow();
            table.getSelectionModel().clearAndSelect(table.getItems().indexOf(shown));
            table.scrollTo(shown);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

}
