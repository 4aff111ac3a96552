package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import taikai.print.Source;
import taikai.print.workbook.ResultsWorkbook;
import taikai.words.Words;

/** {@code taikai export DIR DEST --xlsx}: the results workbook, read from the folder and written outside it. */
final class WorkbookExport {
    private WorkbookExport() {
    }

    static int run(Path dir, Path destination, Optional<String> competition, Words words, PrintWriter out, PrintWriter err) {
        if (!FolderArgument.isDataFolder(dir, words, err)) {
            return Cli.USAGE;
        }
        Path dest = destination.getFileName() != null && destination.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xlsx")
                ? destination : destination.resolve(competition.map(c -> c + "-results.xlsx").orElse("results.xlsx"));
        Optional<String> refused = OutsideFolder.refusal(dir, dest, words);
        if (refused.isPresent()) {
            err.println(refused.get());
            return Cli.USAGE;
        }
        Source source = Source.read(dir);
        if (competition.isPresent() && source.competition(competition.get()).isEmpty()) {
            err.println(source.unreadable().stream().filter(s -> s.startsWith("Competition \"" + competition.get() + "\"")).findFirst()
                    .orElse(words.say("export.noCompetition", competition.get())));
            return Cli.PROBLEMS;
        }
        try {
            OutsideFolder.write(dest, ResultsWorkbook.of(source, competition));
        } catch (IOException e) {
            err.println(words.say("export.workbookNotWritten", dest, FileTrouble.sentence(words, e)));
            return Cli.FILES;
        }
        // The folder's unreadable competitions are said by the print module, whole sentences after this one.
        out.println(words.say("export.workbook", dest)
                + (source.unreadable().isEmpty() ? "" : " " + String.join(" ", source.unreadable())));
        return source.unreadable().isEmpty() ? Cli.OK : Cli.PROBLEMS;
    }
}
