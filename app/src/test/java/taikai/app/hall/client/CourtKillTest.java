package taikai.app.hall.client;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * RELIABILITY.md, promise 5: a court laptop killed with entries in its outbox (SIGKILL, no
 * shutdown hook runs) sends every saved entry after it starts again, and each lands once.
 */
class CourtKillTest {
    private static final int ENTRIES = 12;

    @TempDir
    Path folder;

    private final ScriptedHall hall = new ScriptedHall().start();

    @AfterEach
    void stop() {
        hall.close();
    }

    @Test
    void entriesOfAKilledCourtAreSentAfterRestartAndLandOnce() throws Exception {
        hall.answerDelayMillis = 150; // sends are slower than entries, so the queue is full when the kill comes
        List<String> first = new CopyOnWriteArrayList<>();
        Process court = start(first, "enter", Integer.toString(ENTRIES));
        eventually().until(() -> saved(first).size() >= 6 && hall.received.size() >= 2);
        court.destroyForcibly();
        court.waitFor(10, TimeUnit.SECONDS);
        List<String> saved = saved(first);
        int landedBeforeKill = hall.applied.size(); // the last of these may not have had its answer yet
        int sentBeforeKill = hall.received.size();
        assertTrue(landedBeforeKill < saved.size(), "the kill left entries waiting: " + landedBeforeKill);

        List<String> second = new CopyOnWriteArrayList<>();
        Process restarted = start(second, "send");
        assertTrue(restarted.waitFor(30, TimeUnit.SECONDS), "the restarted court drains its outbox");
        assertTrue(second.contains("drained"), second.toString());

        List<String> landed = hall.appliedInOrder;
        System.out.printf("court kill: %d saved, %d landed before the kill, %d sends in all (%d after the restart),"
                + " %d landed in all%n", saved.size(), landedBeforeKill, hall.received.size(),
                hall.received.size() - sentBeforeKill, landed.size());
        assertTrue(landed.containsAll(saved), "every entry confirmed as saved landed");
        assertEquals(landed.size(), landed.stream().distinct().count(), "no entry landed twice: " + landed);
        assertEquals(saved, landed.stream().filter(saved::contains).collect(Collectors.toList()), "oldest first");
        assertEquals(0, Files.size(folder.resolve(Outbox.JOURNAL_FILE)), "the drained outbox is compacted");
    }

    private static List<String> saved(List<String> output) {
        List<String> keys = new ArrayList<>();
        output.stream().filter(l -> l.startsWith("saved ")).forEach(l -> keys.add(l.substring("saved ".length())));
        return keys;
    }

    private Process start(List<String> output, String... mode) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), CourtChild.class.getName(), folder.toString(), hall.base()));
        command.addAll(List.of(mode));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    output.add(line);
                }
            } catch (IOException e) {
                output.add("read failed: " + e);
            }
        });
        reader.setDaemon(true);
        reader.start();
        return process;
    }
}
