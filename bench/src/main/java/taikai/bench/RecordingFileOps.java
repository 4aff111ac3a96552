package taikai.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileOps;

/**
 * The real disk, watched: every write, force and rename passes to {@link DiskFileOps} and is noted,
 * so the benchmark learns how many files a write road write forces and how large they are, rather
 * than guessing it. Not thread safe: one calibrating write at a time.
 */
final class RecordingFileOps implements FileOps {
    private final Path root;
    private final FileOps disk = DiskFileOps.instance();
    private final Map<Path, Integer> written = new HashMap<>();
    private final List<Path> forcedOrder = new ArrayList<>();
    private final Map<Path, Integer> forcedSize = new HashMap<>();
    private int fileForces;
    private int directoryForces;

    RecordingFileOps(Path root) {
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
            if (!forcedSize.containsKey(file.getKey()) && !forcedOrder.contains(file.getKey())
                    && !taikai.wal.file.TempFiles.isTemp(name)) {
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
    public void createDirectories(Path dir) throws IOException {
        disk.createDirectories(dir);
    }

    @Override
    public void writeNew(Path file, byte[] bytes) throws IOException {
        disk.writeNew(file, bytes);
        written.merge(file, bytes.length, Integer::sum);
    }

    @Override
    public void writeAt(Path file, long offset, byte[] bytes) throws IOException {
        disk.writeAt(file, offset, bytes);
        written.merge(file, bytes.length, Integer::sum);
    }

    @Override
    public void truncate(Path file, long sizeBytes) throws IOException {
        disk.truncate(file, sizeBytes);
    }

    @Override
    public void forceFile(Path file) throws IOException {
        disk.forceFile(file);
        fileForces++;
        if (!forcedSize.containsKey(file)) {
            forcedOrder.add(file);
        }
        forcedSize.put(file, written.getOrDefault(file, 0));
    }

    /** A forced temporary copy renamed over its target is noted under the target's name. */
    @Override
    public void move(Path from, Path to) throws IOException {
        disk.move(from, to);
        int index = forcedOrder.indexOf(from);
        if (index >= 0) {
            forcedOrder.set(index, to);
            forcedSize.put(to, forcedSize.remove(from));
        }
    }

    @Override
    public void forceDirectory(Path dir) throws IOException {
        disk.forceDirectory(dir);
        directoryForces++;
    }

    @Override
    public void delete(Path file) throws IOException {
        disk.delete(file);
    }
}
