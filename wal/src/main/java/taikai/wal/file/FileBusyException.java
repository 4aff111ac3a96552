package taikai.wal.file;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Another program holds the file, so it could not be replaced, moved or removed even after
 * several pauses; on Windows a spreadsheet with a CSV open is the usual cause. Retryable: the
 * target kept its old bytes and the caller still holds (or has logged) the new ones.
 */
public final class FileBusyException extends IOException {
    private static final long serialVersionUID = 1L;

    private final transient Path file;

    /** {@code shownName} is the name a person recognises, usually relative to the data folder. */
    public FileBusyException(Path file, String shownName, Throwable cause) {
        super(shownName + " is open in another program (a spreadsheet such as Excel?). "
                + "Close it and try again; nothing was lost.", cause);
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** The same failure, naming the file the way the caller's reader knows it. */
    public FileBusyException shownAs(String shownName) {
        return new FileBusyException(file, shownName, getCause());
    }
}
