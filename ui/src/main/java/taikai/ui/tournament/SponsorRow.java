package taikai.ui.tournament;

import java.nio.file.Path;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import taikai.model.tournament.Sponsor;

/** One sponsor on the settings screen: name, link, and its logo as stored or as newly chosen. */
public final class SponsorRow {
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty link = new SimpleStringProperty("");
    private final String storedFile;
    private final ObjectProperty<Path> chosenLogo = new SimpleObjectProperty<>();
    private final ReadOnlyStringWrapper logoText = new ReadOnlyStringWrapper("");

    SponsorRow(Sponsor sponsor) {
        name.set(sponsor.name());
        link.set(sponsor.link());
        storedFile = sponsor.file();
        chosenLogo.addListener((obs, old, now) -> logoText.set(describe()));
        logoText.set(describe());
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty linkProperty() {
        return link;
    }

    /** A logo chosen on this screen and not saved yet; null when none. */
    public ObjectProperty<Path> chosenLogoProperty() {
        return chosenLogo;
    }

    /** Which logo the sponsor has, in words. */
    public ReadOnlyStringProperty logoTextProperty() {
        return logoText.getReadOnlyProperty();
    }

    Sponsor sponsor() {
        return new Sponsor(name.get().strip(), storedFile, link.get().strip());
    }

    private String describe() {
        if (chosenLogo.get() != null) {
            return chosenLogo.get().getFileName() + " (copied on save)";
        }
        return storedFile.isEmpty() ? "no logo" : "sponsors/" + storedFile;
    }
}
