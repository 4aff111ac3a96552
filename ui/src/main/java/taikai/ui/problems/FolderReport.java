package taikai.ui.problems;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.problem.Problem;
import taikai.ui.session.Snapshot;

/**
 * What a read of the data folder found, in the words the desktop says it with on open and on
 * Reload: how many problems, and which competitions cannot be written because a file of theirs does
 * not load (spec "When a file is wrong": every write to it is refused until it is repaired).
 *
 * @param problems every problem of the folder, notices included
 * @param unreadable one line per competition that did not load: its id and where its first file failed
 */
public record FolderReport(int problems, List<String> unreadableIds, List<String> unreadable) {

    public FolderReport {
        unreadableIds = List.copyOf(unreadableIds);
        unreadable = List.copyOf(unreadable);
    }

    public static FolderReport of(Snapshot snapshot) {
        List<String> ids = new ArrayList<>();
        List<String> lines = new ArrayList<>();
        for (LoadedCompetition c : snapshot.competitions().values()) {
            if (c.failed()) {
                ids.add(c.id());
                lines.add(c.fatalProblems().stream().findFirst().map(p -> c.id() + " (" + where(p) + ")").orElse(c.id()));
            }
        }
        return new FolderReport(snapshot.problems().size(), ids, lines);
    }

    /** The status line after opening {@code root}. */
    public String opened(Path root) {
        if (problems == 0) {
            return "Opened " + root + ". Nothing has been saved in it since.";
        }
        return "Opened " + root + ": " + found() + ".";
    }

    /** The status line after Reload. */
    public String reloaded() {
        return problems == 0 ? "Read the folder again: nothing is wrong in it." : "Read the folder again: " + found() + ".";
    }

    /** The banner under the header; empty when every competition can be written. */
    public String banner() {
        if (unreadable.isEmpty()) {
            return "";
        }
        boolean one = unreadable.size() == 1;
        return "Nothing can be written to " + names(unreadable) + " until " + (one ? "its file is" : "their files are")
                + " repaired: correct the file at the line and column shown on the Problems screen, then press Reload.";
    }

    private String found() {
        String count = problems + (problems == 1 ? " problem" : " problems") + " found (see Problems)";
        if (unreadableIds.isEmpty()) {
            return count + "; every competition can be written";
        }
        return count + "; " + names(unreadableIds) + (unreadableIds.size() == 1 ? " cannot be read" : " cannot be read");
    }

    private static String where(Problem p) {
        String at = p.line() > 0 ? ", line " + p.line() + (p.column() > 0 ? ", column " + p.column() : "") : "";
        return p.file() + at;
    }

    private static String names(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
