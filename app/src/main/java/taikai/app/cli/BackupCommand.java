package taikai.app.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import taikai.app.backup.Backup;
import taikai.storage.store.TournamentStore;

/**
 * {@code taikai backup DIR DEST}: a consistent copy of the data folder DIR into a new folder inside
 * DEST (a USB stick), checked byte for byte; prints the copy's path and file count.
 */
final class BackupCommand implements Cli.Command {

    @Override
    public String usage() {
        return "backup DIR DEST";
    }

    @Override
    public String summary() {
        return "copy the data folder into a new, checked folder inside DEST (a USB stick)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.size() != 2) {
            err.println("Usage: taikai backup DIR DEST  (the data folder, then the folder the copy goes into).");
            return Cli.USAGE;
        }
        Path dir = Path.of(args.get(0));
        FolderArgument.Opened opened = FolderArgument.store(dir, err);
        if (opened.store() == null) {
            return opened.exitCode();
        }
        TournamentStore store = opened.store();
        try {
            Backup.Copy copy = Backup.of(store).into(Path.of(args.get(1)));
            out.println(copy.sentence());
            return Cli.OK;
        } catch (Backup.Refused e) {
            err.println(e.getMessage());
            return Cli.PROBLEMS;
        }
    }
}
