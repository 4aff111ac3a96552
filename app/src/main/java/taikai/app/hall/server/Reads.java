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
        if (!FolderLayout.isValidId(competitionId)
                || !Files.isDirectory(store.root().resolve(FolderLayout.COMPETITIONS).resolve(competitionId))) {
            throw ApiError.notFound("There is no competition \"" + competitionId + "\"; GET /api/competitions lists them.");
        }
        return store.competition(competitionId).read();
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
