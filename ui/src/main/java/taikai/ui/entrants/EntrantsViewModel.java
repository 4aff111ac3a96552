package taikai.ui.entrants;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import taikai.app.road.actions.entrant.CheckIn;
import taikai.model.competition.CompetitionState;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Decision;
import taikai.ui.UiExecutor;
import taikai.ui.session.Session;
import taikai.ui.words.DeskWords;
import taikai.ui.write.Writes;
import taikai.words.Words;

/**
 * The entrants of the competition chosen in the shell: the table with its filter and the check-in
 * count, the form that adds, edits, seeds, withdraws and reinstates the chosen entrant
 * ({@link EntrantEditor}), and the import ({@link EntrantImportViewModel}). Every change is an action
 * on the write road; the table follows the folder as it is read again after each write.
 */
public final class EntrantsViewModel {
    /** Which entrants the table shows besides the text filter. */
    public enum Show {
        EVERYONE, MISSING, CHECKED_IN, SEEDED, WITHDRAWN;

        /** The choice in the desktop's language. */
        public String label() {
            Words words = DeskWords.of(EntrantsViewModel.class);
            return switch (this) {
                case EVERYONE -> words.say("show.everyone");
                case MISSING -> words.say("show.missing");
                case CHECKED_IN -> words.say("show.checked-in");
                case SEEDED -> words.say("show.seeded");
                case WITHDRAWN -> words.say("show.withdrawn");
            };
        }

        @Override
        public String toString() {
            return label();
        }
    }

    private final Words words = DeskWords.of(EntrantsViewModel.class);
    private final ScreenWrites writes;
    private final EntrantEditor editor;
    private final EntrantImportViewModel importer;
    private CompetitionState state;

    // ---- properties ----
    private final ObservableList<EntrantLine> lines = FXCollections.observableArrayList();
    private final FilteredList<EntrantLine> visible = new FilteredList<>(lines);
    private final StringProperty filter = new SimpleStringProperty("");
    private final ObjectProperty<Show> show = new SimpleObjectProperty<>(Show.EVERYONE);
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper(words.say("heading"));
    private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(words.say("note.none"));
    private final ReadOnlyBooleanWrapper team = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper zekken = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper checkInNote = new ReadOnlyStringWrapper("");

    public EntrantsViewModel(UiExecutor executor, Writes writes, Supplier<Optional<Session>> session) {
        this.writes = new ScreenWrites(executor, writes, session);
        this.editor = new EntrantEditor(this.writes, () -> state);
        this.importer = new EntrantImportViewModel(this.writes, () -> state);
        filter.addListener((obs, old, now) -> refilter());
        show.addListener((obs, old, now) -> refilter());
    }

    public EntrantEditor editor() {
        return editor;
    }

    public EntrantImportViewModel importer() {
        return importer;
    }

    /** The rows the filter lets through; the view sorts them. */
    public ObservableList<EntrantLine> visible() {
        return visible;
    }

