package taikai.wal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import taikai.wal.file.FileOps;

/**
 * Finishes the records of the log's current generation (decision 0016). Unlike a record file of the
 * first format, whose steps were never forced and are therefore all applied again, a logged record
 * usually reached its files long ago: its generation only ends at the next checkpoint. So before it
 * writes anything the replay works out, for each file, how far the logged steps got:
 *
 * <ul>
 *   <li>Every step but an append knows what the file held before it ({@link Step#before}) and what
 *       it holds after. Walking the file's steps from the newest, the first one whose "after" is
 *       what the file holds now is done, with all before it; the first one whose "before" is what it
 *       holds now is where the replay starts. A killed process leaves the newest steps done; a power
 *       cut may take back a rename and leave the file at any earlier step, from which the rest are
 *       applied again in order.</li>
 *   <li>A file that matches no step was changed after Taikai's last logged write to it, by hand, by
 *       another program, or by a write that does not go through the log (a participant edit). That
 *       change is newer than anything the log holds for the file, so the file is kept as found and
 *       the person is told.</li>
 *   <li>An append is recognised by its bytes at the offset it was logged at, as before.</li>
 * </ul>
 *
 * Every file and folder the records touched is then forced, done or not: after a killed process
 * their bytes may still be only in the page cache. The last logged step of each file is written
 * again even when the file already holds it, since after a failed force the page cache may claim
 * bytes the disk never got; for the same content that changes nothing a reader could see.
 */
final class LogReplay {

    private final Path root;
    private final FileOps ops;
    private final StepApplier applier;

    LogReplay(Path root, FileOps ops, StepApplier applier) {
        this.root = root;
        this.ops = ops;
        this.applier = applier;
    }

    /** One step of a file's history in the log: where it is, and what the file held before and after it. */
    private record Link(int record, int step, Fingerprint before, Fingerprint after) {
    }

