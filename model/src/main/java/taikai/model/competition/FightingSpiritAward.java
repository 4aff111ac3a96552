package taikai.model.competition;

import taikai.model.Copies;

/**
 * A fighting-spirit (kantosho) award named in config.md.
 */
public record FightingSpiritAward(
        String title,
        String recipientName,
        String recipientDojo) {

    public FightingSpiritAward {
        title = Copies.text(title);
        recipientName = Copies.text(recipientName);
        recipientDojo = Copies.text(recipientDojo);
    }

    public FightingSpiritAward withTitle(String value) {
        return new FightingSpiritAward(value, recipientName, recipientDojo);
    }

    public FightingSpiritAward withRecipientName(String value) {
        return new FightingSpiritAward(title, value, recipientDojo);
    }

    public FightingSpiritAward withRecipientDojo(String value) {
        return new FightingSpiritAward(title, recipientName, value);
    }
}
