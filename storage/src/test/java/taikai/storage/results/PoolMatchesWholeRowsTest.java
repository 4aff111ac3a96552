package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;

/**
 * A results file read again with the rows its last read found whole (decision 0035) gives exactly
 * what a first read of the same text gives: the same matches, degraded rows and problems, or the
 * same refusal; only the rows whose text is new are read cell by cell.
 */
class PoolMatchesWholeRowsTest {
    private static final String FILE = "competitions/open/pool-matches.csv";

    private static PoolMatchesFile.Reading read(String text, Map<String, MatchResult> whole) throws Exception {
        return PoolMatchesFile.read(FILE, text, new Problems(), whole);
    }

    @Test
    void aRowWhoseTextIsKnownTakesItsMatchWithoutBeingRead() throws Exception {
        List<MatchResult> golden = ResultFixtures.goldenMatches();
        String text = PoolMatchesFile.write(golden);
        PoolMatchesFile.Reading first = read(text, Map.of());
        assertEquals(golden.size(), first.wholeRows().size());
        PoolMatchesFile.Reading again = read(text, first.wholeRows());
        for (int i = 0; i < golden.size(); i++) {
            assertSame(first.read().matches().get(i), again.read().matches().get(i));
        }
        // A memo that says otherwise is believed: the row is not read, which is what makes it quick.
        String row = text.lines().toList().get(1);
        Map<String, MatchResult> forged = new HashMap<>(first.wholeRows());
        forged.put(row, golden.get(0).withCourt("forged"));
        assertEquals("forged", read(text, forged).read().matches().get(0).court());
    }

    @Test
    void twoRowsOfOneMatchFailTheFileThoughBothAreKnown() throws Exception {
        String text = PoolMatchesFile.write(ResultFixtures.goldenMatches());
        PoolMatchesFile.Reading first = read(text, Map.of());
        String doubled = text + text.lines().toList().get(1) + "\n";
        assertThrows(FileFormatException.class, () -> read(doubled, first.wholeRows()));
    }

    @Property(tries = 200)
    void aReadAfterAnEditEqualsAFirstReadOfTheSameText(@ForAll("edits") List<Edit> edits) throws Exception {
        String text = PoolMatchesFile.write(ResultFixtures.goldenMatches());
        Map<String, MatchResult> whole = read(text, Map.of()).wholeRows();
        for (Edit edit : edits) {
            text = edit.apply(text);
            Problems firstProblems = new Problems();
            Problems againProblems = new Problems();
            PoolMatchesRead fresh;
            try {
                fresh = PoolMatchesFile.readWithDegradedRows(FILE, text, firstProblems);
            } catch (FileFormatException e) {
                String refused = text;
                Map<String, MatchResult> known = whole;
                FileFormatException again = assertThrows(FileFormatException.class,
                        () -> PoolMatchesFile.read(FILE, refused, new Problems(), known));
                assertEquals(e.problem(), again.problem());
                continue;
            }
            PoolMatchesFile.Reading again = PoolMatchesFile.read(FILE, text, againProblems, whole);
            assertEquals(fresh, again.read());
            assertEquals(firstProblems.list(), againProblems.list());
            whole = again.wholeRows();
        }
    }

    /** One change a person or a write makes to the text: a cell, a row removed or doubled, a stray quote. */
    record Edit(int row, int kind, String cell) {
        String apply(String text) {
            List<String> lines = new ArrayList<>(text.lines().toList());
            if (lines.size() < 2) {
                return text;
            }
            int at = 1 + Math.floorMod(row, lines.size() - 1);
            List<String> cells = new ArrayList<>(List.of(lines.get(at).split(",", -1)));
            if (cells.size() < 12 && kind != 2 && kind != 3) {
                return text; // a line inside a quoted field that holds a line break
            }
            switch (kind) {
                case 0 -> cells.set(11, cell); // the court
                case 1 -> cells.set(7, cell); // HansokuA, a count
                case 2 -> lines.remove(at);
                case 3 -> lines.add(at, lines.get(at));
                default -> cells.set(2, "\"" + cell);
            }
            if (kind != 2 && kind != 3) {
                lines.set(at, String.join(",", cells));
            }
            return String.join("\n", lines) + "\n";
        }
    }

    @Provide
    Arbitrary<List<Edit>> edits() {
        Arbitrary<String> cells = Arbitraries.of("A", "B", "x", "2", " 3", "", "  ");
        return net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, 40),
                Arbitraries.integers().between(0, 4), cells).as(Edit::new).list().ofMinSize(1).ofMaxSize(6);
    }

    @Test
    void theRowsKeptAreOnlyThoseThatReadWhole() throws Exception {
        String text = PoolMatchesFile.write(ResultFixtures.goldenMatches());
        List<String> lines = new ArrayList<>(text.lines().toList());
        List<String> cells = new ArrayList<>(List.of(lines.get(1).split(",", -1)));
        cells.set(7, "many"); // HansokuA that is no count degrades
        lines.set(1, String.join(",", cells));
        String damaged = String.join("\n", lines) + "\n";
        PoolMatchesFile.Reading reading = read(damaged, Map.of());
        assertFalse(reading.wholeRows().containsKey(lines.get(1)));
        assertEquals(1, reading.read().degradedRows().size());
    }
}
