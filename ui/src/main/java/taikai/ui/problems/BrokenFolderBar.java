package taikai.ui.problems;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** The banner under the header while a competition of the folder cannot be written, naming it. */
public final class BrokenFolderBar extends HBox {
    private final Words words = DeskWords.of(BrokenFolderBar.class);

    /** @param text the banner's sentence (empty hides it); @param show shows the Problems screen */
    public BrokenFolderBar(ReadOnlyStringProperty text, Runnable show) {
        setId("broken-folder-bar");
        getStyleClass().add("notice");
        Label sentence = new Label();
        sentence.setId("broken-folder-text");
        sentence.setWrapText(true);
        sentence.setMaxWidth(Double.MAX_VALUE);
        sentence.textProperty().bind(text);
        HBox.setHgrow(sentence, Priority.ALWAYS);
        Button problems = new Button(words.say("bar.show"));
        problems.setId("broken-folder-show");
        problems.setMinWidth(USE_PREF_SIZE);
        problems.setOnAction(e -> show.run());
        Label mark = new Label("\u2716");
        mark.setMinWidth(USE_PREF_SIZE);
        getChildren().addAll(mark, sentence, problems);
        visibleProperty().bind(text.isNotEmpty());
        managedProperty().bind(visibleProperty());
    }
}
