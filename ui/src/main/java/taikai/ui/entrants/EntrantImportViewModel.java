package taikai.ui.entrants;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.importing.ColumnGuess;
import taikai.app.importing.Delimiter;
import taikai.app.importing.ImportField;
import taikai.app.importing.ImportPreview;
import taikai.app.importing.ImportTable;
import taikai.app.importing.ImportText;
import taikai.app.road.actions.entrant.ImportEntrants;
import taikai.model.competition.CompetitionState;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * An import of entrants from a CSV file or from rows pasted from a spreadsheet, in three steps: the
 * rows are read off the FX thread (with progress for a long file); the preview shows each column's
 * guessed meaning, which the operator can change or ignore, and each row's flag (already in the
 * roster, twice in the import, a problem in a sentence); nothing is written until the operator
 * confirms, and then every row goes in one ImportEntrants action, which lands whole or not at all.
 */
public final class EntrantImportViewModel {
    /**
     * The source of rows pasted from a spreadsheet, as the import action carries it: the same in every
     * language, since the answer kept in the competition's history names it (decision 0042: the files
     * do not change). The screen says it in the desktop's language.
     */
    public static final String PASTED = "the pasted rows";

    private final Words words = DeskWords.of(EntrantImportViewModel.class);
    private final ScreenWrites writes;
    private final Supplier<CompetitionState> state;
    private ImportTable table;
    private ImportPreview preview = new ImportPreview(List.of(), "");

    // ---- properties ----
    private final ReadOnlyBooleanWrapper open = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper description = new ReadOnlyStringWrapper("");
    private final BooleanProperty header = new SimpleBooleanProperty(false);
    private final ObservableList<ImportColumn> columns = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<ImportColumn> columnsReadOnly = FXCollections.unmodifiableObservableList(columns);
    private final ObservableList<ImportPreview.Line> lines = FXCollections.observableArrayList();
    private final ObservableList<ImportPreview.Line> linesReadOnly = FXCollections.unmodifiableObservableList(lines);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper canConfirm = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper confirmText = new ReadOnlyStringWrapper(words.say("confirm"));

    EntrantImportViewModel(ScreenWrites writes, Supplier<CompetitionState> state) {
        this.writes = writes;
        this.state = state;
        header.addListener((obs, old, now) -> {
            if (table != null) {
                setColumns(columnsOf(table, now, columns.stream().map(c -> c.fieldProperty().get()).toList()));
                rebuild();
            }
        });
    }

    /** True while the preview is shown. */
    public ReadOnlyBooleanProperty openProperty() {
        return open.getReadOnlyProperty();
    }

    /** True while rows are read or the import is being written. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** How far reading has got, 0 to 1; -1 while it cannot be told (the write). */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** "entrants.csv: 40 rows, fields separated by semicolons". */
    public ReadOnlyStringProperty descriptionProperty() {
        return description.getReadOnlyProperty();
    }

    /** Whether the first row names the columns (and is not imported); the operator can correct the guess. */
    public BooleanProperty headerProperty() {
        return header;
    }

    public ObservableList<ImportColumn> columns() {
        return columnsReadOnly;
    }

    /** Every row of the import with its flag. */
    public ObservableList<ImportPreview.Line> lines() {
        return linesReadOnly;
    }

    /** "38 entrants to import; 2 rows are flagged and left out." */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Why the rows could not be read, or why the import was refused; empty otherwise. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canConfirmProperty() {
        return canConfirm.getReadOnlyProperty();
    }

    /** "Import 38 entrants". */
    public ReadOnlyStringProperty confirmTextProperty() {
        return confirmText.getReadOnlyProperty();
    }

    /** The fields a column can be mapped to in this competition. */
    public List<ImportField> offered() {
        CompetitionState shown = state.get();
        return shown == null ? ImportField.offered(false, false)
                : ImportField.offered(shown.competition().isTeam(), shown.competition().entrants().withZekkenName());
    }

    // ---- commands ----

