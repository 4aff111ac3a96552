package taikai.app.history;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TimeZone;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.eclipse.jgit.api.Git;
import org.eclipse.jgit.api.errors.GitAPIException;
import org.eclipse.jgit.dircache.DirCache;
import org.eclipse.jgit.dircache.DirCacheBuilder;
import org.eclipse.jgit.dircache.DirCacheEntry;
import org.eclipse.jgit.lib.CommitBuilder;
import org.eclipse.jgit.lib.Constants;
import org.eclipse.jgit.lib.FileMode;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectInserter;
import org.eclipse.jgit.lib.PersonIdent;
import org.eclipse.jgit.lib.RefUpdate;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.transport.RefSpec;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * A data folder's history as commits in a bare git repository beside the folder,
 * {@code <folder>.history.git} (decision 0029): each commit holds the folder's files as they were at
 * one moment, so any git tool reads it, {@code git log} included, and a copy on a stick is a bare
 * clone. Commits are built straight from the bytes handed in, never from a work tree, so nothing is
 * ever written into the data folder itself.
 */
public final class History {
    /** The branch the commits go on. */
    public static final String BRANCH = Constants.R_HEADS + "main";
    private static final PersonIdent TAIKAI = new PersonIdent("Taikai", "taikai@localhost");

    private final Path folder;
    private final Path repository;

    private History(Path folder, Path repository) {
        this.folder = folder;
        this.repository = repository;
    }

    /** A point that cannot be found, or a history that cannot be read, in one sentence. */
    public static final class Unknown extends Exception {
        public Unknown(String sentence) {
            super(sentence);
        }
    }

    /** One commit as a person reads it. */
    public record Point(String id, Instant at, String message) {
        public String shortId() {
            return id.substring(0, 10);
        }
    }

    /** The history of {@code folder}: the repository {@code <folder name>.history.git} beside it. */
    public static History beside(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        return new History(absolute, absolute.resolveSibling(absolute.getFileName() + ".history.git"));
    }

    public Path repository() {
        return repository;
    }

    public Path folder() {
        return folder;
    }

    public boolean exists() {
        return Files.isDirectory(repository.resolve("objects"));
    }

