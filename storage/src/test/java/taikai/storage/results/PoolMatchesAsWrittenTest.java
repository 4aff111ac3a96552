package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;

/**
 * Decision 0045: a results file whose text is the text the store last wrote to it is read without
 * splitting its rows again, and gives exactly what a first read of the same text gives: the same
 * matches, degraded rows, problems and rows read whole, or the same refusal. Checked over runs of
 * writes (a score, a new row, a row kept as it stood) and hand edits between them, from files of
 * awkward text.
 */
class PoolMatchesAsWrittenTest {
    private static final String FILE = "competitions/open/pool-matches.csv";

    /** One step between two reads: a write of the matches read, or a hand edit of the text on disk. */
    record Step(int kind, int at, MatchResult fresh, PoolMatchesWholeRowsTest.Edit edit) {
    }

    @Property(tries = 300)
    void aReadOfTheTextLastWrittenEqualsAFirstReadOfIt(@ForAll("first") List<MatchResult> first,
            @ForAll("steps") List<Step> steps) throws Exception {
        PoolMatchesFile.Written written = PoolMatchesFile.write(first, Map.of(), PoolMatchesFile.Lines.NONE);
        String text = utf8(written);
        Map<String, MatchResult> whole = Map.of();
        for (Step step : steps) {
            Problems problems = new Problems();
            PoolMatchesFile.Reading reading;
            try {
                reading = PoolMatchesFile.read(FILE, text, problems, whole, written.asWritten());
            } catch (FileFormatException e) {
                String refused = text;
                FileFormatException fresh = assertThrows(FileFormatException.class,
                        () -> PoolMatchesFile.read(FILE, refused, new Problems(), Map.of()));
                assertEquals(fresh.problem(), e.problem());
                return;
            }
            Problems freshProblems = new Problems();
            PoolMatchesFile.Reading fresh = PoolMatchesFile.read(FILE, text, freshProblems, Map.of());
            assertEquals(fresh.read(), reading.read());
            assertEquals(freshProblems.list(), problems.list());
            assertEquals(fresh.wholeRows(), reading.wholeRows());
            whole = reading.wholeRows();

            if (step.kind() == 0) {
                text = step.edit().apply(text); // by hand: the store's text is no longer the file's
                continue;
            }
            List<MatchResult> matches = new ArrayList<>(reading.read().matches());
            if (!matches.isEmpty() && step.kind() == 1) {
                int i = Math.floorMod(step.at(), matches.size());
                MatchResult was = matches.get(i);
                matches.set(i, step.fresh().withPool(was.pool()).withIndex(was.index()).withId(was.id()));
            } else if (step.kind() == 2) {
                matches.add(Math.floorMod(step.at(), matches.size() + 1), step.fresh());
            }
            Map<String, PoolMatchesFile.KeptRow> kept = PoolMatchesFile.keptRows(text, reading.read().matches(),
                    reading.read().degradedRows());
            written = PoolMatchesFile.write(matches, kept, written.lines());
            text = utf8(written);
        }
    }

    @Test
    void theRowsOfTheTextLastWrittenAreNotSplitAgain() throws Exception {
        List<MatchResult> golden = ResultFixtures.goldenMatches();
        PoolMatchesFile.Written written = PoolMatchesFile.write(golden, Map.of(), PoolMatchesFile.Lines.NONE);
        String text = utf8(written);
        PoolMatchesFile.Reading first = PoolMatchesFile.read(FILE, text, new Problems(), Map.of());
        // A memo that says otherwise is believed for a row it knows, which shows the row was not read.
        Map<String, MatchResult> forged = new HashMap<>(first.wholeRows());
        forged.put(written.asWritten().rows().get(0), golden.get(0).withCourt("forged"));
        PoolMatchesFile.Reading again = PoolMatchesFile.read(FILE, text, new Problems(), forged, written.asWritten());
        assertEquals("forged", again.read().matches().get(0).court());
        assertSame(first.wholeRows().get(written.asWritten().rows().get(1)), again.read().matches().get(1));
    }

    @Test
    void aTextsReadingIsWorkedOutOnceAndGivenAgainWhicheverMemoComesNext() throws Exception {
        List<MatchResult> golden = ResultFixtures.goldenMatches();
        PoolMatchesFile.Written written = PoolMatchesFile.write(golden, Map.of(), PoolMatchesFile.Lines.NONE);
        String text = utf8(written);
        PoolMatchesFile.Reading first = PoolMatchesFile.read(FILE, text, new Problems(), Map.of());
        PoolMatchesFile.Reading ahead = written.asWritten().reading(FILE, first.wholeRows());
        assertEquals(first.read(), ahead.read());
        assertEquals(golden.stream().map(MatchResult::id).collect(java.util.stream.Collectors.toSet()),
                written.asWritten().ids());
        // Decision 0054: worked out ahead, the reading is what every later read of the same text gets,
        // even with a memo that would say otherwise, because it is a function of the text alone.
        Map<String, MatchResult> forged = new HashMap<>(first.wholeRows());
        forged.put(written.asWritten().rows().get(0), golden.get(0).withCourt("forged"));
        PoolMatchesFile.Reading again = PoolMatchesFile.read(FILE, text, new Problems(), forged, written.asWritten());
        assertSame(ahead, again);
        assertTrue(written.asWritten().isTextOf(written.bytes()));
        byte[] edited = written.bytes().clone();
        edited[edited.length - 2] ^= 1;
        assertFalse(written.asWritten().isTextOf(edited));
    }

