package taikai.ui.session;

import java.io.File;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import taikai.ui.Fxml;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * What the window shows while no data folder is open: create a tournament, open a folder, or open
 * the sample tournament. Handlers only call the view models.
 */
public final class StartView extends VBox {
    private final SessionViewModel session;
    private final HBox cards;
    private final Words words = DeskWords.of(StartView.class);
    private final Button back = new Button(words.say("back"));

    public StartView(SessionViewModel session, StartViewModel form) {
        this.session = session;
        setId("start-view");
        getStylesheets().add(Fxml.stylesheet(StartView.class, "session.css"));
        Label title = new Label(words.say("title"));
        title.getStyleClass().add("title");
        Label intro = new Label(words.say("intro"));
        intro.setWrapText(true);
        Label notice = new Label();
        notice.getStyleClass().add("notice-text");
        notice.setWrapText(true);
        notice.textProperty().bind(session.noticeProperty());
        notice.visibleProperty().bind(session.noticeProperty().isNotEmpty());
        notice.managedProperty().bind(notice.visibleProperty());

        cards = new HBox(createCard(form), openCard());
        cards.getStyleClass().add("cards");
        back.setId("start-back");
        back.visibleProperty().bind(session.snapshotProperty().isNotNull());
        back.managedProperty().bind(back.visibleProperty());
        getChildren().addAll(title, back, intro, notice, cards);
    }

    /**
     * Shown over an open tournament (New tournament... in the header): {@code close} goes back to it.
     * The button names the tournament that stays open.
     */
    public void offerBack(Runnable close) {
        back.setOnAction(e -> close.run());
    }

    /** Adds the card that makes this laptop a court table of a hall laptop; {@code begin} shows court mode. */
    public void offerCourtMode(Runnable begin) {
        Label heading = new Label(words.say("court.heading"));
        heading.getStyleClass().add("card-title");
        Label text = new Label(words.say("court.text"));
        text.setWrapText(true);
        Button court = new Button(words.say("court.button"));
        court.setId("start-court");
        court.setOnAction(e -> begin.run());
        VBox card = new VBox(heading, text, court);
        card.getStyleClass().add("card");
        card.setPrefWidth(320);
        cards.getChildren().add(card);
    }

    private VBox createCard(StartViewModel form) {
        Label heading = new Label(words.say("create.heading"));
        heading.getStyleClass().add("card-title");
        TextField name = field("start-name", words.say("create.name.example"));
        name.textProperty().bindBidirectional(form.nameProperty());
        TextField date = field("start-date", "14-03-2027");
        date.textProperty().bindBidirectional(form.dateProperty());
        TextField venue = field("start-venue", words.say("create.venue.example"));
        venue.textProperty().bindBidirectional(form.venueProperty());
        Spinner<Integer> courts = new Spinner<>(1, StartViewModel.MAX_COURTS, form.courtsProperty().get());
        courts.setId("start-courts");
        courts.setEditable(true);
        courts.valueProperty().addListener((obs, old, now) -> form.courtsProperty().set(now == null ? 0 : now));
        TextField folder = field("start-folder", "");
        folder.textProperty().bindBidirectional(form.folderProperty());
        folder.promptTextProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> form.targetFolder().toString(), form.nameProperty(), form.folderProperty()));
        Button choose = new Button(words.say("create.choose"));
        choose.setMinWidth(Region.USE_PREF_SIZE);
        choose.setOnAction(e -> chooseFolder(form));
        HBox folderRow = new HBox(6, folder, choose);
        HBox.setHgrow(folder, Priority.ALWAYS);

        GridPane grid = new GridPane();
        grid.getStyleClass().add("form");
        // The labels keep their width on a narrow screen; the fields give way instead.
        javafx.scene.layout.ColumnConstraints labels = new javafx.scene.layout.ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        grid.getColumnConstraints().add(labels);
        grid.addRow(0, new Label(words.say("create.name")), name);
        grid.addRow(1, new Label(words.say("create.date")), date);
        grid.addRow(2, new Label(words.say("create.venue")), venue);
        grid.addRow(3, new Label(words.say("create.courts")), courts);
        grid.addRow(4, new Label(words.say("create.folder")), folderRow);
        GridPane.setHgrow(name, Priority.ALWAYS);
        GridPane.setHgrow(folderRow, Priority.ALWAYS);

        Label error = new Label();
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(form.errorProperty());
        Button create = new Button(words.say("create.button"));
        create.setId("start-create");
        create.getStyleClass().add("accent");
        create.setDefaultButton(true);
        create.setOnAction(e -> form.create());
        create.disableProperty().bind(session.busyProperty());
        VBox card = new VBox(heading, grid, error, create);
        card.getStyleClass().add("card");
        HBox.setHgrow(card, Priority.ALWAYS);
        return card;
    }

    private VBox openCard() {
        Label heading = new Label(words.say("open.heading"));
        heading.getStyleClass().add("card-title");
        Button open = new Button(words.say("open.button"));
        open.setId("start-open");
        open.setOnAction(e -> chooseAndOpen());
        Label openText = new Label(words.say("open.text"));
        openText.setWrapText(true);
        Button sample = new Button(words.say("sample.button"));
        sample.setId("start-sample");
        sample.setOnAction(e -> session.openSample());
        Label sampleText = new Label(words.say("sample.text"));
        sampleText.setWrapText(true);
        for (javafx.scene.Node node : new javafx.scene.Node[] {sample, sampleText}) {
            node.visibleProperty().bind(session.sampleProperty().isNotNull());
            node.managedProperty().bind(node.visibleProperty());
        }
        open.disableProperty().bind(session.busyProperty());
        sample.disableProperty().bind(session.busyProperty());
        VBox card = new VBox(heading, openText, open, sampleText, sample);
        card.getStyleClass().add("card");
        card.setAlignment(Pos.TOP_LEFT);
        card.setPrefWidth(420);
        return card;
    }

    private void chooseAndOpen() {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(words.say("open.chooser"));
        File chosen = chooser.showDialog(getScene().getWindow());
        if (chosen != null) {
            session.open(chosen.toPath());
        }
    }

    private void chooseFolder(StartViewModel form) {
        DirectoryChooser chooser = new DirectoryChooser();
        chooser.setTitle(words.say("create.chooser"));
        File chosen = chooser.showDialog(getScene().getWindow());
        if (chosen != null) {
            form.folderProperty().set(chosen.getAbsolutePath());
        }
    }

    private static TextField field(String id, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        return field;
    }
}
