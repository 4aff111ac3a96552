package taikai.ui.session;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import taikai.app.road.repair.BracketRepair;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;

/**
 * The data folder as last read, whole and unchanging: what every screen shows. A new read makes a
 * new snapshot; nothing in one is ever changed, so a background thread and the FX thread can share
 * it.
 *
 * @param openNotices what opening the folder found in its write-ahead log (changes finished after a
 *                    crash, torn records set aside)
 * @param readAt      when the folder was read, milliseconds
 * @param repairs     for each competition whose bracket file does not load, the repair its format allows
 */
public record Snapshot(Path root, LoadedTournament loaded, List<Problem> openNotices, long readAt,
        Map<String, BracketRepair.Offer> repairs) {

    public Snapshot {
        openNotices = List.copyOf(openNotices);
        repairs = Map.copyOf(repairs);
    }

    public Optional<Tournament> tournament() {
        return loaded.tournament();
    }

    /** The tournament's courts, as they read (an empty list reads as court A). */
    public List<String> courts() {
        return loaded.tournament().map(Tournament::effectiveCourts).orElse(List.of("A"));
    }

    /** Every competition folder by id, loaded or failed. */
    public SortedMap<String, LoadedCompetition> competitions() {
        return loaded.competitions();
    }

    /** The competitions that loaded, in id order. */
    public List<CompetitionState> states() {
        List<CompetitionState> states = new ArrayList<>();
        loaded.competitions().values().forEach(c -> c.state().ifPresent(states::add));
        return states;
    }

    public Optional<CompetitionState> state(String competitionId) {
        return loaded.competition(competitionId).flatMap(LoadedCompetition::state);
    }

    /** A match of a competition: a pool, league or Swiss row, or a bracket node. */
    public Optional<MatchResult> match(String competitionId, String matchId) {
        return state(competitionId).flatMap(state -> state.findMatch(matchId));
    }

    /** The log's notices first, then every problem of the folder. */
    public List<Problem> problems() {
        List<Problem> all = new ArrayList<>(openNotices);
        all.addAll(loaded.problems());
        return List.copyOf(all);
    }

    /** This snapshot with one competition read again. */
    public Snapshot withCompetition(LoadedCompetition competition, long at) {
        SortedMap<String, LoadedCompetition> competitions = new TreeMap<>(loaded.competitions());
        competitions.put(competition.id(), competition);
        return new Snapshot(root, new LoadedTournament(loaded.tournament(), loaded.tournamentProblems(), competitions),
                openNotices, at, repairs);
    }
}
