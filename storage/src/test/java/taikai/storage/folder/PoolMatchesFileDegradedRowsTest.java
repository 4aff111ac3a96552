package taikai.storage.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.storage.problem.Problem;
import taikai.storage.results.PoolMatchesFile;

/**
 * Spec "When a file is wrong": the console marks a match whose row has a cell that fell back to its
 * default, so the loaded competition names that match with the problems of its row, and no other.
 */
class PoolMatchesFileDegradedRowsTest {
    private static final String FILE = "competitions/open/pool-matches.csv";

    @TempDir
    Path root;

    private Path results;
    private String good;

    @BeforeEach
    void writeTwoBouts() throws Exception {
        SampleFolder.writeAll(root);
        Side rin = Side.of("Rin Sato", SampleFolder.RIN);
        Side yuki = Side.of("Yuki Tanaka", SampleFolder.YUKI);
        MatchResult first = MatchResult.poolMatch("Pool A", "0", rin, yuki, -1)
                .withSideA(rin.withIppons(List.of(Mark.MEN))).withStatus(MatchStatus.COMPLETED);
        MatchResult second = MatchResult.poolMatch("Pool A", "1", yuki, rin, -1)
                .withSideA(yuki.withIppons(List.of(Mark.KOTE))).withStatus(MatchStatus.COMPLETED);
        results = root.resolve(FILE);
        good = PoolMatchesFile.write(List.of(first, second));
        Files.writeString(results, good, StandardCharsets.UTF_8);
    }

    /** The file with the IpponsA cell of its second match (line 3) holding {@code raw}. */
    private String withIpponsOfSecondMatch(String raw) {
        List<String> lines = good.lines().toList();
        List<String> cells = new ArrayList<>(List.of(lines.get(2).split(",", -1)));
        cells.set(List.of(lines.get(0).split(",", -1)).indexOf("IpponsA"), raw);
        return lines.get(0) + "\n" + lines.get(1) + "\n" + String.join(",", cells) + "\n";
    }

    @Test
    void aRowWithAWrongCellNamesItsMatchWithTheProblemsOfThatRowAndNoOtherMatch() throws Exception {
        Files.writeString(results, withIpponsOfSecondMatch("X"), StandardCharsets.UTF_8);

        LoadedCompetition loaded = FolderReader.readCompetition(root, "open");

        assertEquals(Set.of("Pool A-1"), loaded.degradedMatches().keySet());
        List<Problem> ofRow = loaded.degradedMatches().get("Pool A-1");
        List<Problem> inFile = loaded.problems().stream().filter(p -> p.file().equals(FILE)).toList();
        assertEquals(inFile, ofRow);
        assertEquals(1, ofRow.size(), ofRow::toString);
        assertEquals(3, ofRow.get(0).line());
        assertTrue(ofRow.get(0).message().contains("IpponsA") && ofRow.get(0).message().contains("\"X\""),
                ofRow.get(0).message());
    }

    @Test
    void theSameBytesReadAgainNameTheSameMatch() throws Exception {
        Files.writeString(results, withIpponsOfSecondMatch("X"), StandardCharsets.UTF_8);
        LoadedCompetition first = FolderReader.readCompetition(root, "open");

        LoadedCompetition second = FolderReader.readCompetition(root, "open");

        assertEquals(first.degradedMatches(), second.degradedMatches());
        assertEquals(Set.of("Pool A-1"), second.degradedMatches().keySet());
    }

    @Test
    void aHandFixOfTheCellClearsTheMatchOnTheNextRead() throws Exception {
        Files.writeString(results, withIpponsOfSecondMatch("X"), StandardCharsets.UTF_8);
        assertEquals(Set.of("Pool A-1"), FolderReader.readCompetition(root, "open").degradedMatches().keySet());

        Files.writeString(results, withIpponsOfSecondMatch("K"), StandardCharsets.UTF_8);
        LoadedCompetition fixed = FolderReader.readCompetition(root, "open");

        assertEquals(Map.of(), fixed.degradedMatches());
        assertEquals(List.of(Mark.KOTE), fixed.state().orElseThrow().findMatch("Pool A-1").orElseThrow().sideA().ippons());
    }

    /**
     * A spreadsheet's save (byte order mark, CR LF) read, then edited by hand: each read compares
     * the bytes with the last read's, and must still name the row's line and notice the fix.
     */
    @Test
    void handEditsOfASpreadsheetSavedFileAreNamedAtTheirLines() throws Exception {
        Files.writeString(results, "\ufeff" + good.replace("\n", "\r\n"), StandardCharsets.UTF_8);
        assertEquals(Map.of(), FolderReader.readCompetition(root, "open").degradedMatches());

        String broken = withIpponsOfSecondMatch("X");
        String blankLineFirst = broken.replaceFirst("\n", "\n\n");
        Files.writeString(results, "\ufeff" + blankLineFirst.replace("\n", "\r\n"), StandardCharsets.UTF_8);
        List<Problem> ofRow = FolderReader.readCompetition(root, "open").degradedMatches().get("Pool A-1");
        assertEquals(1, ofRow.size(), String.valueOf(ofRow));
        assertEquals(4, ofRow.get(0).line());

        Files.writeString(results, "\ufeff" + withIpponsOfSecondMatch("K").replace("\n", "\r\n"),
                StandardCharsets.UTF_8);
        LoadedCompetition fixed = FolderReader.readCompetition(root, "open");
        assertEquals(Map.of(), fixed.degradedMatches());
        assertEquals(List.of(Mark.KOTE), fixed.state().orElseThrow().findMatch("Pool A-1").orElseThrow().sideA().ippons());
    }

    @Test
    void aFileThatReadsInFullNamesNoMatch() {
        assertEquals(Map.of(), FolderReader.readCompetition(root, "open").degradedMatches());
    }
}
