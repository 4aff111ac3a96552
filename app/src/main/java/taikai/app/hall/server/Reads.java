package taikai.app.hall.server;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.queue.Queued;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;
import taikai.storage.store.TournamentStore;
import taikai.app.hall.api.ApiError;
import taikai.app.road.Answer;
import taikai.app.road.CourtRights;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.MatchAt;

/**
 * The data folder as the API reads it: straight from disk, without a lock (every file is replaced
 * atomically, so a read sees the old or the new version), with an unknown id as a 404 sentence.
 */
final class Reads {
    private final TournamentStore store;

    Reads(TournamentStore store) {
        this.store = store;
    }

    LoadedTournament all() {
        return store.read();
    }

    Tournament tournament() {
        return store.read().tournament().orElseThrow(() -> ApiError.conflict("The tournament file cannot be read"
                + " on the hall laptop; the organiser repairs tournament.md, then this works again."));
    }

    /** The competition as loaded, failed or not; 404 when there is none with this id. */
    LoadedCompetition loaded(String competitionId) {
        requireCompetition(competitionId);
        return store.competition(competitionId).read();
    }

    /** 404 unless the folder has a competition with this id; reads none of its files. */
    void requireCompetition(String competitionId) {
        if (!FolderLayout.isValidId(competitionId)
                || !Files.isDirectory(store.root().resolve(FolderLayout.COMPETITIONS).resolve(competitionId))) {
            throw ApiError.notFound("There is no competition \"" + competitionId + "\"; GET /api/competitions lists them.");
        }
    }

    /**
     * The road's answer as the hall says it: the refusals HTTP has a status for are said with it, so
     * a court reads them as before the check moved into the road. A court's code writing another
     * court's match is 403; a match that is not there is 404; a competition whose file cannot be read
     * is 503, so a court's entry waits in its outbox and lands once the organiser has repaired the
     * file, instead of being dropped. Every other answer is the 200 it was.
     */
    static Answer statusOf(Answer answer, String competitionId, String matchId) {
        if (answer.outcome() != Outcome.REFUSED) {
            return answer;
        }
        switch (answer.rule()) {
            case CourtRights.RULE:
                throw ApiError.forbidden(answer.message());
            case MatchAt.UNKNOWN_MATCH:
                throw ApiError.notFound("There is no match \"" + matchId + "\" in competition \"" + competitionId
                        + "\"; the draw may have been made again. Reload the match list.");
            case WriteRoad.COMPETITION_UNAVAILABLE:
                throw ApiError.unavailable(answer.message() + " Entries wait on the court and are sent again.");
            default:
                return answer;
        }
    }

    /** The competition's state; 409 when one of its files cannot be read. */
    CompetitionState competition(String competitionId) {
        LoadedCompetition loaded = loaded(competitionId);
        return loaded.state().orElseThrow(() -> ApiError.conflict(unreadable(loaded)));
    }

    static String unreadable(LoadedCompetition loaded) {
        List<Problem> fatal = loaded.fatalProblems();
        return "Competition \"" + loaded.id() + "\" cannot be read: " + (fatal.isEmpty() ? "a file is damaged"
                : fatal.get(0).toString()) + ". The organiser repairs the file, then it reads again.";
    }

    static MatchResult match(CompetitionState state, String matchId) {
        Optional<MatchResult> match = state.findMatch(matchId);
        return match.orElseThrow(() -> ApiError.notFound("There is no match \"" + matchId + "\" in competition \""
                + state.competition().id() + "\"; the draw may have been made again. Reload the match list."));
    }

    /** Every match of a competition: pool rows, then the bracket round by round, hidden nodes left out. */
    static List<MatchResult> matches(CompetitionState state) {
        List<MatchResult> all = new ArrayList<>(state.poolMatches());
        state.bracket().allMatches().stream().filter(node -> !node.hidden()).forEach(node -> all.add(node.result()));
        return all;
    }

    /** Every match of every competition that reads, for a court's queue. */
    static List<Queued> everyMatch(LoadedTournament tournament) {
        List<Queued> all = new ArrayList<>();
        for (LoadedCompetition loaded : tournament.competitions().values()) {
            loaded.state().ifPresent(state -> all.addAll(Queued.of(loaded.id(), matches(state))));
        }
        return all;
    }
}
