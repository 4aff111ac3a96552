package taikai.ui.scoreboard;

import taikai.ui.words.DeskWords;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import taikai.ui.courts.CourtColumn;
import taikai.ui.courts.QueueLine;

/**
 * Every court on one screen, for a projector over the hall: what is being fought on each court and
 * what comes next. It follows the courts as the folder is read again; it only reads.
 */
public final class OverviewViewModel {
    /** One court's line on the overview. */
    public record Line(String court, String heading, String shiro, String aka, String score, String next) {
    }

    private final ObservableList<Line> lines = FXCollections.observableArrayList();

    // One read-only view kept for good: a view made per call can be collected with the listeners added to it.

    private final ObservableList<Line> linesReadOnly = FXCollections.unmodifiableObservableList(lines);

    // Held so the overview follows the courts for as long as it lives: the list and the listener.
    private final ObservableList<CourtColumn> courts;
    private final ListChangeListener<CourtColumn> follower;

    public OverviewViewModel(ObservableList<CourtColumn> courts) {
        this.courts = courts;
        follower = change -> show(this.courts);
        courts.addListener(new javafx.collections.WeakListChangeListener<>(follower));
        show(courts);
    }

    public ObservableList<Line> lines() {
        return linesReadOnly;
    }

    private void show(List<CourtColumn> courts) {
        lines.setAll(courts.stream().map(OverviewViewModel::line).toList());
    }

    private static Line line(CourtColumn court) {
        QueueLine now = court.running();
        String next = court.waiting().isEmpty() ? "" : DeskWords.of(OverviewViewModel.class).say("overview.next",
                court.waiting().get(0).heading(), court.waiting().get(0).shiro(), court.waiting().get(0).aka());
        if (now == null) {
            return new Line(DeskWords.of(OverviewViewModel.class).say("court", court.court()), DeskWords.of(OverviewViewModel.class).say("overview.no-match"), "", "", "", next);
        }
        return new Line(DeskWords.of(OverviewViewModel.class).say("court", court.court()), now.heading() + " \u00B7 " + now.competition(), now.shiro(), now.aka(),
                now.score(), next);
    }
}
