package taikai.ui.print;

import taikai.words.Words;
import taikai.ui.words.DeskWords;
import javafx.event.Event;
import javafx.event.EventType;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import taikai.print.What;

/**
 * A screen's own "Print..." button: it asks for the print dialog on the screen's kind of paper by
 * firing a {@link Request} that bubbles up to the shell, which knows the data folder, the chosen
 * competition and the hall server's address and opens the dialog. A screen needs no wiring for it.
 */
public final class PrintButton {
    private PrintButton() {
    }

    /** A "Print..." button for {@code what}, its id {@code print-<word>} ("print-pools"). */
    public static Button of(What what) {
        Words words = DeskWords.of(PrintButton.class);
        Button button = new Button(words.say("button.print"));
        button.setId("print-" + what.word());
        button.getStyleClass().add("print-button");
        button.setTooltip(new Tooltip(words.say("button.tip", words.language() == taikai.words.Language.GERMAN
                ? what.title(words.language()) : what.title(words.language()).toLowerCase(words.language().locale()))));
        button.setOnAction(e -> button.fireEvent(new Request(what)));
        return button;
    }

    /** A screen's heading with its Print... button at the right end of the line. */
    public static HBox beside(Node heading, What what) {
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox line = new HBox(8, heading, gap, of(what));
        line.setAlignment(Pos.CENTER_LEFT);
        return line;
    }

    /** The Print... button for {@code what} at the right end of the row it is put in. */
    public static HBox atRight(What what) {
        HBox right = new HBox(of(what));
        right.setAlignment(Pos.CENTER_RIGHT);
        HBox.setHgrow(right, Priority.ALWAYS);
        return right;
    }

    /** The print dialog asked for on a kind of paper. */
    public static final class Request extends Event {
        public static final EventType<Request> PRINT = new EventType<>(Event.ANY, "TAIKAI_PRINT");
        private final What what;

        Request(What what) {
            super(PRINT);
            this.what = what;
        }

        public What what() {
            return what;
        }
    }
}
