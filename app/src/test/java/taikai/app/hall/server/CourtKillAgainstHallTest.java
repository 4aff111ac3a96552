package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;

/**
 * Issue item 8 (c), RELIABILITY.md promise 5: a court laptop killed with SIGKILL (no shutdown hook
 * runs) while entries wait in its outbox sends them after it starts again, and each lands on the real
 * hall server once, in the order entered. The hall laptop is away for part of the time, so the outbox
 * is full when the kill comes.
 */
class CourtKillAgainstHallTest {
    private static final int ENTRIES = 40;

    @TempDir
    Path temp;

    private HallFixture hall;
    private final List<Process> children = new ArrayList<>();

    @AfterEach
    void stop() {
        children.forEach(Process::destroyForcibly);
        hall.close();
    }

    @Test
    void entriesOfACourtKilledWithSigkillLandOnceEachInOrderAfterItRestarts() throws Exception {
        hall = new HallFixture(temp).start();
        MatchResult match = hall.matchesOn("A").get(0);
        List<String> first = new CopyOnWriteArrayList<>();
        Process court = start(first, match.id(), "enter", Integer.toString(ENTRIES));
        eventually().until(() -> hall.historySize(match.id()) >= 3);
        hall.stop(); // the hall laptop goes away: what the court enters from now on waits
        eventually().until(() -> saved(first).size() >= 10);
        court.destroyForcibly();
        assertTrue(court.waitFor(10, TimeUnit.SECONDS));
        List<String> saved = saved(first);
        int landedBeforeKill = hall.history(match.id()).size();
        assertTrue(landedBeforeKill < saved.size(), "the kill left entries in the outbox");

        hall.start();
        List<String> second = new CopyOnWriteArrayList<>();
        Process restarted = start(second, match.id(), "send");
        assertTrue(restarted.waitFor(60, TimeUnit.SECONDS), "the restarted court drains its outbox: " + second);
        assertTrue(second.contains("drained"), second.toString());

        List<String> landed = new ArrayList<>();
        for (HistoryEntry line : hall.history(match.id())) {
            landed.add(line.asked().key());
        }
        System.out.printf("court kill against the hall server: %d saved, %d landed before the kill, %s waiting at"
                + " restart, %d history lines, %d distinct%n", saved.size(), landedBeforeKill, second.get(0),
                landed.size(), landed.stream().distinct().count());
        assertEquals(landed.size(), landed.stream().distinct().count(), "no entry landed twice: " + landed);
        assertTrue(landed.containsAll(saved), "every entry confirmed as saved landed");
        assertEquals(saved, landed.stream().filter(saved::contains).toList(), "in the order entered");
        assertTrue(landed.size() <= saved.size() + 1, "at most the one entry saved as the kill came is extra");
    }

    private static List<String> saved(List<String> output) {
        List<String> keys = new ArrayList<>();
        output.stream().filter(l -> l.startsWith("saved ")).forEach(l -> keys.add(l.substring("saved ".length())));
        return keys;
    }

    private Process start(List<String> output, String matchId, String... mode) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), HallCourtChild.class.getName(),
                temp.resolve("outbox").toString(), hall.base().toString(), hall.courtCodes.get("A"), matchId));
        command.addAll(List.of(mode));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        children.add(process);
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
