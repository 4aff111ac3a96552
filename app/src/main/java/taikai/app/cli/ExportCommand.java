package taikai.app.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import taikai.app.export.Export;
import taikai.storage.store.TournamentStore;

/**
 * {@code taikai export DIR DEST [--competition ID] [--xlsx]}: every competition's standings, pool
 * matches and knockout as CSV files a spreadsheet opens, written into DEST (never into the data
 * folder); with {@code --xlsx}, one results workbook instead (DEST a .xlsx file or a folder).
 */
final class ExportCommand implements Cli.Command {

    @Override
    public String usage() {
        return "export DIR DEST";
    }

    @Override
    public String summary() {
        return "write results and standings as CSV files into DEST (--competition ID for one, --xlsx for one workbook)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> folders = new ArrayList<>();
        Optional<String> competition = Optional.empty();
        boolean xlsx = false;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--competition")) {
                if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
                    err.println("--competition needs a competition id after it, such as --competition juniors.");
                    return Cli.USAGE;
                }
                competition = Optional.of(args.get(++i));
            } else if (arg.equals("--xlsx")) {
                xlsx = true;
            } else if (arg.startsWith("--")) {
                err.println("\"" + arg + "\" is not an option of export; the options are --competition ID and --xlsx.");
                return Cli.USAGE;
            } else {
                folders.add(arg);
            }
        }
        if (folders.size() != 2) {
            err.println("Usage: taikai export DIR DEST [--competition ID] [--xlsx]  (the data folder, then the folder the files go into).");
            return Cli.USAGE;
        }
        Path dir = Path.of(folders.get(0));
        if (xlsx) {
            return WorkbookExport.run(dir, Path.of(folders.get(1)), competition, out, err);
        }
        FolderArgument.Opened opened = FolderArgument.store(dir, err);
        if (opened.store() == null) {
            return opened.exitCode();
        }
        TournamentStore store = opened.store();
        try {
            Export.Written written = Export.of(store).into(Path.of(folders.get(1)), competition);
            out.println(written.sentence());
            return written.skipped().isEmpty() ? Cli.OK : Cli.PROBLEMS;
        } catch (Export.Refused e) {
            err.println(e.getMessage());
            return Cli.PROBLEMS;
        }
    }
}
