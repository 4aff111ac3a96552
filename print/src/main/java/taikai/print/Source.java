package taikai.print;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.model.competition.CompetitionState;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.problem.Problem;

/**
 * What a print is made of: the tournament, each competition that could be read (in id order), and
 * a sentence for each that could not, naming its file, line and column (issue item 5: the rest
 * still prints). Printing only reads the data folder; it never writes into it.
 */
public record Source(Path root, Tournament tournament, List<CompetitionState> competitions, List<String> unreadable) {

    public Source {
        competitions = List.copyOf(competitions);
        unreadable = List.copyOf(unreadable);
    }

    /** The folder as it is on disk now. */
    public static Source read(Path root) {
        return of(root, FolderReader.read(root));
    }

    public static Source of(Path root, LoadedTournament loaded) {
        Tournament tournament = loaded.tournament().orElseGet(() -> Tournament.create("", "", "", List.of()));
        List<CompetitionState> states = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        for (LoadedCompetition competition : loaded.competitions().values()) {
            if (competition.state().isPresent()) {
                states.add(competition.state().get());
            } else {
                Problem first = competition.fatalProblems().isEmpty() ? null : competition.fatalProblems().get(0);
                unreadable.add("Competition \"" + competition.id() + "\" was left out: "
                        + (first == null ? "its files could not be read." : where(first) + first.message()));
            }
        }
        return new Source(root, tournament, states, unreadable);
    }

    private static String where(Problem problem) {
        StringBuilder at = new StringBuilder(problem.file());
        if (problem.line() > 0) {
            at.append(", line ").append(problem.line());
            if (problem.column() > 0) {
                at.append(", column ").append(problem.column());
            }
        }
        return at.append(": ").toString();
    }

    public Optional<CompetitionState> competition(String id) {
        return competitions.stream().filter(c -> c.competition().id().equals(id)).findFirst();
    }

    /** The bytes of a file under the data folder, or empty when it is missing or unreadable. */
    public Optional<byte[]> file(String relative) {
        if (relative == null || relative.isBlank() || root == null) {
            return Optional.empty();
        }
        Path path = root.resolve(relative).normalize();
        if (!path.startsWith(root.normalize())) {
            return Optional.empty();
        }
        try {
            return Files.isRegularFile(path) ? Optional.of(Files.readAllBytes(path)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The tournament's name, or "Tournament" when it has none. */
    public String title() {
        return tournament.name().isBlank() ? "Tournament" : tournament.name();
    }
}
