package taikai.wal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.stream.Stream;
import taikai.wal.file.AtomicFile;
import taikai.wal.file.BusyRetry;
import taikai.wal.file.Directories;
import taikai.wal.file.FileBusyException;
import taikai.wal.file.FileOps;
import taikai.wal.file.TempFiles;

/**
 * Finishes every committed record left in {@code .wal/}, in sequence order, and removes it. A
 * damaged record is a transaction that never committed: it is set aside and not applied. A record
 * of the other implementation is reported and left alone. A failure stops the replay with the
 * record still in place, so the next replay starts it again and, applying being idempotent,
 * converges to the same files.
 */
final class Replay {

    private final Path root;
    private final Path walDir;
    private final FileOps ops;
    private final StepApplier applier;
    private final AtomicFile atomicFile;
    private final Clock clock;

    Replay(Path root, FileOps ops, BusyRetry busyRetry, StepApplier applier, Clock clock) {
        this.root = root;
        this.walDir = root.resolve(WriteAheadLog.DIRECTORY);
        this.ops = ops;
        this.applier = applier;
        this.atomicFile = new AtomicFile(ops, busyRetry);
        this.clock = clock;
    }

    /**
     * Replays and returns the highest record sequence seen (0 when none). Leftover temporary
     * files in {@code .wal/} are removed first (the caller keeps commits out meanwhile). With
     * {@code sweepTempFiles}, so are those in every folder a replayed record touches: only safe
     * while no other write at all runs in the data folder.
     */
    long run(boolean sweepTempFiles, List<String> notices) throws IOException {
        Directories.ensure(ops, walDir);
        TempFiles.sweepDirectory(walDir, ops);
        TreeMap<Long, Path> records = new TreeMap<>();
        for (Path entry : entries()) {
            String name = entry.getFileName().toString();
            OptionalLong sequence = RecordName.sequenceOf(name);
            if (sequence.isPresent()) {
                records.put(sequence.getAsLong(), entry);
            } else if (RecordName.isForeign(name)) {
                notices.add(shown(entry) + " is a pending change left by the other program that keeps this data "
                        + "folder (the web server); Taikai never replays it and left it in place. Open the folder in "
                        + "that program to finish it, or delete the file if the change is not wanted.");
            }
        }
        for (var record : records.entrySet()) {
            replayOne(record.getKey(), record.getValue(), sweepTempFiles, notices);
        }
        return records.isEmpty() ? 0 : records.lastKey();
    }

    private void replayOne(long sequence, Path record, boolean sweepTempFiles, List<String> notices)
            throws IOException {
        List<Step> steps;
        try {
            steps = RecordCodec.decode(Files.readAllBytes(record), sequence);
        } catch (DamagedRecordException e) {
            setAside(record, e.getMessage(), notices);
            return;
        }
        try {
            if (sweepTempFiles) {
                sweepAround(steps);
            }
            steps = replanned(sequence, record, steps, notices);
            applier.apply(steps, true);
            ops.delete(record);
            ops.forceDirectory(walDir);
        } catch (FileBusyException e) {
            throw e;
        } catch (IOException e) {
            throw new IOException("Could not finish the interrupted change in " + shown(record) + ": " + e.getMessage()
                    + " Nothing is lost: the change stays in " + WriteAheadLog.DIRECTORY
                    + " and is tried again the next time the folder is opened.", e);
        }
        notices.add("Finished a change that was interrupted before it was fully written (" + shown(record)
                + ", " + String.join(", ", files(steps)) + ").");
    }

    /**
     * An append whose file is now shorter than the offset it was logged at (cut by hand after
     * the crash) is moved to the file's end, and the record rewritten with the new offset before
     * anything is applied, so a second replay finds the bytes at the offset it reads and does not
     * add them again.
     */
    private List<Step> replanned(long sequence, Path record, List<Step> steps, List<String> notices)
            throws IOException {
        List<Step> replanned = new ArrayList<>(steps.size());
        boolean changed = false;
        for (Step step : steps) {
            Path file = step.path().resolveIn(root);
            long length = step.kind() == Step.Kind.APPEND && Files.exists(file) ? Files.size(file) : 0;
            if (step.kind() == Step.Kind.APPEND && length < step.offset()) {
                replanned.add(step.plannedAt(length));
                changed = true;
                notices.add(step.path() + " was shorter (" + length + " bytes) than when the interrupted change in "
                        + shown(record) + " was logged (" + step.offset() + " bytes), so it was changed by hand "
                        + "meanwhile; the logged lines were added at its end. Check the file.");
            } else {
                replanned.add(step);
            }
        }
        if (changed) {
            atomicFile.replace(record, shown(record), RecordCodec.encode(sequence, replanned));
        }
        return replanned;
    }

    private void setAside(Path record, String reason, List<String> notices) throws IOException {
        Path aside = record.resolveSibling(RecordName.setAside(record.getFileName().toString(), clock.instant()));
        ops.move(record, aside);
        ops.forceDirectory(walDir);
        notices.add(shown(record) + " is damaged (" + reason + "), so the change it held never took effect and "
                + "nothing of it was applied; the file was kept as " + shown(aside) + " for inspection and can be "
                + "deleted.");
    }

    private void sweepAround(List<Step> steps) throws IOException {
        for (Step step : steps) {
            TempFiles.sweepDirectory(step.path().resolveIn(root).getParent(), ops);
        }
    }

    private List<Path> entries() throws IOException {
        try (Stream<Path> list = Files.list(walDir)) {
            return list.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static List<String> files(List<Step> steps) {
        List<String> files = new ArrayList<>();
        for (Step step : steps) {
            files.add(step.path().value());
        }
        return files;
    }

    private String shown(Path path) {
        return root.relativize(path).toString().replace('\\', '/');
    }
}
