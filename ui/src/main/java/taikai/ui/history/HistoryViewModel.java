package taikai.ui.history;

import taikai.ui.words.DeskWords;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.HashMap;
import java.util.Map;
import taikai.model.competition.CompetitionState;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.ui.session.Snapshot;
import taikai.ui.UiExecutor;
import taikai.ui.session.Session;

/**
 * Every write that reached one match, oldest first, read from its history file on the background
 * thread: applied, held or unchanged per field group, with the held values and the reasons.
 */
public final class HistoryViewModel {
    private final UiExecutor executor;
    private final Supplier<Optional<Session>> session;
    private final ZoneId zone;

    // ---- properties ----
    private final ObservableList<MatchChoice> matches = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<MatchChoice> matchesReadOnly = FXCollections.unmodifiableObservableList(matches);
    private final ReadOnlyObjectWrapper<MatchChoice> shown = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(DeskWords.of(HistoryViewModel.class).say("note.choose"));
    private final ObservableList<HistoryLine> lines = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<HistoryLine> linesReadOnly = FXCollections.unmodifiableObservableList(lines);

    public HistoryViewModel(UiExecutor executor, Supplier<Optional<Session>> session, ZoneId zone) {
        this.executor = executor;
        this.session = session;
        this.zone = zone;
    }

    /** The matches of the chosen competition, in playing order. */
    public ObservableList<MatchChoice> matches() {
        return matchesReadOnly;
    }

    public ReadOnlyObjectProperty<MatchChoice> shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /** A sentence about the timeline: how many writes, none yet, or why it could not be read. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    public ObservableList<HistoryLine> lines() {
        return linesReadOnly;
    }

    // ---- inputs ----

    /** The matches offered; the one shown stays when it is still among them. */
    public void offer(List<MatchChoice> choices) {
        matches.setAll(choices);
        MatchChoice current = shown.get();
        if (current != null && choices.stream().noneMatch(c -> same(c, current))) {
            shown.set(null);
            lines.clear();
            note.set(DeskWords.of(HistoryViewModel.class).say("note.choose"));
        }
    }

    /** Reads the shown match's history again, as after a change to the folder. */
    public void refresh() {
        if (shown.get() != null) {
            load(shown.get());
        }
    }

    // ---- commands ----

    public void show(MatchChoice choice) {
        if (choice == null) {
            return;
        }
        shown.set(matches.stream().filter(c -> same(c, choice)).findFirst().orElse(choice));
        load(choice);
    }

    private void load(MatchChoice choice) {
        Optional<Session> open = session.get();
        if (open.isEmpty()) {
            note.set(DeskWords.of(HistoryViewModel.class).say("note.no-folder"));
            return;
        }
        executor.submit(() -> new Read(open.get().history(choice.competitionId(), choice.matchId()),
                names(open.get().snapshot(), choice)), read -> {
            if (same(choice, shown.get())) {
                showEntries(read.entries(), read.names());
            }
        }, failure -> {
            lines.clear();
            note.set(DeskWords.of(HistoryViewModel.class).say("note.unreadable", choice.heading(), failure.getMessage()));
        });
    }

    private record Read(List<HistoryEntry> entries, HistoryWords.Names names) {
    }

    /** The match's sides as the folder now names them, and its teams' members by id. */
    private static HistoryWords.Names names(Snapshot snapshot, MatchChoice choice) {
        Optional<CompetitionState> state = snapshot == null ? Optional.empty() : snapshot.state(choice.competitionId());
        Optional<MatchResult> match = state.flatMap(s -> s.findMatch(choice.matchId()));
        if (match.isEmpty()) {
            return HistoryWords.Names.of("", "");
        }
        Map<String, String> members = new HashMap<>();
        state.get().teamMembers().values().forEach(list -> list.forEach(m -> members.put(m.id(), m.name())));
        return new HistoryWords.Names(match.get().sideA().name(), match.get().sideB().name(),
                id -> members.getOrDefault(id, ""));
    }

    private void showEntries(List<HistoryEntry> entries, HistoryWords.Names names) {
        List<String> words = HistoryWords.of(entries, names);
        List<HistoryLine> shownLines = new java.util.ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            shownLines.add(HistoryLine.of(entries.get(i), zone, words.get(i)));
        }
        lines.setAll(shownLines);
        note.set(entries.isEmpty() ? DeskWords.of(HistoryViewModel.class).say("note.empty", shown.get().heading())
                : DeskWords.of(HistoryViewModel.class).say("note.writes", entries.size(), shown.get().heading()));
    }

    private static boolean same(MatchChoice a, MatchChoice b) {
        return a != null && b != null && Objects.equals(a.competitionId(), b.competitionId())
                && Objects.equals(a.matchId(), b.matchId());
    }
}
