package taikai.ui.tournament;

import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import taikai.model.tournament.Contact;

/** One contact line on the settings screen, edited in place. */
public final class ContactRow {
    private final StringProperty label = new SimpleStringProperty("");
    private final StringProperty value = new SimpleStringProperty("");

    ContactRow(Contact contact) {
        label.set(contact.label());
        value.set(contact.value());
    }

    public StringProperty labelProperty() {
        return label;
    }

    public StringProperty valueProperty() {
        return value;
    }

    Contact contact() {
        return new Contact(label.get().strip(), value.get().strip());
    }
}
