package taikai.ui.clock;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Optional;
import taikai.app.clock.ClockReading;

/**
 * The table's clock on disk: the bout it times and its last reading, kept in the settings folder
 * beside the court's outbox, never in the data folder (spec section 6: a running clock is state in
 * flight, not a result; decision 0025). Written whole on every start, stop and adjustment (a temporary
 * file, flushed to the disk, then moved over the old one), so a laptop restarted mid-bout finds the
 * time left by the wall clock. Also holds the table's choice to pause the clock on a point or hansoku.
 */
public final class ClockFile {
    public static final String NAME = "clock.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What the file holds: the bout ({@code key}), its reading, and the pause choice. */
    public record Saved(String key, ClockReading reading, boolean pauseOnScore) {
    }

    private final java.util.function.Supplier<Path> folder;

    public ClockFile(Path folder) {
        this(() -> folder);
    }

    /** A file in a folder found at each read and write (the settings folder can be chosen after the app starts). */
    public ClockFile(java.util.function.Supplier<Path> folder) {
        this.folder = folder;
    }

    public Path path() {
        return folder.get().resolve(NAME);
    }

    /** The saved clock; empty when there is none or it cannot be read (a clock starts afresh then). */
    public Optional<Saved> read() {
        Path file = path();
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            JsonNode node = JSON.readTree(Files.readAllBytes(file));
            ClockReading reading = ClockReading.fromJson(node.path("reading"));
            return Optional.of(new Saved(node.path("key").asText(""), reading, node.path("pauseOnScore").asBoolean(false)));
        } catch (IOException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    public void write(Saved saved) throws IOException {
        Path file = path();
        Files.createDirectories(file.getParent());
        ObjectNode node = JSON.createObjectNode();
        node.put("key", saved.key());
        node.set("reading", saved.reading().toJson());
        node.put("pauseOnScore", saved.pauseOnScore());
        byte[] bytes = (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(node) + "\n").getBytes(StandardCharsets.UTF_8);
        Path temporary = file.resolveSibling(NAME + ".tmp");
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            channel.write(ByteBuffer.wrap(bytes));
            channel.force(true);
        }
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
