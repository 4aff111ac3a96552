package taikai.ui.shell;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.model.tournament.Tournament;
import taikai.ui.words.DeskWords;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;
import taikai.words.Words;

/**
 * The main window's state: which tournament and folder are open, which competition and section
 * are shown, the courts a scoreboard can follow, and the answer of the last write in words.
 */
public final class ShellViewModel {
    private final Words words = DeskWords.of(ShellViewModel.class);
    private final Writes writes;
    private final ShellActions actions;

    // ---- properties ----
    private final ReadOnlyStringWrapper tournamentName = new ReadOnlyStringWrapper(words.say("tournament.none"));
    private final ReadOnlyStringWrapper tournamentDetails = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper folder = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Section> selected = new ReadOnlyObjectWrapper<>(Section.TOURNAMENT);
    private final ObservableList<CompetitionItem> competitions = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<CompetitionItem> competitionsReadOnly = FXCollections.unmodifiableObservableList(competitions);
    private final ReadOnlyObjectWrapper<CompetitionItem> competition = new ReadOnlyObjectWrapper<>();
    private final ObservableList<String> courts = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<String> courtsReadOnly = FXCollections.unmodifiableObservableList(courts);

    private final javafx.beans.property.ReadOnlyIntegerWrapper problemCount = new javafx.beans.property.ReadOnlyIntegerWrapper(0);
    private final ReadOnlyStringWrapper broken = new ReadOnlyStringWrapper("");
    /** The public results site's address while the hall server is on (empty when off): name tags print it. */
    private final javafx.beans.property.StringProperty siteAddress = new javafx.beans.property.SimpleStringProperty("");

    public ShellViewModel(Writes writes, ShellActions actions) {
        this.writes = writes;
        this.actions = actions;
    }

    /**
     * The header's word on the copies of the day (issue: "the desktop shows the last good copy's
     * time"): the last good copy's time, and a failed try after it; empty while no backup place is set.
     */
    private final javafx.beans.property.StringProperty copyLine = new javafx.beans.property.SimpleStringProperty("");

    public javafx.beans.property.StringProperty copyLineProperty() {
        return copyLine;
    }

    /** Whether the copy line tells of a failed try. */
    private final javafx.beans.property.BooleanProperty copyFailed = new javafx.beans.property.SimpleBooleanProperty(false);

    public javafx.beans.property.BooleanProperty copyFailedProperty() {
        return copyFailed;
    }

    public javafx.beans.property.StringProperty siteAddressProperty() {
        return siteAddress;
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

    /** The open data folder's path; empty when none is open. */
    public ReadOnlyStringProperty folderProperty() {
        return folder.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Section> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /** The tournament's competitions, loaded or not. */
    public ObservableList<CompetitionItem> competitions() {
        return competitionsReadOnly;
    }

    /** The competition the pools, bracket and history screens show; null when there is none. */
    public ReadOnlyObjectProperty<CompetitionItem> competitionProperty() {
        return competition.getReadOnlyProperty();
    }

    /** The tournament's courts, for the scoreboard menu. */
    public ObservableList<String> courts() {
        return courtsReadOnly;
    }

    /** How many problems the last read of the folder found; the navigation shows it beside Problems. */
    public javafx.beans.property.ReadOnlyIntegerProperty problemCountProperty() {
        return problemCount.getReadOnlyProperty();
    }

    /** The banner naming the competitions that cannot be written; empty when every one can. */
    public ReadOnlyStringProperty brokenProperty() {
        return broken.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty statusProperty() {
        return writes.statusTextProperty();
    }

    public ReadOnlyObjectProperty<WriteAnswer> lastAnswerProperty() {
        return writes.lastAnswerProperty();
    }

    // ---- inputs ----

    public void showTournament(Tournament tournament) {
        tournamentName.set(tournament.name().isBlank() ? words.say("tournament.unnamed") : tournament.name());
        String date = tournament.date();
        String venue = tournament.venue();
        tournamentDetails.set(date.isBlank() ? venue : venue.isBlank() ? date : words.say("tournament.details", date, venue));
    }

    /** The folder's path, its competitions and courts; the chosen competition is kept when it is still there. */
    public void showFolder(Path root, List<CompetitionItem> items, List<String> courtLabels) {
        folder.set(root == null ? "" : root.toString());
        String kept = competition.get() == null ? null : competition.get().id();
        // Replacing the list with equal items would clear the competition box's selection after every read.
        if (!competitions.equals(items)) {
            competitions.setAll(items);
        }
        courts.setAll(courtLabels);
        competition.set(items.stream().filter(item -> item.id().equals(kept)).findFirst()
                .orElse(items.stream().filter(item -> !item.failed()).findFirst().orElse(items.isEmpty() ? null : items.get(0))));
    }

    /** What the last read of the folder found: its problem count, and the banner's sentence. */
    public void showProblems(int count, String banner) {
        problemCount.set(count);
        broken.set(banner);
    }

    // ---- commands ----

    public void select(Section section) {
        if (section != null) {
            selected.set(section);
        }
    }

    /** Shows {@code id}'s pools, bracket and history; an id the tournament does not hold changes nothing. */
    public void selectCompetition(String id) {
        competitions.stream().filter(item -> Objects.equals(item.id(), id)).findFirst().ifPresent(competition::set);
    }

    /** Shows the form that creates another tournament, over the open one. */
    public void newTournament() {
        actions.newTournament();
    }

    public void openFolder(Path chosen) {
        if (chosen != null) {
            actions.openFolder(chosen);
        }
    }

    public void reload() {
        actions.reload();
    }

    public void backUp(Path destination) {
        if (destination != null) {
            actions.backUp(destination);
        }
    }

    public void export(Path destination) {
        if (destination != null) {
            actions.export(destination);
        }
    }

    public void openScoreboard(String court) {
        actions.openScoreboard(court);
    }

    public void chooseLanguage(taikai.words.Language language) {
        actions.chooseLanguage(language);
    }

    public void openOverview() {
        actions.openOverview();
    }
}
