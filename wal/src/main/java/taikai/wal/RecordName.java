package taikai.wal;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * File names in {@code .wal/}. Taikai's records are {@code taikai-<20-digit sequence>.wal}; the
 * zero padding makes name order equal commit order. The other implementation of the same data
 * folder writes {@code <nanos>-<hex>.json} (file-formats.md, "Folder"), which can never match
 * Taikai's pattern, so neither program ever replays the other's records.
 */
final class RecordName {

    private static final Pattern OWN = Pattern.compile("taikai-(\\d{20})\\.wal");
    private static final Pattern FOREIGN = Pattern.compile("\\d+-[0-9a-fA-F]+\\.json");
    private static final String TORN_INFIX = ".torn-";
    private static final DateTimeFormatter STAMP =
            DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS").withZone(ZoneOffset.UTC);

    private RecordName() {
    }

    static String of(long sequence) {
        return String.format("taikai-%020d.wal", sequence);
    }

    /** The sequence of a Taikai record name, or empty for any other name. */
    static OptionalLong sequenceOf(String fileName) {
        Matcher matcher = OWN.matcher(fileName);
        return matcher.matches() ? OptionalLong.of(Long.parseLong(matcher.group(1))) : OptionalLong.empty();
    }

    static boolean isForeign(String fileName) {
        return FOREIGN.matcher(fileName).matches();
    }

    /** The name a damaged record is kept under: no longer a record name, so never replayed. */
    static String setAside(String fileName, Instant now) {
        return fileName + TORN_INFIX + STAMP.format(now);
    }

    static boolean isSetAside(String fileName) {
        return fileName.startsWith("taikai-") && fileName.contains(TORN_INFIX);
    }
}
