package taikai.ui.scoreboard;

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

    // Held so the overview follows the courts for as long as it lives.
    private final ListChangeListener<CourtColumn> follower;

    public OverviewViewModel(ObservableList<CourtColumn> courts) {
        follower = change -> show(courts);
        courts.addListener(new javafx.collections.WeakListChangeListener<>(follower));
        show(courts);
    }

    public ObservableList<Line> lines() {
        return FXCollections.unmodifiableObservableList(lines);
    }

    private void show(List<CourtColumn> courts) {
        lines.setAll(courts.stream().map(OverviewViewModel::line).toList());
    }

    private static Line line(CourtColumn court) {
        QueueLine now = court.running();
        String next = court.waiting().isEmpty() ? "" : "Next: " + court.waiting().get(0).heading() + ", "
                + court.waiting().get(0).shiro() + " \u2013 " + court.waiting().get(0).aka();
        if (now == null) {
            return new Line("Court " + court.court(), "No match right now", "", "", "", next);
        }
        return new Line("Court " + court.court(), now.heading() + " \u00B7 " + now.competition(), now.shiro(), now.aka(),
                now.score(), next);
    }
}
