package taikai.ui.tournament;

import java.io.File;
import java.util.List;
import javafx.beans.property.StringProperty;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ColorPicker;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.FileChooser;
import javafx.util.StringConverter;
import taikai.model.tournament.TournamentMode;
import taikai.model.tournament.TournamentSettings;
import taikai.ui.Forms;
import taikai.ui.Fxml;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** The tournament settings screen: the form, in cards, with Save and Revert above it. Handlers only call the view model. */
public final class TournamentSettingsView extends BorderPane {
    private final Words words = DeskWords.of(TournamentSettingsView.class);
    private final TournamentSettingsViewModel model;
    private final FlowPane courtChips = new FlowPane();
    private final VBox contactRows = new VBox();
    private final VBox sponsorRows = new VBox();
    private final VBox preview = new VBox();

    public TournamentSettingsView(TournamentSettingsViewModel model) {
        this.model = model;
        setId("tournament-settings");
        getStylesheets().add(Fxml.stylesheet(TournamentSettingsView.class, "tournament.css"));
        setTop(bar());
        VBox left = new VBox(dayCard(), courtsCard(), scheduleCard(), lookCard());
        VBox right = new VBox(contactsCard(), sponsorsCard(), notesCard());
        left.getStyleClass().add("column");
        right.getStyleClass().add("column");
        HBox columns = new HBox(left, right);
        columns.getStyleClass().add("columns");
        HBox.setHgrow(left, Priority.ALWAYS);
        HBox.setHgrow(right, Priority.ALWAYS);
        left.setPrefWidth(520);
        right.setPrefWidth(560);
        ScrollPane scroll = new ScrollPane(columns);
        scroll.setFitToWidth(true);
        setCenter(scroll);
        model.courts().addListener((ListChangeListener<String>) c -> redrawCourts());
        model.contacts().addListener((ListChangeListener<ContactRow>) c -> redrawContacts());
        model.sponsors().addListener((ListChangeListener<SponsorRow>) c -> redrawSponsors());
        model.notesProperty().addListener((obs, old, now) -> redrawPreview());
        redrawCourts();
        redrawContacts();
        redrawSponsors();
        redrawPreview();
    }

    private Node bar() {
        Label heading = new Label(words.say("heading"));
        heading.getStyleClass().add("heading");
        Button revert = new Button(words.say("revert"));
        revert.setId("settings-revert");
        revert.setOnAction(e -> model.revert());
        Button save = new Button(words.say("save"));
        save.setId("settings-save");
        save.getStyleClass().add("accent");
        save.setOnAction(e -> model.save());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox row = new HBox(heading, gap, revert, save);
        row.getStyleClass().add("bar");
        Label error = new Label();
        error.setId("settings-error");
        error.getStyleClass().add("error");
        error.setWrapText(true);
        error.textProperty().bind(model.errorProperty());
        error.visibleProperty().bind(model.errorProperty().isNotEmpty());
        error.managedProperty().bind(error.visibleProperty());
        Label password = new Label(words.say("password"));
        password.getStyleClass().add("hint");
        password.setWrapText(true);
        password.visibleProperty().bind(model.holdsPasswordProperty());
        password.managedProperty().bind(password.visibleProperty());
        VBox top = new VBox(row, error, password);
        top.getStyleClass().add("toolbar");
        return top;
    }

    private Node dayCard() {
        ChoiceBox<TournamentMode> mode = new ChoiceBox<>();
        mode.setId("settings-mode");
        mode.getItems().setAll(TournamentMode.values());
        mode.setConverter(new StringConverter<>() {
            @Override
            public String toString(TournamentMode m) {
                return m == null ? "" : m == TournamentMode.SELF_RUN ? words.say("mode.self-run") : words.say("mode.officiated");
            }

            @Override
            public TournamentMode fromString(String s) {
                return null;
            }
        });
        mode.valueProperty().bindBidirectional(model.modeProperty());
        GridPane grid = Forms.form();
        row(grid, 0, words.say("name"), Forms.field("settings-name", model.nameProperty(), words.say("name.example")));
        row(grid, 1, words.say("date"), Forms.field("settings-date", model.dateProperty(), "14-03-2027"));
        row(grid, 2, words.say("days"), Forms.field("settings-days", model.durationDaysProperty(), "1"));
        row(grid, 3, words.say("venue"), Forms.field("settings-venue", model.venueProperty(), words.say("venue.example")));
        row(grid, 4, words.say("venue.address"), Forms.field("settings-venue-address", model.venueAddressProperty(), ""));
        row(grid, 5, words.say("venue.map"), Forms.field("settings-venue-map", model.venueMapUrlProperty(), "https://"));
        row(grid, 6, words.say("website"), Forms.field("settings-website", model.websiteUrlProperty(), "https://"));
        row(grid, 7, words.say("public.url"), Forms.field("settings-public-url", model.publicUrlProperty(), "https://"));
        row(grid, 8, words.say("mode"), mode);
        return card(words.say("card.tournament"), grid);
    }

