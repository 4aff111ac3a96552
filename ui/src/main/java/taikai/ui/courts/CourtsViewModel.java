package taikai.ui.courts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.time.ZoneId;
import java.util.function.BiConsumer;
import java.util.function.LongSupplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.road.actions.court.AssignCourt;
import taikai.app.road.actions.court.MoveInQueue;
import taikai.app.road.actions.court.Requeue;
import taikai.app.road.actions.court.StartMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.queue.CourtQueue;
import taikai.model.schedule.Expected;
import taikai.model.schedule.Live;
import taikai.model.queue.Queued;
import taikai.ui.session.OpenMatches;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Snapshot;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * Every court of the tournament with the match running there and its queue, across competitions.
 * The queue is worked out from court, status and scheduled time on every read and never stored
 * (spec section 6), so it shrinks as matches finish.
 */
public final class CourtsViewModel {
    private final Words words = DeskWords.of(CourtsViewModel.class);
    private final BiConsumer<String, String> opener;
    private BiConsumer<String, String> started = (competitionId, matchId) -> { };
    private final RoadActions road;
    private LongSupplier clock = System::currentTimeMillis;
    private ZoneId zone = ZoneId.systemDefault();
    private Snapshot last;

    // ---- properties ----
    private final ObservableList<CourtColumn> courts = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<CourtColumn> courtsReadOnly = FXCollections.unmodifiableObservableList(courts);
    private final ReadOnlyStringWrapper note = new ReadOnlyStringWrapper(words.say("no.folder"));

    /**
     * @param opener called with a competition id and a match id when the operator opens a match
     * @param road   where starting, moving and requeueing a match is sent
     */
    public CourtsViewModel(BiConsumer<String, String> opener, RoadActions road) {
        this.opener = opener;
        this.road = road;
    }

    /** The moment the live estimates are made at (the system clock on the desktop; a test gives its own). */
    public void useClock(LongSupplier value, ZoneId hall) {
        clock = value;
        zone = hall;
    }

    public ObservableList<CourtColumn> courts() {
        return courtsReadOnly;
    }

    /** How many matches wait without a court, or why nothing is shown. */
    public ReadOnlyStringProperty noteProperty() {
        return note.getReadOnlyProperty();
    }

    // ---- inputs ----

    /**
     * The clock moved on with nothing read: the estimates are made again at the new moment, so a
     * match running long pushes its court's queue later while the folder stays as it was.
     */
    public void timePassed() {
        if (last != null) {
            show(last);
        }
    }

    public void show(Snapshot snapshot) {
        last = snapshot;
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
        // Each waiting match's expected start, worked out again from the results at every read (decision 0024).
        Expected expected = snapshot.tournament().map(t -> Expected.of(t, snapshot.states(), new Live(clock.getAsLong(), zone)))
                .orElse(Expected.NONE);
        List<CourtColumn> columns = new ArrayList<>();
        for (String court : snapshot.courts()) {
            QueueLine running = null;
            List<QueueLine> waiting = new ArrayList<>();
            List<Queued> queue = CourtQueue.ofAll(court, all);
            for (int i = 0; i < queue.size(); i++) {
                Queued q = queue.get(i);
                QueueLine line = QueueLine.of(states.get(q.competitionId()), q.match(), i,
                        expected.start(q.competitionId(), q.match().id()).orElse(""));
                if (line.running() && running == null) {
                    running = line;
                } else {
                    waiting.add(line);
                }
            }
            columns.add(new CourtColumn(court, running, waiting));
        }
        courts.setAll(columns);
        note.set(courtless == 0 ? "" : words.say("courtless", courtless));
    }

    // ---- commands ----

    public void open(String competitionId, String matchId) {
        opener.accept(competitionId, matchId);
    }

    /** Calls a waiting match onto its court; the road refuses, naming the running match, while the court is in use. */
    public void start(QueueLine line, String court) {
        road.send(words.say("sent.start", line.heading(), line.competition(), court),
                new StartMatch(line.competitionId(), line.matchId(), court));
        started.accept(line.competitionId(), line.matchId());
    }

    /** Told of each start sent, so the match can open on the scoring sheet once it runs. */
    public void setOnStart(BiConsumer<String, String> onStart) {
        started = onStart == null ? (competitionId, matchId) -> { } : onStart;
    }

    /** Moves a waiting match one place towards the front of its court's queue ({@code -1}) or the back ({@code 1}). */
    public void move(QueueLine line, String court, int step) {
        road.send(words.say(step < 0 ? "sent.up" : "sent.down", line.heading(), court),
                new MoveInQueue(line.competitionId(), court, line.matchId(), Math.max(0, line.index() + step)));
    }

    /** Puts a waiting match in another court's queue. */
    public void assign(QueueLine line, String court) {
        road.send(words.say("sent.assign", line.heading(), line.competition(), court),
                new AssignCourt(line.competitionId(), line.matchId(), court));
    }

    /** Sends the running match back to its court's queue. */
    public void requeue(QueueLine line, String court) {
        road.send(words.say("sent.requeue", line.heading(), court), new Requeue(line.competitionId(), line.matchId()));
    }

    /** The courts a match can move to from {@code court}. */
    public List<String> otherCourts(String court) {
        return courts.stream().map(CourtColumn::court).filter(c -> !c.equals(court)).toList();
    }
}
