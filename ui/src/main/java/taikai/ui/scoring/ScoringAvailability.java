package taikai.ui.scoring;

import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableValue;
import taikai.ui.match.OpenMatch;

/**
 * Which of the sheet's actions make sense now. Point entry needs an open match, and in a team
 * encounter a selected bout; engi matches are entered as flags instead of points.
 */
public final class ScoringAvailability {
    private final ObservableValue<OpenMatch> current;
    private final ObservableValue<Integer> selectedBout;
    private final BooleanBinding matchOpen;
    private final BooleanBinding canScore;
    private final BooleanBinding engi;
    private final BooleanBinding team;
    private final BooleanBinding completed;
    private final BooleanBinding finished;
    private final BooleanBinding running;
    private final BooleanBinding scorable;

    ScoringAvailability(ObservableValue<OpenMatch> current, ObservableValue<Integer> selectedBout) {
        this.current = current;
        this.selectedBout = selectedBout;
        matchOpen = Bindings.createBooleanBinding(() -> current.getValue() != null, current);
        team = Bindings.createBooleanBinding(() -> current.getValue() != null && current.getValue().rules().team(), current);
        engi = Bindings.createBooleanBinding(() -> current.getValue() != null && current.getValue().rules().engi(), current);
        // A finished match takes no entry from the sheet: it is reopened or corrected first, so a key never lands on it.
        canScore = Bindings.createBooleanBinding(() -> target().isPresent() && !current.getValue().match().isCompleted(),
                current, selectedBout);
        scorable = Bindings.createBooleanBinding(() -> current.getValue() != null && !current.getValue().match().isCompleted(),
                current);
        completed = Bindings.createBooleanBinding(() -> current.getValue() != null && current.getValue().match().isCompleted()
                && !current.getValue().rules().team(), current);
        finished = Bindings.createBooleanBinding(() -> current.getValue() != null && current.getValue().match().isCompleted(), current);
        running = Bindings.createBooleanBinding(() -> current.getValue() != null
                && current.getValue().match().status() == taikai.model.match.MatchStatus.RUNNING, current);
    }

    /** The open match is finished (it can be reopened). */
    public BooleanBinding finishedBinding() {
        return finished;
    }

    /** A match is open and not finished: it can be finished, its flags recorded. */
    public BooleanBinding scorableBinding() {
        return scorable;
    }

    /** The open match is running on a court (it can go back to the queue). */
    public BooleanBinding runningBinding() {
        return running;
    }

    /** The open match is a finished individual match, which the score editor corrects. */
    public BooleanBinding correctableBinding() {
        return completed;
    }

    /** A match is open on the sheet. */
    public BooleanBinding matchOpenBinding() {
        return matchOpen;
    }

    /** Points, fouls and decisions can be entered: a match is open, and a bout is selected in a team encounter. */
    public BooleanBinding canScoreBinding() {
        return canScore;
    }

    /** The open match is an engi match, decided by flags. */
    public BooleanBinding engiBinding() {
        return engi;
    }

    /** The open match is a team encounter. */
    public BooleanBinding teamBinding() {
        return team;
    }

    boolean matchOpen() {
        return matchOpen.get();
    }

    /** The open match as a whole, if one is open. */
    Optional<ScoreTarget> wholeMatch() {
        OpenMatch open = current.getValue();
        return open == null ? Optional.empty() : Optional.of(ScoreTarget.match(open.competitionId(), open.id()));
    }

    /** Where a point or decision entered now would go, if anywhere. */
    Optional<ScoreTarget> target() {
        OpenMatch open = current.getValue();
        if (open == null) {
            return Optional.empty();
        }
        if (!open.rules().team()) {
            return Optional.of(ScoreTarget.match(open.competitionId(), open.id()));
        }
        Integer bout = selectedBout.getValue();
        return bout == null ? Optional.empty() : Optional.of(ScoreTarget.bout(open.competitionId(), open.id(), bout));
    }
}
