package taikai.app.cli;

import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import taikai.app.backup.Backup;
import taikai.storage.store.TournamentStore;

/**
 * {@code taikai backup DIR DEST}: a consistent copy of the data folder DIR into a new folder inside
 * DEST (a USB stick), checked byte for byte; prints the copy's path and file count.
 */
@Command(name = "backup")
final class BackupCommand extends Action {
    @Parameters(index = "0", paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Parameters(index = "1", paramLabel = "DEST", descriptionKey = "DEST")
    Path dest;

    @Override
    public Integer call() {
        FolderArgument.Opened opened = FolderArgument.store(dir, words(), err());
        if (opened.store() == null) {
            return opened.exitCode();
        }
        TournamentStore store = opened.store();
        try {
            Backup.Copy copy = Backup.of(store).into(dest);
            out().println(copy.sentence());
            return Cli.OK;
        } catch (Backup.Refused e) {
            err().println(e.getMessage());
            return Cli.PROBLEMS;
        }
    }
}