    /**
     * A commit of {@code files} (path in the folder to bytes) with {@code message}, at {@code at};
     * none when they are the files of the last commit. Answers the new commit.
     */
    public synchronized Optional<Point> commit(SortedMap<String, byte[]> files, String message, Instant at)
            throws IOException {
        try (Repository repo = open(true); ObjectInserter inserter = repo.newObjectInserter()) {
            DirCache tree = DirCache.newInCore();
            DirCacheBuilder builder = tree.builder();
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                DirCacheEntry entry = new DirCacheEntry(file.getKey());
                entry.setFileMode(FileMode.REGULAR_FILE);
                entry.setObjectId(inserter.insert(Constants.OBJ_BLOB, file.getValue()));
                builder.add(entry);
            }
            builder.finish();
            ObjectId treeId = tree.writeTree(inserter);
            ObjectId parent = repo.resolve(BRANCH);
            if (parent != null) {
                try (RevWalk walk = new RevWalk(repo)) {
                    if (walk.parseCommit(parent).getTree().getId().equals(treeId)) {
                        return Optional.empty();
                    }
                }
            }
            PersonIdent who = new PersonIdent(TAIKAI, at.toEpochMilli(), TimeZone.getDefault().getOffset(at.toEpochMilli()) / 60_000);
            CommitBuilder commit = new CommitBuilder();
            commit.setTreeId(treeId);
            if (parent != null) {
                commit.setParentId(parent);
            }
            commit.setAuthor(who);
            commit.setCommitter(who);
            commit.setMessage(message.endsWith("\n") ? message : message + "\n");
            ObjectId id = inserter.insert(commit);
            inserter.flush();
            RefUpdate update = repo.updateRef(BRANCH);
            update.setNewObjectId(id);
            update.setExpectedOldObjectId(parent == null ? ObjectId.zeroId() : parent);
            update.setRefLogMessage("commit: " + message.lines().findFirst().orElse(""), false);
            RefUpdate.Result result = update.update();
            if (result != RefUpdate.Result.NEW && result != RefUpdate.Result.FAST_FORWARD) {
                throw new IOException("the history's branch could not be moved on (" + result.name().toLowerCase() + ")");
            }
            return Optional.of(new Point(id.name(), at, message.strip()));
        }
    }

    /** Every commit, newest first. */
    public List<Point> log() throws IOException {
        List<Point> points = new ArrayList<>();
        if (!exists()) {
            return points;
        }
        try (Repository repo = open(false); RevWalk walk = new RevWalk(repo)) {
            ObjectId head = repo.resolve(BRANCH);
            if (head == null) {
                return points;
            }
            walk.markStart(walk.parseCommit(head));
            for (RevCommit c : walk) {
                points.add(new Point(c.getName(), Instant.ofEpochSecond(c.getCommitTime()), c.getFullMessage().strip()));
            }
        }
        return points;
    }

    /**
     * The folder's files at {@code point}: a commit (its id, or the start of it), or a time
     * {@code yyyy-MM-ddTHH:mm[:ss]} on this computer's clock, meaning the last commit at or before it.
     */
    public SortedMap<String, byte[]> filesAt(String point) throws Unknown, IOException {
        if (!exists()) {
            throw new Unknown(folder + " has no history yet (no " + repository.getFileName() + " beside it).");
        }
        try (Repository repo = open(false); RevWalk walk = new RevWalk(repo)) {
            RevCommit commit = walk.parseCommit(find(repo, point));
            SortedMap<String, byte[]> files = new TreeMap<>();
            try (TreeWalk tree = new TreeWalk(repo)) {
                tree.addTree(commit.getTree());
                tree.setRecursive(true);
                while (tree.next()) {
                    files.put(tree.getPathString(), repo.open(tree.getObjectId(0)).getBytes());
                }
            }
            return files;
        }
    }

    /** The files at {@code point} written out into a new temporary folder named like the data folder; remove it after use. */
    public Path writeOut(String point) throws Unknown, IOException {
        SortedMap<String, byte[]> files = filesAt(point);
        Path parent = Files.createTempDirectory("taikai-history-");
        Path out = parent.resolve(folder.getFileName() + "@" + point.replaceAll("[^A-Za-z0-9._-]", "-"));
        for (Map.Entry<String, byte[]> file : files.entrySet()) {
            Path to = out.resolve(file.getKey());
            Files.createDirectories(to.getParent());
            Files.write(to, file.getValue());
        }
        Files.createDirectories(out);
        return out;
    }

    /**
     * Sends the history into a bare repository at {@code target} (a stick's folder), made when
     * missing: a clone any git tool reads, brought up to date by each call.
     */
    public void pushTo(Path target) throws IOException {
        try {
            if (!Files.isDirectory(target.resolve("objects"))) {
                Git.init().setBare(true).setDirectory(target.toFile()).setInitialBranch("main").call().close();
            }
            try (Repository repo = open(false); Git git = Git.wrap(repo)) {
                git.push().setRemote(target.toUri().toString())
                        .setRefSpecs(new RefSpec(BRANCH + ":" + BRANCH)).setForce(false).call();
            }
        } catch (GitAPIException e) {
            throw new IOException("the history could not be copied to " + target + ": " + e.getMessage(), e);
        }
    }

    private ObjectId find(Repository repo, String point) throws Unknown, IOException {
        ObjectId head = repo.resolve(BRANCH);
        if (head == null) {
            throw new Unknown(repository + " holds no commit yet.");
        }
        Optional<Instant> time = time(point);
        if (time.isPresent()) {
            try (RevWalk walk = new RevWalk(repo)) {
                walk.markStart(walk.parseCommit(head));
                for (RevCommit c : walk) {
                    if (!Instant.ofEpochSecond(c.getCommitTime()).isAfter(time.get())) {
                        return c.getId();
                    }
                }
            }
            throw new Unknown("The history of " + folder + " begins after " + point + ".");
        }
        ObjectId id;
        try {
            id = point.matches("[0-9a-fA-F]{4,40}") ? repo.resolve(point + "^{commit}") : null;
        } catch (org.eclipse.jgit.errors.AmbiguousObjectException e) {
            throw new Unknown("\"" + point + "\" starts more than one commit of " + folder + "'s history; give more of it.");
        }
        if (id == null) {
            throw new Unknown("\"" + point + "\" is neither a commit of " + folder + "'s history nor a time such as 2026-05-16T12:30.");
        }
        return id;
    }

    private static Optional<Instant> time(String point) {
        try {
            return Optional.of(LocalDateTime.parse(point).atZone(ZoneId.systemDefault()).toInstant());
        } catch (DateTimeParseException notTime) {
            return Optional.empty();
        }
    }

    private Repository open(boolean create) throws IOException {
        if (create && !exists()) {
            try {
                Git.init().setBare(true).setDirectory(repository.toFile()).setInitialBranch("main").call().close();
            } catch (GitAPIException e) {
                throw new IOException("the history " + repository + " could not be made: " + e.getMessage(), e);
            }
        }
        return new FileRepositoryBuilder().setGitDir(repository.toFile()).setMustExist(true).build();
    }

    /** Removes a folder written out by {@link #writeOut}, with the temporary folder around it. */
    public static void removeTree(Path written) {
        Path root = written.getParent() != null && written.getParent().getFileName().toString().startsWith("taikai-history-")
                ? written.getParent() : written;
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException ignored) {
            // A temporary folder left behind is the system's to clear.
        }
    }
}
