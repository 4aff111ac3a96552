package taikai.storage.store;

import java.nio.file.Path;
import taikai.storage.folder.FolderReader;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;

/** A data folder looked at without opening its log: reads only, nothing replayed, nothing written. */
public final class ReadOnlyTournament {
    private final Path root;

    ReadOnlyTournament(Path root) {
        this.root = root;
    }

    public LoadedTournament read() {
        return FolderReader.read(root);
    }

    /** One competition's reader. */
    public Reader competition(String id) {
        return () -> FolderReader.readCompetition(root, id);
    }

    /** Reads one competition from disk. */
    @FunctionalInterface
    public interface Reader {
        LoadedCompetition read();
    }
}
