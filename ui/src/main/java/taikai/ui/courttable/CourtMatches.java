package taikai.ui.courttable;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import taikai.app.hall.client.HallCopy;
import taikai.app.hall.client.HallReads;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;

/**
 * The court's matches as this table knows them, shared by the screen and the background thread:
 * the hall laptop's last read, and on top of it each match as this table entered it while entries
 * still wait in the outbox (the hall's read does not hold them yet, so showing it would take the
 * operator's points off the sheet until they land).
 */
final class CourtMatches {
    /** A match with the competition it belongs to. */
    record Found(CompetitionState state, MatchResult match) {
    }

    private final AtomicReference<HallReads.CourtBoard> board = new AtomicReference<>();
    private final Map<String, HallCopy.EnteredMatch> entered = new ConcurrentHashMap<>();
    private final java.util.concurrent.atomic.AtomicLong saves = new java.util.concurrent.atomic.AtomicLong();

    void board(HallReads.CourtBoard read) {
        board.set(read);
    }

    Optional<HallReads.CourtBoard> board() {
        return Optional.ofNullable(board.get());
    }

    /** The match as this table shows it: as entered here while entries wait, else as the hall read it. */
    Optional<Found> find(String competitionId, String matchId) {
        HallReads.CourtBoard read = board.get();
        CompetitionState state = read == null ? null : read.competitions().get(competitionId);
        if (state == null) {
            return Optional.empty();
        }
        HallCopy.EnteredMatch mine = entered.get(key(competitionId, matchId));
        if (mine != null) {
            return Optional.of(new Found(state, mine.match()));
        }
        return state.findMatch(matchId).map(m -> new Found(state, m));
    }

    void entered(String competitionId, MatchResult after) {
        entered.put(key(competitionId, after.id()), new HallCopy.EnteredMatch(competitionId, after));
        saves.incrementAndGet();
    }

    /** The matches as this table entered them, for its kept copy of the hall. */
    List<HallCopy.EnteredMatch> enteredMatches() {
        return List.copyOf(entered.values());
    }

    /**
     * Starts from a kept copy: its read of the hall, and the matches as this table had entered them
     * when the copy was kept, which the next read replaces by the same rule as any other.
     */
    void restore(HallCopy.Kept kept) {
        board.set(kept.board());
        kept.entered().forEach(m -> entered.put(key(m.competitionId(), m.match().id()), m));
    }

    /** How many entries this table has saved; a read that began after the last of them holds them all once they landed. */
    long saves() {
        return saves.get();
    }

    /**
     * Takes the hall's {@code read} and, when nothing waited as it began and nothing was entered since,
     * lets it replace what this table entered: the read holds every entry by then.
     */
    void board(HallReads.CourtBoard read, boolean nothingWaitedBefore, long savesBefore) {
        board.set(read);
        if (nothingWaitedBefore && saves.get() == savesBefore) {
            entered.clear();
        }
    }

    private static String key(String competitionId, String matchId) {
        return competitionId + "/" + matchId;
    }
}
