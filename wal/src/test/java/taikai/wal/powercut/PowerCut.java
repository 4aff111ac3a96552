package taikai.wal.powercut;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import taikai.wal.file.DiskFileOps;
import taikai.wal.file.FileOps;

/**
 * A power cut, in the spirit of SQLite's crash tests and of ALICE and CrashMonkey: a {@link FileOps}
 * that runs every step on the real disk and records it, and from the record every state a power
 * cut after any step may leave under the file system's rules. A SIGKILL keeps the kernel's cache,
 * so it never shows a missing or misordered force; this does.
 *
 * <p>The rules, those of a journalled file system such as ext4 in its default mode: a file's data
 * written and not yet forced may be lost or torn (a prefix of the write kept), each write on its
 * own; names (a file created, renamed or removed) not yet forced with their directory are kept in
 * the order they were made, up to any point (the journal commits them in order); a forced file's data
 * and a forced directory's names are kept. Directories themselves are taken as there.
 */
public final class PowerCut implements FileOps {
    /** One step: the kind, the file (relative, with /), the file's identity, the bytes and where. */
    record Step(Kind kind, String path, String target, int inode, byte[] bytes, long offset) {
    }

    enum Kind { CREATE, WRITE, TRUNCATE, FORCE_FILE, RENAME, DELETE, FORCE_DIR }

    private final Path root;
    private final FileOps disk = UNFORCED;

    /**
     * The real disk without its forces: what a cut keeps is worked out from the record, not from the
     * disk, so the states are built and opened without waiting for the disk (thousands of them).
     */
    public static final FileOps UNFORCED = new FileOps() {
        private final FileOps disk = DiskFileOps.instance();

        @Override
        public void createDirectories(Path dir) throws IOException {
            disk.createDirectories(dir);
        }

        @Override
        public void writeNew(Path file, byte[] bytes) throws IOException {
            disk.writeNew(file, bytes);
        }

        @Override
        public void writeAt(Path file, long offset, byte[] bytes) throws IOException {
            disk.writeAt(file, offset, bytes);
        }

        @Override
        public void truncate(Path file, long sizeBytes) throws IOException {
            disk.truncate(file, sizeBytes);
        }

        @Override
        public void forceFile(Path file) {
        }

        @Override
        public void move(Path from, Path to) throws IOException {
            disk.move(from, to);
        }

        @Override
        public void forceDirectory(Path dir) {
        }

        @Override
        public void delete(Path file) throws IOException {
            disk.delete(file);
        }
    };
    private final List<Step> steps = new ArrayList<>();
    /** The state every step starts from: the folder as it was, taken as forced. */
    private final Map<String, byte[]> start;
    /** The identity of the file each name holds now, as the steps go. */
    private final Map<String, Integer> inodes = new HashMap<>();
    private int nextInode;

    private PowerCut(Path root, Map<String, byte[]> start) {
        this.root = root;
        this.start = start;
        start.keySet().forEach(path -> inodes.put(path, nextInode++));
    }

    /** Starts recording on the folder as it is now (every file of it taken as forced). */
    public static PowerCut on(Path root) throws IOException {
        return new PowerCut(root, files(root));
    }

    /** How many steps were recorded so far: a cut "after step n" keeps steps before n. */
    public synchronized int steps() {
        return steps.size();
    }

    private String rel(Path file) {
        return root.relativize(file.toAbsolutePath().normalize()).toString().replace('\\', '/');
    }

    private synchronized void record(Kind kind, Path file, Path target, byte[] bytes, long offset) {
        String path = rel(file);
        switch (kind) {
            case CREATE -> inodes.put(path, nextInode++);
            case RENAME -> {
                Integer moved = inodes.remove(path);
                inodes.put(rel(target), moved == null ? -1 : moved);
            }
            case DELETE -> inodes.remove(path);
            default -> {
            }
        }
        int inode = kind == Kind.RENAME ? inodes.getOrDefault(rel(target), -1)
                : kind == Kind.FORCE_DIR ? -1 : inodes.getOrDefault(path, -1);
        if (inode < 0 && (kind == Kind.WRITE || kind == Kind.TRUNCATE)) {
            inode = nextInode++;
            inodes.put(path, inode); // written in place where no file was: created by the write
            steps.add(new Step(Kind.CREATE, path, null, inode, null, 0));
        }
        steps.add(new Step(kind, path, target == null ? null : rel(target), inode, bytes == null ? null : bytes.clone(),
                offset));
    }

