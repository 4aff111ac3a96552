package taikai.ui.shell;

import java.io.File;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.BiFunction;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.stage.DirectoryChooser;
import javafx.stage.Window;
import taikai.ui.Fxml;
import taikai.ui.words.DeskWords;
import taikai.ui.write.WriteAnswer;
import taikai.words.Words;

/**
 * The main window's content: header, navigation, the chosen screen and the status line. Screens
 * come from the {@link Screens} the composition root registered; a section without one says so.
 */
public final class ShellView extends BorderPane {
    private static final PseudoClass LANDED = PseudoClass.getPseudoClass("landed");
    private static final PseudoClass HELD = PseudoClass.getPseudoClass("held");
    private static final PseudoClass REFUSED = PseudoClass.getPseudoClass("refused");

    private final Words words = DeskWords.of(ShellView.class);
    private final ShellViewModel model;
    private final Screens screens;
    private final Map<Section, Node> shown = new EnumMap<>(Section.class);
    private BiFunction<Window, String, File> destinationChooser = ShellView::chooseDestination;

    @FXML private Label tournamentName;
    @FXML private Label tournamentDetails;
    @FXML private Label copyLine;
    private static final javafx.css.PseudoClass FAILED = javafx.css.PseudoClass.getPseudoClass("failed");
    @FXML private Label competitionCaption;
    @FXML private ComboBox<CompetitionItem> competition;
    @FXML private Button newTournamentButton;
    @FXML private Button openFolderButton;
    @FXML private Button reloadButton;
    @FXML private Button backupButton;
    @FXML private Button exportButton;
    @FXML private Button printButton;
    @FXML private MenuButton scoreboardButton;
    @FXML private StackPane banner;
    @FXML private ListView<Section> navigation;
    @FXML private StackPane content;
    @FXML private Label status;
    @FXML private Label folder;
    @FXML private ComboBox<taikai.words.Language> languageChoice;

