package taikai.ui.competitions;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.road.actions.competition.CreateCompetition;
import taikai.app.road.actions.competition.EditCompetition;
import taikai.app.road.actions.draw.Draws;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSettings;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.TeamMatchType;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.folder.LoadedCompetition;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Snapshot;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The competitions screen: the list with each competition's status and progress, and one editor
 * for a new competition or the chosen one. Saving checks the form, then sends
 * {@link CreateCompetition} or {@link EditCompetition} down the write road; a new competition is
 * opened in the editor once the folder read after it shows it.
 */
public final class CompetitionsViewModel {
    private final Words words = DeskWords.of(CompetitionsViewModel.class);
    private final RoadActions road;
    private final CompetitionForm form = new CompetitionForm();
    private Snapshot snapshot;
    private String awaited = "";

    // ---- properties ----
    private final ObservableList<CompetitionRow> rows = FXCollections.observableArrayList();
    private final ObservableList<String> tournamentCourts = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper editing = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper editorTitle = new ReadOnlyStringWrapper(words.say("title.new"));
    private final ReadOnlyStringWrapper drawnNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper creating = new ReadOnlyBooleanWrapper(true);

    public CompetitionsViewModel(RoadActions road) {
        this.road = road;
        form.clear();
    }

    public ObservableList<CompetitionRow> rows() { return rows; }
    /** The courts the editor offers: the tournament's. */
    public ObservableList<String> tournamentCourts() { return tournamentCourts; }
    public CompetitionForm form() { return form; }
    /** The id of the competition in the editor; empty for a new one. */
    public ReadOnlyStringProperty editingProperty() { return editing.getReadOnlyProperty(); }
    public ReadOnlyStringProperty editorTitleProperty() { return editorTitle.getReadOnlyProperty(); }
    /** For a drawn competition, which settings its draw fixes; empty otherwise. */
    public ReadOnlyStringProperty drawnNoteProperty() { return drawnNote.getReadOnlyProperty(); }
    public ReadOnlyStringProperty errorProperty() { return error.getReadOnlyProperty(); }
    public ReadOnlyBooleanProperty creatingProperty() { return creating.getReadOnlyProperty(); }

    /** The folder as last read: the list, and the editor's competition as now stored. */
    public void show(Snapshot read) {
        snapshot = read;
        if (read == null) {
            rows.clear();
            return;
        }
        tournamentCourts.setAll(read.courts());
        List<CompetitionRow> next = new ArrayList<>();
        for (LoadedCompetition loaded : read.competitions().values()) {
            next.add(loaded.state().map(CompetitionsViewModel::row)
                    .orElse(new CompetitionRow(loaded.id(), loaded.id(), "", "", "", 0, 0, true)));
        }
        rows.setAll(next);
        if (!awaited.isEmpty() && read.state(awaited).isPresent()) {
            String id = awaited;
            awaited = "";
            edit(id);
        } else if (!editing.get().isEmpty()) {
            Optional<CompetitionState> state = read.state(editing.get());
            if (state.isEmpty()) {
                newCompetition();
            } else {
                drawnNote.set(drawnNote(state.get()));
            }
        }
    }

    // ---- commands ----

    /** A blank editor for a new competition. */
    public void newCompetition() {
        editing.set("");
        creating.set(true);
        editorTitle.set(words.say("title.new"));
        drawnNote.set("");
        error.set("");
        form.clear();
        form.courts().setAll(tournamentCourts);
    }

    /** The editor on the competition {@code id} as last read. */
    public void edit(String id) {
        Optional<CompetitionState> state = snapshot == null ? Optional.empty() : snapshot.state(id);
        if (state.isEmpty()) {
            error.set(words.say("unreadable", id));
            return;
        }
        Competition c = state.get().competition();
        editing.set(id);
        creating.set(false);
        editorTitle.set(words.say("title.settings", c.name().isBlank() ? id : c.name()));
        drawnNote.set(drawnNote(state.get()));
        error.set("");
        form.fill(c);
    }

    /** Checks the form and sends it: a new competition, or the chosen one's settings. */
    public void save() {
        List<String> problems = new ArrayList<>();
        Competition settings = form.settings(problems);
        if (creating.get() && settings.format() != Format.POOLS_THEN_KNOCKOUT) {
            // A new competition without pools writes no pool settings (file-formats: zero keys are left out).
            settings = settings.withPools(p -> p.withSize(0).withWinners(0).withSizeMode("").withFormat("").withExtraQualifiers(""));
        }
        CompetitionSettings.checks(settings, List.copyOf(tournamentCourts))
                .forEach(p -> problems.add(taikai.app.words.Said.refusal(p, DeskWords.language())));
        if (creating.get() && problems.isEmpty() && CompetitionSettings.idFor(settings.name()).isEmpty()) {
            problems.add(words.say("name.letters"));
        }
        if (!problems.isEmpty()) {
            error.set(String.join(" ", problems));
            return;
        }
        error.set("");
        if (creating.get()) {
            awaited = CompetitionSettings.idFor(settings.name());
            road.send(words.say("sent.new", settings.name()), new CreateCompetition(settings));
        } else {
            road.send(words.say("sent.settings", settings.name()), new EditCompetition(editing.get(), settings));
        }
    }

    /** Puts the editor back as the competition is stored, or blank for a new one. */
    public void revert() {
        if (creating.get()) {
            newCompetition();
        } else {
            edit(editing.get());
        }
    }

    static CompetitionRow row(CompetitionState state) {
        Competition c = state.competition();
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        for (BracketMatch m : state.bracket().allMatches()) {
            // A bye is never fought, so it is neither a match to play nor one played; the draw numbers
            // only fought matches (a file without numbers: a box with both sides is one).
            boolean bye = m.matchNumber() <= 0 && (m.result().sideA().isEmpty() || m.result().sideB().isEmpty());
            if (!m.hidden() && !bye) {
                matches.add(m.result());
            }
        }
        int done = (int) matches.stream().filter(m -> m.status() == MatchStatus.COMPLETED).count();
        Words words = DeskWords.of(CompetitionsViewModel.class);
        String size = String.valueOf(c.teams().size());
        String kind = !c.isTeam() ? words.say("row.individual")
                : c.teams().matchType() == TeamMatchType.KACHINUKI ? words.say("row.team.kachinuki", size) : words.say("row.team", size);
        return new CompetitionRow(c.id(), c.name().isBlank() ? c.id() : c.name(), kind,
                formatName(c.format()), statusWords(words, c), done, matches.size(), false);
    }

    /** How a format is named to an organiser, in the desktop's language (English as {@link CompetitionSettings.FormatNames}). */
    static String formatName(Format format) {
        Words words = DeskWords.of(CompetitionsViewModel.class);
        switch (format) {
            case POOLS_THEN_KNOCKOUT: return words.say("format.pools-then-knockout");
            case LEAGUE: return words.say("format.league");
            case SWISS: return words.say("format.swiss");
            default: return words.say("format.knockout");
        }
    }

    private static String statusWords(Words words, Competition c) {
        switch (c.status()) {
            case DRAW_READY: return words.say("status.draw-ready");
            case POOLS: return c.format() == Format.POOLS_THEN_KNOCKOUT ? words.say("status.pools") : words.say("status.under-way");
            case PLAYOFFS: return words.say("status.knockout");
            case COMPLETED: return words.say("status.completed");
            case INVALID: return words.say("status.invalid");
            default: return words.say("status.setup");
        }
    }

    private String drawnNote(CompetitionState state) {
        return Draws.exists(state) ? words.say("drawn") : "";
    }
}
