package taikai.storage.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.storage.problem.Problem;

/**
 * Reading a competition again with a store's cache reuses what the same bytes parsed to, but must
 * still see every change on disk and report every problem on every read.
 */
class RereadTest {
    @TempDir
    Path root;

    private final FolderCache cache = FolderCache.forStore();

    private LoadedCompetition read() {
        return FolderReader.readCompetition(root, "open", cache, null);
    }

    @Test
    void aSecondReadOfTheSameBytesGivesTheSameCompetitionAndTheSameProblems() throws Exception {
        SampleFolder.writeAll(root);
        LoadedCompetition first = read();
        LoadedCompetition second = read();
        assertEquals(first.state(), second.state());
        assertEquals(first.problems(), second.problems());
    }

    @Test
    void aHandEditOfOneCellIsSeenOnTheNextRead() throws Exception {
        SampleFolder.writeAll(root);
        Path results = root.resolve("competitions/open/pool-matches.csv");
        CompetitionState before = read().state().orElseThrow();
        String text = Files.readString(results, StandardCharsets.UTF_8);
        List<String> lines = text.lines().toList();
        List<String> cells = new java.util.ArrayList<>(List.of(lines.get(1).split(",", -1)));
        int column = List.of(lines.get(0).split(",", -1)).indexOf("Court");
        String other = "Z";
        assertNotEquals(before.poolMatches().get(0).court(), other);
        cells.set(column, other);
        String edited = lines.get(0) + "\n" + String.join(",", cells) + "\n";
        Files.writeString(results, edited, StandardCharsets.UTF_8);

        CompetitionState after = read().state().orElseThrow();

        assertEquals(other, after.poolMatches().get(0).court());
    }

    @Test
    void aBadByteTypedIntoOneRowIsNamedAtItsLineAndColumnOnTheNextRead() throws Exception {
        SampleFolder.writeAll(root);
        Path results = root.resolve("competitions/open/pool-matches.csv");
        read(); // the next read compares its bytes with these
        byte[] bytes = Files.readAllBytes(results);
        int firstRow = indexAfter(bytes, 0, (byte) '\n');
        bytes[firstRow + 2] = (byte) 0xFF; // the first row's third byte, saved in another encoding
        Files.write(results, bytes);

        LoadedCompetition open = read();

        assertTrue(open.failed());
        Problem p = open.fatalProblems().get(0);
        assertEquals("competitions/open/pool-matches.csv", p.file());
        assertEquals(2, p.line());
        assertEquals(3, p.column());
        assertTrue(p.message().contains("not UTF-8"), p.message());
    }

    private static int indexAfter(byte[] bytes, int from, byte wanted) {
        for (int i = from; i < bytes.length; i++) {
            if (bytes[i] == wanted) {
                return i + 1;
            }
        }
        throw new AssertionError("no such byte");
    }

    @Test
    void anUnchangedRosterGivesTheSamePlayersAndOneChangedByHandIsJoinedAfresh() throws Exception {
        SampleFolder.writeAll(root);
        CompetitionState first = read().state().orElseThrow();
        CompetitionState second = read().state().orElseThrow();
        assertSame(first.players(), second.players());
        Player rin = first.players().stream().filter(p -> p.id().equals(SampleFolder.RIN)).findFirst().orElseThrow();
        assertEquals("A1", rin.number());
        assertEquals(1, rin.seed());

        Path pools = root.resolve("competitions/open/pools.csv");
        Files.writeString(pools, Files.readString(pools, StandardCharsets.UTF_8).replace(",A1,", ",A9,"),
                StandardCharsets.UTF_8);
        Path seeds = root.resolve("competitions/open/seeds.csv");
        Files.writeString(seeds, Files.readString(seeds, StandardCharsets.UTF_8).replace("\n1,Rin", "\n4,Rin"),
                StandardCharsets.UTF_8);
        CompetitionState edited = read().state().orElseThrow();

        Player moved = edited.players().stream().filter(p -> p.id().equals(SampleFolder.RIN)).findFirst().orElseThrow();
        assertEquals("A9", moved.number());
        assertEquals(4, moved.seed());
        assertEquals(4, edited.seeds().get(0).rank());
    }

    @Test
    void aBrokenCellIsReportedOnEveryReadAndAFixedOneNoLonger() throws Exception {
        SampleFolder.writeAll(root);
        Path results = root.resolve("competitions/open/pool-matches.csv");
        String good = Files.readString(results, StandardCharsets.UTF_8);
        List<String> lines = good.lines().toList();
        List<String> cells = new java.util.ArrayList<>(List.of(lines.get(1).split(",", -1)));
        cells.set(List.of(lines.get(0).split(",", -1)).indexOf("Round"), "not-a-round");
        Files.writeString(results, lines.get(0) + "\n" + String.join(",", cells) + "\n", StandardCharsets.UTF_8);

        List<Problem> first = read().problems();
        List<Problem> second = read().problems();
        assertTrue(first.stream().anyMatch(p -> p.file().endsWith("pool-matches.csv")), first.toString());
        assertEquals(first, second);

        Files.writeString(results, good, StandardCharsets.UTF_8);
        assertTrue(read().problems().stream()
                .noneMatch(p -> p.file().endsWith("pool-matches.csv")));
    }
}