    /** Every row of the roster. */
    public List<EntrantLine> all() {
        return List.copyOf(lines);
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public ObjectProperty<Show> showProperty() {
        return show;
    }

    /** "Entrants of Men's individual", "Teams of Team championship". */
    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** "34 of 40 checked in, 6 missing". */
    public ReadOnlyStringProperty countProperty() {
        return count.getReadOnlyProperty();
    }

    /** What the operator should know about this roster (check-in off, a team competition); may be empty. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** True when the rows are teams. */
    public ReadOnlyBooleanProperty teamProperty() {
        return team.getReadOnlyProperty();
    }

    /** True when the competition prints a zekken name (with_zekken_name). */
    public ReadOnlyBooleanProperty zekkenProperty() {
        return zekken.getReadOnlyProperty();
    }

    /** True when a competition is shown. */
    public ReadOnlyBooleanProperty openProperty() {
        return open.getReadOnlyProperty();
    }

    // ---- inputs ----

    /** The competition as last read; null when none is chosen or it does not load. */
    public void show(CompetitionState shown) {
        state = shown;
        open.set(shown != null);
        if (shown == null) {
            lines.clear();
            heading.set(words.say("heading"));
            count.set("");
            note.set(words.say("note.unloaded"));
            editor.show(null);
            return;
        }
        boolean teams = shown.competition().isTeam();
        team.set(teams);
        zekken.set(shown.competition().entrants().withZekkenName());
        String name = shown.competition().name().isBlank() ? shown.competition().id() : shown.competition().name();
        heading.set(words.say(teams ? "heading.teams" : "heading.entrants", name));
        Map<String, String> reasons = new HashMap<>();
        lines.forEach(l -> reasons.put(l.id() + "/" + l.barMatchId(), l.reason()));
        List<EntrantLine> fresh = new ArrayList<>();
        for (EntrantLine line : EntrantLines.of(shown)) {
            fresh.add(line.withReason(reasons.getOrDefault(line.id() + "/" + line.barMatchId(), "")));
        }
        lines.setAll(fresh);
        long in = fresh.stream().filter(EntrantLine::checkedIn).count();
        count.set(fresh.isEmpty() ? words.say(teams ? "count.none.teams" : "count.none")
                : words.say(teams ? "count.teams" : "count", String.valueOf(in), String.valueOf(fresh.size()),
                        String.valueOf(fresh.size() - in)));
        note.set(notes(shown));
        editor.show(shown);
        if (importer.openProperty().get()) {
            importer.rebuild();
        }
        readReasons(shown);
    }

    // ---- commands ----

    /** What the last number typed or name tag scanned found; empty before one. */
    public ReadOnlyStringProperty checkInNoteProperty() {
        return checkInNote.getReadOnlyProperty();
    }

    /**
     * Space or Enter on the selected rows: every one of them checked in when any is still missing,
     * else every one checked out again, so one key press checks in a whole club that arrived together.
     */
    public void toggleCheckIn(List<EntrantLine> selected) {
        List<EntrantLine> rows = selected.stream().filter(java.util.Objects::nonNull).distinct().toList();
        boolean in = rows.stream().anyMatch(l -> !l.checkedIn());
        rows.stream().filter(l -> l.checkedIn() != in).forEach(this::toggleCheckIn);
    }

    /**
     * Checks in the entrant a typed competitor number or a scanned name tag names. A scanner types the
     * tag's text as keys: it is taken to name an entrant when it is that entrant's number (any case),
     * holds their participant id (a tag's code carries the id, which never changes), or is their name.
     * Returns true when an entrant was found, so the field can be cleared for the next one.
     */
    public boolean checkInByCode(String typed) {
        String code = typed == null ? "" : typed.strip();
        if (code.isEmpty() || state == null) {
            return false;
        }
        List<EntrantLine> found = lines.stream().filter(l -> (!l.number().isEmpty() && l.number().equalsIgnoreCase(code))
                || (!l.id().isEmpty() && code.toLowerCase(java.util.Locale.ROOT).contains(l.id().toLowerCase(java.util.Locale.ROOT)))
                || l.name().equalsIgnoreCase(code)).toList();
        if (found.size() != 1) {
            checkInNote.set(found.isEmpty() ? words.say("checkin.unknown", code) : words.say("checkin.many", code, found.size()));
            return false;
        }
        EntrantLine line = found.get(0);
        String who = line.number().isEmpty() ? line.name() : words.say("who.numbered", line.name(), line.number());
        if (line.checkedIn()) {
            checkInNote.set(words.say("checkin.already", who));
        } else {
            checkInNote.set(words.say("checkin.checking", who));
            toggleCheckIn(line);
        }
        return true;
    }

    /** Checks the entrant in, or out again. */
    public void toggleCheckIn(EntrantLine line) {
        boolean in = !line.checkedIn();
        writes.send(words.say(in ? "sent.check-in" : "sent.check-out", line.name()),
                new CheckIn(state.competition().id(), line.id(), in),
                answer -> { });
    }

    private void refilter() {
        String text = filter.get() == null ? "" : filter.get();
        Show which = show.get() == null ? Show.EVERYONE : show.get();
        visible.setPredicate(line -> line.matches(text) && switch (which) {
            case EVERYONE -> true;
            case MISSING -> !line.checkedIn();
            case CHECKED_IN -> line.checkedIn();
            case SEEDED -> line.seed() > 0;
            case WITHDRAWN -> line.standing() == EntrantLine.Standing.WITHDRAWN;
        });
    }

    private String notes(CompetitionState state) {
        boolean everyone = !state.competition().entrants().checkInEnabled();
        boolean teams = state.competition().isTeam();
        if (everyone && teams) {
            return words.say("sentences", words.say("note.check-in-off"), words.say("note.teams"));
        }
        return everyone ? words.say("note.check-in-off") : teams ? words.say("note.teams") : "";
    }

    /**
     * The reason the operator gave for each withdrawal is on the line of its match's history (the
     * eligibility record says only "<decision> at <match>"): read those files off the FX thread.
     */
    private void readReasons(CompetitionState shown) {
        List<EntrantLine> barred = lines.stream().filter(l -> !l.barMatchId().isEmpty()).toList();
        Optional<Session> session = writes.session();
        if (barred.isEmpty() || session.isEmpty()) {
            return;
        }
        String competition = shown.competition().id();
        writes.executor().submit(() -> {
            Map<String, String> found = new HashMap<>();
            for (EntrantLine line : barred) {
                found.put(line.id(), lastReason(session.get().history(competition, line.barMatchId())));
            }
            return found;
        }, found -> {
            if (state != shown) {
                return;
            }
            for (int i = 0; i < lines.size(); i++) {
                EntrantLine line = lines.get(i);
                String reason = found.get(line.id());
                if (reason != null && !reason.equals(line.reason())) {
                    lines.set(i, line.withReason(reason));
                }
            }
        }, failure -> { });
    }

    private static String lastReason(List<HistoryEntry> history) {
        String reason = "";
        for (HistoryEntry entry : history) {
            if (isWithdrawal(entry.asked().action()) && !entry.asked().reason().isBlank()) {
                reason = entry.asked().reason();
            }
        }
        return reason;
    }

    private static boolean isWithdrawal(String action) {
        for (Decision d : List.of(Decision.KIKEN, Decision.KIKEN_INJURY, Decision.KIKEN_VOLUNTARY, Decision.FUSENPAI,
                Decision.FUSENSHO)) {
            if (d.code().equals(action)) {
                return true;
            }
        }
        return false;
    }
}
