package taikai.ui;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/** Runs every step at once on the calling thread, so a view-model test sees each answer immediately. */
public final class SynchronousUiExecutor implements UiExecutor {
    private int submitted;

    @Override
    public <T> void submit(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Exception> onFailure) {
        submitted++;
        T result;
        try {
            result = work.call();
        } catch (Exception failure) {
            onFailure.accept(failure);
            return;
        }
        onSuccess.accept(result);
    }

    @Override
    public void onFxThread(Runnable step) {
        step.run();
    }

    /** How many pieces of work went through this executor. */
    public int submitted() {
        return submitted;
    }
}
