package taikai.app.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.CharBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;
import taikai.app.hall.access.ConfigFolder;
import taikai.words.Language;
import taikai.words.Words;

/**
 * The command line for people and scripts: {@code taikai check DIR}, {@code taikai upgrade DIR} and
 * the other commands, each declared once with picocli's annotations (decision 0038): its words, its
 * options, its help and the exit codes below. A person never sees a stack trace: bad usage is
 * answered with the command's usage, a file that cannot be read or written with a sentence naming
 * it, and a fault of Taikai's own with one sentence and the stack trace in a log file. It speaks the
 * system's language (decision 0042), chosen once when it is made; the words typed stay English.
 */
public final class Cli {
    /** Exit code when everything is fine (compare: the copies hold the same). */
    public static final int OK = 0;
    /** Exit code when a folder has problems (compare: the copies differ). */
    public static final int PROBLEMS = 1;
    /** Exit code for a command line that cannot be run as given. */
    public static final int USAGE = 2;
    /** Exit code for a fault in Taikai itself: said in one sentence, its details in the log. */
    public static final int FAULT = 3;
    /** Exit code when a file or folder could not be read or written (the disk, a permission). */
    public static final int FILES = 4;
    /** The name the help shows the program by; the installed program sets it to {@code taikai}. */
    public static final String COMMAND_PROPERTY = "taikai.command";

    /**
     * A command that reads its own words, for a packaging that adds one with {@link #with(String, Command)};
     * Taikai's own commands are declared with picocli's annotations instead.
     */
    public interface Command {
        String usage();

        String summary();

        int run(List<String> args, PrintStream out, PrintStream err);
    }

    /** Each command made afresh for each run: picocli takes an option's default from the field as it finds it. */
    private final Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
    private final FaultLog faults;
    private final Language language;
    private final Words words;

    /** The command line of this user's settings folder and the console's input, in the system's language. */
    public Cli() {
        this(ConfigFolder::resolve, () -> System.in, Language.system());
    }

    /** The command line with another settings folder (access codes, the fault log), as a second Taikai on one laptop has. */
    public Cli(Supplier<Path> settingsFolder) {
        this(settingsFolder, () -> System.in, Language.system());
    }

    /** The command line with another settings folder, in {@code language} whatever the system's is. */
    public Cli(Supplier<Path> settingsFolder, Language language) {
        this(settingsFolder, () -> System.in, language);
    }

    Cli(Supplier<Path> settingsFolder, Supplier<InputStream> input) {
        this(settingsFolder, input, Language.system());
    }

    Cli(Supplier<Path> settingsFolder, Supplier<InputStream> input, Language language) {
        this.language = language;
        this.words = CliWords.of(language);
        faults = new FaultLog(settingsFolder, words);
        commands.put("check", CheckCommand::new);
        commands.put("upgrade", UpgradeCommand::new);
        commands.put("serve", () -> new ServeCommand(settingsFolder));
        commands.put("codes", () -> new CodesCommand(settingsFolder));
        commands.put("standby", () -> new StandbyCommand(settingsFolder, input));
        commands.put("generate", GenerateCommand::new);
        commands.put("backup", BackupCommand::new);
        commands.put("compare", CompareCommand::new);
        commands.put("export", ExportCommand::new);
        commands.put("print", PrintCommand::new);
        commands.put("publish", PublishCommand::new);
    }

    /** Adds a command that reads its own words, or replaces one (the desktop module adds none; the packaging may). */
    public Cli with(String name, Command command) {
        commands.put(name, () -> command);
        return this;
    }

    /**
     * Adds or replaces a command declared with picocli's {@code @Command}, such as one with another
     * settings folder; the object is used as it is for every run, so it is meant for one run.
     */
    public Cli with(String name, Callable<Integer> command) {
        commands.put(name, () -> command);
        return this;
    }

    /** Whether {@code word} names one of the commands (the launcher sends such a word here, not to the desktop). */
    public boolean knows(String word) {
        return commands.containsKey(word) || "help".equals(word);
    }

    public static void main(String[] args) {
        System.exit(new Cli().run(Arrays.asList(args), System.out, System.err));
    }

    public int run(List<String> args, PrintStream out, PrintStream err) {
        PrintWriter outWriter = writer(out);
        PrintWriter errWriter = writer(err);
        try {
            return commandLine(out, err, outWriter, errWriter).execute(args.toArray(String[]::new));
        } catch (RuntimeException | Error fault) {
            // A fault while parsing or in picocli's own handlers; a command's own faults arrive in fault() below.
            return faults.report(fault, args.isEmpty() ? "" : args.get(0), args.contains("--debug"), errWriter);
        } finally {
            outWriter.flush();
            errWriter.flush();
        }
    }

    /** The command line as {@link #run} makes it, writing to the console: for a test that reads its declarations. */
    CommandLine commandLine() {
        return commandLine(System.out, System.err, writer(System.out), writer(System.err));
    }

