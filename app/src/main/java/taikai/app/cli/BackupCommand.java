package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
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
        if (!Files.isRegularFile(dir.resolve("tournament.md"))) {
            err.println(dir + " is not a data folder: it holds no tournament.md.");
            return Cli.USAGE;
        }
        TournamentStore store;
        try {
            store = TournamentStore.open(dir);
        } catch (IOException e) {
            err.println("The folder's write-ahead log could not be replayed: " + e.getMessage());
            return Cli.PROBLEMS;
        }
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
