package taikai.ui.courts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.queue.CourtQueue;
import taikai.model.queue.Queued;
import taikai.ui.session.OpenMatches;
import taikai.ui.session.Snapshot;

/**
 * Every court of the tournament with the match running there and its queue, across competitions.
 * The queue is worked out from court, status and scheduled time on every read and never stored
 * (spec section 6), so it shrinks as matches finish.
 */
public final class CourtsViewModel {
    private final BiConsumer<String, String> opener;

    // ---- properties ----
    private final ObservableList<CourtColumn> courts = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<CourtColumn> courtsReadOnly = FXCollections.unmodifiableObservableList(courts);
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper("No data folder is open.");

    /** @param opener called with a competition id and a match id when the operator opens a match */
    public CourtsViewModel(BiConsumer<String, String> opener) {
        this.opener = opener;
    }

    public ObservableList<CourtColumn> courts() {
        return courtsReadOnly;
    }

    /** How many matches wait without a court, or why nothing is shown. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    // ---- inputs ----

    public void show(Snapshot snapshot) {
        List<Queued> all = new ArrayList<>();
        Map<String, CompetitionState> states = new HashMap<>();
        int courtless = 0;
        for (CompetitionState state : snapshot.states()) {
            states.put(state.competition().id(), state);
            for (MatchResult match : OpenMatches.all(state)) {
                all.add(new Queued(state.competition().id(), match));
                if (match.court().isEmpty() && match.status() != MatchStatus.COMPLETED && !match.sideA().isEmpty()
                        && !match.sideB().isEmpty()) {
                    courtless++;
                }
            }
        }
        List<CourtColumn> columns = new ArrayList<>();
        for (String court : snapshot.courts()) {
            QueueLine running = null;
            List<QueueLine> waiting = new ArrayList<>();
            for (Queued q : CourtQueue.ofAll(court, all)) {
                QueueLine line = QueueLine.of(states.get(q.competitionId()), q.match());
                if (line.running() && running == null) {
                    running = line;
                } else {
                    waiting.add(line);
                }
            }
            columns.add(new CourtColumn(court, running, waiting));
        }
        courts.setAll(columns);
        note.set(courtless == 0 ? "" : courtless + (courtless == 1 ? " match waits" : " matches wait")
                + " without a court; give them a court before they can be called.");
    }

    // ---- commands ----

    public void open(String competitionId, String matchId) {
        opener.accept(competitionId, matchId);
    }
}
