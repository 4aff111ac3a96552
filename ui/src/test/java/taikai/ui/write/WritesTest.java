package taikai.ui.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import taikai.ui.UiExecutor;

class WritesTest {

    /** Holds submitted work until the test lets it run, as a slow network would. */
    private static final class HeldExecutor implements UiExecutor {
        private final Deque<Runnable> held = new ArrayDeque<>();

        @Override
        public <T> void submit(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Exception> onFailure) {
            held.add(() -> {
                try {
                    onSuccess.accept(work.call());
                } catch (Exception failure) {
                    onFailure.accept(failure);
                }
            });
        }

        @Override
        public void onFxThread(Runnable step) {
            step.run();
        }

        void runOldest() {
            held.removeFirst().run();
        }
    }

    @Test
    void sendingLastsUntilEveryWriteIsAnswered() {
        HeldExecutor executor = new HeldExecutor();
        Writes writes = new Writes(executor);
        writes.send("Men for aka in Pool A, match 1", WriteAnswer::applied);
        writes.send("Kote for aka in Pool A, match 1", WriteAnswer::applied);
        assertTrue(writes.sendingProperty().get());
        assertEquals("Sending: Kote for aka in Pool A, match 1.", writes.statusTextProperty().get());
        executor.runOldest();
        assertTrue(writes.sendingProperty().get());
        executor.runOldest();
        assertFalse(writes.sendingProperty().get());
        assertEquals("Kote for aka in Pool A, match 1. The change was saved.", writes.statusTextProperty().get());
    }

    @Test
    void aStatusLineStartsWithACapitalWhateverThePhraseBeganWith() {
        HeldExecutor executor = new HeldExecutor();
        Writes writes = new Writes(executor);
        writes.send("kiken of Ann Sato at Pool A, match 1", () -> new WriteAnswer(WriteAnswer.Outcome.APPLIED, "recorded."));
        executor.runOldest();
        assertEquals("Kiken of Ann Sato at Pool A, match 1. Recorded.", writes.statusTextProperty().get());
        writes.note("nothing was exported.");
        assertEquals("Nothing was exported.", writes.statusTextProperty().get());
    }

    @Test
    void aMissingAnswerIsNotTakenForSuccess() {
        HeldExecutor executor = new HeldExecutor();
        Writes writes = new Writes(executor);
        writes.send("Hikiwake in Pool B, match 3", () -> null);
        executor.runOldest();
        assertEquals(WriteAnswer.Outcome.TRY_AGAIN, writes.lastAnswerProperty().get().outcome());
    }

    @Test
    void anAnswerNeedsASentence() {
        assertThrows(IllegalArgumentException.class, () -> new WriteAnswer(WriteAnswer.Outcome.REFUSED, " "));
    }

    @Test
    void onlyLandedOutcomesCountAsLanded() {
        assertTrue(WriteAnswer.Outcome.DUPLICATE.landed());
        assertFalse(WriteAnswer.Outcome.HELD.landed());
        assertFalse(WriteAnswer.Outcome.CLOCK_WRONG.landed());
    }

    @Test
    void aNoteReplacesTheLastAnswerOnTheStatusLine() {
        Writes writes = new Writes(new taikai.ui.SynchronousUiExecutor());
        writes.send("Men for aka in Pool A, match 1", WriteAnswer::applied);
        writes.note("Opened the spring folder. Nothing has been saved in it since.");
        org.junit.jupiter.api.Assertions.assertEquals("Opened the spring folder. Nothing has been saved in it since.",
                writes.statusTextProperty().get());
        org.junit.jupiter.api.Assertions.assertNull(writes.lastAnswerProperty().get());
    }
}
