package taikai.app.road;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import taikai.app.road.match.AppliedValues;
import taikai.model.competition.CompetitionState;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.model.merge.Ledger;
import taikai.model.merge.SessionRevisions;
import taikai.model.rule.Refusal;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.roster.RosterException;
import taikai.storage.store.Change;
import taikai.storage.store.CompetitionStore;
import taikai.storage.store.CompetitionUnavailableException;
import taikai.storage.store.LockTimeoutException;
import taikai.storage.store.TournamentStore;

/**
 * The one path every change takes, from the desktop and from a court table alike (ARCHITECTURE.md,
 * "The write road"): shape check before any lock; idempotency key; the competition's lock (and the
 * court lock first when a match starts); the competition read from disk; the clock check; the
 * handler's rules in order, then its change; one WAL transaction with the changed files and the
 * history lines; the answer only after the commit.
 */
public final class WriteRoad {
    /** The history file of actions that belong to no single match (a draw, a team member). */
    public static final String COMPETITION_HISTORY = "_competition";
    /** A person waits a couple of seconds at most before being told to send again (background: L6). */
    /** The rule's name when a file of the competition cannot be read; the hall says it as 503. */
    public static final String COMPETITION_UNAVAILABLE = "competition_unavailable";
    public static final Duration DEFAULT_LOCK_WAIT = Duration.ofSeconds(2);

    private final TournamentStore store;
    private final Handlers handlers;
    private final LongSupplier clock;
    private final ClockCheck clockCheck;
    private final Duration lockWait;
    private final ChangeFeed feed;
    private final KeyIndex keys = new KeyIndex();
    private final Map<String, SessionRevisions> sessions = new ConcurrentHashMap<>();
    private final TournamentRoad tournament;
    /** Per match, the writes that reached it since this road started, and the match they end in (decision 0013). */
    private final Map<String, KeptLedger> ledgers = new ConcurrentHashMap<>();

    public WriteRoad(TournamentStore store, Handlers handlers, LongSupplier clock, ClockCheck clockCheck,
            Duration lockWait, ChangeFeed feed) {
        this.store = store;
        this.handlers = handlers;
        this.clock = clock;
        this.clockCheck = clockCheck;
        this.lockWait = lockWait;
        this.feed = feed;
        this.tournament = new TournamentRoad(store, handlers, clock, lockWait, feed);
    }

