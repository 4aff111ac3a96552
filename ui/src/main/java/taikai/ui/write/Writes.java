package taikai.ui.write;

import taikai.ui.words.DeskWords;
import java.util.concurrent.Callable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import taikai.ui.UiExecutor;

/**
 * The one way a screen sends a write, and the answer of the last one in words for the status
 * line. The write runs through the {@link UiExecutor}, never on the FX thread; its answer comes
 * back there. Properties change on the FX thread only.
 */
public final class Writes {
    private final UiExecutor executor;

    // ---- properties ----
    private final ReadOnlyStringWrapper statusText = new ReadOnlyStringWrapper(DeskWords.of(Writes.class).say("status.nothing-yet"));
    private final ReadOnlyObjectWrapper<WriteAnswer> lastAnswer = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper sending = new ReadOnlyBooleanWrapper(false);
    private int inFlight;

    public Writes(UiExecutor executor) {
        this.executor = executor;
    }

    /** The last answer as sentences: what was entered, then what the write road said. */
    public ReadOnlyStringProperty statusTextProperty() {
        return statusText.getReadOnlyProperty();
    }

    /** The last answer; null until one arrives. */
    public ReadOnlyObjectProperty<WriteAnswer> lastAnswerProperty() {
        return lastAnswer.getReadOnlyProperty();
    }

    /** True while a write is on its way and unanswered. */
    public ReadOnlyBooleanProperty sendingProperty() {
        return sending.getReadOnlyProperty();
    }

    // ---- commands ----

    /**
     * Sends {@code write}, described for the operator by {@code action}, a phrase such as
     * "Men for aka in Pool A-0". Call on the FX thread.
     */
    public void send(String action, Callable<WriteAnswer> write) {
        inFlight++;
        sending.set(true);
        statusText.set(DeskWords.of(Writes.class).say("status.sending", action));
        executor.submit(write, answer -> answered(action, answer), failure -> answered(action, WriteAnswer.notSent(failure)));
    }

    /** Says {@code sentence} on the status line without a write, as when another data folder is opened. */
    public void note(String sentence) {
        lastAnswer.set(null);
        statusText.set(capital(sentence));
    }

    /** Puts an answer that came without a write (a backup's) on the status line. Call on the FX thread. */
    public void tell(WriteAnswer answer) {
        lastAnswer.set(answer);
        statusText.set(capital(answer.sentence()));
    }

    private void answered(String action, WriteAnswer given) {
        WriteAnswer answer = given != null ? given
                : new WriteAnswer(WriteAnswer.Outcome.TRY_AGAIN, DeskWords.of(Writes.class).say("status.no-answer"));
        inFlight--;
        sending.set(inFlight > 0);
        lastAnswer.set(answer);
        statusText.set(DeskWords.of(Writes.class).say("status.answered", capital(action), capital(answer.sentence())));
    }

    /** A status line is sentences: each starts with a capital, whatever word the phrase began with. */
    static String capital(String sentence) {
        if (sentence == null || sentence.isEmpty() || !Character.isLowerCase(sentence.charAt(0))) {
            return sentence == null ? "" : sentence;
        }
        return Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1);
    }
}
