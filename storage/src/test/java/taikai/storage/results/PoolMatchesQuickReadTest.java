package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
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
 *
 * <p>Read with its bytes, the file is compared with the bytes of the last read, and only the
 * records in the changed stretch are split again; the rest keep their rows, their places and lines
 * shifted. That read too must give what a first read gives, read after read on the same file.
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
            after = edit.applyTo(after, before);
        }
        assertEquals(outcome(after, "cold-" + KEYS.incrementAndGet()), outcome(after, warm));
    }

    @Property(tries = 400, edgeCases = EdgeCasesMode.NONE)
    void everyReadByBytesAfterAnEditEqualsAFirstReadOfTheSameText(@ForAll("someMatches") List<MatchResult> matches,
            @ForAll("lineEnds") String lineEnd, @ForAll boolean byteOrderMark,
            @ForAll("rounds") List<List<Edit>> rounds) {
        String original = (byteOrderMark ? "\ufeff" : "") + PoolMatchesFile.write(matches).replace("\n", lineEnd);
        String warm = "warm-" + KEYS.incrementAndGet();
        assertEquals(outcome(original, "cold-" + KEYS.incrementAndGet()), outcomeOfBytes(original, warm));
        String text = original;
        for (List<Edit> round : rounds) {
            for (Edit edit : round) {
                text = edit.applyTo(text, original);
            }
            assertEquals(outcome(text, "cold-" + KEYS.incrementAndGet()), outcomeOfBytes(text, warm), text);
        }
    }

    /** The reads a store makes: one row changed by each write, anywhere in a file of many rows. */
    @Test
    void scoreWritesOneAfterAnotherReadAsFirstReads() {
        List<MatchResult> matches = new ArrayList<>();
        for (int i = 0; i < 96; i++) {
            String pool = "Pool " + (i % 12);
            String index = String.valueOf(i / 12);
            matches.add(PoolMatchColumn.blank().withPool(pool).withIndex(index).withId(pool + "-" + index));
        }
        List<List<Mark>> scores = List.of(List.of(Mark.MEN), List.of(Mark.MEN, Mark.KOTE), List.of(),
                List.of(Mark.DEFAULT_WIN), List.of(Mark.TSUKI, Mark.DO));
        String key = "writes-" + KEYS.incrementAndGet();
        for (int write = 0; write < 60; write++) {
            int at = write % 3 == 0 ? 0 : write % 3 == 1 ? matches.size() - 1 : (write * 37) % matches.size();
            MatchResult match = matches.get(at);
            matches.set(at, match.withSideA(match.sideA().withIppons(scores.get(write % scores.size()))));
            String text = PoolMatchesFile.write(matches);
            assertEquals(outcome(text, "cold-" + KEYS.incrementAndGet()), outcomeOfBytes(text, key));
        }
    }

    /**
     * Edits right at a record start, where the first difference is also the last: a row's first
     * byte changed, an LF put after a CR line end (which joins it), a line end taken out; and a
     * line break put inside quotes. The last row degrades, so its problem names the line it is on.
     */
    @Test
    void editsRightAtARowStartReadAsFirstReads() {
        List<MatchResult> matches = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            matches.add(PoolMatchColumn.blank().withPool("P" + i).withIndex("0").withId("P" + i + "-0"));
        }
        for (String lineEnd : List.of("\n", "\r", "\r\n")) {
            String original = (PoolMatchesFile.write(matches) + Degraded.ROW + "\n").replace("\n", lineEnd);
            int third = original.indexOf(lineEnd + "P2,") + lineEnd.length();
            List<String> edited = List.of(
                    original.substring(0, third) + "Q" + original.substring(third + 1),
                    original.substring(0, third) + "x" + original.substring(third),
                    original.substring(0, third) + "\n" + original.substring(third),
                    original.substring(0, third) + Degraded.ROW + lineEnd + original.substring(third),
                    original.substring(0, third - lineEnd.length()) + original.substring(third),
                    original.substring(0, third) + "\"P\n2\"" + original.substring(third + 2));
            for (String text : edited) {
                String key = "row-start-" + KEYS.incrementAndGet();
                outcomeOfBytes(original, key);
                assertEquals(outcome(text, "cold-" + KEYS.incrementAndGet()), outcomeOfBytes(text, key), text);
                assertEquals(outcome(original, "cold-" + KEYS.incrementAndGet()), outcomeOfBytes(original, key));
            }
        }
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
        return outcome(text, null, key);
    }

    /** What a read given the text's bytes gives, as {@link #outcome(String, String)}. */
    private static List<Object> outcomeOfBytes(String text, String key) {
        return outcome(text, text.getBytes(StandardCharsets.UTF_8), key);
    }

    private static List<Object> outcome(String text, byte[] utf8, String key) {
        Problems problems = new Problems();
        try {
            PoolMatchesRead read = PoolMatchesFile.readWithDegradedRows(FILE, () -> text, utf8, problems, key);
            return List.of(read.matches(), read.degradedRows(), problems.list());
        } catch (FileFormatException e) {
            return List.of("refused", e.problem(), problems.list());
        }
    }

    /** A change to the file's text, which started as {@code original}. */
    interface Edit {
        String applyTo(String file, String original);
    }

    /**
     * Puts {@code text} in place of {@code length} characters at a share of the way through the file,
     * never between the two halves of a character (a file on disk is UTF-8, which has no half).
     */
    record Replace(double at, int length, String text) implements Edit {
        @Override
        public String applyTo(String file, String original) {
            int share = (int) (at * file.length());
            int start = inCharacter(file, share) ? share - 1 : share;
            int end = Math.min(file.length(), start + length);
            end = inCharacter(file, end) ? end + 1 : end;
            return file.substring(0, start) + text + file.substring(end);
        }

        private static boolean inCharacter(String file, int at) {
            return at > 0 && at < file.length() && Character.isLowSurrogate(file.charAt(at))
                    && Character.isHighSurrogate(file.charAt(at - 1));
        }
    }

    /**
     * Removes the line starting at or after a share of the way through the file, with its line end,
     * or puts a copy of it before it (when {@code copy}).
     */
    record Line(double at, boolean copy) implements Edit {
        @Override
        public String applyTo(String file, String original) {
            int start = lineStartFrom(file, (int) (at * file.length()));
            int end = start;
            while (end < file.length() && file.charAt(end) != '\n' && file.charAt(end) != '\r') {
                end++;
            }
            end += file.startsWith("\r\n", end) ? 2 : end < file.length() ? 1 : 0;
            String line = file.substring(start, end);
            return file.substring(0, start) + (copy ? line + line : "") + file.substring(end);
        }

        static int lineStartFrom(String file, int at) {
            if (at == 0) {
                return 0;
            }
            int start = at;
            while (start < file.length() && file.charAt(start - 1) != '\n' && file.charAt(start - 1) != '\r') {
                start++;
            }
            return start < file.length() && file.charAt(start - 1) == '\r' && file.charAt(start) == '\n'
                    ? start + 1 : start;
        }
    }

    /** Puts {@code text} in place of {@code length} characters at the start of a line, as {@link Line} finds it. */
    record AtLineStart(double at, int length, String text) implements Edit {
        @Override
        public String applyTo(String file, String original) {
            int start = Line.lineStartFrom(file, (int) (at * file.length()));
            int end = Math.min(file.length(), start + length);
            end = end > 0 && end < file.length() && Character.isLowSurrogate(file.charAt(end)) ? end + 1 : end;
            return file.substring(0, start) + text + file.substring(end);
        }
    }

    /** Puts a row with a cell that degrades (HansokuA "x") before the line {@link Line} finds. */
    record Degraded(double at) implements Edit {
        private static final String ROW = degradedRow();

        @Override
        public String applyTo(String file, String original) {
            String lineEnd = original.contains("\r\n") ? "\r\n" : original.contains("\r") ? "\r" : "\n";
            int start = Line.lineStartFrom(file, (int) (at * file.length()));
            return file.substring(0, start) + ROW + lineEnd + file.substring(start);
        }

        private static String degradedRow() {
            String blank = PoolMatchesFile.write(List.of(PoolMatchColumn.blank())).split("\n")[1];
            return ("Pool Q,9" + blank.substring(1)).replaceFirst(",0,0,", ",x,0,");
        }
    }

    /** Puts the file back as it was written, as the next write of a hand-edited file does. */
    record Restore() implements Edit {
        @Override
        public String applyTo(String file, String original) {
            return original;
        }
    }

    @Provide
    Arbitrary<List<MatchResult>> matches() {
        return ResultArbitraries.poolMatch().list().ofMinSize(1).ofMaxSize(24).uniqueElements(MatchResult::id);
    }

    /** Enough rows that most edits fall in them rather than in the header. */
    @Provide
    Arbitrary<List<MatchResult>> someMatches() {
        return ResultArbitraries.poolMatch().list().ofMinSize(4).ofMaxSize(24).uniqueElements(MatchResult::id);
    }

    @Provide
    Arbitrary<List<Edit>> edits() {
        Arbitrary<String> text = Arbitraries.oneOf(
                Arbitraries.of("\"", "\n", "\r\n", ",", "", "x", "M", "K", "0", "1", "scheduled", "finished", "\"\"",
                        "\n\n", "Pool Z", "-", " "),
                Arbitraries.strings().withChars("ab,\"\n\r ç1").ofMaxLength(6));
        Arbitrary<Edit> edit = Combinators.combine(Arbitraries.doubles().between(0, 1),
                Arbitraries.integers().between(0, 3), text).as(Replace::new);
        return edit.list().ofMinSize(1).ofMaxSize(3).map(ArrayList::new);
    }

    @Provide
    Arbitrary<String> lineEnds() {
        return Arbitraries.of("\n", "\r\n", "\r");
    }

    /**
     * Up to six rounds of edits, the file read after each: cells, quotes, line ends and whole lines
     * changed, at the very start and end and at line starts too, rows that degrade put in (their
     * problems name lines), and now and then the file put back as it was.
     */
    @Provide
    Arbitrary<List<List<Edit>>> rounds() {
        Arbitrary<Double> at = Arbitraries.frequencyOf(
                Tuple.of(1, Arbitraries.just(0.0)),
                Tuple.of(1, Arbitraries.just(0.9999)),
                Tuple.of(1, Arbitraries.just(1.0)),
                Tuple.of(27, Arbitraries.doubles().between(0, 1).withoutEdgeCases()));
        Arbitrary<String> text = Arbitraries.frequencyOf(
                Tuple.of(4, Arbitraries.of("", "x", "0", "1", "K", "finished", "ç", "○", "\uD83D\uDC4D")),
                Tuple.of(2, Arbitraries.of("\"", "\n", "\r", "\r\n", ",", "\"\"", "\n\n", "\r\r", "\ufeff")),
                Tuple.of(1, Arbitraries.strings().withChars("ab,\"\n\r ç1").ofMaxLength(4)));
        Arbitrary<Edit> replace = Combinators.combine(at, Arbitraries.integers().between(0, 3), text)
                .as(Replace::new);
        Arbitrary<Edit> line = Combinators.combine(at, Arbitraries.of(true, false)).as(Line::new);
        Arbitrary<Edit> atLineStart = Combinators.combine(at, Arbitraries.integers().between(0, 2), text)
                .as(AtLineStart::new);
        Arbitrary<Edit> degraded = at.map(Degraded::new);
        Arbitrary<Edit> edit = Arbitraries.frequencyOf(Tuple.of(5, replace), Tuple.of(2, line),
                Tuple.of(3, atLineStart), Tuple.of(2, degraded), Tuple.of(2, Arbitraries.just(new Restore())));
        return edit.list().ofMinSize(1).ofMaxSize(2).list().ofMinSize(1).ofMaxSize(6);
    }
}
