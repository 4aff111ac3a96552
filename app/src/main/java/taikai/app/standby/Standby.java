package taikai.app.standby;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import taikai.app.backup.Backup;
import taikai.app.hall.client.FeedClient;
import taikai.app.hall.client.FeedListener;
import taikai.app.hall.api.HallApi;
import taikai.app.hall.client.HallClient;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.app.hall.server.HallServer;
import taikai.app.hall.access.CodeBook;
import taikai.storage.folder.FolderLayout;
import taikai.storage.store.TournamentStore;
import taikai.wal.Transaction;
import taikai.wal.WriteAheadLog;
import taikai.wal.file.AtomicFile;

/**
 * A standby hall laptop (decision 0030): it follows the hall laptop's change feed and, for each
 * change, copies that competition's files as they stand on the hall (read under the competition's
 * lock, {@code GET /api/standby/copy}) into its own folder through its own write-ahead log, one
 * transaction per copy, so its folder is at every moment one the hall had. The whole folder, and the
 * access codes' hashes, are copied when it starts and whenever the feed says to read everything again.
 *
 * <p>A person promotes it ({@link #promote}): following stops, the folder is opened as a store and
 * served as the hall, and the court tables, told its address, send their outboxes and answered tails
 * to it; the match histories it copied answer what it already holds as duplicates.
 */
public final class Standby implements AutoCloseable {
    /** How far the copy is complete: every change of the hall numbered up to {@code sequence}, copied at {@code at}. */
    public record Progress(long sequence, Instant at) {
    }

    /** The standby could not follow: a sentence for the organiser. */
    public static final class Refused extends Exception {
        public Refused(String sentence) {
            super(sentence);
        }
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final long REQUEST_TIMEOUT_MILLIS = 15_000;
    private static final long RETRY_MILLIS = 500;

    private final URI hall;
    private final String organiserCode;
    private final Path folder;
    private final Path settings;
    private WriteAheadLog wal;
    private boolean logClosed;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofMillis(HallClient.CONNECT_TIMEOUT_MILLIS)).build();
    private final Consumer<String> say;
    private final int promotedPort;
    /** Competitions changed on the hall since they were last copied; guarded by {@code this}. */
    private final Set<String> changed = new LinkedHashSet<>();
    private boolean everything;
    private long noted;
    private volatile Progress progress;
    private volatile boolean stopping;
    private FeedClient feed;
    private Thread copier;

    private Standby(URI hall, String organiserCode, Path folder, Path settings, int promotedPort, Consumer<String> say) {
        this.promotedPort = promotedPort;
        this.hall = hall;
        this.organiserCode = organiserCode;
        this.folder = folder;
        this.settings = settings;
        this.say = say;
    }

    /**
     * Starts following the hall laptop at {@code hall} into the empty (or missing) {@code folder}, with
     * the organiser's code; the access codes go to the code book of {@code settings}. Returns once the
     * whole folder is copied; {@code say} hears, in sentences, when the hall stops or starts answering.
     */
    public static Standby follow(URI hall, String organiserCode, Path folder, Path settings, Consumer<String> say)
            throws Refused {
        return follow(hall, organiserCode, folder, settings, 0, say);
    }

    /**
     * As {@link #follow(URI, String, Path, Path, Consumer)}, telling the hall the port this laptop will
     * serve on once promoted ({@code promotedPort}, 0 for none): the hall passes the address on to the
     * court tables, which move to it by themselves once it answers as the hall.
     */
    public static Standby follow(URI hall, String organiserCode, Path folder, Path settings, int promotedPort,
            Consumer<String> say) throws Refused {
        Path root = folder.toAbsolutePath().normalize();
        try {
            if (Files.exists(root)) {
                try (var entries = Files.list(root)) {
                    if (entries.findAny().isPresent()) {
                        throw new Refused(root + " is not empty. A standby copies the hall's folder into an empty"
                                + " folder of its own, so nothing there is overwritten; choose a new folder.");
                    }
                }
            }
        } catch (IOException e) {
            throw new Refused("The folder " + root + " could not be read: " + HallClient.reason(e));
        }
        Standby standby = new Standby(hall, organiserCode, root, settings, promotedPort, say);
        JsonNode first = standby.fetch(HallApi.STANDBY_COPY_PATH); // the code and the address are checked before anything is written
        try {
            Files.createDirectories(root);
            standby.wal = WriteAheadLog.open(root);
        } catch (IOException e) {
            throw new Refused("The folder " + root + " could not be made ready: " + HallClient.reason(e));
        }
        try {
            standby.keepEverything(first);
        } catch (Refused e) {
            try {
                standby.closeLog();
            } catch (IOException ignored) {
                // the refusal is what the organiser needs to read
            }
            throw e;
        }
        standby.start();
        return standby;
    }

