package taikai.storage.store.crash;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.io.FileUtils;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.KnockoutDraw;
import taikai.model.entrant.Player;
import taikai.model.history.HistoryEntry;
import taikai.storage.folder.FolderLayout;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;
import taikai.storage.roster.RosterException;
import taikai.storage.store.StoreFixtures;

/**
 * The data folder a storm or a measurement runs on: a copy of the repository's
 * {@code sample-tournament/} when there is one (found from the storage module's working
 * directory), otherwise a folder built through the store with pool competitions and a knockout.
 */
public final class StormFolder {
    /** Where the sample lies seen from the storage module, the directory Maven runs its tests in. */
    public static final Path SAMPLE = Path.of("..", "sample-tournament");

    private StormFolder() {
    }

    /** Fills {@code target} (which must not exist) and says where it came from, for the figures. */
    public static String prepare(Path target) throws IOException, RosterException {
        if (Files.isRegularFile(SAMPLE.resolve(FolderLayout.TOURNAMENT))) {
            FileUtils.copyDirectory(SAMPLE.toFile(), target.toFile());
            return "a copy of sample-tournament/";
        }
        StoreFixtures.folder(target, StoreFixtures.drawnPools("open", 40), StoreFixtures.drawnPools("kids", 16),
                knockout("veterans", 16));
        return "a generated folder (no sample-tournament/ yet)";
    }

    /** A knockout drawn without pools, so the storm also rewrites bracket.json. */
    static CompetitionState knockout(String id, int entrants) {
        Competition competition = Competition.create(id, "Knockout " + id, Kind.INDIVIDUAL, Format.KNOCKOUT)
                .withSchedule(s -> s.withCourts(List.of("A", "B")));
        List<Player> players = new ArrayList<>();
        for (int i = 0; i < entrants; i++) {
            players.add(Player.of(String.format("10000000-0000-4000-8000-%012d", i), "Knockout " + i, "Dojo " + (i % 4)));
        }
        return CompetitionState.empty(competition.withStatus(CompetitionStatus.PLAYOFFS)).withPlayers(players)
                .withBracket(KnockoutDraw.draw(competition, players, 11L));
    }

    /** Every problem the folder reports: each file's (as {@code read}), and each history line that does not parse. */
    static List<Problem> problems(Path root, LoadedTournament read) throws IOException {
        List<Problem> problems = new ArrayList<>(read.problems());
        Path competitions = root.resolve(FolderLayout.COMPETITIONS);
        if (!Files.isDirectory(competitions)) {
            return problems;
        }
        try (Stream<Path> walk = Files.walk(competitions)) {
            for (Path file : walk.filter(p -> p.getFileName().toString().endsWith(".jsonl")).toList()) {
                String shown = root.relativize(file).toString().replace('\\', '/');
                Problems found = new Problems();
                HistoryFile.read(shown, Files.readString(file, StandardCharsets.UTF_8), found);
                problems.addAll(found.list());
            }
        }
        return problems;
    }

    /** The lines of a match's history file; none when it does not exist yet. */
    static List<HistoryEntry> history(Path root, String competition, String matchId) throws IOException {
        Path file = root.resolve(FolderLayout.competitionFile(competition, "history/" + HistoryFile.fileName(matchId)));
        if (!Files.exists(file)) {
            return List.of();
        }
        return HistoryFile.read(file.toString(), Files.readString(file, StandardCharsets.UTF_8), new Problems());
    }
}
