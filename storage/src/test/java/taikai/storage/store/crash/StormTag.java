package taikai.storage.store.crash;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The mark transaction {@code number} of a storm writer leaves in every file it writes: as text
 * inside a reason field ({@code [storm w0 #17]}) and as the history line's key
 * ({@code storm-w0-17}), so the check can tell which transaction each file reflects.
 */
record StormTag(String writer, long number) {
    private static final Pattern TEXT = Pattern.compile("\\[storm (w\\d+) #(\\d+)]");
    private static final Pattern KEY = Pattern.compile("storm-(w\\d+)-(\\d+)");

    String text() {
        return "[storm " + writer + " #" + number + "]";
    }

    String key() {
        return "storm-" + writer + "-" + number;
    }

    /** The tag inside a reason field, if the storm wrote one there. */
    static Optional<StormTag> inText(String text) {
        Matcher m = TEXT.matcher(text);
        return m.find() ? Optional.of(new StormTag(m.group(1), Long.parseLong(m.group(2)))) : Optional.empty();
    }

    /** The tag a history line's key carries, if the storm wrote the line. */
    static Optional<StormTag> ofKey(String key) {
        Matcher m = KEY.matcher(key);
        return m.matches() ? Optional.of(new StormTag(m.group(1), Long.parseLong(m.group(2)))) : Optional.empty();
    }
}
