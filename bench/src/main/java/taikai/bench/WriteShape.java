package taikai.bench;

import java.util.List;

/**
 * What one write did to the disk, as {@link RecordingFileOps} saw it: each file it forced with the
 * bytes it wrote there, each file it wrote and left for a checkpoint to force (a history append),
 * and how many file and directory forces it made. The floor replays the forced ones.
 */
record WriteShape(List<Forced> files, List<Forced> unforced, int fileForces, int directoryForces) {
    WriteShape {
        files = List.copyOf(files);
        unforced = List.copyOf(unforced);
    }

    /** A file that was written and forced, by its path inside the data folder. */
    record Forced(String path, int sizeBytes) {
    }

    int totalBytes() {
        return files.stream().mapToInt(Forced::sizeBytes).sum();
    }

    /** For the table: "3 files, 41.2 KB, 7 fsyncs". */
    String describe() {
        return files.size() + " files, " + String.format(java.util.Locale.ROOT, "%.1f KB", totalBytes() / 1024.0)
                + ", " + (fileForces + directoryForces) + " fsyncs";
    }
}
