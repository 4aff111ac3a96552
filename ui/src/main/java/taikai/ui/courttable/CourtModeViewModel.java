package taikai.ui.courttable;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.clock.ClockReading;
import taikai.app.hall.client.CourtLink;
import taikai.app.hall.client.CourtSession;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.HallReads;
import taikai.app.hall.client.QueueState;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.ui.UiExecutor;
import taikai.ui.clock.ClockFile;
import taikai.ui.courts.QueueLine;
import taikai.ui.match.Corner;
import taikai.ui.match.OpenMatch;
import taikai.ui.match.TeamTallies;
import taikai.ui.scoring.NextMatch;
import taikai.ui.scoring.ScoringViewModel;
import taikai.ui.session.Answers;
import taikai.ui.session.OpenMatches;
import taikai.ui.words.DeskWords;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;
import taikai.words.Words;

/**
 * Court mode: this laptop as a court table of a hall laptop. The operator connects with the hall's
 * address and the court's code; the screen then shows the court's queue and running match as the
 * hall laptop reads them (again on every note of its live feed), the scoring sheet whose entries go
 * to the court's outbox, how many entries wait there and since when, and every answer that needs
 * the operator. Network calls run on their own background thread, so an unreachable hall never
 * delays saving an entry. Each read of the hall is kept beside the court's outbox, so a table restarted
 * while the hall laptop is away starts from its last copy and keeps entering (decision 0011).
 */
public final class CourtModeViewModel {
    /** One waiting match of the court. */
    /** A waiting match: its heading, its sides, and its planned time with the hall's expected start when that differs. */
    public record QueueItem(HallReads.MatchRef ref, String heading, String sides, String time) {
        @Override
        public String toString() {
            return heading + ": " + sides;
        }
    }

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final Words words = DeskWords.of(CourtModeViewModel.class);

    private final UiExecutor network;
    private final Supplier<Path> settingsFolder;
    private final ZoneId zone;
    private final Writes writes;
    private final KeptHall kept;
    private final ScoringViewModel scoring;
    /** The session with the hall, once connecting began; its events are this screen's only news of the hall. */
    private volatile CourtSession session;
    private volatile String courtName = "";
    /** Where this table's outbox is, once connected. */
    private volatile Path outboxFolder;
    /** The hall this table last knew it sends to: a change is a move, by hand or by the sender (decision 0030). */
    private volatile URI knownHall;

    // ---- properties ----
    private final StringProperty address = new SimpleStringProperty("");
    private final StringProperty code = new SimpleStringProperty("");
    private final ReadOnlyBooleanWrapper active = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper connected = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper court = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper outbox = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper feed = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper landed = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper hallCopy = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper following = new ReadOnlyBooleanWrapper(true);
    private final ReadOnlyBooleanWrapper stopped = new ReadOnlyBooleanWrapper(false);
    private final StringProperty moveAddress = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper moveNote = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<OpenMatch> running = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<OpenMatch> next = new ReadOnlyObjectWrapper<>();
    private final ObservableList<QueueItem> waiting = FXCollections.observableArrayList();
    private final ObservableList<String> notices = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<ClockReading> tableClock = new ReadOnlyObjectWrapper<>();
    private final ClockPoster clockPoster = new ClockPoster(this::client, () -> courtName, System::currentTimeMillis);
    private final UiExecutor entries;

    /**
     * @param entries        the executor the scoring sheet saves entries through (to the outbox, on disk)
     * @param network        a background thread of court mode's own, for reads and the start of a match
     * @param settingsFolder the user's settings folder, where each hall's and court's outbox lives
     */
    public CourtModeViewModel(UiExecutor entries, UiExecutor network, Supplier<Path> settingsFolder, ZoneId zone) {
        this.network = network;
        this.settingsFolder = settingsFolder;
        this.zone = zone;
        this.writes = new Writes(entries);
        this.kept = new KeptHall(settingsFolder, zone, List::of);
        OutboxMatchCommands commands = new OutboxMatchCommands(() -> Optional.ofNullable(session),
                () -> "court " + courtName, notKept -> {
                    notKept.ifPresent(e -> entries.onFxThread(() -> hallCopy.set(KeptHall.cannotKeep(e))));
                    entries.onFxThread(this::showSheet);
                }, this::requeueNow);
        this.scoring = new ScoringViewModel(commands, this.writes, tallies());
        this.entries = entries;
        scoring.clock().publishTo(reading -> {
            ClockReading onCourt = reading.withCourt(courtName);
            tableClock.set(onCourt);
            if (client() != null) {
                clockPoster.post(onCourt);
            }
        });
        scoring.setNextMatch(this::nextAfter, this::startNext);
    }