    public Progress progress() {
        return progress;
    }

    public Path folder() {
        return folder;
    }

    /**
     * Decision 0030: makes this laptop the hall. Following stops, the copy is opened as the tournament's
     * folder and served on {@code host}:{@code port} with the access codes copied from the hall.
     */
    public HallServer promote(String host, int port) throws IOException {
        stop();
        closeLog();
        TournamentStore store = TournamentStore.open(folder);
        return HallServer.start(WriteRoad.standard(store, new ChangeFeed()), CodeBook.open(settings, folder), host, port);
    }

    @Override
    public void close() throws IOException {
        stop();
        closeLog();
    }

    private void start() {
        feed = new FeedClient(new HallClient(hall, organiserCode), progress.sequence(), new Listener());
        copier = new Thread(this::copyLoop, "standby-copier");
        copier.setDaemon(true);
        copier.start();
        feed.start();
    }

    private void stop() {
        stopping = true;
        try {
            if (feed != null) {
                feed.close();
            }
            if (copier != null) {
                synchronized (this) {
                    notifyAll();
                }
                copier.join(REQUEST_TIMEOUT_MILLIS + 5_000);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private synchronized void closeLog() throws IOException {
        if (wal != null && !logClosed) {
            logClosed = true;
            wal.close();
        }
    }

    private final class Listener implements FeedListener {
        private boolean following = true;

        @Override
        public void note(long sequence, String json) {
            String competition = "";
            try {
                competition = JSON.readTree(json).path("competitionId").asText("");
            } catch (IOException e) {
                // unreadable note: copy everything
            }
            synchronized (Standby.this) {
                if (FolderLayout.isValidId(competition)) {
                    changed.add(competition);
                } else {
                    everything = true;
                }
                noted = Math.max(noted, sequence);
                Standby.this.notifyAll();
            }
        }

        @Override
        public void reload(long sequence) {
            synchronized (Standby.this) {
                everything = true;
                noted = Math.max(noted, sequence);
                Standby.this.notifyAll();
            }
        }

        @Override
        public void connection(boolean nowFollowing, String sentence) {
            if (nowFollowing != following) {
                following = nowFollowing;
                say.accept(nowFollowing ? "Following the hall laptop at " + hall + " again." : sentence);
            }
        }
    }

    private void copyLoop() {
        while (!stopping) {
            boolean all;
            Set<String> ids;
            long upTo;
            synchronized (this) {
                while (!stopping && !everything && changed.isEmpty()) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                all = everything;
                ids = new LinkedHashSet<>(changed);
                upTo = noted;
                everything = false;
                changed.clear();
            }
            if (stopping) {
                return;
            }
            try {
                if (all) {
                    copyEverything();
                } else {
                    for (Iterator<String> id = ids.iterator(); id.hasNext(); ) {
                        copyCompetition(id.next());
                        id.remove();
                    }
                }
                progress = new Progress(Math.max(progress.sequence(), upTo), Instant.now());
            } catch (Refused e) {
                synchronized (this) { // copied again on the next round
                    everything |= all;
                    changed.addAll(ids);
                }
                if (!stopping) {
                    pause();
                }
            }
        }
    }

    private void pause() {
        try {
            Thread.sleep(RETRY_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void copyEverything() throws Refused {
        keepEverything(fetch(HallApi.STANDBY_COPY_PATH));
    }

    private void keepEverything(JsonNode copy) throws Refused {
        commit("", copy.path(HallApi.STANDBY_FILES_FIELD));
        byte[] codes = Base64.getDecoder().decode(copy.path(HallApi.STANDBY_CODES_FIELD).asText(""));
        Path book = CodeBook.open(settings, folder).file();
        try {
            if (codes.length > 0 && !(Files.isRegularFile(book) && Arrays.equals(Files.readAllBytes(book), codes))) {
                AtomicFile.onDisk().replace(book, codes);
            }
        } catch (IOException e) {
            throw new Refused("The access codes could not be kept in " + book + ": " + HallClient.reason(e));
        }
        long sequence = copy.path(HallApi.STANDBY_SEQUENCE_FIELD).asLong();
        progress = new Progress(progress == null ? sequence : Math.max(progress.sequence(), sequence), Instant.now());
    }

    private void copyCompetition(String id) throws Refused {
        JsonNode copy = fetch(HallApi.STANDBY_COPY_PATH + "?" + HallApi.STANDBY_COMPETITION_PARAM + "=" + id);
        commit(FolderLayout.COMPETITIONS + "/" + id + "/", copy.path(HallApi.STANDBY_FILES_FIELD));
    }

    /** Makes the files under {@code prefix} what the hall has, in one transaction of the standby's own log. */
    private void commit(String prefix, JsonNode files) throws Refused {
        try {
            Transaction tx = Transaction.empty();
            Set<String> theirs = new HashSet<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = files.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> file = it.next();
                String name = file.getKey();
                Path mine = folder.resolve(name).normalize();
                if (!name.startsWith(prefix) || !mine.startsWith(folder) || name.startsWith(WriteAheadLog.DIRECTORY)) {
                    throw new Refused("The hall laptop at " + hall + " sent a file outside the copy (" + name
                            + "); it may run another version of Taikai.");
                }
                theirs.add(name);
                byte[] bytes = Base64.getDecoder().decode(file.getValue().asText());
                if (!Files.isRegularFile(mine) || !Arrays.equals(Files.readAllBytes(mine), bytes)) {
                    tx = tx.replace(name, bytes);
                }
            }
            Path base = folder.resolve(prefix);
            if (Files.isDirectory(base)) {
                for (String name : Backup.filesOf(base)) {
                    if (!theirs.contains(prefix + name)) {
                        tx = tx.delete(prefix + name);
                    }
                }
            }
            wal.commit(tx);
        } catch (IOException | IllegalArgumentException e) {
            throw new Refused("The copy in " + folder + " could not be written: " + e.getMessage());
        }
    }

    private JsonNode fetch(String path) throws Refused {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(hall.toString().replaceAll("/+$", "") + path))
                .timeout(Duration.ofMillis(REQUEST_TIMEOUT_MILLIS))
                .header(HallApi.AUTHORIZATION_HEADER, HallApi.BEARER_PREFIX + organiserCode);
        if (promotedPort > 0) {
            builder.header(HallApi.STANDBY_PORT_HEADER, Integer.toString(promotedPort));
        }
        HttpRequest request = builder.GET().build();
        HttpResponse<String> response;
        try {
            response = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new Refused("The hall laptop at " + hall + " did not answer (" + HallClient.reason(e) + ").");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Refused("Following was stopped.");
        }
        JsonNode body;
        try {
            body = JSON.readTree(response.body());
        } catch (IOException e) {
            body = null;
        }
        if (response.statusCode() != 200 || body == null || !body.path(HallApi.STANDBY_FILES_FIELD).isObject()) {
            String why = body != null && body.path(HallApi.ERROR_FIELD).isTextual() ? body.get(HallApi.ERROR_FIELD).asText()
                    : "HTTP " + response.statusCode();
            throw new Refused("The hall laptop at " + hall + " did not give its copy: " + why);
        }
        return body;
    }
}
