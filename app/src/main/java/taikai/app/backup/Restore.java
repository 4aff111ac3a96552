package taikai.app.backup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import taikai.storage.folder.FolderReader;
import taikai.storage.problem.Problem;
import taikai.wal.WriteAheadLog;

/**
 * A copy brought back as a new data folder: the copy is checked as {@code taikai check} does
 * (read, never written: the copy on the stick stays as it was), and only a copy with no wrong file
 * is copied, file by file, into a folder that does not exist yet, which the desktop then opens.
 * The folder the copy came from is never touched, so a restore cannot lose the day's later work.
 */
public final class Restore {
    private Restore() {
    }

    /** A restore that was not made, and why, in one sentence. */
    public static final class Refused extends Exception {
        public Refused(String sentence) {
            super(sentence);
        }
    }

    /** Checks {@code copy} and copies it into the new folder {@code into}; answers the new folder. */
    public static Path into(Path copy, Path into) throws Refused {
        if (!Files.isDirectory(copy)) {
            throw new Refused(copy + " is not a folder. Choose one of the backup copies.");
        }
        if (!Files.isRegularFile(copy.resolve("tournament.md"))) {
            throw new Refused(copy + " holds no tournament.md, so it is not a copy of a data folder.");
        }
        if (Files.exists(into, LinkOption.NOFOLLOW_LINKS)) {
            throw new Refused(into + " already exists, and a restore never writes over a folder. Choose a new name.");
        }
        if (Files.isDirectory(copy.resolve(WriteAheadLog.DIRECTORY))) {
            throw new Refused(copy + " holds a write-ahead log, so it is a data folder in use rather than a backup copy."
                    + " Open it as a folder instead.");
        }
        List<Problem> wrong = FolderReader.read(copy).problems().stream()
                .filter(p -> p.severity() != Problem.Severity.NOTICE).toList();
        if (!wrong.isEmpty()) {
            throw new Refused("The copy " + copy + " does not check clean (" + wrong.get(0)
                    + (wrong.size() > 1 ? ", and " + (wrong.size() - 1) + " more" : "")
                    + "), so it was not restored. Run \"taikai check\" on it to see every problem.");
        }
        try {
            Files.createDirectories(into.toAbsolutePath().getParent());
            Files.createDirectory(into);
            for (String file : Backup.filesOf(copy)) {
                Path to = into.resolve(file);
                Files.createDirectories(to.getParent());
                Files.copy(copy.resolve(file), to, StandardCopyOption.COPY_ATTRIBUTES);
            }
        } catch (IOException e) {
            throw new Refused("The copy could not be restored into " + into + ": " + e.getMessage()
                    + ". Remove what was made of " + into + " and try another place.");
        }
        return into;
    }
}
