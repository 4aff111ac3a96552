package taikai.ui.pools;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.scoring.Stage;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.model.standings.SwissStandings;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.problem.Problem;
import taikai.ui.overrides.PlaceOverrideViewModel;
import taikai.ui.session.RoadActions;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * The pools (or the league, or the Swiss rounds) of one competition: each pool's bouts in playing
 * order and its table, worked out by the standings rule on every read. Opening a bout goes to a
 * callback the composition root gives, usually "show it on the scoring sheet".
 */
public final class PoolsViewModel {
    private final Consumer<String> opener;
    private final PlaceOverrideViewModel placeOverride;
    private final Words words = DeskWords.of(PoolsViewModel.class);
    private String competitionId = "";

    // ---- properties ----
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper(words.say("heading"));
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(words.say("none.open"));
    private final ReadOnlyBooleanWrapper team = new ReadOnlyBooleanWrapper(false);
    private final javafx.beans.property.ReadOnlyObjectWrapper<SwissStandings> swiss = new javafx.beans.property.ReadOnlyObjectWrapper<>();
    private final ObservableList<PoolTable> pools = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<PoolTable> poolsReadOnly = FXCollections.unmodifiableObservableList(pools);

    /** @param opener called with a match id when the operator opens a bout; places cannot be overridden */
    public PoolsViewModel(Consumer<String> opener) {
        this(opener, null);
    }

    /**
     * @param opener called with a match id when the operator opens a bout
     * @param road   where place overrides are sent; null offers none
     */
    public PoolsViewModel(Consumer<String> opener, RoadActions road) {
        this.opener = opener;
        this.placeOverride = road == null ? null : new PlaceOverrideViewModel(road);
    }

    /** The form that sets or removes a place override; empty when this screen offers none. */
    public Optional<PlaceOverrideViewModel> placeOverride() {
        return Optional.ofNullable(placeOverride);
    }

    public ReadOnlyStringProperty headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** A sentence about the competition as a whole: nothing drawn yet, a bracket-only format; empty otherwise. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    /** Team competition: the table has individual victories. */
    public ReadOnlyBooleanProperty teamProperty() {
        return team.getReadOnlyProperty();
    }

    /** A Swiss competition's table over the rounds drawn so far; null for any other format or before round 1. */
    public javafx.beans.property.ReadOnlyObjectProperty<SwissStandings> swissProperty() {
        return swiss.getReadOnlyProperty();
    }

    public ObservableList<PoolTable> pools() {
        return poolsReadOnly;
    }

    // ---- inputs ----

    /** Shows {@code state}'s pools; null shows none. */
    public void show(CompetitionState state) {
        show(state, Map.of());
    }

    /**
     * Shows the pools of a competition as read, marking each bout whose row had a cell that fell back
     * to its default and the table lines it feeds; null, or a competition that failed to load, shows none.
     */
    public void showLoaded(LoadedCompetition loaded) {
        show(loaded == null ? null : loaded.state().orElse(null),
                loaded == null ? Map.of() : loaded.degradedMatches());
        if (loaded != null && loaded.failed()) {
            // A competition that did not load is open all the same: say which file stopped it, not "none is open".
            heading.set(words.say("heading.failed", loaded.id()));
            note.set(words.say("then", loaded.fatalProblems().stream().findFirst().map(this::where)
                    .orElse(words.say("failed.unknown")), words.say("failed.repair")));
        }
    }

    /** The problem that stopped the competition, said where it sits: the file, and its line and column when known. */
    private String where(Problem p) {
        String said = taikai.app.words.Said.problem(p, DeskWords.language());
        if (p.line() <= 0) {
            return words.say("failed.file", p.file(), said);
        }
        String line = String.valueOf(p.line());
        return p.column() > 0 ? words.say("failed.column", p.file(), line, String.valueOf(p.column()), said)
                : words.say("failed.line", p.file(), line, said);
    }

    private void show(CompetitionState state, Map<String, List<Problem>> badRows) {
        if (placeOverride != null && (state == null || !state.competition().id().equals(competitionId))) {
            placeOverride.cancel();
        }
        competitionId = state == null ? "" : state.competition().id();
        SwissStandings table = state == null || state.competition().format() != Format.SWISS ? null : SwissStandings.of(state);
        swiss.set(table == null || table.rows().isEmpty() ? null : table);
        if (state == null) {
            heading.set(words.say("heading"));
            note.set(words.say("none.open"));
            pools.clear();
            return;
        }
        Competition c = state.competition();
        heading.set(words.say(title(c.format()), c.name().isBlank() ? c.id() : c.name()));
        team.set(c.isTeam());
        List<PoolTable> tables = tables(state, badRows);
        pools.setAll(tables);
        if (tables.isEmpty()) {
            note.set(c.format() == Format.KNOCKOUT
                    ? words.say("note.knockout") : words.say("note.not.drawn"));
        } else {
            note.set("");
        }
    }

    // ---- commands ----

    public void open(String matchId) {
        opener.accept(matchId);
    }

