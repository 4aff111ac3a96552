package taikai.ui.court;

import java.net.URI;
import java.nio.file.Path;

/**
 * Where a court table keeps its outbox: in the user's settings folder, one folder per hall laptop
 * and court, so a table that serves two courts in a day, or two halls, never mixes their entries,
 * and a restarted laptop finds its waiting entries by connecting to the same hall as the same court.
 * Beside each outbox is the table's kept copy of the hall ({@link taikai.app.court.HallCopy}), so the
 * court can start again while the hall laptop is away.
 */
public final class CourtOutboxes {
    static final String FOLDER = "court-outboxes";

    private CourtOutboxes() {
    }

    public static Path folder(Path settings, URI hall, String court) {
        return hallFolder(settings, hall).resolve("court-" + safe(court));
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
