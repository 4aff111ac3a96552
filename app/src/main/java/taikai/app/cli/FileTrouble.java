package taikai.app.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** The sentence for a file or folder that could not be read or written: which one, and what stood in the way. */
final class FileTrouble {
    private FileTrouble() {
    }

    static String sentence(IOException e) {
        if (e instanceof NoSuchFileException missing) {
            return missing.getFile() + " does not exist, so it could not be read or written.";
        }
        if (e instanceof AccessDeniedException denied) {
            return denied.getFile() + " may not be read or written by you (permission denied).";
        }
        if (e instanceof FileAlreadyExistsException exists) {
            return exists.getFile() + " already exists and is not replaced.";
        }
        if (e instanceof NotDirectoryException notFolder) {
            return notFolder.getFile() + " is not a folder.";
        }
        if (e instanceof FileSystemException fs && fs.getFile() != null) {
            return fs.getFile() + " could not be read or written" + (fs.getReason() == null ? "." : ": " + fs.getReason() + ".");
        }
        String said = e.getMessage() == null || e.getMessage().isBlank() ? "the disk gave no reason" : e.getMessage();
        return "A file could not be read or written: " + said + (said.endsWith(".") ? "" : ".");
    }
}
