package taikai.ui.hall;

import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.image.ImageView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import taikai.ui.Fxml;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The hall server panel: the toggle, the address to type at the courts with its QR code, and one
 * row per court to make or revoke its code. Handlers only call the view model.
 */
public final class HallServerView extends VBox {
    /** Big enough to scan from a court laptop's camera across a table. */
    static final int QR_PIXELS = 220;
    private static final PseudoClass ON = PseudoClass.getPseudoClass("on");

    private final HallServerViewModel model;
    private final GridPane codes = new GridPane();

    private final Words words = DeskWords.of(HallServerView.class);

    public HallServerView(HallServerViewModel model) {
        this.model = model;
        setId("hall-view");
        getStylesheets().add(Fxml.stylesheet(HallServerView.class, "hall.css"));
        Label heading = new Label(words.say("heading"));
        heading.getStyleClass().add("heading");
        Label intro = wrapped(words.say("intro"));

        Button toggle = new Button();
        toggle.setId("hall-toggle");
        toggle.getStyleClass().add("accent");
        toggle.textProperty().bind(Bindings.when(model.runningProperty()).then(words.say("toggle.off"))
                .otherwise(words.say("toggle.on")));
        model.runningProperty().addListener((obs, old, on) -> toggle.pseudoClassStateChanged(ON, on));
        toggle.disableProperty().bind(model.busyProperty());
        toggle.setOnAction(e -> model.setRunning(!model.runningProperty().get()));
        Spinner<Integer> port = new Spinner<>(0, 65535, model.portProperty().get());
        port.setId("hall-port");
        port.setEditable(true);
        port.setPrefWidth(110);
        port.valueProperty().addListener((obs, old, now) -> model.portProperty().set(now == null ? 0 : now));
        model.portProperty().addListener((obs, old, now) -> port.getValueFactory().setValue(now.intValue()));
        port.disableProperty().bind(model.runningProperty().or(model.busyProperty()));
        HBox toggleRow = new HBox(10, toggle, new Label(words.say("port")), port);
        toggleRow.getStyleClass().add("bar");

        Label address = new Label();
        address.setId("hall-address");
        address.getStyleClass().add("address");
        address.textProperty().bind(model.addressProperty());
        Label note = wrapped("");
        note.setId("hall-address-note");
        note.textProperty().bind(model.addressNoteProperty());
        ImageView qr = new ImageView();
        qr.setId("hall-qr");
        model.addressProperty().addListener((obs, old, now) -> qr.setImage(now.isEmpty() ? null : QrImage.of(now, QR_PIXELS)));
        if (!model.addressProperty().get().isEmpty()) {
            qr.setImage(QrImage.of(model.addressProperty().get(), QR_PIXELS));
        }
        // Issue 20: the same address is the public results site, so the QR code is the spectators' too.
        Label site = wrapped(words.say("site.note"));
        site.setId("hall-site-note");
        site.getStyleClass().add("muted");
        VBox addressBox = new VBox(6, new Label(words.say("address.title")), address, note, site);
        addressBox.getStyleClass().add("address-box");
        HBox where = new HBox(16, qr, addressBox);
        where.visibleProperty().bind(model.runningProperty());
        where.managedProperty().bind(where.visibleProperty());

        Label message = wrapped("");
        message.setId("hall-message");
        message.getStyleClass().add("message");
        message.textProperty().bind(model.messageProperty());
        Label codesHeading = new Label(words.say("codes.heading"));
        codesHeading.getStyleClass().add("subheading");
        Label codesText = wrapped(words.say("codes.intro"));
        Label file = wrapped("");
        file.getStyleClass().add("muted");
        file.textProperty().bind(Bindings.createStringBinding(() -> model.codesFileProperty().get() == null ? ""
                : words.say("codes.kept.in", model.codesFileProperty().get().toString()), model.codesFileProperty()));
        codes.setId("hall-codes");
        codes.getStyleClass().add("codes");
        model.holders().addListener((ListChangeListener<HallServerViewModel.Holder>) c -> redraw());
        getChildren().addAll(heading, intro, toggleRow, where, message, codesHeading, codesText, codes, file);
        redraw();
        // Each court's row is there before the server is on: the codes are read again whenever the panel is shown,
        // so courts the folder gained (or had, before its first read reached this panel) have their rows.
        sceneProperty().addListener((obs, old, now) -> {
            if (now != null) {
                model.refreshCodes();
            }
        });
    }

    private void redraw() {
        codes.getChildren().clear();
        int row = 0;
        for (HallServerViewModel.Holder holder : model.holders()) {
            String id = holder.grant().isOrganiser() ? "organiser" : "court-" + holder.grant().court();
            Label name = new Label(holder.name());
            Label state = new Label(words.say(holder.hasCode() ? "code.has" : "code.none.yet"));
            state.getStyleClass().add(holder.hasCode() ? "has-code" : "no-code");
            Button make = new Button(words.say(holder.hasCode() ? "code.replace" : "code.make"));
            make.setId("hall-make-" + id);
            make.setOnAction(e -> model.makeCode(holder.grant()));
            Button revoke = new Button(words.say("code.revoke"));
            revoke.setId("hall-revoke-" + id);
            revoke.setDisable(!holder.hasCode());
            revoke.setOnAction(e -> model.revokeCode(holder.grant()));
            Node[] cells = {name, state, make, revoke};
            codes.addRow(row++, cells);
        }
    }

    private static Label wrapped(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        return label;
    }
}
