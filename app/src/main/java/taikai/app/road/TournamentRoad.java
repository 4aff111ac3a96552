package taikai.app.road;

import java.nio.file.FileAlreadyExistsException;
import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;
import taikai.model.history.Answered;
import taikai.model.history.Arrival;
import taikai.model.history.Asked;
import taikai.model.history.HistoryEntry;
import taikai.storage.store.LockTimeoutException;
import taikai.storage.store.TournamentStore;

/**
 * The write road's part for {@link TournamentAction}s: the tournament.md lock; the folder read from
 * disk; the handler's rules; one log transaction (tournament.md with the images it names, or a new
 * competition's files with its first history line); the answer only after the commit, then a note on
 * the change feed so every screen reads the folder again. An edit of tournament.md has no match and
 * no competition, so it writes no history line (the spec keeps history per match): its key is
 * remembered in memory only (docs/decisions/0008-tournament-actions.md).
 */
final class TournamentRoad {
    private final TournamentStore store;
    private final Handlers handlers;
    private final LongSupplier clock;
    private final Duration lockWait;
    private final ChangeFeed feed;

    TournamentRoad(TournamentStore store, Handlers handlers, LongSupplier clock, Duration lockWait, ChangeFeed feed) {
        this.store = store;
        this.handlers = handlers;
        this.clock = clock;
        this.lockWait = lockWait;
        this.feed = feed;
    }

    Answer submit(Request request, TournamentAction action, String bodyHash) throws Exception {
        try {
            Answer answer = store.withTournamentLock(lockWait, () -> underLock(request, action, bodyHash));
            if (answer.landed()) {
                ChangeFeed.Note note = feed.publish(action.competitionId(), action.target(), action.name(),
                        answer.outcome().code(), answer.serverTime());
                return new Answer(answer.outcome(), answer.message(), answer.rule(), answer.groups(),
                        answer.serverTime(), note.sequence(), answer.code(), answer.arguments());
            }
            return answer;
        } catch (LockTimeoutException e) {
            return Answer.tryAgain(e.getMessage(), clock.getAsLong());
        } catch (FileAlreadyExistsException e) {
            return Answer.refused("competition_exists", e.getReason(), clock.getAsLong());
        }
    }

    private Answer underLock(Request request, TournamentAction action, String bodyHash) throws Exception {
        long now = clock.getAsLong();
        TournamentDecision decision = handlers.decideTournament(action, store.read(), now);
        if (decision instanceof TournamentDecision.Refuse refuse) {
            return Answer.refused(refuse.rule(), refuse.sentence(), now).coded(refuse.code(), refuse.arguments());
        }
        TournamentDecision.Land land = (TournamentDecision.Land) decision;
        if (land.created() != null) {
            HistoryEntry line = new HistoryEntry(WriteRoad.COMPETITION_HISTORY,
                    new Arrival(action.madeAt(), now, request.via()),
                    new Asked(action.name(), request.key(), bodyHash, ""),
                    new Answered(Outcome.APPLIED.code(), land.message(), List.of()).withCode(land.said().code(), land.said().arguments()));
            store.create(land.created(), List.of(line));
        } else {
            store.commitTournament(land.tournament(), land.files());
        }
        return new Answer(Outcome.APPLIED, land.message(), "", List.of(), now, 0, land.said().code(),
                land.said().arguments());
    }
}
