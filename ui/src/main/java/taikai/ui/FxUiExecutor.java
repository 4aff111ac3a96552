package taikai.ui;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import javafx.application.Platform;

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
            }
        });
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
