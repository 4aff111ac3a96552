package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.app.testing.Waits.eventually;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.cli.Cli;
import taikai.app.hall.client.DeviceClock;
import taikai.app.road.Outcome;
import taikai.app.hall.access.ConfigFolder;
import taikai.model.match.MatchResult;

/**
 * {@code taikai standby --follow}: the organiser's code typed when asked, the copy kept change by change,
 * and {@code PROMOTE} typed by a person: the copy is served as the hall with the same codes, and a court
 * moved to it finds its answered entries there (duplicates) and writes on.
 */
class StandbyCommandTest {
    @TempDir
    Path temp;

    private HallFixture hall;
    private Court court;
    private Process standby;

    @AfterEach
    void stop() throws Exception {
        if (standby != null) {
            standby.destroyForcibly();
        }
        if (court != null) {
            court.close();
        }
        hall.close();
    }

    @Test
    void aStandbyFollowsTheHallAndAPersonTypingPromoteMakesItTheHall() throws Exception {
        hall = new HallFixture(temp).start();
        MatchResult match = hall.matchesOn("A").get(0);
        court = new Court("court A", temp.resolve("outbox"), hall.base(), hall.courtCodes.get("A"), DeviceClock.SYSTEM)
                .synced().start();
        for (int i = 0; i < 3; i++) {
            court.enter(Entries.draft(match.id(), "board-a", i + 1, i));
        }
        eventually().until(court::drained);

        Path log = temp.resolve("standby.log");
        Path copy = temp.resolve("copy");
        ProcessBuilder builder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Cli.class.getName(), "standby", "--follow",
                hall.base().toString(), copy.toString(), "--port", "0").redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put(ConfigFolder.VARIABLE, temp.resolve("standby-settings").toString());
        standby = builder.start();
        OutputStream keyboard = standby.getOutputStream();
        type(keyboard, hall.organiserCode);
        waitForLine(log, "Following the hall laptop at ");

        for (int i = 3; i < 5; i++) {
            court.enter(Entries.draft(match.id(), "board-a", i + 1, i));
        }
        eventually().until(court::drained);
        eventually().until(() -> historySize(copy) == 5);
        // Anything but PROMOTE says how far the copy is complete; ask, every 200 ms, until it holds the fifth change.
        eventually().pollInterval(Duration.ofMillis(200)).alias("the standby's copy complete up to change 5")
                .until(() -> {
                    if (completeUpTo5(log)) {
                        return true;
                    }
                    type(keyboard, "how far?");
                    return false;
                });
        hall.stop();
        type(keyboard, "PROMOTE");
        List<String> after = waitForLine(log, "This laptop is now the hall.");
        URI promoted = address(log);
        assertTrue(after.stream().anyMatch(l -> l.contains("up to change 5")), after.toString());

        court.client.moveTo(promoted);
        assertEquals(5, court.outbox.requeueAnswered());
        court.enter(Entries.draft(match.id(), "board-a", 6, 5));
        eventually().until(court::drained);
        assertEquals(5, court.count(Outcome.DUPLICATE), "the five the copy held");
        assertEquals(1, court.count(Outcome.APPLIED), "the court's code works on the promoted hall");
        assertEquals(court.entered.stream().map(e -> e.key()).toList(), StandbyPromotionTest.historyKeys(copy));

        standby.destroy(); // SIGTERM, as Ctrl-C
        assertTrue(standby.waitFor(20, TimeUnit.SECONDS));
        List<String> output = Files.readAllLines(log);
        assertTrue(output.contains("Hall server stopped."), output.toString());
        assertTrue(output.stream().noneMatch(l -> l.contains("Exception")), output.toString());
    }

    @Test
    void aWrongCodeIsRefusedWithASentenceAndLeavesTheFolderEmpty() throws Exception {
        hall = new HallFixture(temp).start();
        Path copy = temp.resolve("copy");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = new Cli().run(List.of("standby", "--follow", hall.base().toString(), copy.toString(), "--code",
                "WRONG-CODE"), System.out, new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(Cli.PROBLEMS, exit);
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("did not give its copy: This code is not known"), said);
        assertFalse(Files.exists(copy) && Files.list(copy).findAny().isPresent(), "nothing was written");

        ByteArrayOutputStream usage = new ByteArrayOutputStream();
        assertEquals(Cli.USAGE, new Cli().run(List.of("standby", "--follow", "hall-laptop", copy.toString()), System.out,
                new PrintStream(usage, true, StandardCharsets.UTF_8)));
        assertTrue(usage.toString(StandardCharsets.UTF_8).contains("is not an address like http://"), usage.toString());
    }

    private static void type(OutputStream keyboard, String line) throws Exception {
        keyboard.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
    }

    private static int historySize(Path root) {
        try {
            return StandbyPromotionTest.historyKeys(root).size();
        } catch (Exception e) {
            return 0;
        }
    }

    private static List<String> lines(Path log) throws Exception {
        return Files.exists(log) ? Files.readAllLines(log) : List.of();
    }

    private static boolean completeUpTo5(Path log) throws Exception {
        return lines(log).stream().anyMatch(l -> l.startsWith("Type PROMOTE and Enter") && l.contains("complete up to change 5,"));
    }

    /** Waits for a line starting with {@code start}; returns the lines from it on. */
    private static List<String> waitForLine(Path log, String start) throws Exception {
        eventually().alias("a line \"" + start + "\" in " + log).until(() -> lines(log).stream().anyMatch(l -> l.startsWith(start)));
        List<String> lines = lines(log);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return lines.subList(i, lines.size());
            }
        }
        throw new AssertionError("the line \"" + start + "\" went away: " + lines);
    }

    private static URI address(Path log) throws Exception {
        Pattern at = Pattern.compile("Only this laptop can connect, at (http://127\\.0\\.0\\.1:\\d+)\\..*");
        for (String line : waitForLine(log, "Only this laptop can connect")) {
            Matcher m = at.matcher(line);
            if (m.matches()) {
                return URI.create(m.group(1));
            }
        }
        throw new AssertionError(Files.readAllLines(log).toString());
    }
}