    @Override
    public void createDirectories(Path dir) throws IOException {
        disk.createDirectories(dir);
    }

    @Override
    public void writeNew(Path file, byte[] bytes) throws IOException {
        disk.writeNew(file, bytes);
        record(Kind.CREATE, file, null, null, 0);
        record(Kind.WRITE, file, null, bytes, 0);
    }

    @Override
    public void writeAt(Path file, long offset, byte[] bytes) throws IOException {
        boolean existed = Files.exists(file);
        disk.writeAt(file, offset, bytes);
        if (!existed) {
            record(Kind.CREATE, file, null, null, 0);
        }
        record(Kind.WRITE, file, null, bytes, offset);
    }

    @Override
    public void truncate(Path file, long sizeBytes) throws IOException {
        disk.truncate(file, sizeBytes);
        record(Kind.TRUNCATE, file, null, null, sizeBytes);
    }

    @Override
    public void forceFile(Path file) throws IOException {
        disk.forceFile(file);
        record(Kind.FORCE_FILE, file, null, null, 0);
    }

    @Override
    public void forceData(Path file) throws IOException {
        disk.forceData(file);
        record(Kind.FORCE_FILE, file, null, null, 0);
    }

    @Override
    public void move(Path from, Path to) throws IOException {
        disk.move(from, to);
        record(Kind.RENAME, from, to, null, 0);
    }

    @Override
    public void forceDirectory(Path dir) throws IOException {
        disk.forceDirectory(dir);
        record(Kind.FORCE_DIR, dir, null, null, 0);
    }

    @Override
    public void delete(Path file) throws IOException {
        boolean existed = Files.exists(file);
        disk.delete(file);
        if (existed) {
            record(Kind.DELETE, file, null, null, 0);
        }
    }

    /** What a cut keeps of one unforced data step. */
    private enum Keep { LOST, WHOLE, TORN }

    /**
     * Every state a cut after step {@code cut} (0 to {@link #steps()}) may leave, each as its files
     * by relative path: the names kept up to each point of the unforced ones, and for the unforced
     * data none kept, all kept, each alone kept, and each torn with the rest kept.
     */
    public synchronized List<Map<String, byte[]>> statesAt(int cut) {
        List<Step> done = steps.subList(0, cut);
        boolean[] forced = new boolean[cut];
        for (int i = 0; i < cut; i++) {
            Step s = done.get(i);
            if (s.kind() == Kind.FORCE_FILE || s.kind() == Kind.FORCE_DIR) {
                forced[i] = true;
                continue;
            }
            for (int j = i + 1; j < cut && !forced[i]; j++) {
                Step f = done.get(j);
                if (isName(s) && f.kind() == Kind.FORCE_DIR && dirOf(s).equals(f.path())) {
                    forced[i] = true;
                }
                if (!isName(s) && f.kind() == Kind.FORCE_FILE && f.inode() == s.inode()) {
                    forced[i] = true;
                }
            }
        }
        List<Integer> names = new ArrayList<>();
        List<Integer> data = new ArrayList<>();
        for (int i = 0; i < cut; i++) {
            if (!forced[i] && done.get(i).kind() != Kind.FORCE_FILE && done.get(i).kind() != Kind.FORCE_DIR) {
                (isName(done.get(i)) ? names : data).add(i);
            }
        }
        List<Map<Integer, Keep>> dataChoices = new ArrayList<>();
        dataChoices.add(Map.of());
        Map<Integer, Keep> all = new HashMap<>();
        data.forEach(i -> all.put(i, Keep.WHOLE));
        if (!data.isEmpty()) {
            dataChoices.add(all);
        }
        for (int i : data) {
            if (data.size() > 1) {
                dataChoices.add(Map.of(i, Keep.WHOLE));
            }
            Step s = done.get(i);
            if (s.kind() == Kind.WRITE && s.bytes().length > 1) {
                Map<Integer, Keep> torn = new HashMap<>(all);
                torn.put(i, Keep.TORN);
                dataChoices.add(torn);
            }
        }
        List<Map<String, byte[]>> states = new ArrayList<>();
        for (int prefix = 0; prefix <= names.size(); prefix++) {
            java.util.Set<Integer> keptNames = new java.util.HashSet<>(names.subList(0, prefix));
            for (Map<Integer, Keep> choice : dataChoices) {
                states.add(build(done, forced, keptNames, choice));
            }
        }
        return states;
    }

