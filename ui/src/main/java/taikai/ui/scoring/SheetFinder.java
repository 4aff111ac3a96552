package taikai.ui.scoring;

import java.util.function.BiConsumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import taikai.ui.session.Snapshot;

/**
 * The scoring screen's "Open a match" field: a scanned score sheet's code or a typed label opens
 * the match it names ({@link SheetLookup}), so a result kept on paper goes back in fast.
 */
public final class SheetFinder {
    private final StringProperty text = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("");
    private final Supplier<Snapshot> snapshot;
    private final Supplier<String> chosenCompetition;
    private final BiConsumer<String, String> opener;

    /** {@code opener} opens a match by competition and match on the sheet. */
    public SheetFinder(Supplier<Snapshot> snapshot, Supplier<String> chosenCompetition, BiConsumer<String, String> opener) {
        this.snapshot = snapshot;
        this.chosenCompetition = chosenCompetition;
        this.opener = opener;
    }

    /** What was scanned or typed. */
    public StringProperty textProperty() {
        return text;
    }

    /** Why the last text opened nothing; empty once a match opened. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** Opens the match the text names and empties the field; otherwise says why. Returns whether a match opened. */
    public boolean open() {
        SheetLookup.Answer answer = SheetLookup.find(snapshot.get(), chosenCompetition.get(), text.get());
        if (!answer.found()) {
            note.set(answer.sentence());
            return false;
        }
        note.set("");
        text.set("");
        opener.accept(answer.competitionId(), answer.matchId());
        return true;
    }
}
