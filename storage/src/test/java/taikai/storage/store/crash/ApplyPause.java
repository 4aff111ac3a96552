package taikai.storage.store.crash;

import java.io.IOException;
import java.nio.file.Path;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.ForwardingFileOps;

/**
 * The real disk, with a pause before every rename: a store write that answers once its log frame is
 * forced (decision 0031) applies its results file by a rename after the answer, so the pause widens
 * the moment between the answer and the apply and a random kill lands in it often.
 */
public final class ApplyPause extends ForwardingFileOps {
    /** The child's pause before each rename, in milliseconds (0: none). */
    static final String PROPERTY = "taikai.storm.applyPauseMillis";

    private final long pauseMillis;
    private final java.util.concurrent.atomic.AtomicLong renames = new java.util.concurrent.atomic.AtomicLong();

    public ApplyPause(long pauseMillis) {
        super(DiskFileOps.instance());
        this.pauseMillis = pauseMillis;
    }

    /** Renames wait from now until {@link #release}, whatever the pause. */
    public void hold() {
        gate = new java.util.concurrent.CountDownLatch(1);
    }

    /** Lets held renames go. */
    public void release() {
        gate.countDown();
    }

    private volatile java.util.concurrent.CountDownLatch gate;

    @Override
    public void move(Path from, Path to) throws IOException {
        try {
            java.util.concurrent.CountDownLatch held = gate;
            if (held != null) {
                held.await();
            }
            Thread.sleep(pauseMillis); // the injected slowness under test: a kill often lands between answer and apply
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        super.move(from, to);
        renames.incrementAndGet();
    }

    /** How many renames have been made. */
    public long renames() {
        return renames.get();
    }

}
