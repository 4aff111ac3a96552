package taikai.app.compare;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeSet;
import org.eclipse.jgit.diff.DiffAlgorithm;
import org.eclipse.jgit.diff.DiffFormatter;
import org.eclipse.jgit.diff.EditList;
import org.eclipse.jgit.diff.RawText;
import org.eclipse.jgit.diff.RawTextComparator;

/**
 * The line-by-line file diff of two copies for the curious (spec section 1: "Two copies can then be
 * compared line by line"), in the unified form git prints, worked out by JGit's histogram diff.
 * Files are named by their path in the data folder; a picture that differs is said to differ.
 */
public final class LineDiff {
    private LineDiff() {
    }

    /** The diff of two folders' files (path to bytes); empty when every file is the same. */
    public static String of(SortedMap<String, byte[]> before, SortedMap<String, byte[]> after) {
        TreeSet<String> paths = new TreeSet<>(before.keySet());
        paths.addAll(after.keySet());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DiffFormatter formatter = new DiffFormatter(out)) {
            for (String path : paths) {
                byte[] a = before.getOrDefault(path, new byte[0]);
                byte[] b = after.getOrDefault(path, new byte[0]);
                if (before.containsKey(path) && after.containsKey(path) && Arrays.equals(a, b)) {
                    continue;
                }
                String from = before.containsKey(path) ? "a/" + path : "/dev/null";
                String to = after.containsKey(path) ? "b/" + path : "/dev/null";
                out.write(("diff " + "a/" + path + " b/" + path + "\n").getBytes(StandardCharsets.UTF_8));
                if (RawText.isBinary(a) || RawText.isBinary(b)) {
                    out.write(("Binary files " + from + " and " + to + " differ\n").getBytes(StandardCharsets.UTF_8));
                    continue;
                }
                out.write(("--- " + from + "\n+++ " + to + "\n").getBytes(StandardCharsets.UTF_8));
                RawText textA = new RawText(a);
                RawText textB = new RawText(b);
                EditList edits = DiffAlgorithm.getAlgorithm(DiffAlgorithm.SupportedAlgorithm.HISTOGRAM)
                        .diff(RawTextComparator.DEFAULT, textA, textB);
                formatter.format(edits, textA, textB);
                formatter.flush();
            }
        } catch (IOException e) {
            throw new IllegalStateException("A diff written to memory failed", e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Whether two folders' files are the same, byte for byte. */
    public static boolean same(Map<String, byte[]> before, Map<String, byte[]> after) {
        if (!before.keySet().equals(after.keySet())) {
            return false;
        }
        return before.entrySet().stream().allMatch(e -> Arrays.equals(e.getValue(), after.get(e.getKey())));
    }
}
