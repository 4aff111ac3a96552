package taikai.ui.problems;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import taikai.app.road.repair.BracketRepair;
import taikai.app.road.repair.RepairBracket;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.problem.Problem;
import taikai.ui.UiExecutor;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Snapshot;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * Everything wrong in the data folder, by file, line and column, so it can be found in the editor
 * already open; the repairs the spec allows for an unreadable bracket file; opening the folder and
 * reading it again after a fix by hand.
 */
public final class ProblemsViewModel {
    private final Words words = DeskWords.of(ProblemsViewModel.class);
    private final UiExecutor executor;
    private final RoadActions road;
    private final Runnable reloader;
    private final FolderOpener opener;
    private Path root;

    // ---- properties ----
    private final ObservableList<ProblemLine> problems = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<ProblemLine> problemsReadOnly = FXCollections.unmodifiableObservableList(problems);
    private final ObservableList<RepairLine> repairs = FXCollections.observableArrayList();
    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.
    private final ObservableList<RepairLine> repairsReadOnly = FXCollections.unmodifiableObservableList(repairs);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(words.say("no.folder"));
    private final ReadOnlyStringWrapper folderNote = new ReadOnlyStringWrapper("");

    public ProblemsViewModel(UiExecutor executor, RoadActions road, Runnable reloader, FolderOpener opener) {
        this.executor = executor;
        this.road = road;
        this.reloader = reloader;
        this.opener = opener;
    }

    public ObservableList<ProblemLine> problems() {
        return problemsReadOnly;
    }

    public ObservableList<RepairLine> repairs() {
        return repairsReadOnly;
    }

    /** How many problems, and what they mean for writing. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** What became of "open the folder". */
    public ReadOnlyStringProperty folderNoteProperty() {
        return folderNote.getReadOnlyProperty();
    }

    // ---- inputs ----

    public void show(Snapshot snapshot) {
        root = snapshot.root();
        List<Problem> all = snapshot.problems();
        problems.setAll(all.stream().map(ProblemLine::of).toList());
        List<RepairLine> lines = new ArrayList<>();
        for (Map.Entry<String, LoadedCompetition> c : snapshot.competitions().entrySet()) {
            BracketRepair.Offer offer = snapshot.repairs().get(c.getKey());
            if (offer != null) {
                lines.add(new RepairLine(c.getKey(), c.getKey(), offer.allowed(), offer.trade(),
                        offer.trade().startsWith("Reset") ? words.say("repair.rebuild") : words.say("repair.aside")));
            }
        }
        repairs.setAll(lines);
        long failed = snapshot.competitions().values().stream().filter(LoadedCompetition::failed).count();
        if (all.isEmpty()) {
            summary.set(words.say("nothing.wrong"));
        } else {
            summary.set(failed == 0 ? words.say("summary.loaded", all.size()) : words.say("summary.failed", all.size(), failed));
        }
    }

    // ---- commands ----

    public void reload() {
        reloader.run();
    }

    /** Shows the data folder in the file manager, off the FX thread. */
    public void openFolder() {
        Path folder = root;
        if (folder == null) {
            return;
        }
        executor.submit(() -> {
            opener.open(folder);
            return folder;
        }, opened -> folderNote.set(words.say("folder.opened", opened.toString())),
                failure -> folderNote.set(words.say("open.failed", failure.getMessage(), folder.toString())));
    }

    /** Sends the repair the competition's format allows through the write road. */
    public void repair(String competitionId) {
        road.send(words.say("repair.sent", competitionId),
                session -> RoadActions.Built.of(new RepairBracket(competitionId, session.now())));
    }
}
