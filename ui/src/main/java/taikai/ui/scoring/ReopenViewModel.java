package taikai.ui.scoring;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import taikai.ui.match.OpenMatch;
import taikai.ui.write.Writes;

/**
 * Sending a match back: a finished one reopened to fight on (with the reason, which the write road
 * requires), or a running one returned to its court's queue. Both are server actions on the road.
 */
public final class ReopenViewModel {
    private final MatchCommands commands;
    private final Writes writes;
    private final Words words = DeskWords.of(ReopenViewModel.class);
    private ScoreTarget target;
    private String heading = "";

    // ---- properties ----
    private final ReadOnlyBooleanWrapper asking = new ReadOnlyBooleanWrapper(false);
    private final StringProperty reason = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");

    public ReopenViewModel(MatchCommands commands, Writes writes) {
        this.commands = commands;
        this.writes = writes;
    }

    /** True while the reason for a reopen is being asked for. */
    public ReadOnlyBooleanProperty askingProperty() {
        return asking.getReadOnlyProperty();
    }

    public StringProperty reasonProperty() {
        return reason;
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    // ---- commands ----

    /** Asks why {@code open}, a finished match, is to be fought on. */
    public void begin(OpenMatch open) {
        target = ScoreTarget.match(open.competitionId(), open.id());
        heading = open.heading();
        reason.set("");
        error.set("");
        asking.set(true);
    }

    public void cancel() {
        asking.set(false);
        error.set("");
    }

    /** Reopens the match with the reason given; without one, says so and sends nothing. */
    public void reopen() {
        if (reason.get().isBlank()) {
            error.set(words.say("reopen.needs-reason"));
            return;
        }
        ScoreTarget match = target;
        String why = reason.get().strip();
        asking.set(false);
        writes.send(words.say("reopen.sent", heading, why), () -> commands.reopen(match, why));
    }

    /** Sends the running match {@code open} back to its court's queue. */
    public void requeue(OpenMatch open) {
        ScoreTarget match = ScoreTarget.match(open.competitionId(), open.id());
        writes.send(words.say("reopen.requeued", open.heading()), () -> commands.requeue(match));
    }
}
