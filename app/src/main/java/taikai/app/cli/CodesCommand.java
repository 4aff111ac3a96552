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
import taikai.words.Words;

/**
 * {@code taikai codes DIR [--revoke COURT]}: makes the organiser's code and one code per court of
 * tournament.md where there is none, and prints the new ones; {@code --revoke COURT} (or
 * {@code --revoke organiser}) replaces one code and prints its successor. Only hashes are kept, in the
 * user's settings folder, so a code is shown once.
 */
@Command(name = "codes")
final class CodesCommand extends Action {
    private final Supplier<Path> settingsFolder;

    @Parameters(paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Option(names = "--revoke", paramLabel = "COURT")
    Optional<String> revoke = Optional.empty();

    CodesCommand(Supplier<Path> settingsFolder) {
        this.settingsFolder = settingsFolder;
    }

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        if (!FolderArgument.isFolder(dir, words(), err)) {
            return Cli.USAGE;
        }
        Optional<List<String>> courts;
        try {
            courts = courts(dir, err);
        } catch (IOException e) {
            err.println(say("codes.unreadable", FileTrouble.sentence(words(), e)));
            return Cli.FILES;
        }
        if (courts.isEmpty()) {
            return Cli.PROBLEMS;
        }
        CodeBook book = CodeBook.open(settingsFolder.get(), dir);
        try {
            return revoke.isPresent() ? replace(book, courts.get(), revoke.get(), words(), out, err)
                    : create(book, courts.get(), words(), out);
        } catch (IOException e) {
            err.println(say("codes.notSaved", FileTrouble.sentence(words(), e)));
            return Cli.FILES;
        }
    }

    private static int create(CodeBook book, List<String> courts, Words words, PrintWriter out) throws IOException {
        Map<Grant, String> made = book.createMissing(courts);
        if (made.isEmpty()) {
            List<String> holders = new ArrayList<>();
            book.holders().forEach(g -> holders.add(g.holder()));
            out.println(words.say("codes.allHave", String.join(", ", holders)));
            return Cli.OK;
        }
        made.forEach((grant, code) -> out.printf("%-12s %s%n", grant.holder(), AccessCode.display(code)));
        out.println(words.say("codes.writeDown", book.file()));
        return Cli.OK;
    }

    private static int replace(CodeBook book, List<String> courts, String who, Words words, PrintWriter out, PrintWriter err)
            throws IOException {
        Grant grant;
        if (who.equalsIgnoreCase("organiser")) {
            grant = Grant.organiser();
        } else if (courts.contains(who)) {
            grant = Grant.court(who);
        } else {
            err.println(words.say("codes.notCourt", who, String.join(", ", courts)));
            return Cli.USAGE;
        }
        String code = book.replace(grant);
        out.printf("%-12s %s%n", grant.holder(), AccessCode.display(code));
        out.println(words.say("codes.replaced", grant.holder()));
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
