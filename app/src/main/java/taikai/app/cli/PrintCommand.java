package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
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
final class PrintCommand implements Cli.Command {

    @Override
    public String usage() {
        return "print DIR DEST";
    }

    @Override
    public String summary() {
        return "write a PDF to DEST: --what " + What.words() + " (booklet when not given), --competition ID,"
                + " --paper a4|letter|a3, --blank for empty pool sheets, --site URL for name tags that open each entrant's page";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> folders = new ArrayList<>();
        What what = What.BOOKLET;
        Optional<String> competition = Optional.empty();
        Paper paper = Paper.A4;
        boolean blank = false;
        Optional<String> site = Optional.empty();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--blank")) {
                blank = true;
                continue;
            }
            if (arg.equals("--what") || arg.equals("--competition") || arg.equals("--paper") || arg.equals("--site")) {
                if (i + 1 >= args.size() || args.get(i + 1).startsWith("--")) {
                    err.println(arg + " needs a value after it, such as " + example(arg) + ".");
                    return Cli.USAGE;
                }
                String value = args.get(++i);
                switch (arg) {
                    case "--what" -> {
                        Optional<What> kind = What.fromWord(value);
                        if (kind.isEmpty()) {
                            err.println("\"" + value + "\" is not something Taikai prints; choose one of " + What.words() + ".");
                            return Cli.USAGE;
                        }
                        what = kind.get();
                    }
                    case "--paper" -> {
                        Optional<Paper> size = Paper.fromWord(value);
                        if (size.isEmpty()) {
                            err.println("\"" + value + "\" is not a paper size Taikai prints on; choose a4, letter or a3.");
                            return Cli.USAGE;
                        }
                        paper = size.get();
                    }
                    case "--site" -> {
                        if (!value.startsWith("http://") && !value.startsWith("https://")) {
                            err.println("--site takes the public site's address as the hall server shows it, such as http://192.168.1.20:7070.");
                            return Cli.USAGE;
                        }
                        site = Optional.of(value);
                    }
                    default -> competition = Optional.of(value);
                }
            } else if (arg.startsWith("--")) {
                err.println("\"" + arg + "\" is not an option of print; the options are --what, --competition, --paper, --blank and --site.");
                return Cli.USAGE;
            } else {
                folders.add(arg);
            }
        }
        if (folders.size() != 2) {
            err.println("Usage: taikai print DIR DEST [--what " + What.words() + "] [--competition ID] [--paper a4|letter|a3] [--blank] [--site URL]"
                    + "  (the data folder, then the PDF file or the folder it goes into).");
            return Cli.USAGE;
        }
        Path dir = Path.of(folders.get(0));
        if (!Files.isRegularFile(dir.resolve("tournament.md"))) {
            err.println(dir + " is not a data folder: it holds no tournament.md.");
            return Cli.USAGE;
        }
        Path dest = target(Path.of(folders.get(1)), what, competition);
        Optional<String> refused = OutsideFolder.refusal(dir, dest);
        if (refused.isPresent()) {
            err.println(refused.get());
            return Cli.USAGE;
        }
        Printed printed;
        try {
            printed = new Printing(Source.read(dir)).print(new Printing.Request(what, competition, paper, blank, site));
        } catch (Printing.Refused e) {
            err.println(e.getMessage());
            return Cli.PROBLEMS;
        }
        try {
            OutsideFolder.write(dest, printed.pdf());
        } catch (IOException e) {
            err.println("The PDF could not be written to " + dest + ": " + e.getMessage());
            return Cli.PROBLEMS;
        }
        out.println(printed.sentence() + " Saved as " + dest + ".");
        return printed.notes().stream().anyMatch(n -> n.startsWith("Competition \"")) ? Cli.PROBLEMS : Cli.OK;
    }

    private static String example(String option) {
        return switch (option) {
            case "--what" -> "--what pools";
            case "--paper" -> "--paper letter";
            case "--site" -> "--site http://192.168.1.20:7070";
            default -> "--competition juniors";
        };
    }

    /** DEST itself when it names a .pdf file; otherwise a file named after the print inside the folder DEST. */
    static Path target(Path dest, What what, Optional<String> competition) {
        if (dest.getFileName() != null && dest.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pdf")) {
            return dest;
        }
        return dest.resolve(what.word() + competition.map(c -> "-" + c).orElse("") + ".pdf");
    }
}
