package taikai.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import taikai.print.Paper;
import taikai.print.Printed;
import taikai.print.Printing;
import taikai.print.Source;
import taikai.print.What;

/**
 * {@code taikai print DIR DEST [--what KIND] [--competition ID] [--paper a4|letter|a3] [--blank] [--site URL]}:
 * a PDF of pool sheets, trees, score sheets, team sheets, name tags, the court schedule, results
 * or the whole booklet (the default). DEST is a .pdf file, or a folder the file is named into.
 * The data folder is only read, never written.
 */
@Command(name = "print")
final class PrintCommand extends Action {
    @Parameters(index = "0", paramLabel = "DIR", descriptionKey = "DIR")
    Path dir;

    @Parameters(index = "1", paramLabel = "DEST", descriptionKey = "DEST")
    Path destination;

    @Option(names = "--what", paramLabel = "KIND", converter = KindWord.class, completionCandidates = KindWords.class)
    What what = What.BOOKLET;

    @Option(names = "--competition", paramLabel = "ID")
    Optional<String> competition = Optional.empty();

    @Option(names = "--paper", paramLabel = "a4|letter|a3", converter = PaperWord.class)
    Paper paper = Paper.A4;

    @Option(names = "--blank")
    boolean blank;

    @Option(names = "--site", paramLabel = "URL", converter = SiteAddress.class)
    Optional<String> site = Optional.empty();

    @Option(names = "--language", paramLabel = "xx", converter = LanguageWord.class)
    taikai.words.Language language = taikai.words.Language.ENGLISH;

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        if (!FolderArgument.isDataFolder(dir, words(), err)) {
            return Cli.USAGE;
        }
        Path dest = target(destination, what, competition);
        Optional<String> refused = OutsideFolder.refusal(dir, dest, words());
        if (refused.isPresent()) {
            err.println(refused.get());
            return Cli.USAGE;
        }
        Printed printed;
        try {
            printed = new Printing(Source.read(dir)).print(new Printing.Request(what, competition, paper, blank, site,
                    language));
        } catch (Printing.Refused e) {
            err.println(e.getMessage());
            return Cli.PROBLEMS;
        }
        try {
            OutsideFolder.write(dest, printed.pdf());
        } catch (IOException e) {
            err.println(say("print.notWritten", dest, FileTrouble.sentence(words(), e)));
            return Cli.FILES;
        }
        // What was printed is said by the print module; where it went is this command's own sentence after it.
        out.println(printed.sentence(words().language()) + " " + say("print.saved", dest));
        return printed.notes().stream().anyMatch(n -> n.startsWith("Competition \"")) ? Cli.PROBLEMS : Cli.OK;
    }

    /** The word of a kind of print, such as pools; its sentence names the words there are. */
    static final class KindWord implements ITypeConverter<What> {
        @Override
        public What convert(String value) {
            return What.fromWord(value).orElseThrow(() -> new HelpPage.Refused("print.kindRefused", value, What.words()));
        }
    }

    /** The words --what takes, for the help. */
    static final class KindWords implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return java.util.Arrays.stream(What.values()).map(What::word).iterator();
        }
    }

    /** One of the languages Taikai prints in, by its tag (decision 0042). */
    static final class LanguageWord implements ITypeConverter<taikai.words.Language> {
        @Override
        public taikai.words.Language convert(String value) {
            return taikai.words.Language.of(value).orElseThrow(() -> new HelpPage.Refused("print.languageRefused", value));
        }
    }

    /** A paper size Taikai prints on. */
    static final class PaperWord implements ITypeConverter<Paper> {
        @Override
        public Paper convert(String value) {
            return Paper.fromWord(value).orElseThrow(() -> new HelpPage.Refused("print.paperRefused", value));
        }
    }

    /** The public site's address as the hall server shows it. */
    static final class SiteAddress implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            if (!value.startsWith("http://") && !value.startsWith("https://")) {
                throw new HelpPage.Refused("print.siteRefused");
            }
            return value;
        }
    }

    /** DEST itself when it names a .pdf file; otherwise a file named after the print inside the folder DEST. */
    static Path target(Path dest, What what, Optional<String> competition) {
        if (dest.getFileName() != null && dest.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pdf")) {
            return dest;
        }
        return dest.resolve(what.word() + competition.map(c -> "-" + c).orElse("") + ".pdf");
    }
}
