package taikai.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.ForwardingFileOps;
import taikai.wal.file.TempFiles;

/**
 * The real disk, watched: every write, force and rename passes to {@link DiskFileOps} and is noted,
 * so the benchmark learns how many files a write road write forces and how large they are, rather
 * than guessing it. Not thread safe: one calibrating write at a time.
 */
final class RecordingFileOps extends ForwardingFileOps {
    private final Path root;
    private final Map<Path, Integer> written = new HashMap<>();
    private final List<Path> forcedOrder = new ArrayList<>();
    private final Map<Path, Integer> forcedSize = new HashMap<>();
    private int fileForces;
    private int directoryForces;

    RecordingFileOps(Path root) {
        super(DiskFileOps.instance());
        this.root = root.toAbsolutePath().normalize();
    }

    /** What was done since the last call, and starts afresh. */
    WriteShape take() {
        List<WriteShape.Forced> files = new ArrayList<>();
        for (Path file : forcedOrder) {
            String shown = root.relativize(file.toAbsolutePath().normalize()).toString().replace('\\', '/');
            files.add(new WriteShape.Forced(shown, forcedSize.get(file)));
        }
        List<WriteShape.Forced> unforced = new ArrayList<>();
        for (var file : written.entrySet()) {
            String name = file.getKey().getFileName().toString();
            if (!forcedSize.containsKey(file.getKey()) && !TempFiles.isTemp(name)) {
                String shown = root.relativize(file.getKey().toAbsolutePath().normalize()).toString().replace('\\', '/');
                unforced.add(new WriteShape.Forced(shown, file.getValue()));
            }
        }
        WriteShape shape = new WriteShape(files, unforced, fileForces, directoryForces);
        written.clear();
        forcedOrder.clear();
        forcedSize.clear();
        fileForces = 0;
        directoryForces = 0;
        return shape;
    }

    @Override
    public void writeNew(Path file, byte[] bytes) throws IOException {
        super.writeNew(file, bytes);
        written.merge(file, bytes.length, Integer::sum);
    }

    @Override
    public void writeAt(Path file, long offset, byte[] bytes) throws IOException {
        super.writeAt(file, offset, bytes);
        written.merge(file, bytes.length, Integer::sum);
    }

    @Override
    public void forceFile(Path file) throws IOException {
        super.forceFile(file);
        noteForced(file);
    }

    @Override
    public void forceData(Path file) throws IOException {
        super.forceData(file);
        noteForced(file);
    }

    private void noteForced(Path file) {
        fileForces++;
        if (!forcedSize.containsKey(file)) {
            forcedOrder.add(file);
        }
        forcedSize.put(file, written.getOrDefault(file, 0));
    }

    /** A forced temporary copy renamed over its target is noted under the target's name. */
    @Override
    public void move(Path from, Path to) throws IOException {
        super.move(from, to);
        int index = forcedOrder.indexOf(from);
        if (index >= 0) {
            forcedOrder.set(index, to);
            forcedSize.put(to, forcedSize.remove(from));
        }
    }

    @Override
    public void forceDirectory(Path dir) throws IOException {
        super.forceDirectory(dir);
        directoryForces++;
    }
}
