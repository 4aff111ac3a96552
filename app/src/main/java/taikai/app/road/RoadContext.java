package taikai.app.road;

import java.util.List;
import taikai.model.competition.CompetitionState;
import taikai.model.merge.SessionRevisions;

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

    /** The last revision seen from each client session for this match. */
    SessionRevisions sessions(String competitionId, String matchId);

    /** Keeps the revisions a merge returned, once the write has committed. */
    void keepSessions(String competitionId, String matchId, SessionRevisions revisions);
}
