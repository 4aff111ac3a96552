package taikai.app.hall.access;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import taikai.wal.file.AtomicFile;

/**
 * The access codes of one tournament, kept as hashes in the user's settings folder (never the data
 * folder): {@code <settings>/tournaments/<first 16 hex digits of SHA-256 of the data folder's absolute
 * path>/}{@value #FILE}. Keyed by the folder's path, so several tournaments on one laptop, and tests
 * with their own folders, never share codes; a folder moved elsewhere needs new codes.
 *
 * <p>The server checks codes against this file as it is on disk at each request, so a code revoked
 * from the command line stops working at once, without a restart.
 */
public final class CodeBook {
    public static final String FILE = "access-codes.json";
    static final String TOURNAMENTS = "tournaments";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path file;
    private final Path dataFolder;
    private final SecureRandom random;
    /**
     * Codes already checked this run, by a fingerprint salted with a secret of this process only, with
     * the hash they matched: an entry counts only while the file still holds that very hash.
     */
    private final Map<String, Checked> checked = new ConcurrentHashMap<>();
    private final byte[] pepper = new byte[32];
    /** How many slow checks this book made (a wrong code should make none, a known one one per run). */
    private final java.util.concurrent.atomic.AtomicLong slowChecks = new java.util.concurrent.atomic.AtomicLong();
    private byte[] lastRead = new byte[0];
    private Map<String, CodeHash> hashes = Map.of();

    private CodeBook(Path file, Path dataFolder, SecureRandom random) {
        this.file = file;
        this.dataFolder = dataFolder;
        this.random = random;
        random.nextBytes(pepper);
    }

    /** The codes of the tournament in {@code dataFolder}, kept under {@code settingsFolder}. */
    public static CodeBook open(Path settingsFolder, Path dataFolder) {
        Path absolute = dataFolder.toAbsolutePath().normalize();
        return new CodeBook(settingsFolder.resolve(TOURNAMENTS).resolve(key(absolute)).resolve(FILE), absolute,
                new SecureRandom());
    }

    /** The codes of the tournament in {@code dataFolder}, under this user's settings folder. */
    public static CodeBook forDataFolder(Path dataFolder) {
        return open(ConfigFolder.resolve(), dataFolder);
    }

    static String key(Path absoluteFolder) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(absoluteFolder.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime.", e);
        }
    }

    public Path file() {
        return file;
    }

    /** Who holds the code a client presented; empty for a code this tournament does not know (or revoked). */
    public Optional<Grant> check(String presented) throws IOException {
        String code = AccessCode.normalise(presented);
        if (code.isEmpty()) {
            return Optional.empty();
        }
        Map<String, CodeHash> current = current();
        String fingerprint = CodeHash.fingerprint(pepper, code);
        Checked known = checked.get(fingerprint);
        if (known != null && known.hash().equals(current.get(known.holder()))) {
            return Optional.of(Grant.ofHolder(known.holder()));
        }
        String tag = CodeHash.tagOf(code);
        for (Map.Entry<String, CodeHash> entry : current.entrySet()) {
            if (!entry.getValue().mayBe(tag)) {
                continue;
            }
            slowChecks.incrementAndGet();
            if (entry.getValue().matches(code)) {
                checked.put(fingerprint, new Checked(entry.getKey(), entry.getValue()));
                return Optional.of(Grant.ofHolder(entry.getKey()));
            }
        }
        return Optional.empty();
    }

    private record Checked(String holder, CodeHash hash) {
    }

    /** The slow checks made so far. */
    long slowChecks() {
        return slowChecks.get();
    }

    /** The holders that have a code: the organiser, then the courts, as the file lists them. */
    public List<Grant> holders() throws IOException {
        List<Grant> holders = new ArrayList<>();
        current().keySet().forEach(holder -> holders.add(Grant.ofHolder(holder)));
        return holders;
    }

    /**
     * Makes a code for the organiser and for each of {@code courts} that has none; returns the new
     * codes, which are shown this once and never kept.
     */
    public synchronized Map<Grant, String> createMissing(List<String> courts) throws IOException {
        Map<String, CodeHash> next = new LinkedHashMap<>(current());
        Map<Grant, String> made = new LinkedHashMap<>();
        List<Grant> wanted = new ArrayList<>();
        wanted.add(Grant.organiser());
        courts.forEach(court -> wanted.add(Grant.court(court)));
        for (Grant grant : wanted) {
            if (!next.containsKey(grant.holder())) {
                String code = AccessCode.generate(random);
                next.put(grant.holder(), CodeHash.of(code, random));
                made.put(grant, code);
            }
        }
        if (!made.isEmpty()) {
            save(next);
        }
        return made;
    }

    /** Revokes the holder's code (if any) and makes a new one, shown this once. */
    public synchronized String replace(Grant grant) throws IOException {
        Map<String, CodeHash> next = new LinkedHashMap<>(current());
        String code = AccessCode.generate(random);
        next.put(grant.holder(), CodeHash.of(code, random));
        save(next);
        return code;
    }

    /** Revokes the holder's code without a new one; false when it had none. */
    public synchronized boolean revoke(Grant grant) throws IOException {
        Map<String, CodeHash> next = new LinkedHashMap<>(current());
        if (next.remove(grant.holder()) == null) {
            return false;
        }
        save(next);
        return true;
    }

    /** The hashes as the file holds them now; read again whenever the file's bytes changed. */
    private synchronized Map<String, CodeHash> current() throws IOException {
        byte[] bytes = Files.exists(file) ? Files.readAllBytes(file) : new byte[0];
        if (!Arrays.equals(bytes, lastRead)) {
            hashes = parse(bytes);
            lastRead = bytes;
            checked.clear();
        }
        return hashes;
    }

    private Map<String, CodeHash> parse(byte[] bytes) throws IOException {
        Map<String, CodeHash> parsed = new LinkedHashMap<>();
        if (bytes.length == 0) {
            return parsed;
        }
        try {
            for (JsonNode code : JSON.readTree(bytes).path("codes")) {
                String holder = code.path("holder").asText();
                Grant.ofHolder(holder);
                parsed.put(holder, new CodeHash(code.path("salt").asText(), code.path("hash").asText(),
                        code.path("iterations").asInt(), code.path("tag").asText("")));
            }
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException("The access codes in " + file + " cannot be read: the file is damaged."
                    + " Delete that file and run \"taikai codes\" on the data folder to make new codes.", e);
        }
        return parsed;
    }

    private void save(Map<String, CodeHash> next) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("dataFolder", dataFolder.toString());
        root.put("savedAt", Instant.now().toString());
        ArrayNode codes = root.putArray("codes");
        next.forEach((holder, hash) -> codes.addObject().put("holder", holder).put("salt", hash.salt())
                .put("hash", hash.hash()).put("iterations", hash.iterations()).put("tag", hash.tag()));
        createPrivateFolders(file.getParent());
        AtomicFile.onDisk().replace(file, FILE, (JSON.writeValueAsString(root) + "\n").getBytes(StandardCharsets.UTF_8));
        current();
    }

    /** Only this user may list or read the folder (where the file system knows permissions). */
    private static void createPrivateFolders(Path folder) throws IOException {
        if (Files.isDirectory(folder)) {
            return;
        }
        createPrivateFolders(folder.getParent());
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } else {
            Files.createDirectory(folder);
        }
    }
}