    /**
     * Applies what the records still need and forces everything they touched.
     *
     * @throws IOException when a step or a force failed; the log is then left as it is, so the next
     *     replay starts again from the files as they are and converges to the same result
     */
    void run(List<List<Step>> records, List<String> notices) throws IOException {
        Map<RelativePath, List<Link>> chains = new LinkedHashMap<>();
        for (int r = 0; r < records.size(); r++) {
            List<Step> steps = records.get(r);
            for (int s = 0; s < steps.size(); s++) {
                Step step = steps.get(s);
                if (step.kind() == Step.Kind.APPEND) {
                    continue;
                }
                chains.computeIfAbsent(step.path(), p -> new ArrayList<>())
                        .add(new Link(r, s, step.before(), step.after()));
                if (step.kind() == Step.Kind.RENAME_ASIDE) {
                    // The name it is set aside under gets what the file held.
                    chains.computeIfAbsent(step.target(), p -> new ArrayList<>())
                            .add(new Link(r, s, Fingerprint.ABSENT, step.before()));
                }
            }
        }
        Map<RelativePath, Integer> startAt = new HashMap<>();
        Set<RelativePath> behind = new HashSet<>();
        for (var chain : chains.entrySet()) {
            Fingerprint now = Fingerprint.ofFile(chain.getKey().resolveIn(root));
            Integer start = start(chain.getValue(), now);
            if (start == null) {
                notices.add(chain.getKey() + " was changed after Taikai's last logged write to it (by hand, by another "
                        + "program, or by an edit that does not go through the log) and before that write was "
                        + "confirmed on disk; the newer content was kept as found and the logged write was not applied "
                        + "again. Check the file.");
                startAt.put(chain.getKey(), Integer.MAX_VALUE);
            } else {
                // A file the log already brought to its last step gets that step written again: after a
                // failed force the kernel may hold its pages as written though the disk never got them, and
                // forcing them again would then succeed without writing anything (RELIABILITY.md).
                startAt.put(chain.getKey(), Math.min(start, chain.getValue().size() - 1));
                if (start < chain.getValue().size()) {
                    behind.add(chain.getKey());
                }
            }
        }
        Set<Path> touched = new LinkedHashSet<>();
        for (int r = 0; r < records.size(); r++) {
            List<Step> steps = records.get(r);
            boolean changed = false;
            for (int s = 0; s < steps.size(); s++) {
                Step step = steps.get(s);
                touched.add(step.path().resolveIn(root));
                if (step.kind() == Step.Kind.RENAME_ASIDE) {
                    touched.add(step.target().resolveIn(root));
                }
                if (step.kind() == Step.Kind.APPEND) {
                    Step due = dueAppend(step, notices);
                    if (due != null) {
                        applier.apply(List.of(due), true);
                        changed = true;
                    }
                } else if (due(chains.get(step.path()), startAt.get(step.path()), r, s)) {
                    applier.apply(List.of(step), true);
                    changed |= behind.contains(step.path());
                }
            }
            if (changed) {
                notices.add("Finished a change that was interrupted before it was fully written (" + WriteAheadLog.DIRECTORY
                        + "/" + LogFile.NAME + ", " + String.join(", ", files(steps)) + ").");
            }
        }
        Set<Path> directories = new LinkedHashSet<>();
        for (Path file : touched) {
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                ops.forceFile(file);
            }
            directories.add(file.getParent());
        }
        for (Path directory : directories) {
            if (Files.isDirectory(directory, LinkOption.NOFOLLOW_LINKS)) {
                ops.forceDirectory(directory);
            }
        }
    }

    /** The index in the chain from which its steps are still to apply, or null when the file matches none. */
    private static Integer start(List<Link> chain, Fingerprint now) {
        for (int k = chain.size() - 1; k >= 0; k--) {
            Link link = chain.get(k);
            if (now.equals(link.after())) {
                return k + 1;
            }
            if (now.equals(link.before())) {
                return k;
            }
        }
        return null;
    }

    private static boolean due(List<Link> chain, int start, int record, int step) {
        for (int k = start; k < chain.size(); k++) {
            if (chain.get(k).record() == record && chain.get(k).step() == step) {
                return true;
            }
        }
        return false;
    }

    /**
     * An append as the file now stands: null when its bytes are at their offset, or are the file's
     * last bytes (added at the end by an earlier replay of a file cut by hand: history lines carry
     * their write's key and time, so two are never the same bytes); the step itself when the file
     * ends at the offset, or past it with other bytes (a torn copy of this very append); moved to the
     * end, with a notice, when the file is shorter than the offset (cut by hand since).
     */
    private Step dueAppend(Step step, List<String> notices) throws IOException {
        Path file = step.path().resolveIn(root);
        long length = Files.exists(file, LinkOption.NOFOLLOW_LINKS) ? Files.size(file) : 0;
        long end = step.offset() + step.bytes().length;
        if (length >= end && StepApplier.holdsAt(file, step.offset(), step.bytes())) {
            // Written again for the same reason as a file at its last step; the same bytes, so no change.
            ops.writeAt(file, step.offset(), step.bytes());
            return null;
        }
        if (length != end && length >= step.bytes().length
                && StepApplier.holdsAt(file, length - step.bytes().length, step.bytes())) {
            return null; // added at the end by an earlier replay, the file having been cut by hand
        }
        if (length >= step.offset()) {
            return step;
        }
        notices.add(step.path() + " was shorter (" + length + " bytes) than when an interrupted change was logged ("
                + step.offset() + " bytes), so it was changed by hand meanwhile; the logged lines were added at its end. "
                + "Check the file.");
        return step.plannedAt(length);
    }

    private static List<String> files(List<Step> steps) {
        Set<String> files = new LinkedHashSet<>();
        for (Step step : steps) {
            files.add(step.path().value());
        }
        return new ArrayList<>(files);
    }
}
