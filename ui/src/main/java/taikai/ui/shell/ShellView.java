package taikai.ui.shell;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import taikai.ui.Fxml;
import taikai.ui.write.WriteAnswer;

/**
 * The main window's content: header, navigation, the chosen screen and the status line. Screens
 * come from a function the composition root gives; a section it has no screen for says so.
 */
public final class ShellView extends BorderPane {
    private static final PseudoClass LANDED = PseudoClass.getPseudoClass("landed");
    private static final PseudoClass HELD = PseudoClass.getPseudoClass("held");
    private static final PseudoClass REFUSED = PseudoClass.getPseudoClass("refused");

    private final ShellViewModel model;
    private final Function<Section, Node> screens;
    private final Map<Section, Node> shown = new EnumMap<>(Section.class);

    @FXML private Label tournamentName;
    @FXML private Label tournamentDetails;
    @FXML private ListView<Section> navigation;
    @FXML private StackPane content;
    @FXML private Label status;

    /** @param screens the screen for a section, or null when that screen is not built yet */
    public ShellView(ShellViewModel model, Function<Section, Node> screens) {
        this.model = model;
        this.screens = screens;
        Fxml.load(this);
        getStylesheets().add(Fxml.stylesheet(ShellView.class, "shell.css"));
        tournamentName.textProperty().bind(model.tournamentNameProperty());
        tournamentDetails.textProperty().bind(model.tournamentDetailsProperty());
        status.textProperty().bind(model.statusProperty());
        model.lastAnswerProperty().addListener((obs, old, answer) -> colourStatus(answer));

        navigation.getItems().setAll(model.sections());
        navigation.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> model.select(now));
        model.selectedProperty().addListener((obs, old, now) -> show(now));
        show(model.selectedProperty().get());
    }

    @FXML
    private void openScoreboard() {
        model.openScoreboard();
    }

    private void show(Section section) {
        navigation.getSelectionModel().select(section);
        Node screen = shown.computeIfAbsent(section, s -> {
            Node built = screens.apply(s);
            return built != null ? built : new NotAvailableView(s);
        });
        content.getChildren().setAll(screen);
    }

    private void colourStatus(WriteAnswer answer) {
        WriteAnswer.Outcome outcome = answer == null ? null : answer.outcome();
        boolean landed = outcome != null && outcome.landed() && outcome != WriteAnswer.Outcome.PARTLY_APPLIED;
        boolean held = outcome == WriteAnswer.Outcome.HELD || outcome == WriteAnswer.Outcome.PARTLY_APPLIED;
        status.pseudoClassStateChanged(LANDED, landed);
        status.pseudoClassStateChanged(HELD, held);
        status.pseudoClassStateChanged(REFUSED, outcome != null && !landed && !held);
    }
}
