package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;

/**
 * A results file read again after a small change (a store reads it before every write) takes the
 * rows it knows from the last read and tokenises only the others. Whatever the change, a cell, a
 * stray quote, a line break, a row more or less, a header renamed, that read must give exactly
 * what a first read of the same text gives: the same matches, the same degraded rows, the same
 * problems in the same order, or the same refusal.
 */
class PoolMatchesQuickReadTest {
    private static final String FILE = "competitions/open/pool-matches.csv";
    private static final AtomicLong KEYS = new AtomicLong();

    @Property(tries = 400)
    void aReadAfterAnEditEqualsAFirstReadOfTheSameText(@ForAll("matches") List<MatchResult> matches,
            @ForAll("edits") List<Edit> edits) {
        String before = PoolMatchesFile.write(matches);
        String warm = "warm-" + KEYS.incrementAndGet();
        outcome(before, warm);
        String after = before;
        for (Edit edit : edits) {
            after = edit.applyTo(after);
        }
        assertEquals(outcome(after, "cold-" + KEYS.incrementAndGet()), outcome(after, warm));
    }

    @Test
    void twoFoldersWithTheSameCompetitionIdKeepTheirOwnRows() throws Exception {
        List<MatchResult> one = List.of(PoolMatchColumn.blank().withPool("Pool A").withIndex("0").withId("Pool A-0"));
        List<MatchResult> two = List.of(one.get(0).withSideA(one.get(0).sideA().withIppons(List.of(Mark.MEN))));
        String first = PoolMatchesFile.write(one);
        String second = PoolMatchesFile.write(two);
        for (int round = 0; round < 3; round++) {
            assertEquals(one, PoolMatchesFile.readWithDegradedRows(FILE, first, new Problems(), "/a/" + FILE).matches());
            assertEquals(two, PoolMatchesFile.readWithDegradedRows(FILE, second, new Problems(), "/b/" + FILE).matches());
        }
    }

    /** What a read gives, as one comparable value: the result and its problems, or the refusal. */
    private static List<Object> outcome(String text, String key) {
        Problems problems = new Problems();
        try {
            PoolMatchesRead read = PoolMatchesFile.readWithDegradedRows(FILE, text, problems, key);
            return List.of(read.matches(), read.degradedRows(), problems.list());
        } catch (FileFormatException e) {
            return List.of("refused", e.problem(), problems.list());
        }
    }

    /** Puts {@code text} in place of {@code length} characters at a share of the way through the file. */
    record Edit(double at, int length, String text) {
        String applyTo(String file) {
            int start = (int) (at * file.length());
            int end = Math.min(file.length(), start + length);
            return file.substring(0, start) + text + file.substring(end);
        }
    }

    @Provide
    Arbitrary<List<MatchResult>> matches() {
        return ResultArbitraries.poolMatch().list().ofMinSize(1).ofMaxSize(24);
    }

    @Provide
    Arbitrary<List<Edit>> edits() {
        Arbitrary<String> text = Arbitraries.oneOf(
                Arbitraries.of("\"", "\n", "\r\n", ",", "", "x", "M", "K", "0", "1", "scheduled", "finished", "\"\"",
                        "\n\n", "Pool Z", "-", " "),
                Arbitraries.strings().withChars("ab,\"\n\r ç1").ofMaxLength(6));
        Arbitrary<Edit> edit = Combinators.combine(Arbitraries.doubles().between(0, 1),
                Arbitraries.integers().between(0, 3), text).as(Edit::new);
        return edit.list().ofMinSize(1).ofMaxSize(3).map(ArrayList::new);
    }
}
