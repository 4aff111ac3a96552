package taikai.app.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.IHelpSectionRenderer;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The program's help page, made from the commands' own declarations: the three ways to open the
 * desktop (decision 0028), then one line per command with its words and options, and what it does;
 * and the answer to a command line that cannot be used: picocli's sentence, then the usage.
 */
final class HelpPage {
    private static final int WIDTH = 80;

    private HelpPage() {
    }

    static void arrange(CommandLine root) {
        String me = root.getCommandName();
        Map<String, IHelpSectionRenderer> sections = root.getHelpSectionMap();
        sections.put(UsageMessageSpec.SECTION_KEY_HEADER,
                new Fixed("Taikai runs a kendo or naginata tournament from plain files in one data folder.%n%n"));
        sections.put(UsageMessageSpec.SECTION_KEY_SYNOPSIS_HEADING, new Fixed("Usage:%n"));
        sections.put(UsageMessageSpec.SECTION_KEY_SYNOPSIS, new Fixed(String.format(
                "  %1$s                 open the desktop app on sample-tournament/%n"
                        + "  %1$s DIR             open the desktop app on the data folder DIR%n"
                        + "  %1$s court [ADDRESS] open the desktop app as a court table of the hall laptop at ADDRESS%n",
                me).replace("%", "%%")));
        sections.put(UsageMessageSpec.SECTION_KEY_OPTION_LIST_HEADING, new Fixed("%nOptions:%n"));
        sections.put(UsageMessageSpec.SECTION_KEY_COMMAND_LIST, new CommandList(root));
    }

    // Named classes, never lambdas, implement picocli's interfaces: picocli's class files are of Java 5, and
    // the JDK 17 that writes the launcher's class data archive (-XX:ArchiveClassesAtExit) crashes at exit on
    // a lambda proxy of such an interface (JDK-8274944, JDK-8285914).

    /** A section of the help page that is always the same text ({@code %n} a line end). */
    private static final class Fixed implements IHelpSectionRenderer {
        private final String format;

        Fixed(String format) {
            this.format = format;
        }

        @Override
        public String render(Help help) {
            return String.format(format);
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

    /** A word an option cannot take, said as a whole sentence that names the option, so nothing is put before it. */
    static final class Refused extends TypeConversionException {
        private static final long serialVersionUID = 1L;

        Refused(String sentence) {
            super(sentence);
        }
    }

    /** A whole number, for every option that takes one; picocli puts the option's name before the sentence. */
    static final class WholeNumber implements ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            try {
                return Long.parseLong(text.trim());
            } catch (NumberFormatException e) {
                throw new TypeConversionException("\"" + text + "\" is not a whole number.");
            }
        }
    }

    /** A whole number that fits an int. */
    static final class SmallWholeNumber implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String text) {
            long number = new WholeNumber().convert(text);
            if (number < Integer.MIN_VALUE || number > Integer.MAX_VALUE) {
                throw new TypeConversionException("\"" + text + "\" is too large a number.");
            }
            return (int) number;
        }
    }

    /** Bad usage: what picocli found wrong, a near command when there is one, then the usage; exit 2. */
    static final class BadUsage implements IParameterExceptionHandler {
        @Override
        public int handleParseException(ParameterException e, String[] args) {
            return badUsage(e);
        }
    }

    private static int badUsage(ParameterException e) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        if (e.getCause() instanceof Refused refused) {
            err.println(refused.getMessage());
        } else if (command.getParent() == null && e instanceof UnmatchedArgumentException unmatched
                && !unmatched.getUnmatched().isEmpty() && !unmatched.getUnmatched().get(0).startsWith("-")) {
            err.println("\"" + unmatched.getUnmatched().get(0) + "\" is not a Taikai command.");
        } else {
            err.println(e.getMessage());
        }
        UnmatchedArgumentException.printSuggestions(e, err);
        err.println();
        command.usage(err);
        return Cli.USAGE;
    }
}