    private Node courtsCard() {
        courtChips.getStyleClass().add("chips");
        TextField letter = Forms.field("settings-new-court", model.newCourtProperty(), "next letter");
        letter.setPrefColumnCount(8);
        letter.setOnAction(e -> model.addCourt());
        Button add = new Button(words.say("court.add"));
        add.setId("settings-add-court");
        add.setOnAction(e -> model.addCourt());
        HBox adding = new HBox(8, letter, add);
        adding.setAlignment(Pos.CENTER_LEFT);
        Label hint = Forms.hint(words.say("courts.hint"));
        return card(words.say("card.courts"), new VBox(10, courtChips, adding, hint));
    }

    private Node scheduleCard() {
        GridPane grid = Forms.form();
        row(grid, 0, words.say("opening.time"), Forms.field("settings-opening-time", model.openingTimeProperty(), "08:30"));
        row(grid, 1, words.say("closing.time"), Forms.field("settings-closing-time", model.closingTimeProperty(), "18:00"));
        row(grid, 2, words.say("opening.block"), Forms.field("settings-opening-block", model.openingBlockProperty(), "30m"));
        row(grid, 3, words.say("lunch.block"), Forms.field("settings-lunch-block", model.lunchBlockProperty(), "45m"));
        row(grid, 4, words.say("closing.block"), Forms.field("settings-closing-block", model.closingBlockProperty(), "30m"));
        row(grid, 5, words.say("multiplier"), Forms.field("settings-multiplier", model.clockMultiplierProperty(), "1.5"));
        row(grid, 6, words.say("buffer"), Forms.field("settings-buffer", model.bufferPctProperty(), "10"));
        return card(words.say("card.schedule"), grid);
    }

    private Node lookCard() {
        GridPane grid = Forms.form();
        row(grid, 0, words.say("primary"), colour("settings-primary-color", model.primaryColorProperty(), "#1b3a5c"));
        row(grid, 1, words.say("accent"), colour("settings-accent-color", model.accentSoftColorProperty(), "#f4efe0"));
        row(grid, 2, words.say("window.title"), Forms.field("settings-window-title", model.windowTitleProperty(), ""));
        Label logo = new Label();
        logo.setId("settings-logo");
        logo.textProperty().bind(model.logoTextProperty());
        // The logo's file, under its button: a long path wraps in the column rather than pushing the button out.
        logo.setWrapText(true);
        Button choose = new Button(words.say("logo.choose"));
        choose.setId("settings-choose-logo");
        choose.setMinWidth(Region.USE_PREF_SIZE);
        choose.setOnAction(e -> chooseImage(words.say("logo.choose.title")).ifPresent(f -> model.chooseLogo(f.toPath())));
        VBox logoRow = new VBox(4, choose, logo);
        logoRow.setAlignment(Pos.CENTER_LEFT);
        row(grid, 3, words.say("logo"), logoRow);
        return card(words.say("card.branding"), grid);
    }

    private Node contactsCard() {
        contactRows.getStyleClass().add("rows");
        Button add = new Button(words.say("contact.add"));
        add.setId("settings-add-contact");
        add.setOnAction(e -> model.addContact());
        return card(words.say("card.contacts", String.valueOf(TournamentSettings.MAX_CONTACTS)), new VBox(8, contactRows, add));
    }

    private Node sponsorsCard() {
        sponsorRows.getStyleClass().add("rows");
        Button add = new Button(words.say("sponsor.add"));
        add.setId("settings-add-sponsor");
        add.setOnAction(e -> model.addSponsor());
        return card(words.say("card.sponsors", String.valueOf(TournamentSettings.MAX_SPONSORS)), new VBox(8, sponsorRows, add));
    }

    private Node notesCard() {
        GridPane grid = Forms.form();
        row(grid, 0, words.say("awards"), Forms.field("settings-awards-note", model.awardsNoteProperty(), words.say("awards.example")));
        row(grid, 1, words.say("info"), Forms.field("settings-info-notes", model.infoNotesProperty(), words.say("info.example")));
        TextArea notes = new TextArea();
        notes.setId("settings-notes");
        notes.setPromptText(words.say("notes.prompt"));
        notes.setWrapText(true);
        notes.setPrefRowCount(9);
        notes.textProperty().bindBidirectional(model.notesProperty());
        preview.getStyleClass().add("preview");
        preview.setId("settings-preview");
        ScrollPane previewScroll = new ScrollPane(preview);
        previewScroll.setFitToWidth(true);
        previewScroll.setPrefViewportHeight(180);
        HBox body = new HBox(10, notes, previewScroll);
        HBox.setHgrow(notes, Priority.ALWAYS);
        HBox.setHgrow(previewScroll, Priority.ALWAYS);
        notes.setPrefWidth(260);
        previewScroll.setPrefWidth(260);
        Label about = new Label(words.say("notes.about"));
        about.setWrapText(true);
        return card(words.say("card.notes"), new VBox(10, grid, about, body));
    }

