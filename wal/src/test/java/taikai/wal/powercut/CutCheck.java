package taikai.wal.powercut;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.BusyRetry;

/**
 * Checks every state a {@link PowerCut} builds: the folder is opened as after the cut (its log
 * replayed), and then every write answered before the cut must be in its files (none lost), and
 * every file must hold one of the contents it had between writes (none torn). With {@code twice},
 * the opening itself is cut too, at every step, and each of those states opened and checked again.
 */
public final class CutCheck {
    /** What a folder holds after the writes: the data files only, the log's own left out. */
    private final List<Map<String, byte[]>> versions = new ArrayList<>();
    /** For each write, the step count when it was answered. */
    private final List<Integer> answeredAt = new ArrayList<>();
    private final Path scratch;
    private int tried;
    private int lost;
    private int torn;
    private final List<String> failures = new ArrayList<>();

    /** Files that must hold the same bytes in every state (a log record no opening may touch), by path. */
    private final Map<String, byte[]> kept = new TreeMap<>();
    /** What else each opened state must show; null when it does. */
    private StateCheck also = dir -> null;

    /** A check of one opened state: null when it holds, else a sentence saying what it found. */
    @FunctionalInterface
    public interface StateCheck {
        String failure(Path dir) throws Exception;
    }

    public CutCheck(Path before, Path scratch) throws IOException {
        this.scratch = scratch;
        versions.add(data(before));
    }

    /**
     * Every state must still hold {@code path} (under the log's folder too) with the bytes it has now;
     * a state without it counts as lost, one with other bytes as torn.
     */
    public CutCheck keeps(Path root, String path) throws IOException {
        kept.put(path, Files.readAllBytes(root.resolve(path)));
        return this;
    }

    /** Each opened state must pass {@code check} as well; a state that does not counts as lost. */
    public CutCheck alsoChecks(StateCheck check) {
        also = check;
        return this;
    }

    /** Notes that a write was answered when {@code cut} had recorded its steps; {@code root} holds its files. */
    public void answered(PowerCut cut, Path root) throws IOException {
        answered(cut.steps(), root);
    }

    /**
     * A write answered when {@code cut} had recorded {@code step} steps, whose files {@code root} holds
     * now: a write that answers once its frame is forced (decision 0031) is applied after its answer.
     */
    public void answered(int step, Path root) throws IOException {
        answeredAt.add(step);
        versions.add(data(root));
    }

    private static Map<String, byte[]> data(Path root) throws IOException {
        Map<String, byte[]> files = PowerCut.files(root);
        files.keySet().removeIf(path -> path.startsWith(WriteAheadLog.DIRECTORY + "/"));
        return files;
    }

    /**
     * Tries every state of every cut of {@code cut}'s record; with {@code twice}, cuts as well each
     * opening of a state that has an answered write to finish.
     */
    public void tryEveryCut(PowerCut cut, boolean twice) throws IOException {
        for (int at = 0; at <= cut.steps(); at++) {
            int answered = answeredBefore(at);
            for (Map<String, byte[]> state : cut.statesAt(at)) {
                Path dir = next();
                PowerCut.materialize(state, dir);
                // Only a state whose log holds an answered write has a replay worth cutting again.
                if (twice && answered > 0) {
                    PowerCut reopen = PowerCut.on(dir);
                    openAndCheck(dir, answered, reopen, "cut at step " + at);
                    for (int again = 0; again < reopen.steps(); again++) {
                        for (Map<String, byte[]> second : reopen.statesAt(again)) {
                            Path dir2 = next();
                            PowerCut.materialize(second, dir2);
                            openAndCheck(dir2, answered, null, "cut at step " + at + ", then again at step " + again
                                    + " of the opening");
                            PowerCut.remove(dir2);
                        }
                    }
                } else {
                    openAndCheck(dir, answered, null, "cut at step " + at);
                }
                PowerCut.remove(dir);
            }
        }
    }

    private int answeredBefore(int at) {
        int answered = 0;
        for (int step : answeredAt) {
            if (step <= at) {
                answered++;
            }
        }
        return answered;
    }

    private int serial;

    private Path next() {
        return scratch.resolve("state-" + serial++);
    }

    private void openAndCheck(Path dir, int answered, PowerCut ops, String where) throws IOException {
        tried++;
        try {
            WriteAheadLog wal = WriteAheadLog.open(dir, ops == null ? PowerCut.UNFORCED : ops, BusyRetry.STANDARD, false);
            wal.close();
        } catch (IOException e) {
            lost++;
            failures.add(where + ": the folder did not open: " + e.getMessage());
            return;
        }
        Map<String, byte[]> now = data(dir);
        TreeSet<String> paths = new TreeSet<>(now.keySet());
        versions.forEach(v -> paths.addAll(v.keySet()));
        for (String path : paths) {
            byte[] held = now.get(path);
            boolean any = false;
            boolean recent = false;
            for (int j = 0; j < versions.size(); j++) {
                if (Arrays.equals(held, versions.get(j).get(path))) {
                    any = true;
                    recent |= j >= answered;
                }
            }
            if (!any) {
                torn++;
                failures.add(where + ": " + path + " holds " + (held == null ? "nothing" : held.length + " bytes")
                        + " it never held between writes");
            } else if (!recent) {
                lost++;
                failures.add(where + ": " + path + " lost the write answered as number " + answered);
            }
        }
        // Last, as the extra check may open the state for writing.
        Map<String, byte[]> all = PowerCut.files(dir);
        kept.forEach((path, bytes) -> {
            if (!all.containsKey(path)) {
                lost++;
                failures.add(where + ": " + path + " is gone");
            } else if (!Arrays.equals(bytes, all.get(path))) {
                torn++;
                failures.add(where + ": " + path + " holds other bytes");
            }
        });
        try {
            String failure = also.failure(dir);
            if (failure != null) {
                lost++;
                failures.add(where + ": " + failure);
            }
        } catch (Exception e) {
            lost++;
            failures.add(where + ": " + e);
        }
    }

    public int tried() {
        return tried;
    }

    /** "N states tried, L lost, T torn", the figure the test log shows. */
    public String figures(String what) {
        return what + ": " + tried + " states tried, " + lost + " lost, " + torn + " torn";
    }

    public int lost() {
        return lost;
    }

    public int torn() {
        return torn;
    }

    public List<String> failures() {
        return failures.subList(0, Math.min(10, failures.size()));
    }

    /** A map's keys and sizes, for a message. */
    static String shown(Map<String, byte[]> files) {
        Map<String, Integer> sizes = new TreeMap<>();
        files.forEach((k, v) -> sizes.put(k, v.length));
        return sizes.toString();
    }

    static boolean exists(Path p) {
        return Files.exists(p);
    }
}
