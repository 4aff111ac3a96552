package taikai.app.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import taikai.words.Words;

/**
 * The sentence for a file or folder that could not be read or written: which one, and what stood in the
 * way. The system's own reason is handed on as the system said it.
 */
final class FileTrouble {
    private FileTrouble() {
    }

    static String sentence(Words words, IOException e) {
        if (e instanceof NoSuchFileException missing) {
            return words.say("file.missing", missing.getFile());
        }
        if (e instanceof AccessDeniedException denied) {
            return words.say("file.denied", denied.getFile());
        }
        if (e instanceof FileAlreadyExistsException exists) {
            return words.say("file.exists", exists.getFile());
        }
        if (e instanceof NotDirectoryException notFolder) {
            return words.say("file.notFolder", notFolder.getFile());
        }
        if (e instanceof FileSystemException fs && fs.getFile() != null) {
            return fs.getReason() == null ? words.say("file.unreadable", fs.getFile())
                    : words.say("file.unreadableBecause", fs.getFile(), fs.getReason());
        }
        if (e.getMessage() == null || e.getMessage().isBlank()) {
            return words.say("file.troubleNoReason");
        }
        return words.say("file.trouble", withoutStop(e.getMessage()));
    }

    /** The system's reason without its own full stop, since the sentence ends with one. */
    private static String withoutStop(String reason) {
        return reason.endsWith(".") ? reason.substring(0, reason.length() - 1) : reason;
    }
}
