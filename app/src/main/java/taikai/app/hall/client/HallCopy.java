package taikai.app.hall.client;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import taikai.app.hall.access.AccessCode;
import taikai.app.hall.access.CodeHash;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.wal.file.AtomicFile;
import taikai.app.hall.api.CompetitionRecords;

/**
 * What a court table keeps of the hall so that court mode can start again while the hall laptop is
 * away (RELIABILITY.md, promise 5): which court its code is for, the court's queue and the records
 * of its competitions as last read, when they were read, and the matches as this table entered them
 * while entries waited. One file, {@value #FILE}, beside the court's outbox in the court laptop's
 * settings, replaced atomically (temp file, force, rename, force the directory) after each read of
 * the hall and each entry saved.
 *
 * <p>The code itself is never kept: only its salted slow hash (decision 0007), enough to tell that a
 * code typed later is the one this copy was read with.
 */
public final class HallCopy {
    public static final String FILE = "hall-copy.json";
    static final int VERSION = 1;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** A match as this table entered it, with its competition. */
    public record EnteredMatch(String competitionId, MatchResult match) {
    }

    /** A copy read back: the court, when the hall was last read, the board as read, the matches as entered. */
    public record Kept(String court, Instant readAt, HallReads.CourtBoard board, List<EnteredMatch> entered) {
        public Kept {
            entered = List.copyOf(entered);
        }
    }

    /** What one hall's court folders hold for a code: its copy if there is one, and a sentence per copy that could not be read. */
    public record Search(Optional<Kept> copy, List<String> damaged) {
        public Search {
            damaged = List.copyOf(damaged);
        }
    }

    private final Path file;
    private final CodeHash code;
    private final AtomicFile atomicFile = AtomicFile.onDisk();
    private final Supplier<List<EnteredMatch>> entered;
    /** The file's fields from the last read of the hall, made once per read so an entry only adds its matches. */
    private ObjectNode lastRead;

    private HallCopy(Path file, CodeHash code, Supplier<List<EnteredMatch>> entered) {
        this.file = file;
        this.code = code;
        this.entered = entered;
    }

    /**
     * Keeps the copy of the court whose outbox is in {@code courtFolder}, starting from {@code resumed}
     * when there is one; {@code entered} gives the matches as this table entered them, asked at each write.
     */
    public static HallCopy in(Path courtFolder, String code, Optional<Kept> resumed, Supplier<List<EnteredMatch>> entered) {
        HallCopy copy = new HallCopy(courtFolder.resolve(FILE), CodeHash.of(AccessCode.normalise(code), new SecureRandom()),
                entered);
        resumed.ifPresent(kept -> copy.lastRead = copy.fields(kept.board(), kept.readAt()));
        return copy;
    }

    public Path file() {
        return file;
    }

    /** Keeps a fresh read of the hall, made at {@code at}, with the matches as this table entered them. */
    public synchronized void read(HallReads.CourtBoard fresh, Instant at) throws IOException {
        lastRead = fields(fresh, at);
        write();
    }

    /**
     * Keeps the matches as this table entered them now, beside the last read of the hall. They are asked
     * for under the same lock as a read's, so whichever write comes last holds the latest of both.
     */
    public synchronized void entered() throws IOException {
        if (lastRead != null) {
            write();
        }
    }

    private ObjectNode fields(HallReads.CourtBoard board, Instant readAt) {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", VERSION);
        root.put("court", board.court());
        root.putObject("code").put("salt", code.salt()).put("hash", code.hash()).put("iterations", code.iterations());
        root.put("readAt", readAt.toString());
        board.running().ifPresentOrElse(r -> root.set("running", ref(r)), () -> root.putNull("running"));
        ArrayNode waiting = root.putArray("waiting");
        board.waiting().forEach(r -> waiting.add(ref(r)));
        ObjectNode competitions = root.putObject("competitions");
        board.competitions().forEach((id, state) -> competitions.set(id, CompetitionRecords.write(state)));
        return root;
    }

    private void write() throws IOException {
        ObjectNode root = JSON.createObjectNode().setAll(lastRead);
        ArrayNode mine = root.putArray("entered");
        for (EnteredMatch m : entered.get()) {
            mine.addObject().put("competitionId", m.competitionId()).set("match", CompetitionRecords.writeMatch(m.match()));
        }
        atomicFile.replace(file, JSON.writeValueAsBytes(root));
    }

