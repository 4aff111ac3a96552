package taikai.ui.entrants;

import javafx.beans.binding.Bindings;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/** The form beside the table: enter or edit an entrant, then seed, withdraw or reinstate the chosen one. */
final class EntrantForm extends VBox {
    private static final PseudoClass REFUSED = PseudoClass.getPseudoClass("refused");

    EntrantForm(EntrantsViewModel model) {
        Words words = DeskWords.of(EntrantForm.class);
        EntrantEditor editor = model.editor();
        setId("entrant-form");
        getStyleClass().add("form");
        Label title = new Label();
        title.getStyleClass().add("form-title");
        title.textProperty().bind(editor.titleProperty());
        TextField name = field("entrant-name", words.say("form.name"), editor.nameProperty());
        TextField zekken = field("entrant-zekken", words.say("form.zekken"), editor.zekkenNameProperty());
        Label zekkenLabel = caption(words.say("form.zekken"));
        show(zekken, zekkenLabel, model.zekkenProperty().and(model.teamProperty().not()));
        TextField dojo = field("entrant-dojo", words.say("form.dojo"), editor.dojoProperty());
        TextField grade = field("entrant-grade", words.say("form.grade.prompt"), editor.gradeProperty());
        Label gradeLabel = caption(words.say("form.grade"));
        show(grade, gradeLabel, model.teamProperty().not());
        Button save = new Button();
        save.setId("entrant-save");
        save.getStyleClass().add("accent");
        save.textProperty().bind(Bindings.when(editor.selectedProperty().isNull()).then(words.say("form.add"))
                .otherwise(words.say("form.save")));
        save.setOnAction(e -> editor.save());
        save.setDefaultButton(false);
        Button fresh = new Button(words.say("form.new"));
        fresh.setId("entrant-clear");
        fresh.setOnAction(e -> editor.startNew());
        HBox saving = new HBox(save, fresh);
        saving.getStyleClass().add("row");

        TextField seed = field("entrant-seed", words.say("form.seed.prompt"), editor.seedProperty());
        seed.setPrefColumnCount(9);
        Button setSeed = new Button(words.say("form.set-seed"));
        setSeed.setId("entrant-set-seed");
        setSeed.setOnAction(e -> editor.setSeed());
        HBox seeding = new HBox(seed, setSeed);
        seeding.getStyleClass().add("row");
        VBox seedBox = new VBox(caption(words.say("form.seed")), seeding);

        Label next = new Label();
        next.setWrapText(true);
        next.getStyleClass().add("hint");
        next.textProperty().bind(editor.nextMatchProperty());
        ComboBox<EntrantEditor.Choice> kind = new ComboBox<>();
        kind.setId("entrant-withdrawal");
        kind.getItems().setAll(EntrantEditor.WITHDRAWALS);
        kind.valueProperty().bindBidirectional(editor.withdrawalProperty());
        kind.setMaxWidth(Double.MAX_VALUE);
        TextField reason = field("entrant-reason", words.say("form.reason.prompt"), editor.reasonProperty());
        Button withdraw = new Button(words.say("form.withdraw"));
        withdraw.setId("entrant-withdraw");
        withdraw.getStyleClass().add("danger");
        withdraw.setOnAction(e -> editor.withdraw());
        Button reinstate = new Button(words.say("form.reinstate"));
        reinstate.setId("entrant-reinstate");
        reinstate.visibleProperty().bind(editor.canReinstateProperty());
        reinstate.managedProperty().bind(reinstate.visibleProperty());
        reinstate.setOnAction(e -> editor.reinstate());
        kind.visibleProperty().bind(editor.canWithdrawProperty());
        kind.managedProperty().bind(kind.visibleProperty());
        reason.visibleProperty().bind(editor.canWithdrawProperty());
        reason.managedProperty().bind(reason.visibleProperty());
        withdraw.visibleProperty().bind(editor.canWithdrawProperty());
        withdraw.managedProperty().bind(withdraw.visibleProperty());
        HBox withdrawing = new HBox(withdraw, reinstate);
        withdrawing.getStyleClass().add("row");
        VBox withdrawBox = new VBox(caption(words.say("form.withdrawal")), next, kind, reason, withdrawing);
        withdrawBox.getStyleClass().add("section");
        VBox chosenOnly = new VBox(new Separator(), seedBox, new Separator(), withdrawBox);
        chosenOnly.getStyleClass().add("section");
        chosenOnly.visibleProperty().bind(editor.selectedProperty().isNotNull());
        chosenOnly.managedProperty().bind(chosenOnly.visibleProperty());

        Label message = new Label();
        message.setId("entrant-message");
        message.setWrapText(true);
        message.getStyleClass().add("message");
        message.textProperty().bind(editor.messageProperty());
        message.visibleProperty().bind(editor.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        editor.refusedProperty().addListener((obs, old, now) -> message.pseudoClassStateChanged(REFUSED, now));

        getChildren().addAll(title, caption(words.say("form.name")), name, zekkenLabel, zekken, caption(words.say("form.dojo")),
                dojo, gradeLabel, grade,
                saving, message, chosenOnly);
        VBox.setVgrow(chosenOnly, Priority.NEVER);
    }

    private static TextField field(String id, String prompt, javafx.beans.property.StringProperty value) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(value);
        return field;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("caption");
        return label;
    }

    private static void show(javafx.scene.Node field, javafx.scene.Node label, javafx.beans.value.ObservableBooleanValue when) {
        field.visibleProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(when::get, when));
        field.managedProperty().bind(field.visibleProperty());
        label.visibleProperty().bind(field.visibleProperty());
        label.managedProperty().bind(field.visibleProperty());
    }
}
