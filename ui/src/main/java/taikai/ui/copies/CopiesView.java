package taikai.ui.copies;

import java.io.File;
import java.nio.file.Path;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.Window;
import taikai.ui.Fxml;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The Copies screen: where the backups go, how often and how many are kept, the last good copy's
 * time, the folder's history, a restore of a copy as a new folder, and a comparison of the open
 * folder with a copy in tournament words. Handlers only call the view model.
 */
public final class CopiesView extends VBox {
    private final Words words = DeskWords.of(CopiesView.class);
    private final CopiesViewModel model;
    private final Consumer<Path> opener;
    private BiFunction<Window, String, File> chooser = CopiesView::choose;

    /** @param opener opens a restored folder on the desktop */
    public CopiesView(CopiesViewModel model, Consumer<Path> opener) {
        this.model = model;
        this.opener = opener;
        setId("copies-view");
        getStylesheets().add(Fxml.stylesheet(CopiesView.class, "copies.css"));
        Label heading = new Label(words.say("heading"));
        heading.getStyleClass().add("heading");
        Label intro = wrapped(words.say("intro"));

        TextField place = new TextField();
        place.setId("copies-place");
        place.setPromptText(words.say("place.prompt"));
        place.setPrefColumnCount(40);
        place.textProperty().bind(model.placeProperty());
        place.setEditable(false);
        Button choosePlace = new Button(words.say("place.choose"));
        choosePlace.setId("copies-choose-place");
        Button noPlace = new Button(words.say("place.none"));
        noPlace.setId("copies-no-place");
        HBox placeRow = new HBox(8, new Label(words.say("place")), place, choosePlace, noPlace);
        placeRow.getStyleClass().add("bar");
        HBox.setHgrow(place, Priority.ALWAYS);

        Spinner<Integer> every = new Spinner<>(1, 240, model.everyProperty().get());
        every.setId("copies-every");
        every.setEditable(true);
        every.setPrefWidth(90);
        model.everyProperty().addListener((obs, old, now) -> every.getValueFactory().setValue(now.intValue()));
        Spinner<Integer> keep = new Spinner<>(1, 500, model.keepProperty().get());
        keep.setId("copies-keep");
        keep.setEditable(true);
        keep.setPrefWidth(90);
        model.keepProperty().addListener((obs, old, now) -> keep.getValueFactory().setValue(now.intValue()));
        CheckBox history = new CheckBox(words.say("history"));
        history.setId("copies-history");
        history.setSelected(model.keepHistoryProperty().get());
        model.keepHistoryProperty().addListener((obs, old, now) -> history.setSelected(now));
        Button apply = new Button(words.say("apply"));
        apply.setId("copies-apply");
        apply.getStyleClass().add("accent");
        HBox numbers = new HBox(8, new Label(words.say("every.before")), every, new Label(words.say("every.between")), keep,
                new Label(words.say("every.after")));
        numbers.getStyleClass().add("bar");
        HBox applyRow = new HBox(16, history, apply);
        applyRow.getStyleClass().add("bar");

        choosePlace.setOnAction(e -> {
            File chosen = chooser.apply(getScene().getWindow(), words.say("choose.place"));
            if (chosen != null) {
                model.apply(chosen.toPath(), every.getValue(), keep.getValue(), history.isSelected());
            }
        });
        noPlace.setOnAction(e -> model.apply(null, every.getValue(), keep.getValue(), history.isSelected()));
        apply.setOnAction(e -> model.apply(model.placeProperty().get().isEmpty() ? null : Path.of(model.placeProperty().get()),
                every.getValue(), keep.getValue(), history.isSelected()));

        Label lastGood = new Label();
        lastGood.setId("copies-last-good");
        lastGood.getStyleClass().add("last-good");
        lastGood.setWrapText(true);
        lastGood.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        lastGood.textProperty().bind(model.lastGoodProperty());
        Button now = new Button(words.say("now"));
        now.setId("copies-now");
        now.disableProperty().bind(model.placeProperty().isEmpty());
        now.setOnAction(e -> model.backUpNow());
        HBox lastRow = new HBox(12, now, lastGood);
        lastRow.getStyleClass().add("bar");

        Label message = wrapped("");
        message.setId("copies-message");
        message.textProperty().bind(model.messageProperty());

        Label other = new Label(words.say("other"));
        other.getStyleClass().add("subheading");
        Label otherText = wrapped(words.say("other.intro"));
        Button restore = new Button(words.say("restore"));
        restore.setId("copies-restore");
        restore.setOnAction(e -> {
            File chosen = chooser.apply(getScene().getWindow(), words.say("choose.restore"));
            if (chosen != null) {
                model.restore(chosen.toPath(), opener);
            }
        });
        Button compare = new Button(words.say("compare"));
        compare.setId("copies-compare");
        compare.setOnAction(e -> {
            File chosen = chooser.apply(getScene().getWindow(), words.say("choose.compare"));
            if (chosen != null) {
                model.compareWith(chosen.toPath());
            }
        });
        HBox otherRow = new HBox(8, restore, compare);
        otherRow.getStyleClass().add("bar");
        TextArea comparison = new TextArea();
        comparison.setId("copies-comparison");
        comparison.getStyleClass().add("comparison");
        comparison.setEditable(false);
        comparison.setWrapText(true);
        comparison.textProperty().bind(model.comparisonProperty());
        comparison.visibleProperty().bind(model.comparisonProperty().isNotEmpty());
        comparison.managedProperty().bind(comparison.visibleProperty());
        VBox.setVgrow(comparison, Priority.ALWAYS);

        getChildren().addAll(heading, intro, placeRow, numbers, applyRow, lastRow, message, other, otherText, otherRow,
                comparison);
    }

    /** Replaces the folder chooser (a test answers it): given the window and the title, the chosen folder or null. */
    public void setChooser(BiFunction<Window, String, File> chooser) {
        this.chooser = chooser;
    }

    private static File choose(Window owner, String title) {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(title);
        return chooser.showDialog(owner);
    }

    private static Label wrapped(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        // Taller rather than cut off with "...": the screen is read on a 1366 x 768 laptop.
        label.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }
}
