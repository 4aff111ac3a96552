package taikai.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.queue.CourtQueue;
import taikai.model.queue.Queued;
import taikai.model.standings.Standings;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.store.TournamentStore;

/**
 * What opening a tournament costs the hall laptop: the log replayed (empty here), every file loaded,
 * every pool's standings and every court's queue worked out. And its floor: reading every byte of
 * the folder with nothing parsed.
 */
final class TournamentOpen {
    private TournamentOpen() {
    }

    /** What was opened, so nothing of the work can be skipped as unused. */
    record Opened(LoadedTournament tournament, List<Standings> standings, List<List<Queued>> queues) {
        int size() {
            return standings.size() + queues.stream().mapToInt(List::size).sum();
        }
    }

    static Opened open(Path root) throws IOException {
        TournamentStore store = TournamentStore.open(root);
        LoadedTournament loaded = store.read();
        List<Standings> standings = new ArrayList<>();
        List<Queued> matches = new ArrayList<>();
        Set<String> courts = new LinkedHashSet<>();
        loaded.tournament().ifPresent(t -> courts.addAll(t.effectiveCourts()));
        for (LoadedCompetition competition : loaded.competitions().values()) {
            if (competition.state().isEmpty()) {
                throw new IllegalStateException("Competition " + competition.id() + " did not load: "
                        + competition.fatalProblems());
            }
            CompetitionState state = competition.state().get();
            courts.addAll(state.competition().schedule().courts());
            standings.addAll(Standings.ofEach(state.competition(), state.pools(), state.poolMatches(),
                    state.overrides()));
            matches.addAll(Queued.of(competition.id(), state.poolMatches()));
            for (BracketMatch node : state.bracket().allMatches()) {
                matches.add(new Queued(competition.id(), node.result()));
            }
        }
        List<List<Queued>> queues = new ArrayList<>();
        for (String court : courts) {
            queues.add(CourtQueue.ofAll(court, matches));
        }
        return new Opened(loaded, standings, queues);
    }

    /** The floor: every file of the folder read whole, nothing parsed; returns the bytes read. */
    static long readAllBytes(Path root) {
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(Files::isRegularFile).mapToLong(file -> {
                try {
                    return Files.readAllBytes(file).length;
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).sum();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** How many files the folder holds and their bytes: for the table. */
    static long[] filesAndBytes(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root)) {
            List<Path> regular = files.filter(Files::isRegularFile).toList();
            long bytes = 0;
            for (Path file : regular) {
                bytes += Files.size(file);
            }
            return new long[] {regular.size(), bytes};
        }
    }
}