    private CommandLine commandLine(PrintStream out, PrintStream err, PrintWriter outWriter, PrintWriter errWriter) {
        CommandLine line = new CommandLine(new Taikai(words));
        line.setCommandName(System.getProperty(COMMAND_PROPERTY, "./taikai"));
        // "DIR@commit" names a point in a folder's history (decision 0029), never a file of arguments.
        line.setExpandAtFiles(false);
        for (Map.Entry<String, Supplier<Object>> entry : commands.entrySet()) {
            Object command = entry.getValue().get();
            if (command instanceof Command own) {
                CommandLine words = new CommandLine(new OwnWords(own, out, err));
                words.getCommandSpec().usageMessage().description(own.summary());
                line.addSubcommand(entry.getKey(), words);
                line.getSubcommands().get(entry.getKey()).getCommandSpec().parser().unmatchedOptionsArePositionalParams(true);
            } else {
                line.addSubcommand(entry.getKey(), command);
            }
        }
        line.addSubcommand("help", new CommandLine.HelpCommand());
        ResourceBundle help = CliWords.help(language);
        line.setResourceBundle(new CliWords.OneCommand(help, "taikai"));
        for (Map.Entry<String, CommandLine> sub : line.getSubcommands().entrySet()) {
            sub.getValue().setResourceBundle(new CliWords.OneCommand(help, sub.getKey()));
        }
        HelpPage.arrange(line, help);
        line.registerConverter(long.class, new HelpPage.WholeNumber());
        line.registerConverter(Long.class, new HelpPage.WholeNumber());
        line.registerConverter(int.class, new HelpPage.SmallWholeNumber());
        line.registerConverter(Integer.class, new HelpPage.SmallWholeNumber());
        line.setOut(outWriter);
        line.setErr(errWriter);
        line.setParameterExceptionHandler(new HelpPage.BadUsage(words));
        line.setExecutionExceptionHandler(new Faults());
        return line;
    }

    /**
     * A command's exception: a file that could not be read or written is a sentence; anything else is a
     * fault. A named class, not a lambda (see {@link HelpPage}).
     */
    private final class Faults implements IExecutionExceptionHandler {
        @Override
        public int handleExecutionException(Exception e, CommandLine command, ParseResult parsed) {
            return fault(e, command, parsed);
        }
    }

    private int fault(Exception e, CommandLine command, ParseResult parsed) {
        PrintWriter err = command.getErr();
        if (e instanceof java.io.IOException io) {
            err.println(FileTrouble.sentence(words, io));
            return FILES;
        }
        if (e instanceof UncheckedIOException io) {
            err.println(FileTrouble.sentence(words, io.getCause()));
            return FILES;
        }
        boolean debug = false;
        for (ParseResult p = parsed; p != null; p = p.subcommand()) {
            debug |= p.hasMatchedOption("--debug");
        }
        return faults.report(e, command.getCommandName(), debug, err);
    }

    private static PrintWriter writer(PrintStream stream) {
        // Through the stream's own characters, so its charset (the console's, or a test's UTF-8) is kept.
        return new PrintWriter(new Writer() {
            @Override
            public void write(char[] chars, int offset, int length) {
                stream.append(CharBuffer.wrap(chars, offset, length));
            }

            @Override
            public void flush() {
                stream.flush();
            }

            @Override
            public void close() {
                stream.flush();
            }
        }, true);
    }

    /**
     * The program itself: its options reach every command; given no command, it answers with its help.
     * Its help, the exit codes' meanings included, is in the help bundle ({@link CliWords#HELP}).
     */
    @CommandLine.Command(name = "taikai", scope = ScopeType.INHERIT, mixinStandardHelpOptions = true,
            versionProvider = TaikaiVersion.class, sortOptions = false,
            exitCodeOnInvalidInput = USAGE, exitCodeOnExecutionException = FAULT)
    static final class Taikai implements Callable<Integer> {
        private final Words words;

        @Option(names = "--debug", scope = ScopeType.INHERIT)
        boolean debug;

        @Spec
        CommandSpec spec;

        Taikai(Words words) {
            this.words = words;
        }

        /** The command line's sentences, in the language it was started in. */
        Words words() {
            return words;
        }

        @Override
        public Integer call() {
            spec.commandLine().usage(spec.commandLine().getErr());
            return USAGE;
        }
    }

    /** A command added with {@link #with(String, Command)}: it is handed its words as they were typed. */
    @CommandLine.Command
    static final class OwnWords implements Callable<Integer> {
        private final Command command;
        private final PrintStream out;
        private final PrintStream err;

        @Parameters(paramLabel = "WORDS", arity = "0..*")
        List<String> words = new ArrayList<>();

        OwnWords(Command command, PrintStream out, PrintStream err) {
            this.command = command;
            this.out = out;
            this.err = err;
        }

        String usage() {
            return command.usage();
        }

        @Override
        public Integer call() {
            return command.run(List.copyOf(words), out, err);
        }
    }
}
