package taikai.ui.court;

import java.net.URI;
import java.nio.file.Path;

/**
 * Where a court table keeps its outbox: in the user's settings folder, one folder per hall laptop
 * and court, so a table that serves two courts in a day, or two halls, never mixes their entries,
 * and a restarted laptop finds its waiting entries by connecting to the same hall as the same court.
 */
public final class CourtOutboxes {
    static final String FOLDER = "court-outboxes";

    private CourtOutboxes() {
    }

    public static Path folder(Path settings, URI hall, String court) {
        return settings.resolve(FOLDER).resolve(safe(hall.getHost() + "-" + hall.getPort())).resolve("court-" + safe(court));
    }

    /** Letters, digits, dots and dashes only: a host or court name must not climb out of the folder. */
    static String safe(String text) {
        String cleaned = text.replaceAll("[^A-Za-z0-9.-]", "_");
        return cleaned.replace("..", "__");
    }
}
