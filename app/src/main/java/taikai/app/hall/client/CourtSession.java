package taikai.app.hall.client;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import taikai.app.hall.api.MatchWriteJson;
import taikai.app.road.Answer;
import taikai.app.road.match.EntryWrites;
import taikai.app.road.match.MatchEntry;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Scoresheet;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;
import taikai.model.team.Seating;

/**
 * One court table's session with its hall laptop, without a screen: it connects with the court's code
 * (or starts from the copy kept with that code when the hall does not answer, decision 0011), opens the
 * court's outbox and link, reads the court's board again when the feed or the outbox says so, starts
 * and requeues matches, and saves entries in the outbox, each scored once. All network work and every
 * {@link Event} run on the session's own thread, one at a time, in order; a screen maps the events to
 * what it shows and words them itself: events carry data, never sentences of this class's making.
 */
public final class CourtSession implements AutoCloseable {
    /** What the session tells its listener, on the session's thread. */
    public sealed interface Event permits Connected, NotConnected, BoardRead, BoardFailed, Landed, NeedsOperator,
            QueueChanged, FeedChanged, Answered {
    }

    /**
     * Connected as {@code court}; {@code copyReadAt} is present when the board is the kept copy read then;
     * {@code notKept} is why a fresh read could not be kept as the copy, if so.
     */
    public record Connected(String court, HallReads.CourtBoard board, Optional<Instant> copyReadAt, Path outboxFolder,
            Optional<IOException> notKept) implements Event {
    }

    /**
     * Connecting failed: the code is the organiser's, or the hall failed for {@code reason}; {@code damaged}
     * says which kept copies could not be read, when the hall was away and no copy helped.
     */
    public record NotConnected(boolean organiserCode, Optional<String> reason, List<String> damaged) implements Event {
    }

    /** A match with the competition it belongs to, as this table shows it. */
    public record Found(CompetitionState state, MatchResult match) {
    }

    /** A fresh read of the court's board from the hall; {@code notKept} is why it could not be kept as the copy, if so. */
    public record BoardRead(HallReads.CourtBoard board, Optional<IOException> notKept) implements Event {
    }

    /** A read of the board failed for {@code reason}. */
    public record BoardFailed(Optional<String> reason) implements Event {
    }

    /** The hall answered a sent entry. */
    public record Landed(PendingEntry entry, Answer answer) implements Event {
    }

    /**
     * An entry needs the operator, with the hall's or the sender's sentence in English, why, and the
     * hall's answer when there was one (null otherwise), for a screen to say it in its language.
     */
    public record NeedsOperator(PendingEntry entry, String sentence, SenderListener.Why why, Answer answer)
            implements Event {
    }

    /** The outbox's waiting entries changed. */
    public record QueueChanged(QueueState state) implements Event {
    }

    /** The live feed follows the hall, or lost it with the client's sentence why. */
    public record FeedChanged(boolean following, String sentence, taikai.app.words.Phrase said) implements Event {
        public FeedChanged(boolean following, String sentence) {
            this(following, sentence, taikai.app.words.Phrase.NONE);
        }

        /** Why the feed stopped in {@code language}: its phrase when it has one, its English otherwise. */
        public String sentenceIn(taikai.words.Language language) {
            return said == null || said.isEmpty() ? sentence : said.in(language);
        }

    }

    /** What the hall answered a start or a requeue of {@code match}. */
    public record Answered(Action action, HallReads.MatchRef match, HallClient.Reply reply) implements Event {
    }

    /** The actions sent at once rather than through the outbox. */
    public enum Action {
        START, REQUEUE
    }

    /** An entry saved in the outbox, with the match as this table now shows it, and why the copy missed it, if so. */
    public record Saved(PendingEntry entry, MatchResult after, Optional<IOException> notKept) {
    }

