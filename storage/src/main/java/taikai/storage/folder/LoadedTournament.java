package taikai.storage.folder;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import taikai.model.tournament.Tournament;
import taikai.storage.problem.Problem;

/**
 * A whole data folder as read: the tournament (empty when tournament.md failed to load or is
 * missing), each competition by id, loaded or failed on its own (a bad file fails only its own
 * competition), and every problem found, tournament.md's first, then each competition's in id order.
 */
public record LoadedTournament(Optional<Tournament> tournament, List<Problem> tournamentProblems,
        SortedMap<String, LoadedCompetition> competitions) {

    public LoadedTournament {
        tournamentProblems = List.copyOf(tournamentProblems);
        competitions = Collections.unmodifiableSortedMap(new TreeMap<>(competitions));
    }

    /** Every problem in the folder. */
    public List<Problem> problems() {
        List<Problem> all = new ArrayList<>(tournamentProblems);
        competitions.values().forEach(c -> all.addAll(c.problems()));
        return List.copyOf(all);
    }

    public Optional<LoadedCompetition> competition(String id) {
        return Optional.ofNullable(competitions.get(id));
    }
}