    @Test
    void aMatchWhoseTextIsNotUtf8ReadsWhatTheFileHolds() throws Exception {
        // An unpaired surrogate is written as '?': the file's text is not the text the write made.
        List<MatchResult> matches = new ArrayList<>(ResultFixtures.goldenMatches());
        matches.set(0, matches.get(0).withCourt("A\uD800"));
        PoolMatchesFile.Written written = PoolMatchesFile.write(matches, Map.of(), PoolMatchesFile.Lines.NONE);
        String text = utf8(written);
        PoolMatchesFile.Reading reading = PoolMatchesFile.read(FILE, text, new Problems(), Map.of(),
                written.asWritten());
        assertEquals("A?", reading.read().matches().get(0).court());
        assertEquals(PoolMatchesFile.read(FILE, text, new Problems(), Map.of()).read(), reading.read());
    }

    @Test
    void twoRowsOfOneMatchWrittenFailTheFileAsAFirstReadDoes() throws Exception {
        List<MatchResult> matches = new ArrayList<>(ResultFixtures.goldenMatches());
        matches.add(matches.get(0));
        PoolMatchesFile.Written written = PoolMatchesFile.write(matches, Map.of(), PoolMatchesFile.Lines.NONE);
        String text = utf8(written);
        FileFormatException fresh = assertThrows(FileFormatException.class,
                () -> PoolMatchesFile.read(FILE, text, new Problems(), Map.of()));
        Map<String, MatchResult> whole = PoolMatchesFile.read(FILE, PoolMatchesFile.write(ResultFixtures.goldenMatches()),
                new Problems(), Map.of()).wholeRows();
        FileFormatException again = assertThrows(FileFormatException.class,
                () -> PoolMatchesFile.read(FILE, text, new Problems(), whole, written.asWritten()));
        assertEquals(fresh.problem(), again.problem());
    }

    @Test
    void theRowsOfAnOlderNarrowerFileAreNotTakenAsRowsOfEveryColumn() throws Exception {
        String older = "PoolName,MatchIdx,SideA,SideB,Winner,IpponsA,IpponsB,HansokuA,HansokuB,Decision,Status,Court,"
                + "SubResults,ScheduledAt,ResultSource\nPool A,0,Tanaka,Suzuki,Tanaka,M,K,1,0,fought,completed,A,,"
                + "09:30,admin\nPool A,1,Sato,Ito,,,,0,0,,scheduled,A,,09:40,admin\n";
        PoolMatchesFile.Reading first = PoolMatchesFile.read(FILE, older, new Problems(), Map.of());
        assertEquals(2, first.read().matches().size());
        assertEquals(Map.of(), first.wholeRows(), "a narrower row is read again by every read");
        List<MatchResult> matches = new ArrayList<>(first.read().matches());
        matches.set(1, matches.get(1).withCourt("B"));
        PoolMatchesFile.Written written = PoolMatchesFile.write(matches, Map.of(), PoolMatchesFile.Lines.NONE);
        String text = utf8(written);
        PoolMatchesFile.Reading again = PoolMatchesFile.read(FILE, text, new Problems(), first.wholeRows(),
                written.asWritten());
        PoolMatchesFile.Reading fresh = PoolMatchesFile.read(FILE, text, new Problems(), Map.of());
        assertEquals(fresh.read(), again.read());
        assertEquals(fresh.wholeRows(), again.wholeRows());
        assertEquals(2, again.wholeRows().size());
    }

    private static String utf8(PoolMatchesFile.Written written) {
        return new String(written.bytes(), StandardCharsets.UTF_8);
    }

    @Provide
    Arbitrary<List<MatchResult>> first() {
        return Arbitraries.oneOf(Arbitraries.just(ResultFixtures.goldenMatches()),
                ResultArbitraries.poolMatch().list().ofMaxSize(6).uniqueElements(MatchResult::id));
    }

    @Provide
    Arbitrary<List<Step>> steps() {
        Arbitrary<String> cells = Arbitraries.of("A", "B", "x", "2", " 3", "", "  ", "many");
        Arbitrary<PoolMatchesWholeRowsTest.Edit> edits = Combinators.combine(Arbitraries.integers().between(0, 40),
                Arbitraries.integers().between(0, 4), cells).as(PoolMatchesWholeRowsTest.Edit::new);
        return Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 40),
                ResultArbitraries.poolMatch(), edits).as(Step::new).list().ofMinSize(1).ofMaxSize(8);
    }
}
