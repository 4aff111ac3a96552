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
import taikai.model.entrant.Pool;
import taikai.model.match.MatchResult;
import taikai.model.scoring.Stage;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.ui.overrides.PlaceOverrideViewModel;
import taikai.ui.session.RoadActions;

/**
 * The pools (or the league, or the Swiss rounds) of one competition: each pool's bouts in playing
 * order and its table, worked out by the standings rule on every read. Opening a bout goes to a
 * callback the composition root gives, usually "show it on the scoring sheet".
 */
public final class PoolsViewModel {
    private final Consumer<String> opener;
    private final PlaceOverrideViewModel placeOverride;
    private String competitionId = "";

    // ---- properties ----
    private final ReadOnlyStringWrapper heading = new ReadOnlyStringWrapper("Pools");
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("No competition is open.");
    private final ReadOnlyBooleanWrapper team = new ReadOnlyBooleanWrapper(false);
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

    public ObservableList<PoolTable> pools() {
        return poolsReadOnly;
    }

    // ---- inputs ----

    /** Shows {@code state}'s pools; null shows none. */
    public void show(CompetitionState state) {
        if (placeOverride != null && (state == null || !state.competition().id().equals(competitionId))) {
            placeOverride.cancel();
        }
        competitionId = state == null ? "" : state.competition().id();
        if (state == null) {
            heading.set("Pools");
            note.set("No competition is open.");
            pools.clear();
            return;
        }
        Competition c = state.competition();
        heading.set((c.name().isBlank() ? c.id() : c.name()) + ": " + title(c.format()));
        team.set(c.isTeam());
        List<PoolTable> tables = tables(state);
        pools.setAll(tables);
        if (tables.isEmpty()) {
            note.set(c.format() == Format.KNOCKOUT
                    ? "This competition is a direct knockout: it has no pools. Its matches are on the Bracket screen."
                    : "No pools have been drawn for this competition yet.");
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

    private static String title(Format format) {
        return switch (format) {
            case LEAGUE -> "league";
            case SWISS -> "Swiss rounds";
            default -> "pools";
        };
    }

    private static List<PoolTable> tables(CompetitionState state) {
        Map<String, List<MatchResult>> byPool = new LinkedHashMap<>();
        state.pools().forEach(pool -> byPool.put(pool.name(), new ArrayList<>()));
        for (MatchResult m : state.poolMatches()) {
            byPool.computeIfAbsent(m.pool(), name -> new ArrayList<>()).add(m);
        }
        List<PoolTable> tables = new ArrayList<>();
        byPool.forEach((name, bouts) -> {
            bouts.sort(PLAYING_ORDER);
            Optional<Pool> pool = state.pools().stream().filter(p -> p.name().equals(name)).findFirst();
            tables.add(table(state, name, bouts, pool));
        });
        return tables;
    }

    private static PoolTable table(CompetitionState state, String name, List<MatchResult> bouts, Optional<Pool> pool) {
        List<BoutLine> lines = bouts.stream().map(BoutLine::of).toList();
        boolean degradedBouts = bouts.stream().anyMatch(MatchResult::isDegraded);
        if (pool.isEmpty()) {
            return new PoolTable(name, lines, List.of(), progress(bouts), degradedBouts);
        }
        Standings standings = Standings.of(state.competition(), pool.get(), state.poolMatches(), state.overrides());
        List<StandingLine> rows = new ArrayList<>();
        StandingRow above = null;
        Map<String, String> reasons = state.overrides().poolRankReasons().getOrDefault(name, Map.of());
        for (StandingRow row : standings.rows()) {
            rows.add(StandingLine.of(row, above, reasons.get(row.entrant().name())));
            above = row;
        }
        return new PoolTable(name, lines, rows, summary(standings, bouts), degradedBouts || standings.degraded());
    }

    private static String summary(Standings standings, List<MatchResult> bouts) {
        String text = progress(bouts);
        if (standings.needsDecision()) {
            text += " Entrants are tied for a qualifying place: set their ranks or fight a decider before the winners go through.";
        } else if (standings.complete()) {
            text += " The pool is complete; the marked entrants go through.";
        }
        if (standings.degraded()) {
            text += " A bout marked \u26A0 could not be read in full, so it adds no individual victories and no points;"
                    + " repair its cell or enter the encounter again.";
        }
        return text;
    }

    private static String progress(List<MatchResult> bouts) {
        long done = bouts.stream().filter(MatchResult::isCompleted).count();
        return done + " of " + bouts.size() + (bouts.size() == 1 ? " bout" : " bouts") + " fought.";
    }

    /** Bouts by their number in the playing order; tie-breaks and representative bouts after them. */
    public static final Comparator<MatchResult> PLAYING_ORDER = Comparator
            .comparing((MatchResult m) -> Stage.isDecider(m))
            .thenComparingLong(m -> m.index().matches("\\d{1,9}") ? Long.parseLong(m.index()) : Long.MAX_VALUE)
            .thenComparing(MatchResult::index);
}
