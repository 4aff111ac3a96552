package taikai.ui;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * The one seam between the FX application thread and everything slower: a write, a file read,
 * a network call. View models send work through it and get the result back on the FX thread, so
 * a view-model test can swap in an executor that runs every step at once.
 */
public interface UiExecutor {

    /**
     * Runs {@code work} away from the FX thread, then hands its result, or the exception it threw,
     * to the FX thread. Work submitted from one place runs in the order it was submitted.
     */
    <T> void submit(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Exception> onFailure);

    /** Runs {@code step} on the FX thread: at once when already there, otherwise as soon as it can. */
    void onFxThread(Runnable step);
}
