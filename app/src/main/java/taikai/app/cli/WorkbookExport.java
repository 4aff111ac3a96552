package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import taikai.print.Source;
import taikai.print.workbook.ResultsWorkbook;

/** {@code taikai export DIR DEST --xlsx}: the results workbook, read from the folder and written outside it. */
final class WorkbookExport {
    private WorkbookExport() {
    }

    static int run(Path dir, Path destination, Optional<String> competition, PrintWriter out, PrintWriter err) {
        if (!Files.isRegularFile(dir.resolve("tournament.md"))) {
            err.println(dir + " is not a data folder: it holds no tournament.md.");
            return Cli.USAGE;
        }
        Path dest = destination.getFileName() != null && destination.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".xlsx")
                ? destination : destination.resolve(competition.map(c -> c + "-results.xlsx").orElse("results.xlsx"));
        Optional<String> refused = OutsideFolder.refusal(dir, dest);
        if (refused.isPresent()) {
            err.println(refused.get());
            return Cli.USAGE;
        }
        Source source = Source.read(dir);
        if (competition.isPresent() && source.competition(competition.get()).isEmpty()) {
            err.println(source.unreadable().stream().filter(s -> s.startsWith("Competition \"" + competition.get() + "\"")).findFirst()
                    .orElse("The tournament has no competition \"" + competition.get() + "\"."));
            return Cli.PROBLEMS;
        }
        try {
            OutsideFolder.write(dest, ResultsWorkbook.of(source, competition));
        } catch (IOException e) {
            err.println("The workbook could not be written to " + dest + ": " + FileTrouble.sentence(e));
            return Cli.FILES;
        }
        out.println("Exported the results workbook to " + dest + "." + (source.unreadable().isEmpty() ? "" : " " + String.join(" ", source.unreadable())));
        return source.unreadable().isEmpty() ? Cli.OK : Cli.PROBLEMS;
    }
}
