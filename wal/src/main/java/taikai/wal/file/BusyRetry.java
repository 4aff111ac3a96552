package taikai.wal.file;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.List;

/**
 * Retries a step on a file that another program holds open, with growing pauses. Windows refuses
 * to rename over, remove or open for writing a file that a spreadsheet or a virus scanner holds:
 * it reports ERROR_ACCESS_DENIED ({@link AccessDeniedException}) or ERROR_SHARING_VIOLATION (a
 * plain {@link FileSystemException}). Both usually clear within a second for a scanner; a person
 * has to close a spreadsheet, and is told so by {@link FileBusyException}.
 */
public record BusyRetry(List<Long> pausesMillis) {

    /** 50, 100, 200, 400, 800 ms: about a second and a half before the person is asked. */
    public static final BusyRetry STANDARD = new BusyRetry(List.of(50L, 100L, 200L, 400L, 800L));

    public BusyRetry {
        pausesMillis = List.copyOf(pausesMillis);
    }

    /** One step on a file that may be held by another program. */
    @FunctionalInterface
    public interface Step {
        void run() throws IOException;
    }

    /**
     * Runs the step, retrying it after each pause while the file is busy; any other failure is
     * thrown at once. {@code file} and {@code shownName} go into the {@link FileBusyException}.
     */
    public void run(Path file, String shownName, Step step) throws IOException {
        for (int attempt = 0; ; attempt++) {
            try {
                step.run();
                return;
            } catch (FileSystemException e) {
                if (!isBusy(e)) {
                    throw e;
                }
                if (attempt >= pausesMillis.size()) {
                    throw new FileBusyException(file, shownName, e);
                }
                pause(pausesMillis.get(attempt));
            }
        }
    }

    /**
     * Only the two ways Windows says "held by another program"; the subclasses of
     * FileSystemException (no such file, already exists, atomic move not supported, ...) are
     * real errors that a pause cannot cure.
     */
    static boolean isBusy(FileSystemException e) {
        return e instanceof AccessDeniedException || e.getClass() == FileSystemException.class;
    }

    private static void pause(long millis) throws InterruptedIOException {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("Interrupted while waiting for a file held by another program.");
        }
    }
}
