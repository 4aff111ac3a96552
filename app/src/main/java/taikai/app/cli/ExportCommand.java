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
@Command(name = "export")
final class ExportCommand extends Action {
    @Parameters(index = "0", paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Parameters(index = "1", paramLabel = "DEST", descriptionKey = "DEST")
    Path dest;

    @Option(names = "--competition", paramLabel = "ID")
    Optional<String> competition = Optional.empty();

    @Option(names = "--xlsx")
    boolean xlsx;

    @Override
    public Integer call() {
        if (xlsx) {
            return WorkbookExport.run(dir, dest, competition, words(), out(), err());
        }
        FolderArgument.Opened opened = FolderArgument.store(dir, words(), err());
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