    public ShellView(ShellViewModel model, Screens screens) {
        this.model = model;
        this.screens = screens;
        Fxml.load(this);
        getStylesheets().add(Fxml.stylesheet(ShellView.class, "shell.css"));
        speak();
        fitHeader();
        // A screen's own Print... button (taikai.ui.print.PrintButton) asks here, on its kind of paper.
        addEventHandler(taikai.ui.print.PrintButton.Request.PRINT, request -> {
            request.consume();
            print(request.what());
        });
        tournamentName.textProperty().bind(model.tournamentNameProperty());
        tournamentDetails.textProperty().bind(model.tournamentDetailsProperty());
        copyLine.textProperty().bind(model.copyLineProperty());
        copyLine.visibleProperty().bind(model.copyLineProperty().isNotEmpty());
        copyLine.managedProperty().bind(copyLine.visibleProperty());
        copyLine.pseudoClassStateChanged(FAILED, model.copyFailedProperty().get());
        model.copyFailedProperty().addListener((obs, was, failed) -> copyLine.pseudoClassStateChanged(FAILED, failed));
        status.textProperty().bind(model.statusProperty());
        folder.textProperty().bind(model.folderProperty());
        // A long status sentence leaves the folder's path little room: the tooltip holds it whole.
        javafx.scene.control.Tooltip path = new javafx.scene.control.Tooltip();
        path.textProperty().bind(model.folderProperty());
        folder.setTooltip(path);
        model.lastAnswerProperty().addListener((obs, old, answer) -> colourStatus(answer));
        offerLanguages();

        competition.setItems(model.competitions());
        competition.setButtonCell(new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(CompetitionItem item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : item.shortLabel());
                setTooltip(empty || item == null ? null : new Tooltip(item.toString()));
            }
        });
        competition.getSelectionModel().select(model.competitionProperty().get());
        model.competitionProperty().addListener((obs, old, now) -> competition.getSelectionModel().select(now));
        // A read of the folder sets the items anew, which clears a combo box's value while the chosen
        // competition stays the same: show it again.
        competition.valueProperty().addListener((obs, old, now) -> {
            CompetitionItem chosen = model.competitionProperty().get();
            if (now == null && chosen != null && competition.getItems().contains(chosen)) {
                competition.getSelectionModel().select(chosen);
            }
        });
        competition.setOnAction(e -> {
            CompetitionItem chosen = competition.getSelectionModel().getSelectedItem();
            if (chosen != null) {
                model.selectCompetition(chosen.id());
            }
        });
        reloadButton.disableProperty().bind(model.folderProperty().isEmpty());
        backupButton.disableProperty().bind(model.folderProperty().isEmpty());
        exportButton.disableProperty().bind(model.folderProperty().isEmpty());
        printButton.disableProperty().bind(model.folderProperty().isEmpty());
        model.courts().addListener((ListChangeListener<String>) change -> fillScoreboardMenu());
        fillScoreboardMenu();

        navigation.getItems().setAll(model.sections());
        // Problems carries the count of the last read, so a broken folder shows on open whatever screen is up.
        navigation.setCellFactory(list -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(Section item, boolean empty) {
                super.updateItem(item, empty);
                int count = model.problemCountProperty().get();
                setText(empty || item == null ? null
                        : item == Section.PROBLEMS && count > 0 ? words.say("nav.counted", item.title(), count) : item.title());
                setId(empty || item == null ? null : "nav-" + item.name().toLowerCase(java.util.Locale.ROOT));
            }
        });
        model.problemCountProperty().addListener((obs, old, now) -> navigation.refresh());
        navigation.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> model.select(now));
        model.selectedProperty().addListener((obs, old, now) -> show(now));
        show(model.selectedProperty().get());
    }

    /**
     * The desktop's language, each listed by its own name, at the status bar's end (decision 0048): a
     * choice is kept in this laptop's settings and spoken from the desktop's next start.
     */
    private void offerLanguages() {
        languageChoice.getItems().setAll(taikai.words.Language.values());
        languageChoice.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(taikai.words.Language language) {
                return language == null ? "" : language.ownName();
            }

            @Override
            public taikai.words.Language fromString(String text) {
                return null;
            }
        });
        languageChoice.setValue(taikai.ui.words.DeskWords.language());
        languageChoice.setAccessibleText(taikai.ui.words.DeskLanguage.label());
        languageChoice.setTooltip(new Tooltip(taikai.ui.words.DeskLanguage.tooltip()));
        languageChoice.setFocusTraversable(false);
        languageChoice.setOnAction(e -> {
            taikai.words.Language chosen = languageChoice.getValue();
            if (chosen != null) {
                model.chooseLanguage(chosen);
            }
        });
    }

    /** The header's caption, prompt, buttons and their tooltips, in the desktop's language. */
    private void speak() {
        competitionCaption.setText(words.say("competition.caption"));
        competition.setPromptText(words.say("competition.prompt"));
        say(newTournamentButton, "new");
        say(openFolderButton, "open");
        say(reloadButton, "reload");
        say(backupButton, "backup");
        say(exportButton, "export");
        say(printButton, "print");
        scoreboardButton.setText(words.say("scoreboards"));
    }

    private void say(Button button, String key) {
        button.setText(words.say(key));
        button.setTooltip(new Tooltip(words.say(key + ".tip")));
    }

    /**
     * Keeps the header readable on a 1366 px laptop: its buttons and the brand never shrink to "...",
     * the competition box gives up width first, and a long tournament name wraps onto a second line
     * (its tooltip holds it whole).
     */
    private void fitHeader() {
        javafx.scene.Node header = lookup(".shell-header");
        if (header instanceof javafx.scene.layout.HBox box) {
            for (javafx.scene.Node child : box.getChildren()) {
                if (child instanceof javafx.scene.control.ButtonBase || child instanceof Label) {
                    ((javafx.scene.layout.Region) child).setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
                }
            }
        }
        tournamentName.setWrapText(true);
        tournamentDetails.setWrapText(true);
        tournamentName.setMinWidth(120);
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(tournamentName.textProperty());
        tournamentName.setTooltip(whole);
        competition.setMinWidth(180);
    }

    /** Shows {@code node} under the header (a notice), or nothing when null. */
    public void setBanner(Node node) {
        if (node == null) {
            banner.getChildren().clear();
        } else {
            banner.getChildren().setAll(node);
        }
    }

    @FXML
    private void newTournament() {
        model.newTournament();
    }

    @FXML
    private void openFolder() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(words.say("open.title"));
        File chosen = chooser.showDialog(getScene().getWindow());
        if (chosen != null) {
            model.openFolder(chosen.toPath());
        }
    }

    @FXML
    private void reload() {
        model.reload();
    }

    /**
     * Replaces the folder chooser "Back up..." and "Export..." show (a test answers it): given the
     * window and the chooser's title, it returns the chosen folder, or null when none was chosen.
     */
    public void setDestinationChooser(BiFunction<Window, String, File> chooser) {
        destinationChooser = chooser;
    }

    @FXML
    private void backUp() {
        File chosen = destinationChooser.apply(getScene().getWindow(), words.say("backup.title"));
        if (chosen != null) {
            model.backUp(chosen.toPath());
        }
    }

    @FXML
    private void print() {
        print(PrintChoice.forSection(model.selectedProperty().get()));
    }

    private void print(taikai.print.What what) {
        CompetitionItem chosen = model.competitionProperty().get();
        String competition = PrintChoice.perCompetition(what) && chosen != null ? chosen.id() : "";
        taikai.ui.print.PrintDialog.open(getScene().getWindow(), java.nio.file.Path.of(model.folderProperty().get()), what, competition,
                model.siteAddressProperty().get());
    }

    @FXML
    private void export() {
        File chosen = destinationChooser.apply(getScene().getWindow(), words.say("export.title"));
        if (chosen != null) {
            model.export(chosen.toPath());
        }
    }

    private static File chooseDestination(Window owner, String title) {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(title);
        return chooser.showDialog(owner);
    }

    private void fillScoreboardMenu() {
        scoreboardButton.getItems().clear();
        for (String court : model.courts()) {
            MenuItem item = new MenuItem(words.say("scoreboard.court", court));
            item.setId("scoreboard-" + court);
            item.setOnAction(e -> model.openScoreboard(court));
            scoreboardButton.getItems().add(item);
        }
        MenuItem all = new MenuItem(words.say("scoreboard.all"));
        all.setId("scoreboard-overview");
        all.setOnAction(e -> model.openOverview());
        if (!scoreboardButton.getItems().isEmpty()) {
            scoreboardButton.getItems().add(new SeparatorMenuItem());
        }
        scoreboardButton.getItems().add(all);
    }

    private void show(Section section) {
        navigation.getSelectionModel().select(section);
        Node screen = shown.computeIfAbsent(section, screens::build);
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
