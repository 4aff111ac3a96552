package taikai.ui.courttable;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import taikai.app.hall.client.HallCopy;
import taikai.app.hall.client.HallReads;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * Court mode's kept copy of the hall ({@link HallCopy}): found when the hall laptop does not answer at
 * the start, kept again after each read of the hall and each entry, and put in sentences for the
 * screen. Failing to keep it never stops an entry: the outbox holds entries, the copy only lets a
 * restarted table show them.
 */
final class KeptHall {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final Supplier<Path> settingsFolder;
    private final ZoneId zone;
    private final Supplier<List<HallCopy.EnteredMatch>> entered;
    private volatile HallCopy copy;
    /** True from a start on the copy until a read of the hall answers. */
    private volatile boolean inUse;

    /** @param entered the matches as this table entered them, asked for at each write of the copy */
    KeptHall(Supplier<Path> settingsFolder, ZoneId zone, Supplier<List<HallCopy.EnteredMatch>> entered) {
        this.settingsFolder = settingsFolder;
        this.zone = zone;
        this.entered = entered;
    }

    /** The copy kept with {@code code} for this hall, or the sentence that the hall cannot be reached (and why no copy helps). */
    HallCopy.Kept find(URI hall, String code, HallReads.Unreachable away) throws IOException {
        HallCopy.Search search = HallCopy.find(CourtOutboxes.hallFolder(settingsFolder.get(), hall), code);
        if (search.copy().isPresent()) {
            return search.copy().get();
        }
        throw new IOException(away.getMessage() + (search.damaged().isEmpty() ? ""
                : " " + String.join(" ", search.damaged()) + " "
                        + DeskWords.of(KeptHall.class).say("connect.starts.once.answered")));
    }

    /** From now on keeps the copy beside the outbox in {@code courtFolder}, starting from {@code resumed} when it started from one. */
    void keepIn(Path courtFolder, String code, Optional<HallCopy.Kept> resumed) {
        copy = HallCopy.in(courtFolder, code, resumed, entered);
        inUse = resumed.isPresent();
    }

    /** Whether the table still shows the copy rather than a read of the hall. */
    boolean inUse() {
        return inUse;
    }

    /** Keeps a fresh read of the hall; the sentence why it could not, or empty. */
    String read(HallReads.CourtBoard board) {
        HallCopy keeper = copy;
        inUse = false;
        if (keeper == null) {
            return "";
        }
        try {
            keeper.read(board, Instant.now());
            return "";
        } catch (IOException e) {
            return cannotKeep(e);
        }
    }

    /** Keeps the matches as just entered; the sentence why it could not, if so. */
    Optional<String> entered() {
        HallCopy keeper = copy;
        if (keeper == null) {
            return Optional.empty();
        }
        try {
            keeper.entered();
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of(cannotKeep(e));
        }
    }

    void close() {
        copy = null;
        inUse = false;
    }

    /** What the screen says while it shows the copy of the hall read at {@code readAt}. */
    String workingFrom(Instant readAt) {
        ZonedDateTime read = readAt.atZone(zone);
        Words words = DeskWords.of(KeptHall.class);
        return read.toLocalDate().equals(LocalDate.now(zone)) ? words.say("copy.working.today", CLOCK.format(read))
                : words.say("copy.working.earlier", CLOCK.format(read), DateTimeFormatter.ofPattern(words.say("copy.day.pattern"),
                        words.language().locale()).format(read));
    }

    static String cannotKeep(IOException e) {
        Words words = DeskWords.of(KeptHall.class);
        String why = e.getMessage() == null || e.getMessage().isBlank() ? words.say("copy.no.reason") : e.getMessage();
        return words.say("copy.not.kept", why);
    }
}