    private static ObjectNode ref(HallReads.MatchRef ref) {
        return JSON.createObjectNode().put("competitionId", ref.competitionId()).put("id", ref.matchId());
    }

    /**
     * Looks through the court folders of one hall ({@code hallFolder} holds one folder per court) for
     * the copy kept with {@code code}. A copy that cannot be read is left as it is and described in a
     * sentence; it is never used.
     */
    public static Search find(Path hallFolder, String code) {
        String normalised = AccessCode.normalise(code);
        List<String> damaged = new ArrayList<>();
        if (normalised.isEmpty() || !Files.isDirectory(hallFolder)) {
            return new Search(Optional.empty(), damaged);
        }
        List<Path> files;
        try (Stream<Path> folders = Files.list(hallFolder)) {
            files = folders.map(f -> f.resolve(FILE)).filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            damaged.add("This table's copies of the hall in " + hallFolder + " could not be listed ("
                    + HallClient.reason(e) + ").");
            return new Search(Optional.empty(), damaged);
        }
        for (Path file : files) {
            try {
                Optional<Kept> kept = read(file, normalised);
                if (kept.isPresent()) {
                    return new Search(kept, damaged);
                }
            } catch (IOException | RuntimeException e) {
                String why = e.getMessage() == null || e.getMessage().isBlank() ? "it is damaged" : e.getMessage();
                damaged.add("This table's last copy of the hall in " + file + " could not be read (" + why
                        + "), so it was not used; it was left as it is.");
            }
        }
        return new Search(Optional.empty(), damaged);
    }

    /** The copy in {@code file} when it was kept with {@code code}; an {@link IOException} saying what is wrong when it is damaged. */
    static Optional<Kept> read(Path file, String code) throws IOException {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
        } catch (JsonProcessingException e) {
            throw new IOException("it is cut off or is not JSON", e);
        } catch (IOException e) {
            throw new IOException(HallClient.reason(e), e);
        }
        if (root == null || !root.isObject() || root.path("version").asInt() != VERSION) {
            throw new IOException("it is not a copy this version of Taikai wrote");
        }
        JsonNode hash = root.path("code");
        if (!hash.path("salt").isTextual() || !hash.path("hash").isTextual() || hash.path("iterations").asInt() < 1) {
            throw new IOException("it does not say which code it was kept with");
        }
        if (!new CodeHash(hash.get("salt").asText(), hash.get("hash").asText(), hash.get("iterations").asInt()).matches(code)) {
            return Optional.empty();
        }
        return Optional.of(kept(root));
    }

    private static Kept kept(JsonNode root) throws IOException {
        String court = text(root, "court");
        Instant readAt;
        try {
            readAt = Instant.parse(text(root, "readAt"));
        } catch (DateTimeParseException e) {
            throw new IOException("its time of reading is not a moment in time", e);
        }
        Optional<HallReads.MatchRef> running = root.path("running").isObject()
                ? Optional.of(HallReads.ref(root.get("running"))) : Optional.empty();
        List<HallReads.MatchRef> waiting = new ArrayList<>();
        root.path("waiting").forEach(m -> waiting.add(HallReads.ref(m)));
        Map<String, CompetitionState> competitions = new LinkedHashMap<>();
        var fields = root.path("competitions").fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> c = fields.next();
            try {
                competitions.put(c.getKey(), CompetitionRecords.read(c.getValue().toString()));
            } catch (IOException e) {
                throw new IOException("its competition \"" + c.getKey() + "\" could not be read", e);
            }
        }
        List<EnteredMatch> entered = new ArrayList<>();
        for (JsonNode m : root.path("entered")) {
            entered.add(new EnteredMatch(text(m, "competitionId"), CompetitionRecords.readMatch(m.path("match"))));
        }
        return new Kept(court, readAt, new HallReads.CourtBoard(court, running, waiting, competitions), entered);
    }

    private static String text(JsonNode node, String field) throws IOException {
        if (!node.path(field).isTextual()) {
            throw new IOException("\"" + field + "\" is missing");
        }
        return node.get(field).asText();
    }
}
