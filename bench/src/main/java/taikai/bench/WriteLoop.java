package taikai.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.model.competition.CompetitionState;
import taikai.storage.store.TournamentStore;

/**
 * Score writes on one competition in a loop, with nothing beside them, for a profiler to watch:
 * {@code java -XX:StartFlightRecording=filename=w.jfr,settings=profile -cp taikai-bench.jar
 * taikai.bench.WriteLoop DIR MATCHES WRITES}. Prints the mean time of a write.
 */
public final class WriteLoop {
    private WriteLoop() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int matches = Integer.parseInt(args[1]);
        int writes = Integer.parseInt(args[2]);
        Files.createDirectories(dir);
        CompetitionState state = Tournaments.pools("open", 0, Tournaments.entrantsForMatches(matches));
        Tournaments.folder(dir, List.of(state));
        WriteRoad road = WriteRoad.standard(TournamentStore.open(dir), new ChangeFeed());
        ScoreWrites loop = new ScoreWrites(road, "open", "court A");
        for (int i = 0; i < writes / 5; i++) {
            loop.next();
        }
        long start = System.nanoTime();
        for (int i = 0; i < writes; i++) {
            loop.next();
        }
        System.out.printf(java.util.Locale.ROOT, "%d writes on %d matches: %.3f ms a write%n", writes, matches,
                (System.nanoTime() - start) / 1e6 / writes);
    }
}
