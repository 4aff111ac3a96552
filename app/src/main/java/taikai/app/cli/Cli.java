package taikai.app.cli;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.app.server.access.ConfigFolder;

/**
 * The command line for people and scripts: {@code taikai check DIR}, {@code taikai upgrade DIR} and
 * the other commands. Exit codes: 0 done and clean, 1 the folder has problems, 2 bad usage. A
 * person never sees a stack trace: every failure is a sentence.
 */
public final class Cli {
    /** Exit code when everything is fine. */
    public static final int OK = 0;
    /** Exit code when a folder has problems. */
    public static final int PROBLEMS = 1;
    /** Exit code for a command line that cannot be run as given. */
    public static final int USAGE = 2;
    /** The name the help shows the program by; the installed program sets it to {@code taikai}. */
    public static final String COMMAND_PROPERTY = "taikai.command";

    /** One command: its one-line usage and what it does. */
    public interface Command {
        String usage();

        String summary();

        int run(List<String> args, PrintStream out, PrintStream err);
    }

    private final Map<String, Command> commands = new LinkedHashMap<>();

    public Cli() {
        commands.put("check", new CheckCommand());
        commands.put("upgrade", new UpgradeCommand());
        commands.put("serve", new ServeCommand(ConfigFolder::resolve));
        commands.put("codes", new CodesCommand(ConfigFolder::resolve));
        commands.put("standby", new StandbyCommand(ConfigFolder::resolve, () -> System.in));
        commands.put("generate", new GenerateCommand());
        commands.put("backup", new BackupCommand());
        commands.put("compare", new CompareCommand());
        commands.put("export", new ExportCommand());
        commands.put("print", new PrintCommand());
        commands.put("publish", new PublishCommand());
    }

    /** Adds a command (the desktop module adds none; the packaging may). */
    public Cli with(String name, Command command) {
        commands.put(name, command);
        return this;
    }

    /** Whether {@code word} names one of the commands (the launcher sends such a word here, not to the desktop). */
    public boolean knows(String word) {
        return commands.containsKey(word);
    }

    public static void main(String[] args) {
        System.exit(new Cli().run(Arrays.asList(args), System.out, System.err));
    }

    public int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty() || List.of("--help", "-h", "help").contains(args.get(0))) {
            help(args.isEmpty() ? err : out);
            return args.isEmpty() ? USAGE : OK;
        }
        Command command = commands.get(args.get(0));
        if (command == null) {
            err.println("\"" + args.get(0) + "\" is not a Taikai command.");
            help(err);
            return USAGE;
        }
        try {
            return command.run(args.subList(1, args.size()), out, err);
        } catch (RuntimeException e) {
            err.println("Taikai could not finish \"" + args.get(0) + "\": " + e.getMessage());
            return USAGE;
        }
    }

    private void help(PrintStream out) {
        // The installed program is "taikai" on the PATH; the folder's launcher is "./taikai".
        String me = System.getProperty(COMMAND_PROPERTY, "./taikai");
        out.println("Taikai runs a kendo or naginata tournament from plain files in one data folder.");
        out.println();
        out.println("  " + me + "                 open the desktop app on sample-tournament/");
        out.println("  " + me + " DIR             open the desktop app on the data folder DIR");
        out.println("  " + me + " court [ADDRESS] open the desktop app as a court table of the hall laptop at ADDRESS");
        for (Command command : commands.values()) {
            out.printf("  %s %-15s %s%n", me, command.usage(), command.summary());
        }
        out.println();
        out.println("Exit codes: 0 done, 1 the folder has problems, 2 the command line could not be used.");
    }
}
