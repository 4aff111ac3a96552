package taikai.ui.shell;

import java.util.List;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import taikai.model.tournament.Tournament;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

/**
 * The main window's state: which tournament is open, which section is shown, and the answer of
 * the last write in words.
 */
public final class ShellViewModel {
    private final Writes writes;
    private final Runnable scoreboardOpener;

    // ---- properties ----
    private final ReadOnlyStringWrapper tournamentName = new ReadOnlyStringWrapper("No tournament is open");
    private final ReadOnlyStringWrapper tournamentDetails = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Section> selected = new ReadOnlyObjectWrapper<>(Section.TOURNAMENT);

    /** @param scoreboardOpener opens a scoreboard window; called by {@link #openScoreboard()} */
    public ShellViewModel(Writes writes, Runnable scoreboardOpener) {
        this.writes = writes;
        this.scoreboardOpener = scoreboardOpener;
    }

    public List<Section> sections() {
        return List.of(Section.values());
    }

    public ReadOnlyStringProperty tournamentNameProperty() {
        return tournamentName.getReadOnlyProperty();
    }

    /** Date and venue, as far as they are known. */
    public ReadOnlyStringProperty tournamentDetailsProperty() {
        return tournamentDetails.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Section> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return writes.statusTextProperty();
    }

    public ReadOnlyObjectProperty<WriteAnswer> lastAnswerProperty() {
        return writes.lastAnswerProperty();
    }

    // ---- inputs ----

    public void showTournament(Tournament tournament) {
        tournamentName.set(tournament.name().isBlank() ? "Unnamed tournament" : tournament.name());
        String details = String.join(", ", List.of(tournament.date(), tournament.venue()).stream().filter(s -> !s.isBlank()).toList());
        tournamentDetails.set(details);
    }

    // ---- commands ----

    public void select(Section section) {
        if (section != null) {
            selected.set(section);
        }
    }

    public void openScoreboard() {
        scoreboardOpener.run();
    }
}