    /** The hall's client of the session's link, once connected; null before. */
    private HallClient client() {
        CourtSession open = session;
        return open == null ? null : open.link().map(CourtLink::hall).orElse(null);
    }

    /** The first match waiting on this court once {@code finished} is done. */
    private Optional<NextMatch> nextAfter(OpenMatch finished) {
        return waiting.stream().filter(item -> !(item.ref().matchId().equals(finished.id())
                && item.ref().competitionId().equals(finished.competitionId()))).findFirst()
                .map(item -> new NextMatch(item.ref().competitionId(), item.ref().matchId(), item.heading(), item.sides(),
                        courtName));
    }

    private void startNext(NextMatch offered) {
        waiting.stream().filter(item -> item.ref().matchId().equals(offered.matchId())
                && item.ref().competitionId().equals(offered.competitionId())).findFirst().ifPresent(this::start);
    }

    /** The table's clock as last started, stopped or adjusted here: the court's own TV runs from it. */
    public ReadOnlyObjectProperty<ClockReading> tableClockProperty() {
        return tableClock.getReadOnlyProperty();
    }

    // ---- properties ----

    public StringProperty addressProperty() {
        return address;
    }

    public StringProperty codeProperty() {
        return code;
    }

    /** Whether the window shows court mode instead of the organiser's desktop. */
    public ReadOnlyBooleanProperty activeProperty() {
        return active.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty connectedProperty() {
        return connected.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The court this table is, once connected. */
    public ReadOnlyStringProperty courtProperty() {
        return court.getReadOnlyProperty();
    }

    /** Why connecting failed, in a sentence. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** How many entries wait in the outbox and since when, and why sending is stuck if it is. */
    public ReadOnlyStringProperty outboxProperty() {
        return outbox.getReadOnlyProperty();
    }

    /** Whether the live feed is following the hall laptop. */
    public ReadOnlyStringProperty feedProperty() {
        return feed.getReadOnlyProperty();
    }

    /**
     * Whether the feed's line says something the lines above it do not: hidden while the table works
     * from its copy (which says the hall cannot be reached) or while the outbox line already says so,
     * so the screen never says "following live" and "cannot be reached" at once, nor the same thing twice.
     */
    public javafx.beans.binding.BooleanBinding feedShownBinding() {
        return javafx.beans.binding.Bindings.createBooleanBinding(() -> !feed.get().isEmpty() && hallCopy.get().isEmpty()
                && !outbox.get().contains(UNREACHABLE), feed, hallCopy, outbox);
    }

    /** The words every sentence about an unreachable hall laptop has. */
    static final String UNREACHABLE = "cannot be reached";

    /** The last entry that reached the hall laptop, with its answer. */
    public ReadOnlyStringProperty landedProperty() {
        return landed.getReadOnlyProperty();
    }

    /**
     * Empty while the screen shows the hall as just read; otherwise that the table works from its last
     * copy of the hall and since when, or why it could not keep one.
     */
    public ReadOnlyStringProperty hallCopyProperty() {
        return hallCopy.getReadOnlyProperty();
    }

    /**
     * Decision 0034: the hall answered the oldest entry with a fault in its program, so sending stopped
     * at it (the entry and those behind it stay in the outbox); a person sends it again once told to.
     */
    public ReadOnlyBooleanProperty stoppedProperty() {
        return stopped.getReadOnlyProperty();
    }

    /** Sends again the entry sending stopped at, after the organiser says the hall laptop is put right. */
    public void sendAgain() {
        CourtLink open = link();
        if (open != null && stopped.get()) {
            stopped.set(false);
            network.submit(open::sendAgain, again -> { }, failure -> feed.set(failure.getMessage()));
        }
    }

    /** The address typed for a hall laptop that took over (decision 0030), while the hall is away. */
    public StringProperty moveAddressProperty() {
        return moveAddress;
    }

    /** What came of the last move to a typed address, in a sentence; empty before any. */
    public ReadOnlyStringProperty moveNoteProperty() {
        return moveNote.getReadOnlyProperty();
    }

    /**
     * Whether the screen offers to type another hall's address: while the hall laptop is away (the feed
     * lost it, or the outbox cannot reach it), and while the sentence about the last move is shown.
     */
    public javafx.beans.binding.BooleanBinding moveShownBinding() {
        return javafx.beans.binding.Bindings.createBooleanBinding(() -> !following.get()
                || outbox.get().contains(UNREACHABLE) || !moveNote.get().isEmpty(), following, outbox, moveNote);
    }

    public ReadOnlyObjectProperty<OpenMatch> runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<OpenMatch> nextProperty() {
        return next.getReadOnlyProperty();
    }

    public ObservableList<QueueItem> waiting() {
        return waiting;
    }

    /** Held, refused and dropped entries, newest first: each says what happened and what to do. */
    public ObservableList<String> notices() {
        return notices;
    }

    public ScoringViewModel scoring() {
        return scoring;
    }

    public Writes writes() {
        return writes;
    }

    public TeamTallies tallies() {
        return encounter -> Optional.empty();
    }

    // ---- commands ----

    /** Shows court mode, with {@code presetAddress} (from the command line) in the address field. */
    public void begin(String presetAddress) {
        active.set(true);
        if (presetAddress != null && !presetAddress.isBlank()) {
            address.set(presetAddress.strip());
        }
    }

    /** Back to the start screen; only before connecting (a connected table stays a court table until it closes). */
    public void leave() {
        if (!connected.get() && !busy.get()) {
            active.set(false);
            error.set("");
        }
    }

    /** Connects to the hall laptop with the address and code typed. */
    public void connect() {
        if (busy.get() || connected.get()) {
            return;
        }
        URI hall;
        try {
            hall = HallAddress.parse(address.get());
        } catch (IllegalArgumentException e) {
            error.set(e.getMessage());
            return;
        }
        String typedCode = code.get() == null ? "" : code.get().strip();
        if (typedCode.isEmpty()) {
            error.set(words.say("connect.needs.code"));
            return;
        }
        busy.set(true);
        error.set("");
        CourtSession opening = new CourtSession(settingsFolder.get(), CourtOutboxes::hallFolder, CourtOutboxes::folder,
                this::heard);
        session = opening;
        knownHall = hall;
        opening.connect(hall, typedCode);
    }

    /**
     * What the session tells, on its own thread: the clock file is read there (a disk read), and
     * everything else is shown on the FX thread.
     */
    private void heard(CourtSession.Event event) {
        if (event instanceof CourtSession.Connected c) {
            ClockFile clockFile = new ClockFile(c.outboxFolder());
            Optional<ClockFile.Saved> clock = clockFile.read();
            network.onFxThread(() -> connected(c, clockFile, clock));
        } else if (event instanceof CourtSession.FeedChanged f && f.following()) {
            followMove(); // a disk write of the move, off the FX thread
            network.onFxThread(() -> show(event));
        } else {
            network.onFxThread(() -> show(event));
        }
    }

    private void connected(CourtSession.Connected c, ClockFile clockFile, Optional<ClockFile.Saved> clock) {
        courtName = c.court();
        outboxFolder = c.outboxFolder();
        busy.set(false);
        connected.set(true);
        court.set(c.court());
        // The clock first, so the bout on the sheet carries on from the time kept before a restart.
        scoring.clock().keepIn(clockFile, entries, clock);
        hallCopy.set(c.copyReadAt().map(kept::workingFrom).orElse(c.notKept().map(KeptHall::cannotKeep).orElse("")));
        showBoard(c.board());
    }

    /** Each event as the screen shows it: the sentences are made here, from the event's data. */
    private void show(CourtSession.Event event) {
        if (event instanceof CourtSession.NotConnected n) {
            busy.set(false);
            CourtSession closing = session;
            session = null;
            closeQuietly(closing);
            error.set(n.organiserCode() ? words.say("connect.organiser.code")
                    : n.reason().map(why -> why + (n.damaged().isEmpty() ? "" : " " + String.join(" ", n.damaged())
                            + " " + words.say("connect.starts.once.answered")))
                            .orElse(words.say("connect.failed")));
        } else if (event instanceof CourtSession.BoardRead read) {
            hallCopy.set(read.notKept().map(KeptHall::cannotKeep).orElse(""));
            showBoard(read.board());
        } else if (event instanceof CourtSession.BoardFailed failed) {
            feed.set(failed.reason().orElse(""));
        } else if (event instanceof CourtSession.Landed l) {
            landed.set(words.say("entry.landed", l.entry().draft().label(), Answers.of(l.answer()).sentence()));
        } else if (event instanceof CourtSession.NeedsOperator n) {
            notices.add(0, at(Instant.now()) + "  " + operatorNotice(n));
        } else if (event instanceof CourtSession.QueueChanged q) {
            outbox.set(outboxLine(q.state()));
            stopped.set(q.state().stopped());
        } else if (event instanceof CourtSession.FeedChanged f) {
            feed.set(f.following() ? words.say("feed.following") : f.sentenceIn(taikai.ui.words.DeskWords.language()));
            following.set(f.following());
            if (f.following()) {
                moveNote.set(""); // the notices keep the move; the row goes with the hall back
                clockPoster.again(); // the hall keeps clocks in memory only: a restarted hall learns the time again
            }
        }
        // Connected is shown with its clock (above); Answered by the write that asked for it.
    }

    private static void closeQuietly(CourtSession closing) {
        if (closing == null) {
            return;
        }
        try {
            closing.close();
        } catch (IOException e) {
            // Nothing was opened on disk that needs closing.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Decision 0030, by hand: the hall laptop died and a standby was promoted at the address the operator
     * typed (from the new hall's Hall server screen, or its QR code's text). The table moves there only
     * when a hall answers at that address and knows this court's code as this court, so a typing slip
     * never sends the day's entries to another tournament; it then sends again what the dead hall had
     * answered (the new hall keeps each entry once, by its key) and then what still waits.
     */
    public void moveHall() {
        CourtLink open = link();
        if (open == null || busy.get()) {
            return;
        }
        URI to;
        try {
            to = HallAddress.parse(moveAddress.get());
        } catch (IllegalArgumentException e) {
            moveNote.set(e.getMessage());
            return;
        }
        if (to.equals(open.hall().base())) {
            moveNote.set(words.say("move.same", to.toString()));
            return;
        }
        busy.set(true);
        moveNote.set(words.say("move.looking", to.toString()));
        String name = courtName;
        String typedCode = code.get().strip(); // as connected: the form is gone while connected
        Path folder = outboxFolder;
        network.submit(() -> movedTo(open, folder, to, name, typedCode), sentAgain -> {
            busy.set(false);
            address.set(to.toString());
            moveAddress.set("");
            String sentence = words.say("move.done", to.toString(), sentAgain);
            moveNote.set(sentence);
            notices.add(0, at(Instant.now()) + "  " + sentence);
            requestBoard();
        }, failure -> {
            busy.set(false);
            moveNote.set(failure.getMessage() == null ? words.say("move.failed", to.toString(), open.hall().base().toString())
                    : failure.getMessage());
        });
    }

    private int movedTo(CourtLink open, Path folder, URI to, String court, String typedCode) throws Exception {
        HallMove.check(to, court, typedCode);
        CourtOutboxes.moved(folder, to); // first: a restart after this connects to the new hall with these entries
        knownHall = to;
        return open.moveTo(to);
    }

    private CourtLink link() {
        CourtSession open = session;
        return open == null ? null : open.link().orElse(null);
    }

    /** Calls {@code item} onto this court (the hall laptop takes the court lock), at once, not through the outbox. */
    public void start(QueueItem item) {
        CourtSession open = session;
        if (open == null || open.link().isEmpty()) {
            return;
        }
        String label = words.say("start.label", item.heading());
        writes.send(label, () -> answer(open.start(item.ref())));
    }

    private WriteAnswer requeueNow(String competitionId, String matchId) {
        CourtSession open = session;
        if (open == null || open.link().isEmpty()) {
            return Answers.notSent(words.say("not.connected"));
        }
        try {
            return answer(open.requeue(new HallReads.MatchRef(competitionId, matchId)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Answers.notSent(words.say("interrupted"));
        }
    }

    private static WriteAnswer answer(HallClient.Reply reply) {
        return reply.kind() == HallClient.Kind.ANSWERED ? Answers.of(reply.answer())
                : new WriteAnswer(WriteAnswer.Outcome.TRY_AGAIN, reply.sentence());
    }

    /** Reads the court's board again; several requests while one runs make one more read. */
    public void requestBoard() {
        CourtSession open = session;
        if (open != null) {
            open.readBoard();
        }
    }

    /** Disconnects (the outbox stays on disk) and leaves court mode. Blocks briefly: the sender and feed stop. */
    public void closeLink() {
        CourtSession open = session;
        session = null;
        // Closing at exit: the outbox is on disk whatever happens here.
        closeQuietly(open);
    }

    /**
     * The sender moves to a promoted standby by itself (decision 0030): once the feed follows a hall
     * other than the one this table knew, the outbox folder notes it, so a restart connecting to the
     * new hall finds the entries still waiting, and the screen shows the new address.
     */
    private void followMove() {
        CourtLink open = link();
        Path folder = outboxFolder;
        if (open == null || folder == null || open.hall().base().equals(knownHall)) {
            return;
        }
        URI now = open.hall().base();
        knownHall = now;
        try {
            CourtOutboxes.moved(folder, now);
        } catch (IOException e) {
            // The move holds while this table runs; after a restart the operator types the new address.
        }
        network.onFxThread(() -> address.set(now.toString()));
    }

    /** What an entry off the queue needs from the operator, in this table's language, the hall's answer said from its code. */
    String operatorNotice(CourtSession.NeedsOperator n) {
        String label = n.entry().draft().label();
        String answer = n.answer() == null ? "" : Answers.of(n.answer()).sentence();
        return switch (n.why()) {
            case HELD -> words.say("notice.held", label, answer);
            case REFUSED -> words.say("notice.refused", label, answer);
            case CLOCK_WRONG -> words.say("notice.clock.wrong", label);
            case MALFORMED -> n.sentence();
        };
    }

    String outboxLine(QueueState state) {
        String line = state.waiting() == 0 ? words.say("outbox.empty")
                : state.waitingSince().map(t -> words.say("outbox.waiting.since", state.waiting(), at(t)))
                        .orElse(words.say("outbox.waiting", state.waiting()));
        return state.problem().isEmpty() ? line : line + " " + state.problemIn(taikai.ui.words.DeskWords.language());
    }

    private String at(Instant t) {
        return CLOCK.format(t.atZone(zone));
    }

    // ---- showing ----

    private void showBoard(HallReads.CourtBoard board) {
        Optional<OpenMatch> run = board.running().flatMap(this::open);
        running.set(run.orElse(null));
        List<QueueItem> items = new ArrayList<>();
        for (HallReads.MatchRef ref : board.waiting()) {
            open(ref).ifPresent(m -> items.add(new QueueItem(ref, m.heading(), words.say("queue.sides", m.sideName(Corner.A),
                    Corner.A.said(), m.sideName(Corner.B), Corner.B.said()),
                    QueueLine.time(m.match().scheduledAt(), board.expected().getOrDefault(ref, "")))));
        }
        waiting.setAll(items);
        next.set(board.waiting().isEmpty() ? null : open(board.waiting().get(0)).orElse(null));
        showSheet();
    }

    /** The sheet follows the running match; a match just finished stays on it until another starts. */
    private void showSheet() {
        OpenMatch shown = scoring.currentProperty().get();
        CourtSession open = session;
        Optional<OpenMatch> run = (open == null ? Optional.<HallReads.CourtBoard>empty() : open.board())
                .flatMap(HallReads.CourtBoard::running).flatMap(this::open);
        if (run.isPresent()) {
            running.set(run.get());
            scoring.show(run.get());
        } else if (shown != null) {
            open(new HallReads.MatchRef(shown.competitionId(), shown.id())).ifPresent(scoring::show);
        } else {
            scoring.clear();
        }
    }

    private Optional<OpenMatch> open(HallReads.MatchRef ref) {
        CourtSession open = session;
        return open == null ? Optional.empty() : open.find(ref.competitionId(), ref.matchId())
                .map(f -> OpenMatches.of(f.state(), f.match()));
    }

    /** For tests and the scoreboard: the competition records as last read. */
    Optional<CompetitionState> state(String competitionId) {
        CourtSession open = session;
        return open == null ? Optional.empty() : open.board().map(b -> b.competitions().get(competitionId));
    }

    Optional<MatchResult> shownMatch(String competitionId, String matchId) {
        CourtSession open = session;
        return open == null ? Optional.empty() : open.match(competitionId, matchId);
    }
}