    private static boolean isName(Step s) {
        return s.kind() == Kind.CREATE || s.kind() == Kind.RENAME || s.kind() == Kind.DELETE;
    }

    private static String dirOf(Step s) {
        int slash = s.path().lastIndexOf('/');
        return slash < 0 ? "" : s.path().substring(0, slash);
    }

    private Map<String, byte[]> build(List<Step> done, boolean[] forced, java.util.Set<Integer> keptNames,
            Map<Integer, Keep> choice) {
        Map<String, Integer> names = new HashMap<>();
        Map<Integer, byte[]> content = new HashMap<>();
        for (Map.Entry<String, byte[]> file : start.entrySet()) {
            // The same numbering as the constructor's, which walked the same keys.
            names.put(file.getKey(), inodeOfStart(file.getKey()));
            content.put(inodeOfStart(file.getKey()), file.getValue());
        }
        for (int i = 0; i < done.size(); i++) {
            Step s = done.get(i);
            boolean kept = forced[i] || keptNames.contains(i) || choice.containsKey(i) && choice.get(i) != Keep.LOST;
            if (!kept) {
                continue;
            }
            switch (s.kind()) {
                case CREATE -> {
                    names.put(s.path(), s.inode());
                    content.putIfAbsent(s.inode(), new byte[0]);
                }
                case RENAME -> {
                    Integer moved = names.remove(s.path());
                    if (moved != null) {
                        names.put(s.target(), moved);
                    }
                }
                case DELETE -> names.remove(s.path());
                case WRITE -> {
                    byte[] bytes = s.bytes();
                    if (!forced[i] && choice.get(i) == Keep.TORN) {
                        bytes = Arrays.copyOf(bytes, bytes.length / 2);
                    }
                    content.put(s.inode(), writeAt(content.getOrDefault(s.inode(), new byte[0]), s.offset(), bytes));
                }
                case TRUNCATE -> content.put(s.inode(), Arrays.copyOf(content.getOrDefault(s.inode(), new byte[0]),
                        (int) s.offset()));
                default -> {
                }
            }
        }
        Map<String, byte[]> files = new TreeMap<>();
        names.forEach((path, id) -> files.put(path, content.getOrDefault(id, new byte[0])));
        return files;
    }

    private final Map<String, Integer> startInodes = new HashMap<>();

    private synchronized int inodeOfStart(String path) {
        if (startInodes.isEmpty()) {
            int n = 0;
            for (String p : start.keySet()) {
                startInodes.put(p, n++);
            }
        }
        return startInodes.get(path);
    }

    private static byte[] writeAt(byte[] old, long offset, byte[] bytes) {
        int end = (int) offset + bytes.length;
        byte[] out = Arrays.copyOf(old, Math.max(old.length, end));
        System.arraycopy(bytes, 0, out, (int) offset, bytes.length);
        return out;
    }

    /** Writes {@code files} as a data folder in {@code dir}, which must be empty or absent. */
    public static void materialize(Map<String, byte[]> files, Path dir) throws IOException {
        Files.createDirectories(dir);
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Path path = dir.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.write(path, file.getValue());
        }
    }

    /** Every regular file under {@code root}, relative path with / to bytes. */
    public static Map<String, byte[]> files(Path root) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return files;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                if (Files.isRegularFile(p)) {
                    files.put(root.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
                }
            }
        }
        return files;
    }

    /** Removes {@code dir} and everything under it. */
    public static void remove(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
