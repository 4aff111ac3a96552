package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import taikai.app.generate.Plans;
import taikai.app.generate.TournamentGenerator;
import taikai.app.generate.TournamentPlan;

/**
 * {@code taikai generate DIR --entrants N --competitions C --seed S}: writes a realistic tournament of
 * that size into a new folder, through the store, for trying the app or measuring it. The same numbers
 * write the same bytes. It never writes into a folder that already holds something.
 */
final class GenerateCommand implements Cli.Command {
    private static final Map<String, Long> DEFAULTS = Map.of("--entrants", 120L, "--competitions", 4L, "--seed", 1L);

    @Override
    public String usage() {
        return "generate DIR [--entrants N] [--competitions C] [--seed S]";
    }

    @Override
    public String summary() {
        return "write an invented tournament of that size into the new folder DIR (defaults: 120, 4, 1)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        Map<String, Long> options = new HashMap<>(DEFAULTS);
        Path dir = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (DEFAULTS.containsKey(arg)) {
                if (i + 1 == args.size() || !isNumber(args.get(i + 1))) {
                    err.println(arg + " needs a whole number after it, as in: taikai " + usage() + ".");
                    return Cli.USAGE;
                }
                options.put(arg, Long.parseLong(args.get(++i)));
            } else if (arg.startsWith("--") || dir != null) {
                err.println("\"" + arg + "\" is not understood here. Usage: taikai " + usage() + ".");
                return Cli.USAGE;
            } else {
                dir = Path.of(arg);
            }
        }
        if (dir == null) {
            err.println("Give the folder to write into. Usage: taikai " + usage() + ".");
            return Cli.USAGE;
        }
        String refusal = refusal(dir);
        if (!refusal.isEmpty()) {
            err.println(refusal);
            return Cli.USAGE;
        }
        TournamentPlan plan;
        try {
            plan = Plans.forSize(Math.toIntExact(Math.min(Integer.MAX_VALUE, options.get("--entrants"))),
                    Math.toIntExact(Math.min(Integer.MAX_VALUE, options.get("--competitions"))), options.get("--seed"));
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
            err.println("The folder could not be written: " + e.getMessage());
            return Cli.PROBLEMS;
        }
    }

    private static boolean isNumber(String text) {
        return text.matches("-?\\d{1,18}");
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
