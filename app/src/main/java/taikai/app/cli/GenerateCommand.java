package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import taikai.generator.Plans;
import taikai.generator.TournamentGenerator;
import taikai.generator.TournamentPlan;

/**
 * {@code taikai generate DIR --entrants N --competitions C --seed S}: writes a realistic tournament of
 * that size into a new folder, through the store, for trying the app or measuring it. The same numbers
 * write the same bytes. It never writes into a folder that already holds something.
 */
@Command(name = "generate", description = "write an invented tournament of that size into the new folder DIR (defaults: 120, 4, 1)")
final class GenerateCommand extends Action {
    @Parameters(paramLabel = "DIR", description = "a new or empty folder to write the tournament into")
    Path dir;

    @Option(names = "--entrants", paramLabel = "N", description = "how many people enter (default 120)")
    long entrants = 120;

    @Option(names = "--competitions", paramLabel = "C", description = "how many competitions they enter (default 4)")
    long competitions = 4;

    @Option(names = "--seed", paramLabel = "S", description = "the seed: the same numbers write the same bytes (default 1)")
    long seed = 1;

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        String refusal = refusal(dir);
        if (!refusal.isEmpty()) {
            err.println(refusal);
            return Cli.USAGE;
        }
        TournamentPlan plan;
        try {
            plan = Plans.forSize(Math.toIntExact(Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, entrants))),
                    Math.toIntExact(Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, competitions))), seed);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return Cli.USAGE;
        }
        long started = System.nanoTime();
        try {
            TournamentGenerator.Summary s = TournamentGenerator.generate(dir, plan);
            out.printf("Wrote %d entrants in %d competitions to %s (seed %d): %d matches finished, %d running,"
                    + " in %.1f s.%n", s.people(), s.competitions(), dir, plan.seed(), s.finished(), s.running(),
                    (System.nanoTime() - started) / 1e9);
            return Cli.OK;
        } catch (IOException e) {
            err.println("The folder could not be written: " + FileTrouble.sentence(e));
            return Cli.FILES;
        }
    }

    /** Why {@code dir} cannot take a generated tournament, or empty when it can. */
    private static String refusal(Path dir) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            return dir + " is a file, not a folder. Give a new folder to write the tournament into.";
        }
        if (Files.isDirectory(dir)) {
            try (Stream<Path> entries = Files.list(dir)) {
                if (entries.findAny().isPresent()) {
                    return dir + " already holds files, and generate never overwrites anything. Give a new or empty folder.";
                }
            } catch (IOException e) {
                return dir + " could not be read (" + e.getMessage() + "). Give a folder you can write to.";
            }
        }
        return "";
    }
}