    /** Reads {@code file} (UTF-8, or Windows-1252 as a spreadsheet saves it) off the FX thread and previews it. */
    public void readFile(Path file) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        read(name, () -> ImportTable.parse(name, ImportText.decode(Files.readAllBytes(file)), this::progressed));
    }

    /** Previews rows pasted from a spreadsheet (tab-separated) or typed as CSV. */
    public void readText(String source, String text) {
        if (text == null || text.isBlank()) {
            cancel();
            open.set(true);
            description.set(shown(source));
            error.set(words.say("nothing.pasted"));
            return;
        }
        read(source, () -> ImportTable.parse(source, text, this::progressed));
    }

    /** Sends every row without a flag in one action; the preview closes once it landed and stays open with the refusal otherwise. */
    public void confirm() {
        CompetitionState shown = state.get();
        if (shown == null || table == null || preview.ready() == 0 || busy.get()) {
            return;
        }
        ImportEntrants action = new ImportEntrants(shown.competition().id(), table.source(), preview.rows());
        busy.set(true);
        progress.set(-1);
        error.set("");
        String count = String.valueOf(action.rows().size());
        boolean teams = shown.competition().isTeam();
        String what = PASTED.equals(table.source())
                ? words.say(teams ? "sent.import.teams.pasted" : "sent.import.entrants.pasted", count)
                : words.say(teams ? "sent.import.teams" : "sent.import.entrants", count, table.source());
        writes.send(what, action, answer -> {
                    busy.set(false);
                    if (answer.outcome().landed()) {
                        cancel();
                    } else {
                        error.set(answer.sentence());
                    }
                });
    }

    /** Closes the preview; nothing is written. */
    public void cancel() {
        open.set(false);
        table = null;
        preview = new ImportPreview(List.of(), "");
        columns.clear();
        lines.clear();
        error.set("");
        summary.set("");
        description.set("");
        canConfirm.set(false);
    }

    /** The rows again, after the roster changed or a column's meaning was changed. */
    public void rebuild() {
        CompetitionState shown = state.get();
        if (table == null || shown == null) {
            return;
        }
        List<ImportField> mapping = columns.stream().map(c -> c.fieldProperty().get()).toList();
        preview = ImportPreview.of(table, header.get(), mapping, shown);
        lines.setAll(preview.lines());
        long ready = preview.ready();
        long flagged = preview.flagged();
        boolean teams = shown.competition().isTeam();
        long check = preview.lines().stream().filter(l -> l.verdict() == ImportPreview.Verdict.CHECK).count();
        boolean zekkenOn = !teams && !shown.competition().entrants().withZekkenName() && preview.zekkenNames();
        summary.set(!preview.problem().isEmpty() ? preview.problem() : preview.lines().isEmpty() ? words.say("summary.none")
                : summary(teams, ready, flagged, check, zekkenOn));
        confirmText.set(words.say(teams ? "confirm.teams" : "confirm.entrants", ready));
        canConfirm.set(ready > 0);
    }

    /** "38 entrants to import; 2 rows are flagged and left out. Look at the 3 rows marked to check." */
    private String summary(boolean teams, long ready, long flagged, long check, boolean zekkenOn) {
        String said = flagged == 0 ? words.say(teams ? "summary.teams" : "summary.entrants", ready)
                : words.say(teams ? "summary.teams.flagged" : "summary.entrants.flagged", ready, flagged);
        if (check > 0) {
            said = words.say("sentences", said, words.say("summary.check", check));
        }
        return zekkenOn ? words.say("sentences", said, words.say("summary.zekken")) : said;
    }

    /** The source as the screen names it: the pasted rows in the desktop's language, a file by its name. */
    private String shown(String source) {
        return PASTED.equals(source) ? words.say("pasted") : source;
    }

    private interface Reading {
        ImportTable read() throws Exception;
    }

    private void read(String source, Reading reading) {
        cancel();
        open.set(true);
        busy.set(true);
        progress.set(0);
        description.set(words.say("reading", shown(source)));
        writes.executor().submit(reading::read, this::loaded, failure -> {
            busy.set(false);
            description.set(shown(source));
            error.set(failure instanceof java.io.IOException ? words.say("read.failed", shown(source), failure.getMessage())
                    : failure instanceof taikai.app.importing.ImportException unread && unread.problem().isPresent()
                    ? unreadable(shown(source), unread) : failure.getMessage());
        });
    }

    private void progressed(double done) {
        writes.executor().onFxThread(() -> progress.set(done));
    }

    private void loaded(ImportTable read) {
        busy.set(false);
        table = read;
        CompetitionState shown = state.get();
        boolean team = shown != null && shown.competition().isTeam();
        ColumnGuess guess = ColumnGuess.of(read, team, shown != null && shown.competition().entrants().withZekkenName());
        int rows = read.rows().size() - (guess.header() ? 1 : 0);
        description.set(words.say(guess.header() ? "described.header" : "described", shown(read.source()), rows,
                delimiter(read.delimiter())));
        // The guess sets the header box without the box's listener laying the columns out again.
        table = null;
        header.set(guess.header());
        table = read;
        setColumns(columnsOf(read, guess.header(), guess.fields()));
        rebuild();
    }

    private void setColumns(List<ImportColumn> made) {
        made.forEach(c -> c.fieldProperty().addListener((obs, old, now) -> rebuild()));
        columns.setAll(made);
    }

    /** "commas", "semicolons", "tabs": as in "fields separated by tabs". */
    private String delimiter(Delimiter delimiter) {
        return switch (delimiter) {
            case COMMA -> words.say("delimiter.comma");
            case SEMICOLON -> words.say("delimiter.semicolon");
            case TAB -> words.say("delimiter.tab");
        };
    }

    private List<ImportColumn> columnsOf(ImportTable table, boolean header, List<ImportField> fields) {
        List<ImportColumn> made = new ArrayList<>();
        for (int i = 0; i < table.width(); i++) {
            String title = header && !table.rows().isEmpty() && !table.rows().get(0).cell(i).isEmpty()
                    ? table.rows().get(0).cell(i) : words.say("column", String.valueOf(i + 1));
            made.add(new ImportColumn(i, title, i < fields.size() ? fields.get(i) : ImportField.IGNORE));
        }
        return made;
    }

    /** "entrants.csv, line 3, column 7: the rows do not read as fields separated by commas." and what the reader found. */
    private String unreadable(String source, taikai.app.importing.ImportException unread) {
        taikai.storage.problem.Problem problem = unread.problem().orElseThrow();
        String separated = words.say("delimiter." + unread.delimiter().name().toLowerCase(java.util.Locale.ROOT));
        String found = taikai.app.words.Said.problem(problem, taikai.ui.words.DeskWords.language());
        return problem.line() == 0 ? words.say("unreadable", source, separated, found)
                : words.say("unreadable.at", source, String.valueOf(problem.line()), String.valueOf(problem.column()), separated, found);
    }
}
