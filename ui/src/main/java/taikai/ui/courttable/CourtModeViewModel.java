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
import java.util.concurrent.atomic.AtomicBoolean;
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
import taikai.app.hall.client.FeedListener;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.HallCopy;
import taikai.app.hall.client.HallReads;
import taikai.app.hall.client.PendingEntry;
import taikai.app.hall.client.QueueState;
import taikai.app.hall.client.SenderListener;
import taikai.app.road.Answer;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.ui.UiExecutor;
import taikai.ui.match.Corner;
import taikai.ui.match.OpenMatch;
import taikai.ui.match.TeamTallies;
import taikai.ui.clock.ClockFile;
import taikai.ui.courts.QueueLine;
import taikai.ui.scoring.NextMatch;
import taikai.ui.scoring.ScoringViewModel;
import taikai.ui.session.Answers;
import taikai.ui.session.OpenMatches;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

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

    /**
     * A board for the screen: read from the hall (with the sentence why it could not be kept, if so),
     * or from the copy read from the hall at {@code copyReadAt}.
     */
    private record Shown(HallReads.CourtBoard board, Optional<Instant> copyReadAt, String keptProblem) {
    }

    /** A board first read on connecting, with the table's clock as it was kept beside the outbox. */
    private record Opened(Shown shown, ClockFile clockFile, Optional<ClockFile.Saved> clock) {
    }

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final UiExecutor network;
    private final Supplier<Path> settingsFolder;
    private final ZoneId zone;
    private final Writes writes;
    private final KeptHall kept;
    private final CourtMatches matches = new CourtMatches();
    private final ScoringViewModel scoring;
    private final AtomicBoolean boardPending = new AtomicBoolean();
    /** The link for the background threads; the properties are its face on the FX thread. */
    private volatile CourtLink link;
    private volatile HallClient client;
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
    private final ClockPoster clockPoster = new ClockPoster(() -> client, () -> courtName, System::currentTimeMillis);
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
        this.kept = new KeptHall(settingsFolder, zone, matches::enteredMatches);
        OutboxMatchCommands commands = new OutboxMatchCommands(matches, () -> Optional.ofNullable(link),
                () -> "court " + courtName, competitionId -> {
                    kept.entered().ifPresent(sentence -> entries.onFxThread(() -> hallCopy.set(sentence)));
                    entries.onFxThread(this::showSheet);
                }, this::requeueNow);
        this.scoring = new ScoringViewModel(commands, this.writes, tallies());
        this.entries = entries;
        scoring.clock().publishTo(reading -> {
            ClockReading onCourt = reading.withCourt(courtName);
            tableClock.set(onCourt);
            if (client != null) {
                clockPoster.post(onCourt);
            }
        });
        scoring.setNextMatch(this::nextAfter, this::startNext);
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
        CourtLink open = link;
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
            error.set("Type this court's code: the organiser makes it on the hall laptop's Hall server screen.");
            return;
        }
        busy.set(true);
        error.set("");
        network.submit(() -> open(hall, typedCode), opened -> {
            busy.set(false);
            connected.set(true);
            court.set(opened.shown().board().court());
            // The clock first, so the bout on the sheet carries on from the time kept before a restart.
            scoring.clock().keepIn(opened.clockFile(), entries, opened.clock());
            showBoard(opened.shown());
        }, failure -> {
            busy.set(false);
            error.set(failure.getMessage() == null ? "Could not connect to the hall laptop; check the address and try again."
                    : failure.getMessage());
        });
    }

    /**
     * Learns the court from the code and reads its board; when the hall laptop does not answer, starts
     * from the copy kept with this code instead, if there is one. Then opens the court's outbox and link.
     */
    private Opened open(URI hall, String typedCode) throws Exception {
        HallClient hallClient = new HallClient(hall, typedCode);
        HallReads reads = new HallReads(hallClient, typedCode);
        HallReads.CourtBoard board = null;
        Optional<HallCopy.Kept> copy = Optional.empty();
        try {
            courtName = courtOf(reads);
            board = reads.board(courtName);
            matches.board(board);
        } catch (HallReads.Unreachable away) {
            copy = Optional.of(kept.find(hall, typedCode, away));
            courtName = copy.get().court();
            matches.restore(copy.get());
        }
        Path folder = CourtOutboxes.folder(settingsFolder.get(), hall, courtName);
        link = CourtLink.start(folder, hall, typedCode, sender(), 0, feedListener());
        // One client for everything court mode asks, so a move to another hall moves it all.
        client = link.hall();
        outboxFolder = folder;
        knownHall = hall;
        kept.keepIn(folder, typedCode, copy);
        ClockFile clockFile = new ClockFile(folder);
        Optional<ClockFile.Saved> clock = clockFile.read();
        if (copy.isPresent()) {
            return new Opened(new Shown(copy.get().board(), Optional.of(copy.get().readAt()), ""), clockFile, clock);
        }
        return new Opened(new Shown(board, Optional.empty(), kept.read(board)), clockFile, clock);
    }

    /**
     * Decision 0030, by hand: the hall laptop died and a standby was promoted at the address the operator
     * typed (from the new hall's Hall server screen, or its QR code's text). The table moves there only
     * when a hall answers at that address and knows this court's code as this court, so a typing slip
     * never sends the day's entries to another tournament; it then sends again what the dead hall had
     * answered (the new hall keeps each entry once, by its key) and then what still waits.
     */
    public void moveHall() {
        CourtLink open = link;
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
            moveNote.set("This table already sends to " + to + "; type the address of the laptop that took over.");
            return;
        }
        busy.set(true);
        moveNote.set("Looking for the hall laptop at " + to + "\u2026");
        String name = courtName;
        String typedCode = code.get().strip(); // as connected: the form is gone while connected
        Path folder = outboxFolder;
        network.submit(() -> movedTo(open, folder, to, name, typedCode), sentAgain -> {
            busy.set(false);
            address.set(to.toString());
            moveAddress.set("");
            String sentence = "This table now sends to the hall laptop at " + to + (sentAgain == 0 ? "."
                    : sentAgain == 1 ? "; the entry the old hall had answered is sent again, and kept once."
                    : "; the " + sentAgain + " entries the old hall had answered are sent again, each kept once.");
            moveNote.set(sentence);
            notices.add(0, at(Instant.now()) + "  " + sentence);
            requestBoard();
        }, failure -> {
            busy.set(false);
            moveNote.set(failure.getMessage() == null ? "The table could not move to " + to + "; it still sends to "
                    + open.hall().base() + "." : failure.getMessage());
        });
    }

    private int movedTo(CourtLink open, Path folder, URI to, String court, String typedCode) throws Exception {
        HallMove.check(to, court, typedCode);
        CourtOutboxes.moved(folder, to); // first: a restart after this connects to the new hall with these entries
        knownHall = to;
        return open.moveTo(to);
    }

    private static String courtOf(HallReads reads) throws IOException, InterruptedException {
        Optional<String> ofCode = reads.courtOfCode();
        if (ofCode.isEmpty()) {
            throw new IllegalStateException("That is the organiser's code. A court table connects with its court's own"
                    + " code, made on the hall laptop's Hall server screen.");
        }
        return ofCode.get();
    }

    /** Calls {@code item} onto this court (the hall laptop takes the court lock), at once, not through the outbox. */
    public void start(QueueItem item) {
        HallClient hall = client;
        if (hall == null) {
            return;
        }
        String label = "Start of " + item.heading();
        writes.send(label, () -> {
            WriteAnswer answer = answer(hall.start(item.ref().competitionId(), item.ref().matchId(), courtName));
            requestBoard();
            return answer;
        });
    }

    private WriteAnswer requeueNow(String competitionId, String matchId) {
        HallClient hall = client;
        if (hall == null) {
            return Answers.notSent("This table is not connected; nothing was sent.");
        }
        try {
            return answer(hall.requeue(competitionId, matchId));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Answers.notSent("Interrupted; nothing is known to be sent.");
        } finally {
            requestBoard();
        }
    }

    private static WriteAnswer answer(HallClient.Reply reply) {
        return reply.kind() == HallClient.Kind.ANSWERED ? Answers.of(reply.answer())
                : new WriteAnswer(WriteAnswer.Outcome.TRY_AGAIN, reply.sentence());
    }

    /** Reads the court's board again; several requests while one runs make one more read. */
    public void requestBoard() {
        String name = courtName;
        HallClient hall = client;
        if (hall == null || !boardPending.compareAndSet(false, true)) {
            return;
        }
        network.submit(() -> {
            boardPending.set(false);
            CourtLink open = link;
            long savesBefore = matches.saves();
            boolean nothingWaited = open != null && open.queue().waiting() == 0;
            HallReads.CourtBoard board = new HallReads(hall, "").board(name);
            matches.board(board, nothingWaited, savesBefore);
            return new Shown(board, Optional.empty(), kept.read(board));
        }, this::showBoard, failure -> feed.set(failure.getMessage()));
    }

    /** Disconnects (the outbox stays on disk) and leaves court mode. Blocks briefly: the sender and feed stop. */
    public void closeLink() {
        CourtLink open = link;
        link = null;
        client = null;
        kept.close();
        if (open != null) {
            try {
                open.close();
            } catch (Exception e) {
                // Closing at exit: the outbox is on disk whatever happens here.
            }
        }
    }

    // ---- what the link tells ----

    private SenderListener sender() {
        return new SenderListener() {
            @Override
            public void landed(PendingEntry entry, Answer answer) {
                network.onFxThread(() -> landed.set("Reached the hall laptop: " + entry.draft().label() + ". "
                        + Answers.of(answer).sentence()));
            }

            @Override
            public void needsOperator(PendingEntry entry, String sentence) {
                network.onFxThread(() -> notices.add(0, at(Instant.now()) + "  " + entry.draft().label() + ": " + sentence));
                requestBoard();
            }

            @Override
            public void queueChanged(QueueState state) {
                if (state.waiting() == 0) {
                    requestBoard(); // the read that follows holds every entry, and replaces the table's own view
                }
                network.onFxThread(() -> {
                    outbox.set(outboxLine(state));
                    stopped.set(state.stopped());
                });
            }
        };
    }

    /**
     * The sender moves to a promoted standby by itself (decision 0030): once the feed follows a hall
     * other than the one this table knew, the outbox folder notes it, so a restart connecting to the
     * new hall finds the entries still waiting, and the screen shows the new address.
     */
    private void followMove() {
        CourtLink open = link;
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

    private FeedListener feedListener() {
        return new FeedListener() {
            @Override
            public void note(long sequence, String json) {
                requestBoard();
            }

            @Override
            public void reload(long sequence) {
                requestBoard();
            }

            @Override
            public void connection(boolean following, String sentence) {
                network.onFxThread(() -> {
                    feed.set(following ? "Following the hall laptop's changes live." : sentence);
                    CourtModeViewModel.this.following.set(following);
                    if (following) {
                        moveNote.set(""); // the notices keep the move; the row goes with the hall back
                    }
                });
                if (following) {
                    followMove();
                }
                if (following) {
                    clockPoster.again(); // the hall keeps clocks in memory only: a restarted hall learns the time again
                }
                if (following && kept.inUse()) {
                    requestBoard(); // the hall is back: its read replaces the copy
                }
            }
        };
    }

    String outboxLine(QueueState state) {
        String line = state.waiting() == 0 ? "Nothing waits: every entry reached the hall laptop."
                : state.waiting() + (state.waiting() == 1 ? " entry waiting" : " entries waiting")
                        + state.waitingSince().map(t -> " since " + at(t)).orElse("") + " to be sent to the hall laptop.";
        return state.problem().isEmpty() ? line : line + " " + state.problem();
    }

    private String at(Instant t) {
        return CLOCK.format(t.atZone(zone));
    }

    // ---- showing ----

    private void showBoard(Shown shown) {
        hallCopy.set(shown.copyReadAt().map(kept::workingFrom).orElse(shown.keptProblem()));
        showBoard(shown.board());
    }

    private void showBoard(HallReads.CourtBoard board) {
        Optional<OpenMatch> run = board.running().flatMap(this::open);
        running.set(run.orElse(null));
        List<QueueItem> items = new ArrayList<>();
        for (HallReads.MatchRef ref : board.waiting()) {
            open(ref).ifPresent(m -> items.add(new QueueItem(ref, m.heading(), m.sideName(Corner.A) + " (aka) v "
                    + m.sideName(Corner.B) + " (shiro)",
                    QueueLine.time(m.match().scheduledAt(), board.expected().getOrDefault(ref, "")))));
        }
        waiting.setAll(items);
        next.set(board.waiting().isEmpty() ? null : open(board.waiting().get(0)).orElse(null));
        showSheet();
    }

    /** The sheet follows the running match; a match just finished stays on it until another starts. */
    private void showSheet() {
        OpenMatch shown = scoring.currentProperty().get();
        Optional<OpenMatch> run = matches.board().flatMap(HallReads.CourtBoard::running).flatMap(this::open);
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
        return matches.find(ref.competitionId(), ref.matchId()).map(f -> OpenMatches.of(f.state(), f.match()));
    }

    /** For tests and the scoreboard: the competition records as last read. */
    Optional<CompetitionState> state(String competitionId) {
        return matches.board().map(b -> b.competitions().get(competitionId));
    }

    Optional<MatchResult> shownMatch(String competitionId, String matchId) {
        return matches.find(competitionId, matchId).map(CourtMatches.Found::match);
    }
}
