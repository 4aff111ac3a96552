package taikai.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import taikai.app.backup.Backup;
import taikai.app.compare.Comparison;
import taikai.app.compare.LineDiff;
import taikai.app.compare.Report;
import taikai.app.history.History;
import taikai.storage.folder.FolderReader;

/**
 * {@code taikai compare A B}: what changed from the copy A to the copy B in tournament words,
 * grouped by competition; {@code --markdown} writes it as Markdown, {@code --lines} as a
 * line-by-line diff of the files. A or B may be a point in a folder's history, {@code DIR@commit}
 * or {@code DIR@yyyy-MM-ddTHH:mm} (decision 0029). Reads only. Exit 0 when they hold the same, 1 when
 * they differ, 2 on bad usage, 4 when a copy cannot be read.
 */
@Command(name = "compare") // its own exit codes' meanings are in the help bundle, under compare.
final class CompareCommand extends Action {
    @Parameters(index = "0", paramLabel = "A", descriptionKey = "A")
    String first;

    @Parameters(index = "1", paramLabel = "B", descriptionKey = "B")
    String second;

    @ArgGroup(exclusive = true)
    Form form;

    /** How the difference is written: in tournament words as plain text (neither given), as Markdown, or file lines. */
    static final class Form {
        @Option(names = "--markdown", required = true)
        boolean markdown;

        @Option(names = "--lines", required = true)
        boolean lines;
    }

    @Override
    public Integer call() {
        List<Path> temporary = new ArrayList<>();
        try {
            Path a = folderOf(first, temporary);
            Path b = folderOf(second, temporary);
            if (a == null || b == null) {
                return Cli.USAGE;
            }
            if (form != null && form.lines) {
                String diff = LineDiff.of(files(a), files(b));
                out().print(diff);
                return diff.isEmpty() ? Cli.OK : Cli.PROBLEMS;
            }
            Comparison comparison = Comparison.of(FolderReader.read(a), FolderReader.read(b));
            out().print(form != null && form.markdown ? Report.markdown(first, second, comparison)
                    : Report.plain(first, second, comparison));
            return comparison.equal() ? Cli.OK : Cli.PROBLEMS;
        } catch (History.Unknown e) {
            err().println(e.getMessage());
            return Cli.USAGE;
        } catch (IOException e) {
            err().println(say("compare.unreadable", FileTrouble.sentence(words(), e)));
            return Cli.FILES;
        } finally {
            temporary.forEach(History::removeTree);
        }
    }

    /** The folder holding the copy: the folder itself, or a point of its history written out to a temporary folder. */
    private Path folderOf(String copy, List<Path> temporary) throws IOException, History.Unknown {
        int at = copy.lastIndexOf('@');
        if (at > 0 && !Files.isDirectory(Path.of(copy))) {
            Path folder = Path.of(copy.substring(0, at));
            Path written = History.beside(folder).writeOut(copy.substring(at + 1));
            temporary.add(written);
            return written;
        }
        Path dir = Path.of(copy);
        if (!Files.isDirectory(dir)) {
            throw new History.Unknown(say("compare.notFolder", dir, dir.getFileName()));
        }
        if (!Files.isRegularFile(dir.resolve("tournament.md"))) {
            throw new History.Unknown(say("folder.noTournament", dir));
        }
        return dir;
    }

    private static SortedMap<String, byte[]> files(Path root) throws IOException {
        SortedMap<String, byte[]> files = new TreeMap<>();
        for (String file : Backup.filesOf(root)) {
            files.put(file, Files.readAllBytes(root.resolve(file)));
        }
        return files;
    }
}