    private final Path settings;
    private final BiFunction<Path, URI, Path> hallFolder;
    private final TriFolder courtFolder;
    private final Consumer<Event> listener;
    private final ExecutorService thread;
    private final String session = UUID.randomUUID().toString();
    private final AtomicLong revision = new AtomicLong();
    private final AtomicBoolean boardPending = new AtomicBoolean();
    /** How many entries this table saved: a read that began after the last of them holds them all once they landed. */
    private final AtomicLong saves = new AtomicLong();
    private final Map<String, MatchResult> entered = new ConcurrentHashMap<>();
    private volatile CourtLink link;
    private volatile String court = "";
    private volatile HallReads.CourtBoard board;
    /** The copy of the hall kept beside the outbox (decision 0011), once connected. */
    private volatile HallCopy copy;
    /** True from a start on the copy until a read of the hall answers. */
    private volatile boolean onCopy;

    /** Where a court's outbox lives for a hall: {@code (settings, hall, court) -> folder}. */
    @FunctionalInterface
    public interface TriFolder {
        Path folder(Path settings, URI hall, String court);
    }

    /**
     * @param settings    the table's settings folder, where each hall's and court's outbox lives
     * @param hallFolder  the folder of one hall's outboxes and kept copies
     * @param courtFolder the outbox folder of one court at one hall
     * @param listener    told every event, on the session's own thread
     */
    public CourtSession(Path settings, BiFunction<Path, URI, Path> hallFolder, TriFolder courtFolder,
            Consumer<Event> listener) {
        this.settings = settings;
        this.hallFolder = hallFolder;
        this.courtFolder = courtFolder;
        this.listener = listener;
        this.thread = Executors.newSingleThreadExecutor(run -> {
            Thread t = new Thread(run, "court-session");
            t.setDaemon(true);
            return t;
        });
    }

    /** Connects to {@code hall} with {@code code}, on the session's thread; tells {@link Connected} or {@link NotConnected}. */
    public void connect(URI hall, String code) {
        thread.execute(() -> listener.accept(open(hall, code)));
    }

    private Event open(URI hall, String code) {
        try {
            HallReads reads = new HallReads(new HallClient(hall, code), code);
            HallReads.CourtBoard read;
            Optional<HallCopy.Kept> copy = Optional.empty();
            try {
                Optional<String> ofCode = reads.courtOfCode();
                if (ofCode.isEmpty()) {
                    return new NotConnected(true, Optional.empty(), List.of());
                }
                court = ofCode.get();
                read = reads.board(court);
            } catch (HallReads.Unreachable away) {
                HallCopy.Search search = HallCopy.find(hallFolder.apply(settings, hall), code);
                if (search.copy().isEmpty()) {
                    return new NotConnected(false, Optional.ofNullable(away.getMessage()), search.damaged());
                }
                copy = search.copy();
                court = copy.get().court();
                read = copy.get().board();
                copy.get().entered().forEach(m -> entered.put(key(m.competitionId(), m.match().id()), m.match()));
            }
            board = read;
            Path folder = courtFolder.folder(settings, hall, court);
            link = CourtLink.start(folder, hall, code, sender(), 0, feed());
            this.copy = HallCopy.in(folder, code, copy, this::enteredMatches);
            onCopy = copy.isPresent();
            Optional<IOException> notKept = copy.isPresent() ? Optional.empty() : keep(read);
            return new Connected(court, read, copy.map(HallCopy.Kept::readAt), folder, notKept);
        } catch (IOException e) {
            return new NotConnected(false, Optional.ofNullable(e.getMessage()), List.of());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new NotConnected(false, Optional.empty(), List.of());
        }
    }

    /** The court this session is, once connected; empty before. */
    public String court() {
        return court;
    }

    /** The board as last read (or the kept copy's), if any. */
    public Optional<HallReads.CourtBoard> board() {
        return Optional.ofNullable(board);
    }

    /** The link, once connected. */
    public Optional<CourtLink> link() {
        return Optional.ofNullable(link);
    }

    /** The match as this table shows it: as entered here while entries wait, else as the hall read it. */
    public Optional<MatchResult> match(String competitionId, String matchId) {
        return find(competitionId, matchId).map(Found::match);
    }

