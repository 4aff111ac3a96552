package taikai.app.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpSectionRenderer;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;
import taikai.words.Language;
import taikai.words.Words;

/**
 * The program's help page, made from the commands' own declarations: the three ways to open the
 * desktop (decision 0028), then one line per command with its words and options, and what it does;
 * and the answer to a command line that cannot be used: picocli's sentence, then the usage. Its words
 * are the help bundle's ({@link CliWords#HELP}) and the command line's sentences; the words a person
 * types (DIR, court, --help) stay as they are typed.
 */
final class HelpPage {
    private static final int WIDTH = 80;

    private HelpPage() {
    }

    static void arrange(CommandLine root, ResourceBundle help) {
        String me = root.getCommandName();
        String n = System.lineSeparator();
        Map<String, IHelpSectionRenderer> sections = root.getHelpSectionMap();
        sections.put(UsageMessageSpec.SECTION_KEY_HEADER, new Fixed(help.getString("page.header") + n + n));
        sections.put(UsageMessageSpec.SECTION_KEY_SYNOPSIS_HEADING, new Fixed(help.getString("page.usage") + n));
        sections.put(UsageMessageSpec.SECTION_KEY_SYNOPSIS, new Fixed(
                "  " + me + "                 " + help.getString("page.sample") + n
                        + "  " + me + " DIR             " + help.getString("page.folder") + n
                        + "  " + me + " court [ADDRESS] " + help.getString("page.court") + n));
        sections.put(UsageMessageSpec.SECTION_KEY_OPTION_LIST_HEADING, new Fixed(n + help.getString("page.options") + n));
        sections.put(UsageMessageSpec.SECTION_KEY_COMMAND_LIST, new CommandList(root));
    }

    // Named classes, never lambdas, implement picocli's interfaces: picocli's class files are of Java 5, and
    // the JDK 17 that writes the launcher's class data archive (-XX:ArchiveClassesAtExit) crashes at exit on
    // a lambda proxy of such an interface (JDK-8274944, JDK-8285914).

    /** A section of the help page that is always the same text. */
    private static final class Fixed implements IHelpSectionRenderer {
        private final String text;

        Fixed(String text) {
            this.text = text;
        }

        @Override
        public String render(Help help) {
            return text;
        }
    }

    /** One entry per command: its words, then what it does, wrapped. */
    private static final class CommandList implements IHelpSectionRenderer {
        private final CommandLine root;

        CommandList(CommandLine root) {
            this.root = root;
        }

        @Override
        public String render(Help help) {
            StringBuilder text = new StringBuilder();
            for (Map.Entry<String, CommandLine> command : root.getSubcommands().entrySet()) {
                CommandSpec spec = command.getValue().getCommandSpec();
                text.append("  ").append(root.getCommandName()).append(' ').append(synopsis(command.getKey(), spec))
                        .append(System.lineSeparator());
                String says = String.join(" ", spec.usageMessage().description()).replace("%n", " ").strip();
                for (String line : wrap(says, WIDTH - 6)) {
                    text.append("      ").append(line).append(System.lineSeparator());
                }
            }
            return text.toString();
        }
    }

    /** The command's words as the help lists it: required options, the arguments, then the options one may add. */
    static String synopsis(String name, CommandSpec spec) {
        if (spec.userObject() instanceof Cli.OwnWords own) {
            return own.usage();
        }
        StringBuilder s = new StringBuilder(name);
        for (OptionSpec option : spec.options()) {
            if (option.required() && shown(option)) {
                s.append(' ').append(option.longestName()).append(' ').append(option.paramLabel());
            }
        }
        for (PositionalParamSpec parameter : spec.positionalParameters()) {
            if (!parameter.inherited()) {
                s.append(' ').append(parameter.arity().min() == 0 ? "[" + parameter.paramLabel() + "]" : parameter.paramLabel());
            }
        }
        for (ArgGroupSpec group : spec.argGroups()) {
            List<String> names = new ArrayList<>();
            group.options().forEach(o -> names.add(o.longestName()));
            s.append(" [").append(String.join("|", names)).append(']');
        }
        for (OptionSpec option : spec.options()) {
            if (!option.required() && shown(option)) {
                s.append(" [").append(option.longestName())
                        .append(option.arity().max() == 0 ? "" : " " + option.paramLabel()).append(']');
            }
        }
        return s.toString();
    }

    private static boolean shown(OptionSpec option) {
        return !option.inherited() && !option.usageHelp() && !option.versionHelp() && option.group() == null;
    }

    private static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    /**
     * A word an option cannot take, said as a whole sentence that names the option, so nothing is put
     * before it: the key of the sentence in the command line's bundle and its arguments, said by
     * {@link BadUsage} in the command line's language (picocli makes a converter without it).
     */
    static final class Refused extends TypeConversionException {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final transient Object[] arguments;

