package taikai.storage.markdown;

import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;

/**
 * A Markdown file with YAML front matter, split into its parts (file-formats "Markdown with front
 * matter"): a {@code ---} line, the YAML, a {@code ---} line, then the body, kept byte for byte
 * (the other implementation writes none and ignores one; Taikai keeps notes there).
 *
 * <p>The split is done by line rather than through flexmark's front-matter extension: that
 * extension hands back its own reading of the keys, while a reader here needs the YAML text itself,
 * the line it starts on (so a parse error points at the file's own line) and the exact body bytes.
 *
 * @param yaml the text between the two {@code ---} lines
 * @param linesBefore lines of the file before the YAML (the opening {@code ---})
 * @param body everything after the closing {@code ---} line, exactly as it was
 */
public record FrontMatter(String yaml, int linesBefore, String body) {
    private static final String FENCE = "---";

    /** Splits {@code text}; a file that opens a front matter block and never closes it does not parse. */
    public static FrontMatter split(String file, String text) throws FileFormatException {
        String content = text.startsWith("\uFEFF") ? text.substring(1) : text;
        int firstEnd = lineEnd(content, 0);
        if (!isFence(content.substring(0, firstEnd))) {
            throw new FileFormatException(Problem.fatal(file, 1, 1, "The file does not start with a --- line, so it"
                    + " holds no settings; put the settings between two --- lines at the top of the file.")
                    .coded("front-matter-missing"));
        }
        int start = next(content, firstEnd);
        int line = 2;
        for (int at = start; at < content.length(); line++) {
            int end = lineEnd(content, at);
            if (isFence(content.substring(at, end))) {
                return new FrontMatter(content.substring(start, at), 1, content.substring(next(content, end)));
            }
            at = next(content, end);
        }
        throw new FileFormatException(Problem.fatal(file, 1, 1, "The settings opened by the --- on line 1 are never"
                + " closed; add a --- line after the last setting.").coded("front-matter-not-closed"));
    }

    /** The file again: {@code ---}, the YAML (ending in a newline), {@code ---}, the body. */
    public static String join(String yaml, String body) {
        StringBuilder out = new StringBuilder(FENCE).append('\n').append(yaml);
        if (!yaml.isEmpty() && !yaml.endsWith("\n")) {
            out.append('\n');
        }
        return out.append(FENCE).append('\n').append(body).toString();
    }

    private static boolean isFence(String line) {
        return line.stripTrailing().equals(FENCE);
    }

    /** Index of the line break ending the line that starts at {@code from} (or the end of the text). */
    private static int lineEnd(String text, int from) {
        int n = text.indexOf('\n', from);
        return n < 0 ? text.length() : n;
    }

    /** Index just past the line break at {@code end}. */
    private static int next(String text, int end) {
        return Math.min(text.length(), end + 1);
    }
}
