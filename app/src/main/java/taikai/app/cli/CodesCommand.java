package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import taikai.app.server.access.AccessCode;
import taikai.app.server.access.CodeBook;
import taikai.app.server.access.Grant;
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
final class CodesCommand implements Cli.Command {
    private final Supplier<Path> settingsFolder;

    CodesCommand(Supplier<Path> settingsFolder) {
        this.settingsFolder = settingsFolder;
    }

    @Override
    public String usage() {
        return "codes DIR [--revoke COURT]";
    }

    @Override
    public String summary() {
        return "make the organiser's and each court's access code, or replace one";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> rest = new ArrayList<>(args);
        Optional<String> revoke = Optional.empty();
        int flag = rest.indexOf("--revoke");
        if (flag >= 0) {
            if (flag + 1 >= rest.size()) {
                err.println("--revoke needs the court whose code is replaced, such as --revoke A (or --revoke organiser).");
                return Cli.USAGE;
            }
            revoke = Optional.of(rest.get(flag + 1));
            rest.subList(flag, flag + 2).clear();
        }
        Optional<Path> dir = FolderArgument.single("codes", rest, err);
        if (dir.isEmpty()) {
            return Cli.USAGE;
        }
        Optional<List<String>> courts = courts(dir.get(), err);
        if (courts.isEmpty()) {
            return Cli.PROBLEMS;
        }
        CodeBook book = CodeBook.open(settingsFolder.get(), dir.get());
        try {
            return revoke.isPresent() ? replace(book, courts.get(), revoke.get(), out, err) : create(book, courts.get(), out);
        } catch (IOException e) {
            err.println("The access codes could not be saved: " + e.getMessage());
            return Cli.PROBLEMS;
        }
    }

    private static int create(CodeBook book, List<String> courts, PrintStream out) throws IOException {
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

    private static int replace(CodeBook book, List<String> courts, String who, PrintStream out, PrintStream err)
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
    private static Optional<List<String>> courts(Path dir, PrintStream err) {
        Path file = dir.resolve(TournamentFile.NAME);
        try {
            Tournament tournament = TournamentFile.read(TournamentFile.NAME, Files.readString(file, StandardCharsets.UTF_8),
                    new Problems());
            return Optional.of(tournament.effectiveCourts());
        } catch (IOException e) {
            err.println(file + " cannot be read (" + e.getMessage() + "); codes are made per court of the tournament.");
        } catch (FileFormatException e) {
            err.println(e.getMessage());
        }
        return Optional.empty();
    }
}
