package taikai.ui.problems;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.problem.Problem;
import taikai.ui.session.Snapshot;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

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
                lines.add(c.fatalProblems().stream().findFirst().map(p -> words().say("unreadable.line", c.id(), where(p))).orElse(c.id()));
            }
        }
        return new FolderReport(snapshot.problems().size(), ids, lines);
    }

    /** The status line after opening {@code root}. */
    public String opened(Path root) {
        if (problems == 0) {
            return words().say("opened.clean", root.toString());
        }
        return words().say("opened", root.toString(), found());
    }

    /** The status line after Reload. */
    public String reloaded() {
        return problems == 0 ? words().say("reloaded.clean") : words().say("reloaded", found());
    }

    /** The banner under the header; empty when every competition can be written. */
    public String banner() {
        if (unreadable.isEmpty()) {
            return "";
        }
        boolean one = unreadable.size() == 1;
        return words().say(one ? "banner.one" : "banner.many", names(unreadable));
    }

    private String found() {
        if (unreadableIds.isEmpty()) {
            return words().say("found.writable", problems);
        }
        return words().say("found.unreadable", problems, names(unreadableIds));
    }

    private static String where(Problem p) {
        if (p.line() <= 0) {
            return p.file();
        }
        return p.column() > 0 ? words().say("where.column", p.file(), String.valueOf(p.line()), String.valueOf(p.column()))
                : words().say("where.line", p.file(), String.valueOf(p.line()));
    }

    private static String names(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return words().say("names.and", String.join(words().say("names.comma"), items.subList(0, items.size() - 1)),
                items.get(items.size() - 1));
    }

    /** A record keeps no field of its own: its sentences are looked up in the desktop's language when said. */
    private static Words words() {
        return DeskWords.of(FolderReport.class);
    }
}
