package taikai.app.cli;

import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import taikai.app.export.Export;
import taikai.storage.store.TournamentStore;

/**
 * {@code taikai export DIR DEST [--competition ID] [--xlsx]}: every competition's standings, pool
 * matches and knockout as CSV files a spreadsheet opens, written into DEST (never into the data
 * folder); with {@code --xlsx}, one results workbook instead (DEST a .xlsx file or a folder).
 */
@Command(name = "export", description = "write results and standings as CSV files into DEST (--competition ID for one, --xlsx for one workbook)")
final class ExportCommand extends Action {
    @Parameters(index = "0", paramLabel = "DIR", description = "the data folder, the one holding tournament.md")
    Path dir;

    @Parameters(index = "1", paramLabel = "DEST", description = "the folder the files go into (with --xlsx, a .xlsx file or a folder)")
    Path dest;

    @Option(names = "--competition", paramLabel = "ID", description = "only this competition, such as juniors")
    Optional<String> competition = Optional.empty();

    @Option(names = "--xlsx", description = "one results workbook instead of CSV files")
    boolean xlsx;

    @Override
    public Integer call() {
        if (xlsx) {
            return WorkbookExport.run(dir, dest, competition, out(), err());
        }
        FolderArgument.Opened opened = FolderArgument.store(dir, err());
        if (opened.store() == null) {
            return opened.exitCode();
        }
        TournamentStore store = opened.store();
        try {
            Export.Written written = Export.of(store).into(dest, competition);
            out().println(written.sentence());
            return written.skipped().isEmpty() ? Cli.OK : Cli.PROBLEMS;
        } catch (Export.Refused e) {
            err().println(e.getMessage());
            return Cli.PROBLEMS;
        }
    }
}
