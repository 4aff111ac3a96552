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
@Command(name = "generate")
final class GenerateCommand extends Action {
    @Parameters(paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Option(names = "--entrants", paramLabel = "N")
    long entrants = 120;

    @Option(names = "--competitions", paramLabel = "C")
    long competitions = 4;

    @Option(names = "--seed", paramLabel = "S")
    long seed = 1;

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        String refusal = refusal(dir, words());
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
            String seconds = String.format(words().language().locale(), "%.1f", (System.nanoTime() - started) / 1e9);
            out.println(say("generate.wrote", String.valueOf(s.people()), s.competitions(), dir,
                    String.valueOf(plan.seed()), String.valueOf(s.finished()), String.valueOf(s.running()), seconds));
            return Cli.OK;
        } catch (IOException e) {
            err.println(say("generate.notWritten", FileTrouble.sentence(words(), e)));
            return Cli.FILES;
        }
    }

    /** Why {@code dir} cannot take a generated tournament, or empty when it can. */
    private static String refusal(Path dir, taikai.words.Words words) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            return words.say("generate.isFile", dir);
        }
        if (Files.isDirectory(dir)) {
            try (Stream<Path> entries = Files.list(dir)) {
                if (entries.findAny().isPresent()) {
                    return words.say("generate.notEmpty", dir);
                }
            } catch (IOException e) {
                return words.say("generate.unreadable", dir, e.getMessage());
            }
        }
        return "";
    }
}
