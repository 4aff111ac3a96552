package taikai.ui;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.application.Platform;
import taikai.app.road.ProblemLog;

/**
 * The desktop's {@link UiExecutor}: one background thread, so the writes an operator enters leave
 * in the order they were entered, and the only call to {@code Platform.runLater} in the app.
 */
public final class FxUiExecutor implements UiExecutor, AutoCloseable {
    private static final long SHUTDOWN_WAIT_MILLIS = 2_000;

    private final ExecutorService background = Executors.newSingleThreadExecutor(work -> {
        Thread thread = new Thread(work, "taikai-background");
        thread.setDaemon(true);
        return thread;
    });

    @Override
    public <T> void submit(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Exception> onFailure) {
        background.execute(() -> {
            try {
                T result = work.call();
                onFxThread(() -> onSuccess.accept(result));
            } catch (Exception failure) {
                onFxThread(() -> onFailure.accept(failure));
            } catch (Throwable fault) {
                // An Error (a stack overflow, a failed assertion, a class that does not load) must still
                // answer the screen, or it stays on "Sending..." for good. The fault goes to the log,
                // the screen gets a sentence (decision 0034).
                ProblemLog.fault("Work the desktop ran in the background met a fault.", fault);
                onFxThread(() -> onFailure.accept(new ProgramFault(fault)));
            }
        });
    }

    /** What the failure step is given for an {@link Error}: a sentence for a person; the fault is in the log. */
    public static final class ProgramFault extends Exception {
        private static final long serialVersionUID = 1L;
        public static final String SENTENCE = "A fault in the program stopped this, and it was written to this"
                + " laptop's log; tell the organiser";

        ProgramFault(Throwable fault) {
            super(SENTENCE, fault);
        }
    }

    @Override
    public void onFxThread(Runnable step) {
        if (Platform.isFxApplicationThread()) {
            step.run();
        } else {
            Platform.runLater(step);
        }
    }

    /**
     * Runs {@code step} on the FX thread after what is queued there now, even when called on it: from
     * a pulse listener, after that pulse (the desktop is built once the window's first frame is laid out).
     */
    public void afterThisPulse(Runnable step) {
        Platform.runLater(step);
    }

    /** Lets queued work finish for a moment, then stops the thread. */
    @Override
    public void close() {
        background.shutdown();
        try {
            background.awaitTermination(SHUTDOWN_WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
