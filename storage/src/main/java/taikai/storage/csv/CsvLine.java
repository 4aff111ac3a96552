package taikai.storage.csv;

import java.util.List;

/**
 * Writes one CSV row of the data folder, ending in LF. A field is quoted only when it holds a comma,
 * a quote, CR or LF, or starts with white space (file-formats "CSV, all files"), the rule the other
 * implementation's CSV writer follows. Jackson's CSV generator is not used for writing because
 * even in its strict mode it leaves a field that starts with a blank unquoted, which a reader that
 * trims blanks (ours, and every older file's {@code ", "} layout) would then lose.
 */
public final class CsvLine {
    private CsvLine() {
    }

    /** The fields joined by commas, each quoted only when the rule asks for it, then LF. */
    public static String of(List<String> fields) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(field(fields.get(i)));
        }
        return out.append('\n').toString();
    }

    /** One field, quoted with inner quotes doubled when the rule asks for it. */
    public static String field(String value) {
        String text = value == null ? "" : value;
        if (!needsQuotes(text)) {
            return text;
        }
        return '"' + text.replace("\"", "\"\"") + '"';
    }

    static boolean needsQuotes(String text) {
        if (text.isEmpty()) {
            return false;
        }
        if (startsWithWhiteSpace(text.codePointAt(0))) {
            return true;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == ',' || c == '"' || c == '\r' || c == '\n') {
                return true;
            }
        }
        return false;
    }

    // Java's white space, every Unicode space separator, and NEL: whatever a reader might trim.
    private static boolean startsWithWhiteSpace(int codePoint) {
        return Character.isWhitespace(codePoint) || Character.isSpaceChar(codePoint) || codePoint == 0x85;
    }
}
