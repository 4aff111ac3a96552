package taikai.app.road.actions.tournament;

import java.nio.file.Path;
import java.util.List;
import taikai.model.tournament.Tournament;
import taikai.storage.folder.FolderReader;
import taikai.storage.problem.Problem;

/** The folder's tournament.md as the app reads it. */
record ActionFolderReader(Path root) {
    Tournament tournament() {
        return FolderReader.read(root).tournament().orElseThrow();
    }

    List<Problem> problems() {
        return FolderReader.read(root).tournamentProblems();
    }
}