        Refused(String key, Object... arguments) {
            super(key);
            this.key = key;
            this.arguments = arguments.clone();
        }

        String sentence(Words words) {
            return words.say(key, arguments);
        }
    }

    /** A number that cannot be taken: the key of the sentence, said with the option's name by {@link BadUsage}. */
    static final class NotANumber extends TypeConversionException {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final String text;

        NotANumber(String key, String text, String english) {
            super(english);
            this.key = key;
            this.text = text;
        }
    }

    /** A whole number, for every option that takes one; the sentence names the option before what was typed. */
    static final class WholeNumber implements ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            try {
                return Long.parseLong(text.trim());
            } catch (NumberFormatException e) {
                throw new NotANumber("usage.notWholeNumber", text, "\"" + text + "\" is not a whole number.");
            }
        }
    }

    /** A whole number that fits an int. */
    static final class SmallWholeNumber implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String text) {
            long number = new WholeNumber().convert(text);
            if (number < Integer.MIN_VALUE || number > Integer.MAX_VALUE) {
                throw new NotANumber("usage.tooLargeNumber", text, "\"" + text + "\" is too large a number.");
            }
            return (int) number;
        }
    }

    /** Bad usage: what picocli found wrong, a near command when there is one, then the usage; exit 2. */
    static final class BadUsage implements IParameterExceptionHandler {
        private final Words words;

        BadUsage(Words words) {
            this.words = words;
        }

        @Override
        public int handleParseException(ParameterException e, String[] args) {
            return badUsage(e, words);
        }
    }

    /**
     * picocli's own sentence, in the command line's language where it is one of the two forms a person
     * meets most ("Unknown option: '--colour'", "Missing required parameter: 'DEST'"): said from the
     * bundle when its English is exactly picocli's, so a form picocli words otherwise stays as picocli
     * wrote it, in English.
     */
    private static String picocliSentence(ParameterException e, Words words) {
        String key = null;
        List<String> quoted = new ArrayList<>();
        if (e instanceof UnmatchedArgumentException unmatched && unmatched.isUnknownOption()) {
            key = "usage.unknownOptions";
            unmatched.getUnmatched().forEach(word -> quoted.add("'" + word + "'"));
        } else if (e instanceof MissingParameterException missing
                && missing.getMissing().stream().allMatch(ArgSpec::isPositional)) {
            key = "usage.missingParameters";
            missing.getMissing().forEach(arg -> quoted.add("'" + arg.paramLabel() + "'"));
        }
        if (key == null || quoted.isEmpty()) {
            return e.getMessage();
        }
        Object[] arguments = {quoted.size(), String.join(", ", quoted)};
        return words.in(Language.ENGLISH).say(key, arguments).equals(e.getMessage()) ? words.say(key, arguments)
                : e.getMessage();
    }

    /** What picocli would suggest for a word it does not know: a near command, or the options there are. */
    private static void suggest(ParameterException e, Words words, PrintWriter err) {
        if (!(e instanceof UnmatchedArgumentException unmatched) || unmatched.getSuggestions().isEmpty()) {
            return;
        }
        List<String> near = new ArrayList<>();
        String qualified = unmatched.isUnknownOption() ? "" : e.getCommandLine().getCommandSpec().qualifiedName() + " ";
        unmatched.getSuggestions().forEach(word -> near.add(qualified + word));
        if (unmatched.isUnknownOption()) {
            err.println(words.say("usage.possibleOptions", String.join(", ", near)));
        } else if (near.size() == 1) {
            err.println(words.say("usage.didYouMean", near.get(0)));
        } else if (near.size() == 2) {
            err.println(words.say("usage.didYouMeanEither", near.get(0), near.get(1)));
        } else {
            UnmatchedArgumentException.printSuggestions(e, err);
        }
    }

    private static int badUsage(ParameterException e, Words words) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        if (e.getCause() instanceof Refused refused) {
            err.println(refused.sentence(words));
        } else if (e.getCause() instanceof NotANumber number && e.getArgSpec() instanceof OptionSpec option) {
            err.println(words.say(number.key, option.longestName(), number.text));
        } else if (command.getParent() == null && e instanceof UnmatchedArgumentException unmatched
                && !unmatched.getUnmatched().isEmpty() && !unmatched.getUnmatched().get(0).startsWith("-")) {
            err.println(words.say("usage.notACommand", unmatched.getUnmatched().get(0)));
        } else {
            err.println(picocliSentence(e, words));
        }
        suggest(e, words, err);
        err.println();
        command.usage(err);
        return Cli.USAGE;
    }
}
