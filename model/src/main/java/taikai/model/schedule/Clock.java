package taikai.model.schedule;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Times of day as whole minutes since midnight, the unit the planner works in: ScheduledAt is written
 * as HH:MM (file-formats, "schedule.csv": times HH:MM), so a plan never needs a finer grain. Durations
 * such as {@code 30m}, {@code 1h} or {@code 1h30m} are the blocks of tournament.md.
 */
public final class Clock {
    /** A time that is not one: empty or unreadable text. */
    public static final int NONE = -1;
    private static final Pattern TIME = Pattern.compile("([01]?[0-9]|2[0-3]):([0-5][0-9])(:[0-5][0-9])?");
    private static final Pattern BLOCK = Pattern.compile("(?=\\d)(?:(\\d{1,3})h)?(?:(\\d{1,4})m)?");
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("dd-MM-uuuu").withResolverStyle(ResolverStyle.STRICT);

    private Clock() {
    }

    /** Minutes since midnight of {@code 09:30} (or {@code 9:30}, or {@code 09:30:00}); {@link #NONE} when it is no time. */
    public static int minutes(String text) {
        Matcher m = TIME.matcher(text == null ? "" : text.strip());
        if (!m.matches()) {
            return NONE;
        }
        return Integer.parseInt(m.group(1)) * 60 + Integer.parseInt(m.group(2));
    }

    /** HH:MM of a minute of the day; a minute past midnight of the next day still counts on (24:10). */
    public static String text(int minutes) {
        return String.format(java.util.Locale.ROOT, "%02d:%02d", minutes / 60, minutes % 60);
    }

    /** The minutes of a block such as {@code 45m} or {@code 1h30m}; {@link #NONE} when unreadable, 0 when empty. */
    public static int block(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            return 0;
        }
        Matcher m = BLOCK.matcher(t);
        if (!m.matches()) {
            return NONE;
        }
        int hours = m.group(1) == null ? 0 : Integer.parseInt(m.group(1));
        int minutes = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
        return hours * 60 + minutes;
    }

    /** A DD-MM-YYYY date, or null when the text is none. */
    public static LocalDate date(String text) {
        try {
            return LocalDate.parse(text == null ? "" : text.strip(), DATE);
        } catch (DateTimeParseException notDate) {
            return null;
        }
    }

    public static String text(LocalDate date) {
        return date.format(DATE);
    }
}
