package taikai.app.road;

import java.util.List;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.merge.Ledger;
import taikai.model.merge.SessionRevisions;
import taikai.model.tournament.Tournament;

/**
 * What a handler may know besides the competition: the server's time, which way the write came,
 * the other competitions (for the court check), and the session revisions of the match's boards.
 */
public interface RoadContext {
    /** The server's time for this write, milliseconds. */
    long now();

    /** Which way the write came: desktop, court A, server. */
    String via();

    /** Every other competition as it is on disk now (read without their locks; files are atomic). */
    List<CompetitionState> otherCompetitions();

    /** The tournament as tournament.md holds it now (its courts, days and breaks); empty when it does not load. */
    default Optional<Tournament> tournament() {
        return Optional.empty();
    }

    /** The last revision seen from each client session for this match. */
    SessionRevisions sessions(String competitionId, String matchId);

    /** Keeps the revisions a merge returned, once the write has committed. */
    void keepSessions(String competitionId, String matchId, SessionRevisions revisions);

    /**
     * The writes that made {@code stored} what it is (decision 0013): the ledger kept for the match
     * when it still ends in {@code stored}, else a new one starting at {@code stored}.
     */
    default Ledger ledger(String competitionId, String matchId, MatchResult stored) {
        return Ledger.NONE;
    }

    /** Keeps the ledger a merge returned and the match it ends in, once the write has committed. */
    default void keepLedger(String competitionId, String matchId, Ledger ledger, MatchResult end) {
    }
}
