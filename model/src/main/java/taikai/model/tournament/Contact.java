package taikai.model.tournament;

import taikai.model.Copies;

/**
 * One contact line shown to competitors (file-formats: at most 10).
 */
public record Contact(
        String label,
        String value) {

    public Contact {
        label = Copies.text(label);
        value = Copies.text(value);
    }

    public Contact withLabel(String value) {
        return new Contact(value, this.value);
    }

    public Contact withValue(String value) {
        return new Contact(label, value);
    }
}