    /** The match as this table shows it, with its competition's records as last read; empty when not on the board. */
    public Optional<Found> find(String competitionId, String matchId) {
        Optional<CompetitionState> state = competition(competitionId);
        if (state.isEmpty()) {
            return Optional.empty();
        }
        MatchResult mine = entered.get(key(competitionId, matchId));
        if (mine != null) {
            return Optional.of(new Found(state.get(), mine));
        }
        return state.get().findMatch(matchId).map(m -> new Found(state.get(), m));
    }

    private Optional<CompetitionState> competition(String competitionId) {
        HallReads.CourtBoard read = board;
        return read == null ? Optional.empty() : Optional.ofNullable(read.competitions().get(competitionId));
    }

    /** Reads the court's board again; several requests while one runs make one more read. */
    public void readBoard() {
        CourtLink open = link;
        if (open == null || !boardPending.compareAndSet(false, true)) {
            return;
        }
        thread.execute(() -> {
            boardPending.set(false);
            boolean nothingWaited = open.queue().waiting() == 0;
            long savesBefore = saves.get();
            try {
                HallReads.CourtBoard read = new HallReads(open.hall(), "").board(court);
                board = read;
                if (nothingWaited && saves.get() == savesBefore) {
                    entered.clear(); // the read holds every entry by now, and replaces the table's own view
                }
                listener.accept(new BoardRead(read, keep(read)));
            } catch (IOException e) {
                listener.accept(new BoardFailed(Optional.ofNullable(e.getMessage())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /**
     * Calls {@code match} onto this court at once (the hall takes the court lock), not through the
     * outbox; blocks the calling thread (never the screen's) for the hall's reply, which is also told as
     * {@link Answered}, then reads the board again.
     */
    public HallClient.Reply start(HallReads.MatchRef match) throws InterruptedException {
        return act(Action.START, match, hall -> hall.start(match.competitionId(), match.matchId(), court));
    }

    /** Sends the running {@code match} back to the court's queue at once, as {@link #start} does. */
    public HallClient.Reply requeue(HallReads.MatchRef match) throws InterruptedException {
        return act(Action.REQUEUE, match, hall -> hall.requeue(match.competitionId(), match.matchId()));
    }

    @FunctionalInterface
    private interface Call {
        HallClient.Reply on(HallClient hall) throws InterruptedException;
    }

    private HallClient.Reply act(Action action, HallReads.MatchRef match, Call call) throws InterruptedException {
        CourtLink open = link;
        if (open == null) {
            throw new IllegalStateException("not connected");
        }
        try {
            HallClient.Reply reply = call.on(open.hall());
            thread.execute(() -> listener.accept(new Answered(action, match, reply)));
            return reply;
        } finally {
            readBoard();
        }
    }

    /**
     * Scores {@code entry} once on the match as this table shows it (a bout not written yet seated from
     * the line-ups in force, decision 0014), builds the write from that one result, and saves it in the
     * outbox (on disk when this returns). Refused by the scoring rules, nothing is saved.
     *
     * @param origin how the history names this table, {@code court A}
     * @param label  the entry as the operator names it, for the notices
     */
    public Checked<Saved> enter(String competitionId, String matchId, Target where, Entry entry, String origin,
            String label) throws IOException {
        CourtLink open = link;
        Optional<Found> found = find(competitionId, matchId);
        if (open == null || found.isEmpty()) {
            throw new IllegalStateException("no match " + matchId + " on this court's board");
        }
        Optional<CompetitionState> state = Optional.of(found.get().state());
        MatchResult shown = where.isBout() ? Seating.seat(state.get(), found.get().match(), where.boutPosition())
                : found.get().match();
        // Scored once: the write is built from this one result, and the table shows the same result.
        Checked<MatchResult> after = Scoresheet.enter(state.get().competition(), Stage.of(shown), shown, where, entry);
        if (!after.isAccepted()) {
            return Checked.refused(after.refusalIfAny().orElseThrow());
        }
        Checked<MatchEntry> built = EntryWrites.scored(competitionId, state.get().competition(), shown, where, entry,
                after.orElseThrow(), 0, origin);
        if (!built.isAccepted()) {
            return Checked.refused(built.refusalIfAny().orElseThrow());
        }
        return Checked.accepted(save(open, competitionId, matchId, built.orElseThrow(), after.orElseThrow(), label));
    }

    /** Saves a write built elsewhere (a correction, a pick) with the match as it leaves it. */
    public Saved save(String competitionId, String matchId, MatchEntry built, MatchResult after, String label)
            throws IOException {
        CourtLink open = link;
        if (open == null) {
            throw new IllegalStateException("not connected");
        }
        return save(open, competitionId, matchId, built, after, label);
    }

    private Saved save(CourtLink open, String competitionId, String matchId, MatchEntry built, MatchResult after,
            String label) throws IOException {
        EntryDraft draft = new EntryDraft(competitionId, matchId, session, revision.incrementAndGet(), label,
                MatchWriteJson.write(built.write()).toString());
        PendingEntry pending = open.enter(draft);
        entered.put(key(competitionId, matchId), after);
        saves.incrementAndGet();
        Optional<IOException> notKept = Optional.empty();
        HallCopy keeper = copy;
        if (keeper != null) {
            try {
                keeper.entered();
            } catch (IOException e) {
                notKept = Optional.of(e); // the outbox holds the entry; only a restart away from the hall misses it
            }
        }
        return new Saved(pending, after, notKept);
    }

    private Optional<IOException> keep(HallReads.CourtBoard read) {
        HallCopy keeper = copy;
        onCopy = false;
        if (keeper == null) {
            return Optional.empty();
        }
        try {
            keeper.read(read, Instant.now());
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of(e);
        }
    }

    private List<HallCopy.EnteredMatch> enteredMatches() {
        return entered.entrySet().stream()
                .map(e -> new HallCopy.EnteredMatch(e.getKey().substring(0, e.getKey().indexOf('/')), e.getValue()))
                .toList();
    }

    /** Whether the table still shows the kept copy rather than a read of the hall. */
    public boolean onCopy() {
        return onCopy;
    }

    private SenderListener sender() {
        return new SenderListener() {
            @Override
            public void landed(PendingEntry entry, Answer answer) {
                thread.execute(() -> listener.accept(new Landed(entry, answer)));
            }

            @Override
            public void needsOperator(PendingEntry entry, String sentence) {
                needsOperator(entry, sentence, SenderListener.Why.MALFORMED, null);
            }

            @Override
            public void needsOperator(PendingEntry entry, String sentence, SenderListener.Why why, Answer answer) {
                thread.execute(() -> listener.accept(new NeedsOperator(entry, sentence, why, answer)));
                readBoard();
            }

            @Override
            public void queueChanged(QueueState state) {
                thread.execute(() -> listener.accept(new QueueChanged(state)));
                if (state.waiting() == 0) {
                    readBoard();
                }
            }
        };
    }

    private FeedListener feed() {
        return new FeedListener() {
            @Override
            public void note(long sequence, String json) {
                readBoard();
            }

            @Override
            public void reload(long sequence) {
                readBoard();
            }

            @Override
            public void connection(boolean following, String sentence) {
                connection(following, sentence, taikai.app.words.Phrase.NONE);
            }

            @Override
            public void connection(boolean following, String sentence, taikai.app.words.Phrase said) {
                thread.execute(() -> listener.accept(new FeedChanged(following, sentence, said)));
                if (following && onCopy) {
                    readBoard(); // the hall is back: its read replaces the copy
                }
            }
        };
    }

    private static String key(String competitionId, String matchId) {
        return competitionId + "/" + matchId;
    }

    /** Stops the link (the outbox stays on disk) and the session's thread. */
    @Override
    public void close() throws IOException, InterruptedException {
        CourtLink open = link;
        link = null;
        copy = null;
        if (open != null) {
            open.close();
        }
        thread.shutdown();
        thread.awaitTermination(5, TimeUnit.SECONDS);
    }
}
