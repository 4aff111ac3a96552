package taikai.ui.print;

import taikai.words.Words;
import taikai.ui.words.DeskWords;
import java.io.File;
import java.nio.file.Path;
import java.util.function.BiFunction;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.image.ImageView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.StringConverter;
import taikai.print.Paper;
import taikai.print.What;
import taikai.ui.FxUiExecutor;
import taikai.ui.UiExecutor;
import taikai.words.Language;

/**
 * "Print...": choose the kind, the competition and the paper, see the pages (rendered off the FX
 * thread, with progress), then Save as PDF or open it in the system's viewer. The header opens it
 * for the booklet; a screen's own Print... button may open it on its own kind.
 */
public final class PrintDialog {
    private final Words words = DeskWords.of(PrintDialog.class);
    private final PrintDialogModel model;
    private final Stage stage = new Stage();
    private final FxUiExecutor ownExecutor;
    private BiFunction<Window, String, File> saveChooser = PrintDialog::chooseFile;

    private PrintDialog(UiExecutor executor, FxUiExecutor own, Path folder, What what, String competition) {
        this.ownExecutor = own;
        this.model = new PrintDialogModel(executor, folder, DeskWords.language());
        model.whatProperty().set(what);
        model.competitionProperty().set(competition == null ? "" : competition);
        stage.setTitle(words.say("dialog.title"));
        stage.setScene(new Scene(layout(), 900, 680));
        stage.setOnHidden(e -> {
            if (ownExecutor != null) {
                ownExecutor.close();
            }
        });
    }

    /** A dialog over {@code owner} for the data folder {@code folder}, preset to {@code what} and {@code competition} (empty: every one). */
    public static PrintDialog open(Window owner, Path folder, What what, String competition) {
        return open(owner, folder, what, competition, "");
    }

    /** The same, with the public site's address (empty when the hall server is off) for the name tags' codes. */
    public static PrintDialog open(Window owner, Path folder, What what, String competition, String site) {
        FxUiExecutor executor = new FxUiExecutor();
        PrintDialog dialog = new PrintDialog(executor, executor, folder, what, competition);
        dialog.model.siteProperty().set(site == null ? "" : site);
        if (owner != null) {
            dialog.stage.initOwner(owner);
            dialog.stage.initModality(Modality.WINDOW_MODAL);
        }
        dialog.stage.show();
        return dialog;
    }

    /** Replaces the file chooser of "Save as PDF..." (a test answers it). */
    public void setSaveChooser(BiFunction<Window, String, File> chooser) {
        saveChooser = chooser;
    }

    public Stage stage() {
        return stage;
    }

    private BorderPane layout() {
        ComboBox<What> what = new ComboBox<>();
        what.setId("printWhat");
        what.getItems().setAll(What.values());
        what.setConverter(words(w -> w.title(words.language())));
        what.valueProperty().bindBidirectional(model.whatProperty());

        ComboBox<String> competition = new ComboBox<>();
        competition.setId("printCompetition");
        competition.setItems(model.competitions());
        competition.setConverter(words(model::competitionName));
        // The names arrive with the list, after the chosen competition was set: show it by its name then.
        model.competitions().addListener((ListChangeListener<String>) change -> {
            competition.setConverter(words(model::competitionName));
            competition.setButtonCell(null);
            String chosen = competition.getValue();
            competition.getSelectionModel().clearSelection();
            competition.getSelectionModel().select(chosen);
        });
        competition.valueProperty().bindBidirectional(model.competitionProperty());

        ComboBox<Paper> paper = new ComboBox<>();
        paper.setId("printPaper");
        paper.getItems().setAll(Paper.values());
        paper.setConverter(words(p -> switch (p) {
            case A4 -> words.say("paper.a4");
            case LETTER -> words.say("paper.letter");
            case A3 -> words.say("paper.a3");
        }));
        paper.valueProperty().bindBidirectional(model.paperProperty());

        // Each language by its own name, so an organiser finds theirs whatever the screen's language.
        ComboBox<Language> language = new ComboBox<>();
        language.setId("printLanguage");
        language.getItems().setAll(Language.values());
        language.setConverter(words(Language::ownName));
        language.valueProperty().bindBidirectional(model.languageProperty());

        CheckBox blank = new CheckBox(words.say("dialog.blank"));
        blank.setId("printBlank");
        blank.selectedProperty().bindBidirectional(model.blankProperty());

        Button preview = new Button(words.say("dialog.preview"));
        preview.setId("printPreview");
        preview.setDefaultButton(true);
        preview.disableProperty().bind(model.busyProperty());
        preview.setOnAction(e -> model.preview());

        // The choices flow onto a second line in a narrow window rather than cut their words short.
        FlowPane choices = new FlowPane(8, 8, new Label(words.say("dialog.print")), what, new Label(words.say("dialog.of")), competition,
                new Label(words.say("dialog.on")), paper, new Label(words.say("dialog.in")), language, blank, preview);
        choices.setAlignment(Pos.CENTER_LEFT);
        choices.setPadding(new Insets(10));

        VBox pages = new VBox(12);
        pages.setId("printPages");
        pages.setAlignment(Pos.TOP_CENTER);
        pages.setPadding(new Insets(12));
        model.pages().addListener((ListChangeListener<javafx.scene.image.Image>) change -> {
            pages.getChildren().clear();
            for (javafx.scene.image.Image image : model.pages()) {
                ImageView view = new ImageView(image);
                view.setStyle("-fx-effect: dropshadow(gaussian, rgba(0,0,0,0.3), 6, 0, 0, 1);");
                pages.getChildren().add(view);
            }
        });
        ScrollPane scroll = new ScrollPane(pages);
        scroll.setFitToWidth(true);

        ProgressBar progress = new ProgressBar();
        progress.setId("printProgress");
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.busyProperty());
        Label status = new Label();
        status.setId("printStatus");
        status.setWrapText(true);
        status.textProperty().bind(model.statusProperty());
        HBox.setHgrow(status, Priority.ALWAYS);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.SOMETIMES);
        Button save = new Button(words.say("dialog.save"));
        save.setId("printSave");
        save.disableProperty().bind(model.readyProperty().not());
        save.setOnAction(e -> {
            File file = saveChooser.apply(stage, model.whatProperty().get().word() + ".pdf");
            if (file != null) {
                model.save(file.toPath());
            }
        });
        Button view = new Button(words.say("dialog.open"));
        view.setId("printOpen");
        view.disableProperty().bind(model.readyProperty().not());
        view.setOnAction(e -> model.openInViewer());
        HBox bottom = new HBox(8, progress, status, gap, save, view);
        bottom.setAlignment(Pos.CENTER_LEFT);
        bottom.setPadding(new Insets(10));

        BorderPane root = new BorderPane(scroll);
        root.setId("printDialog");
        root.setTop(choices);
        root.setBottom(bottom);
        return root;
    }

    private static File chooseFile(Window owner, String name) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(DeskWords.of(PrintDialog.class).say("dialog.chooser"));
        chooser.setInitialFileName(name);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(DeskWords.of(PrintDialog.class).say("dialog.pdf"), "*.pdf"));
        return chooser.showSaveDialog(owner);
    }

    private static <T> StringConverter<T> words(java.util.function.Function<T, String> words) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : words.apply(value);
            }

            @Override
            public T fromString(String text) {
                throw new UnsupportedOperationException();
            }
        };
    }
}