    /** Opens the form that places {@code line}'s entrant in {@code pool} over the computed order. */
    public void overridePlace(PoolTable pool, StandingLine line) {
        if (placeOverride != null) {
            placeOverride.begin(entrant(pool, line), line.rank());
        }
    }

    /** Opens the form that removes {@code line}'s place override. */
    public void removeOverride(PoolTable pool, StandingLine line) {
        if (placeOverride != null && line.overridden()) {
            placeOverride.beginRemove(entrant(pool, line));
        }
    }

    private PlaceOverrideViewModel.Entrant entrant(PoolTable pool, StandingLine line) {
        return new PlaceOverrideViewModel.Entrant(competitionId, pool.name(), pool.standings().size(), line.entrant(),
                line.name());
    }

    /** The key of the heading that names the competition and its format. */
    private static String title(Format format) {
        return switch (format) {
            case LEAGUE -> "heading.league";
            case SWISS -> "heading.swiss";
            default -> "heading.pools";
        };
    }

    private List<PoolTable> tables(CompetitionState state, Map<String, List<Problem>> badRows) {
        Map<String, List<MatchResult>> byPool = new LinkedHashMap<>();
        state.pools().forEach(pool -> byPool.put(pool.name(), new ArrayList<>()));
        for (MatchResult m : state.poolMatches()) {
            byPool.computeIfAbsent(m.pool(), name -> new ArrayList<>()).add(m);
        }
        List<PoolTable> tables = new ArrayList<>();
        byPool.forEach((name, bouts) -> {
            bouts.sort(PLAYING_ORDER);
            Optional<Pool> pool = state.pools().stream().filter(p -> p.name().equals(name)).findFirst();
            tables.add(table(state, name, bouts, pool, badRows));
        });
        return tables;
    }

    private PoolTable table(CompetitionState state, String name, List<MatchResult> bouts, Optional<Pool> pool,
            Map<String, List<Problem>> badRows) {
        List<BoutLine> lines = bouts.stream().map(m -> BoutLine.of(m, badRows.getOrDefault(m.id(), List.of()))).toList();
        boolean markedBouts = lines.stream().anyMatch(BoutLine::marked);
        boolean badCells = lines.stream().anyMatch(line -> !line.badCells().isEmpty());
        if (pool.isEmpty()) {
            return new PoolTable(name, lines, List.of(), withBadCells(progress(bouts), badCells), markedBouts);
        }
        Standings standings = Standings.of(state.competition(), pool.get(), state.poolMatches(), state.overrides());
        List<StandingLine> rows = new ArrayList<>();
        StandingRow above = null;
        Map<String, String> reasons = state.overrides().poolRankReasons().getOrDefault(name, Map.of());
        for (StandingRow row : standings.rows()) {
            rows.add(StandingLine.of(row, above, reasons.get(row.entrant().name()), badCells(row.entrant(), bouts, lines)));
            above = row;
        }
        return new PoolTable(name, lines, rows, withBadCells(summary(standings, bouts), badCells),
                markedBouts || standings.degraded());
    }

    /** The bad cells of every bout {@code entrant} fought, each naming its bout: a bout feeds both its sides' lines. */
    private List<String> badCells(Player entrant, List<MatchResult> bouts, List<BoutLine> lines) {
        List<String> cells = new ArrayList<>();
        for (int i = 0; i < bouts.size(); i++) {
            MatchResult bout = bouts.get(i);
            BoutLine line = lines.get(i);
            if (fights(entrant, bout.sideA()) || fights(entrant, bout.sideB())) {
                line.badCells().forEach(cell -> cells.add(words.say("bout.cell", line.number(), cell)));
            }
        }
        return cells;
    }

    // The same test as the standings rule's (PoolMatches.is): by participant id when both have one, else by name.
    private static boolean fights(Player entrant, Side side) {
        if (!side.participantId().isEmpty() && !entrant.id().isEmpty()) {
            return side.participantId().equals(entrant.id());
        }
        return !side.name().isEmpty() && side.name().equals(entrant.name());
    }

    private String summary(Standings standings, List<MatchResult> bouts) {
        String where = standings.needsDecision() ? "summary.tied"
                : standings.complete() ? "summary.complete" : "summary.provisional";
        String text = words.say("then", progress(bouts), words.say(where));
        return standings.degraded() ? words.say("then", text, words.say("summary.degraded")) : text;
    }

    /** The pool's sentences, with the one about a bout whose cell fell back to its default when there is one. */
    private String withBadCells(String summary, boolean badCells) {
        return badCells ? words.say("then", summary, words.say("summary.bad.cells")) : summary;
    }

    private String progress(List<MatchResult> bouts) {
        long done = bouts.stream().filter(MatchResult::isCompleted).count();
        return words.say("progress", String.valueOf(done), bouts.size());
    }

    /** Bouts by their number in the playing order; tie-breaks and representative bouts after them. */
    public static final Comparator<MatchResult> PLAYING_ORDER = Comparator
            .comparing((MatchResult m) -> Stage.isDecider(m))
            .thenComparingLong(m -> m.index().matches("\\d{1,9}") ? Long.parseLong(m.index()) : Long.MAX_VALUE)
            .thenComparing(MatchResult::index);
}
