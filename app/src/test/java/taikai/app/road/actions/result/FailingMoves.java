package taikai.app.road.actions.result;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicBoolean;
import taikai.app.testing.DiskSteps;

/**
 * The real disk, except that once armed the first rename into the competitions folder fails: the
 * write-ahead log has committed the change by then, and is part way through applying it.
 */
final class FailingMoves extends DiskSteps {
    final AtomicBoolean armed = new AtomicBoolean();

    @Override
    public void move(Path from, Path to) throws IOException {
        if (to.toString().contains("competitions") && armed.compareAndSet(true, false)) {
            throw new IOException("the disk refused to rename " + to.getFileName());
        }
        super.move(from, to);
    }
}
