package taikai.app.cli;

import java.io.IOException;
import java.nio.file.Files;
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
@Command(name = "print", description = "write a PDF of pool sheets, trees, score sheets, team sheets, name tags, the"
        + " court schedule, results or the whole booklet to DEST (a .pdf file, or a folder)")
final class PrintCommand extends Action {
    @Parameters(index = "0", paramLabel = "DIR", description = "the data folder, the one holding tournament.md")
    Path dir;

    @Parameters(index = "1", paramLabel = "DEST", description = "the PDF file, or the folder it is named into")
    Path destination;

    @Option(names = "--what", paramLabel = "KIND", converter = KindWord.class, completionCandidates = KindWords.class,
            description = "what to print, one of: ${COMPLETION-CANDIDATES}; the booklet of all of them when not given")
    What what = What.BOOKLET;

    @Option(names = "--competition", paramLabel = "ID", description = "only this competition, such as juniors")
    Optional<String> competition = Optional.empty();

    @Option(names = "--paper", paramLabel = "a4|letter|a3", converter = PaperWord.class, description = "the paper size (default a4)")
    Paper paper = Paper.A4;

    @Option(names = "--blank", description = "empty pool sheets, for scoring by hand")
    boolean blank;

    @Option(names = "--site", paramLabel = "URL", converter = SiteAddress.class,
            description = "the public site's address, so each name tag opens its entrant's page")
    Optional<String> site = Optional.empty();

    @Option(names = "--language", paramLabel = "xx", converter = LanguageWord.class,
            description = "the printout's language: en, ja, fr, de, nl or es (default en)")
    taikai.words.Language language = taikai.words.Language.ENGLISH;

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        if (!Files.isRegularFile(dir.resolve("tournament.md"))) {
            err.println(dir + " is not a data folder: it holds no tournament.md.");
            return Cli.USAGE;
        }
        Path dest = target(destination, what, competition);
        Optional<String> refused = OutsideFolder.refusal(dir, dest);
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
            err.println("The PDF could not be written to " + dest + ": " + FileTrouble.sentence(e));
            return Cli.FILES;
        }
        out.println(printed.sentence() + " Saved as " + dest + ".");
        return printed.notes().stream().anyMatch(n -> n.startsWith("Competition \"")) ? Cli.PROBLEMS : Cli.OK;
    }

    /** The word of a kind of print, such as pools; its sentence names the words there are. */
    static final class KindWord implements ITypeConverter<What> {
        @Override
        public What convert(String value) {
            return What.fromWord(value).orElseThrow(() -> new HelpPage.Refused(
                    "\"" + value + "\" is not something Taikai prints; choose one of " + What.words() + "."));
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
            return taikai.words.Language.of(value).orElseThrow(() -> new HelpPage.Refused(
                    "\"" + value + "\" is not a language Taikai prints in; choose en, ja, fr, de, nl or es."));
        }
    }

    /** A paper size Taikai prints on. */
    static final class PaperWord implements ITypeConverter<Paper> {
        @Override
        public Paper convert(String value) {
            return Paper.fromWord(value).orElseThrow(() -> new HelpPage.Refused(
                    "\"" + value + "\" is not a paper size Taikai prints on; choose a4, letter or a3."));
        }
    }

    /** The public site's address as the hall server shows it. */
    static final class SiteAddress implements ITypeConverter<String> {
        @Override
        public String convert(String value) {
            if (!value.startsWith("http://") && !value.startsWith("https://")) {
                throw new HelpPage.Refused("--site takes the public site's address as the hall server shows it,"
                        + " such as http://192.168.1.20:7070.");
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
