package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import taikai.app.hall.access.AccessCode;
import taikai.app.hall.access.CodeBook;
import taikai.app.hall.access.Grant;
import taikai.model.tournament.Tournament;
import taikai.storage.markdown.TournamentFile;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;

/**
 * {@code taikai codes DIR [--revoke COURT]}: makes the organiser's code and one code per court of
 * tournament.md where there is none, and prints the new ones; {@code --revoke COURT} (or
 * {@code --revoke organiser}) replaces one code and prints its successor. Only hashes are kept, in the
 * user's settings folder, so a code is shown once.
 */
@Command(name = "codes", description = "make the organiser's and each court's access code, or replace one")
final class CodesCommand extends Action {
    private final Supplier<Path> settingsFolder;

    @Parameters(paramLabel = "DIR", description = "the data folder, the one holding tournament.md")
    Path dir;

    @Option(names = "--revoke", paramLabel = "COURT", description = "replace this court's code (or the organiser's: --revoke organiser)")
    Optional<String> revoke = Optional.empty();

    CodesCommand(Supplier<Path> settingsFolder) {
        this.settingsFolder = settingsFolder;
    }

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        if (!FolderArgument.isFolder(dir, err)) {
            return Cli.USAGE;
        }
        Optional<List<String>> courts;
        try {
            courts = courts(dir, err);
        } catch (IOException e) {
            err.println(FileTrouble.sentence(e) + " Codes are made for the courts its tournament.md names.");
            return Cli.FILES;
        }
        if (courts.isEmpty()) {
            return Cli.PROBLEMS;
        }
        CodeBook book = CodeBook.open(settingsFolder.get(), dir);
        try {
            return revoke.isPresent() ? replace(book, courts.get(), revoke.get(), out, err) : create(book, courts.get(), out);
        } catch (IOException e) {
            err.println("The access codes could not be saved: " + FileTrouble.sentence(e));
            return Cli.FILES;
        }
    }

    private static int create(CodeBook book, List<String> courts, PrintWriter out) throws IOException {
        Map<Grant, String> made = book.createMissing(courts);
        if (made.isEmpty()) {
            List<String> holders = new ArrayList<>();
            book.holders().forEach(g -> holders.add(g.holder()));
            out.println("Every court already has a code (" + String.join(", ", holders) + "). A code is shown only when"
                    + " it is made; use --revoke COURT to replace one.");
            return Cli.OK;
        }
        made.forEach((grant, code) -> out.printf("%-12s %s%n", grant.holder(), AccessCode.display(code)));
        out.println("Write these down now: only their hashes are kept (in " + book.file() + "), so they are not shown"
                + " again.");
        return Cli.OK;
    }

    private static int replace(CodeBook book, List<String> courts, String who, PrintWriter out, PrintWriter err)
            throws IOException {
        Grant grant;
        if (who.equalsIgnoreCase("organiser")) {
            grant = Grant.organiser();
        } else if (courts.contains(who)) {
            grant = Grant.court(who);
        } else {
            err.println("\"" + who + "\" is not a court of this tournament; the courts are " + String.join(", ", courts)
                    + " (or organiser).");
            return Cli.USAGE;
        }
        String code = book.replace(grant);
        out.printf("%-12s %s%n", grant.holder(), AccessCode.display(code));
        out.println("The old code of " + grant.holder() + " no longer works, on a running hall server too. Write the new"
                + " one down now: it is not shown again.");
        return Cli.OK;
    }

    /** The courts of tournament.md; empty (with the problem printed) when it cannot be read. */
    private static Optional<List<String>> courts(Path dir, PrintWriter err) throws IOException {
        Path file = dir.resolve(TournamentFile.NAME);
        try {
            Tournament tournament = TournamentFile.read(TournamentFile.NAME, Files.readString(file, StandardCharsets.UTF_8),
                    new Problems());
            return Optional.of(tournament.effectiveCourts());
        } catch (FileFormatException e) {
            err.println(e.getMessage());
        }
        return Optional.empty();
    }
}