    private void redrawCourts() {
        courtChips.getChildren().clear();
        for (String court : List.copyOf(model.courts())) {
            Label name = new Label(words.say("court", court));
            Button remove = new Button("\u2715");
            remove.setId("settings-remove-court-" + court);
            remove.getStyleClass().add("flat");
            remove.setOnAction(e -> model.removeCourt(court));
            HBox chip = new HBox(4, name, remove);
            chip.setAlignment(Pos.CENTER_LEFT);
            chip.getStyleClass().add("chip");
            courtChips.getChildren().add(chip);
        }
    }

    private void redrawContacts() {
        contactRows.getChildren().clear();
        int i = 0;
        for (ContactRow row : List.copyOf(model.contacts())) {
            TextField label = Forms.field("settings-contact-label-" + i, row.labelProperty(), words.say("contact.example"));
            TextField value = Forms.field("settings-contact-value-" + i, row.valueProperty(), "desk@example.org");
            label.setPrefColumnCount(12);
            Button remove = new Button("\u2715");
            remove.getStyleClass().add("flat");
            remove.setOnAction(e -> model.removeContact(row));
            HBox line = new HBox(8, label, value, remove);
            HBox.setHgrow(value, Priority.ALWAYS);
            contactRows.getChildren().add(line);
            i++;
        }
    }

    private void redrawSponsors() {
        sponsorRows.getChildren().clear();
        int i = 0;
        for (SponsorRow row : List.copyOf(model.sponsors())) {
            TextField name = Forms.field("settings-sponsor-name-" + i, row.nameProperty(), words.say("sponsor.example"));
            TextField link = Forms.field("settings-sponsor-link-" + i, row.linkProperty(), "https://");
            Label logo = new Label();
            logo.getStyleClass().add("hint");
            logo.textProperty().bind(row.logoTextProperty());
            Button choose = new Button(words.say("sponsor.logo"));
            choose.setOnAction(e -> chooseImage(words.say("sponsor.logo.title", row.nameProperty().get()))
                    .ifPresent(f -> row.chosenLogoProperty().set(f.toPath())));
            Button remove = new Button("\u2715");
            remove.getStyleClass().add("flat");
            remove.setOnAction(e -> model.removeSponsor(row));
            HBox first = new HBox(8, name, link, remove);
            HBox.setHgrow(name, Priority.ALWAYS);
            HBox.setHgrow(link, Priority.ALWAYS);
            HBox second = new HBox(8, choose, logo);
            second.setAlignment(Pos.CENTER_LEFT);
            VBox sponsor = new VBox(4, first, second);
            sponsor.getStyleClass().add("sponsor");
            sponsorRows.getChildren().add(sponsor);
            i++;
        }
    }

    private void redrawPreview() {
        preview.getChildren().clear();
        for (MarkdownBlocks.Block block : MarkdownBlocks.of(model.notesProperty().get())) {
            if (block.kind() == MarkdownBlocks.Kind.RULE) {
                preview.getChildren().add(new Separator());
                continue;
            }
            Label text = new Label(block.text());
            text.setWrapText(true);
            text.getStyleClass().add(block.kind() == MarkdownBlocks.Kind.HEADING
                    ? "h" + Math.min(block.level(), 3) : block.kind().name().toLowerCase(java.util.Locale.ROOT));
            preview.getChildren().add(text);
        }
        if (preview.getChildren().isEmpty()) {
            Label empty = new Label(words.say("preview.empty"));
            empty.getStyleClass().add("hint");
            empty.setWrapText(true);
            preview.getChildren().add(empty);
        }
    }

    private Node colour(String id, StringProperty text, String prompt) {
        TextField field = Forms.field(id, text, prompt);
        field.setPrefColumnCount(8);
        ColorPicker picker = new ColorPicker();
        picker.getStyleClass().add("button");
        picker.setId(id + "-picker");
        picker.setOnAction(e -> text.set(hex(picker.getValue())));
        Runnable follow = () -> {
            if (!text.get().isEmpty() && TournamentSettings.isColour(text.get())) {
                picker.setValue(Color.web(text.get()));
            }
        };
        text.addListener((obs, old, now) -> follow.run());
        follow.run();
        HBox box = new HBox(8, field, picker);
        box.setAlignment(Pos.CENTER_LEFT);
        return box;
    }

    private java.util.Optional<File> chooseImage(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(words.say("image.filter"), "*.png", "*.jpg", "*.jpeg"));
        return java.util.Optional.ofNullable(chooser.showOpenDialog(getScene().getWindow()));
    }

    static String hex(Color c) {
        return String.format("#%02x%02x%02x", Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255),
                Math.round(c.getBlue() * 255));
    }

    private static VBox card(String title, Node content) {
        Label heading = new Label(title);
        heading.getStyleClass().add("card-title");
        VBox card = new VBox(heading, content);
        card.getStyleClass().add("card");
        return card;
    }

    private static void row(GridPane grid, int at, String label, Node control) {
        grid.addRow(at, Forms.fieldLabel(label), control);
        GridPane.setHgrow(control, Priority.ALWAYS);
        if (control instanceof Region region) {
            region.setMaxWidth(Double.MAX_VALUE);
        }
    }
}