    /** The road with every handler, the system clock and the default tolerance and wait. */
    public static WriteRoad standard(TournamentStore store, ChangeFeed feed) {
        return new WriteRoad(store, Handlers.standard(), System::currentTimeMillis,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), DEFAULT_LOCK_WAIT, feed);
    }

    public TournamentStore store() {
        return store;
    }

    public ChangeFeed feed() {
        return feed;
    }

    public long now() {
        return clock.getAsLong();
    }

    /** Sends one write down the road and answers only after it is on disk (or was not written at all). */
    public Answer submit(Request request) {
        Action action = request.action();
        List<Refusal> shape = action.shapeProblems();
        if (!shape.isEmpty()) {
            return Answer.refused(Decision.Refuse.all("shape", shape, null), now());
        }
        String bodyHash = request.bodyHash();
        Optional<Answer> prior = keys.prior(request.key(), bodyHash, now());
        if (prior.isPresent()) {
            return prior.get();
        }
        try {
            Answer answer = action instanceof TournamentAction onTournament
                    ? tournament.submit(request, onTournament, bodyHash)
                    : action.takesCourtLock()
                    ? store.withCourtLock(lockWait, () -> underLock(request, bodyHash))
                    : underLock(request, bodyHash);
            if (answer.landed()) {
                keys.remember(request.key(), bodyHash, answer);
            }
            return answer;
        } catch (LockTimeoutException e) {
            return Answer.tryAgain(e.getMessage(), now());
        } catch (CompetitionUnavailableException e) {
            return Answer.refused(COMPETITION_UNAVAILABLE, e.getMessage(), now());
        } catch (RosterException e) {
            return Answer.refused("roster", e.getMessage(), now());
        } catch (IOException | UncheckedIOException e) {
            // The log either finishes this change on the next write or holds no trace of it; a retry
            // with the same key is recognised from the history under the lock, so it is never doubled.
            return Answer.tryAgain(diskRefused(e), now());
        } catch (Exception | Error e) {
            // Decision 0034: a fault in the program. Sending again gives the same fault, so the answer
            // says so; the stack trace goes to the hall's log, never to a screen.
            ProblemLog.fault("The write road could not finish \"" + action.name() + "\" (key " + request.key()
                    + ", via " + request.via() + ", competition \"" + action.competitionId() + "\", target \""
                    + action.target() + "\"); nothing was answered as written.", e);
            return Answer.internalError(now());
        }
    }

    private static String diskRefused(Exception e) {
        String reason = e.getMessage() == null || e.getMessage().isBlank() ? "" : " (" + e.getMessage().strip() + ")";
        return "The change could not be saved because the disk refused it" + reason + "; nothing was recorded. Send it"
                + " again; if this stays, free some disk space or check the data folder's drive.";
    }

    private Answer underLock(Request request, String bodyHash)
            throws IOException, LockTimeoutException, CompetitionUnavailableException, RosterException {
        Action action = request.action();
        CompetitionStore competition = store.competition(action.competitionId());
        String target = action.target().isEmpty() ? COMPETITION_HISTORY : action.target();
        Pending pending = new Pending();
        CompetitionStore.Work<Answer> work = state -> {
            long now = now();
            Optional<HistoryEntry> landed = competition.landedWithKey(target, request.key());
            if (landed.isPresent()) {
                return Change.none(landed.get().asked().bodyHash().equals(bodyHash)
                        ? HistoryKeys.answerOf(landed.get(), now).asDuplicate(now)
                        : keyReused(now));
            }
            Optional<Answer> clockWrong = clockCheck.answer(action.madeAt(), now);
            if (clockWrong.isPresent()) {
                return Change.none(clockWrong.get());
            }
            Optional<Answer> otherCourt = CourtRights.refusal(request, state, now);
            if (otherCourt.isPresent()) {
                return Change.none(otherCourt.get());
            }
            Decision decision = handlers.decide(action, state, context(now, request.via(), pending));
            if (decision instanceof Decision.Refuse refuse) {
                return Change.none(Answer.refused(refuse, now));
            }
            Decision.Land land = (Decision.Land) decision;
            HistoryEntry line = new HistoryEntry(target,
                    new Arrival(action.madeAt(), now, request.via()),
                    new Asked(action.name(), request.key(), bodyHash, land.reason()),
                    new Answered(land.outcome().code(), land.message(), AppliedValues.of(land.groups(), land.state(), target))
                            .withCode(land.said().code(), land.said().arguments()));
            List<HistoryEntry> lines = new ArrayList<>();
            lines.add(line);
            lines.addAll(land.otherHistory());
            pending.landed = land;
            return new Change<>(land.state(), lines, land.historyMovedAside(),
                    new Answer(land.outcome(), land.message(), "", land.groups(), now, 0)
                            .coded(land.said().code(), land.said().arguments()));
        };
        Optional<SetAside> aside = action.setsAside();
        Answer answer = aside.isEmpty() ? competition.write(lockWait, work)
                : competition.writeSettingAside(lockWait, aside.get().file(), aside.get().asideName(), (state, broken) ->
                        broken.isEmpty() ? Change.none(Answer.refused("file_readable", "The file " + aside.get().file()
                                + " of competition \"" + action.competitionId() + "\" reads without a problem, so it was"
                                + " not set aside; reload to see it as it is.", now()).saidAs("file_readable", aside.get().file(),
                                action.competitionId())) : work.apply(state));
        if (pending.landed == null) {
            return answer;
        }
        // Committed: keep what the merge learnt of the boards' sessions, then number the change.
        pending.sessions.forEach(sessions::put);
        pending.ledgers.forEach(ledgers::put);
        ChangeFeed.Note note = feed.publish(action.competitionId(), target, action.name(), answer.outcome().code(),
                answer.serverTime());
        return new Answer(answer.outcome(), answer.message(), answer.rule(), answer.groups(), answer.serverTime(),
                note.sequence(), answer.code(), answer.arguments());
    }

    private static Answer keyReused(long now) {
        return Answer.refused("key_reused", "This entry's key was already used for a different entry, so nothing was"
                + " recorded. Enter the result again as a new entry.", now).saidAs("key_reused");
    }

    private RoadContext context(long now, String via, Pending pending) {
        return new RoadContext() {
            @Override
            public long now() {
                return now;
            }

            @Override
            public String via() {
                return via;
            }

            @Override
            public List<CompetitionState> otherCompetitions() {
                List<CompetitionState> others = new ArrayList<>();
                for (LoadedCompetition loaded : store.read().competitions().values()) {
                    loaded.state().ifPresent(others::add);
                }
                return others;
            }

            @Override
            public Optional<taikai.model.tournament.Tournament> tournament() {
                return store.read().tournament();
            }

            @Override
            public SessionRevisions sessions(String competitionId, String matchId) {
                return sessions.getOrDefault(competitionId + "/" + matchId, SessionRevisions.NONE);
            }

            @Override
            public void keepSessions(String competitionId, String matchId, SessionRevisions revisions) {
                pending.sessions.put(competitionId + "/" + matchId, revisions);
            }

            @Override
            public Ledger ledger(String competitionId, String matchId, MatchResult stored) {
                KeptLedger kept = ledgers.get(competitionId + "/" + matchId);
                // Changed since by a way that keeps no ledger (a server action, a hand edit): start again from it.
                return kept != null && kept.end().equals(stored) ? kept.ledger() : Ledger.from(stored);
            }

            @Override
            public void keepLedger(String competitionId, String matchId, Ledger ledger, MatchResult end) {
                pending.ledgers.put(competitionId + "/" + matchId, new KeptLedger(ledger, end));
            }
        };
    }

    /** What a write under way learnt, kept only once it has committed. */
    private static final class Pending {
        private Decision.Land landed;
        private final Map<String, SessionRevisions> sessions = new java.util.HashMap<>();
        private final Map<String, KeptLedger> ledgers = new java.util.HashMap<>();
    }

    /** A match's ledger and the match it ends in, as committed. */
    private record KeptLedger(Ledger ledger, MatchResult end) {
    }
}
