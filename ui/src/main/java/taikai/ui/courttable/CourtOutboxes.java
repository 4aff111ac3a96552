package taikai.ui.courttable;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import taikai.wal.file.AtomicFile;

/**
 * Where a court table keeps its outbox: in the user's settings folder, one folder per hall laptop
 * and court, so a table that serves two courts in a day, or two halls, never mixes their entries,
 * and a restarted laptop finds its waiting entries by connecting to the same hall as the same court.
 * Beside each outbox is the table's kept copy of the hall ({@link taikai.app.hall.client.HallCopy}), so the
 * court can start again while the hall laptop is away.
 */
public final class CourtOutboxes {
    static final String FOLDER = "court-outboxes";
    /** In a court's outbox folder once the table moved to another hall: that hall's address (decision 0030). */
    static final String MOVED_TO = "moved-to.txt";

    private CourtOutboxes() {
    }

    /**
     * The outbox of {@code court} at {@code hall}: the folder of a table that moved there from another
     * hall (so a table restarted after a move finds the entries still waiting), else the hall's own.
     */
    public static Path folder(Path settings, URI hall, String court) {
        String courtFolder = "court-" + safe(court);
        Path halls = settings.resolve(FOLDER);
        if (Files.isDirectory(halls)) {
            try (DirectoryStream<Path> each = Files.newDirectoryStream(halls)) {
                for (Path other : each) {
                    Path moved = other.resolve(courtFolder).resolve(MOVED_TO);
                    if (Files.isRegularFile(moved)
                            && Files.readString(moved, StandardCharsets.UTF_8).strip().equals(hall.toString())) {
                        return other.resolve(courtFolder);
                    }
                }
            } catch (IOException e) {
                // A folder that cannot be listed has no move to follow: the hall's own outbox it is.
            }
        }
        return hallFolder(settings, hall).resolve(courtFolder);
    }

    /** Notes in {@code outboxFolder} that its table now sends to {@code hall}, so a restart connecting there finds it. */
    public static void moved(Path outboxFolder, URI hall) throws IOException {
        AtomicFile.onDisk().replace(outboxFolder.resolve(MOVED_TO), (hall + "\n").getBytes(StandardCharsets.UTF_8));
    }

    /** The folder of one hall laptop, holding a folder per court this table has been. */
    public static Path hallFolder(Path settings, URI hall) {
        return settings.resolve(FOLDER).resolve(safe(hall.getHost() + "-" + hall.getPort()));
    }

    /** Letters, digits, dots and dashes only: a host or court name must not climb out of the folder. */
    static String safe(String text) {
        String cleaned = text.replaceAll("[^A-Za-z0-9.-]", "_");
        return cleaned.replace("..", "__");
    }
}
