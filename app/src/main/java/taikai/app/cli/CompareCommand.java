package taikai.app.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
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
 * they differ, 2 on bad usage.
 */
final class CompareCommand implements Cli.Command {

    @Override
    public String usage() {
        return "compare A B [--markdown|--lines]";
    }

    @Override
    public String summary() {
        return "say what changed from copy A to copy B (DIR, or DIR@commit / DIR@time in its history)";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err) {
        List<String> copies = new ArrayList<>();
        String form = "plain";
        for (String arg : args) {
            if (arg.equals("--markdown") || arg.equals("--lines")) {
                if (!form.equals("plain")) {
                    err.println("Choose one of --markdown and --lines. Usage: taikai " + usage() + ".");
                    return Cli.USAGE;
                }
                form = arg.substring(2);
            } else if (arg.startsWith("--")) {
                err.println("\"" + arg + "\" is not understood here. Usage: taikai " + usage() + ".");
                return Cli.USAGE;
            } else {
                copies.add(arg);
            }
        }
        if (copies.size() != 2) {
            err.println("Give two copies to compare, the earlier first. Usage: taikai " + usage() + ".");
            return Cli.USAGE;
        }
        List<Path> temporary = new ArrayList<>();
        try {
            Path a = folderOf(copies.get(0), temporary);
            Path b = folderOf(copies.get(1), temporary);
            if (a == null || b == null) {
                return Cli.USAGE;
            }
            if (form.equals("lines")) {
                String diff = LineDiff.of(files(a), files(b));
                out.print(diff);
                return diff.isEmpty() ? Cli.OK : Cli.PROBLEMS;
            }
            Comparison comparison = Comparison.of(FolderReader.read(a), FolderReader.read(b));
            out.print(form.equals("markdown") ? Report.markdown(copies.get(0), copies.get(1), comparison)
                    : Report.plain(copies.get(0), copies.get(1), comparison));
            return comparison.equal() ? Cli.OK : Cli.PROBLEMS;
        } catch (History.Unknown e) {
            err.println(e.getMessage());
            return Cli.USAGE;
        } catch (IOException e) {
            err.println("The copies could not be read: " + e.getMessage());
            return Cli.USAGE;
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
            throw new History.Unknown(dir + " is not a folder. Give two data folders, or a folder and a point in its"
                    + " history such as " + dir.getFileName() + "@2026-05-16T12:30.");
        }
        if (!Files.isRegularFile(dir.resolve("tournament.md"))) {
            throw new History.Unknown(dir + " is not a data folder: it holds no tournament.md.");
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
