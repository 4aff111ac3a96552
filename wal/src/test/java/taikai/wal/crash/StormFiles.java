package taikai.wal.crash;

import java.nio.charset.StandardCharsets;

/**
 * The content the storm writes: the transaction number repeated {@code copies} times, one per
 * line, so the files of one transaction differ in length and a torn or mixed file cannot parse.
 */
final class StormFiles {

    private StormFiles() {
    }

    static byte[] content(long n, int copies) {
        return (n + "\n").repeat(lineCount(n, copies)).getBytes(StandardCharsets.UTF_8);
    }

    /** The number a storm file written with {@code copies} holds; throws when the file is not whole. */
    static long number(String content, int copies) {
        String[] lines = content.split("\n", -1);
        if (lines.length < 2 || !lines[lines.length - 1].isEmpty()) {
            throw new IllegalStateException("not whole lines: \"" + content + "\"");
        }
        long n = Long.parseLong(lines[0]);
        if (lines.length - 1 != lineCount(n, copies)) {
            throw new IllegalStateException((lines.length - 1) + " lines where " + n + " is written "
                    + lineCount(n, copies) + " times");
        }
        for (int i = 1; i < lines.length - 1; i++) {
            if (!lines[i].equals(lines[0])) {
                throw new IllegalStateException("line " + (i + 1) + " says " + lines[i] + " where line 1 says " + n);
            }
        }
        return n;
    }

    private static int lineCount(long n, int copies) {
        return copies * (int) (1 + n % 4);
    }
}
