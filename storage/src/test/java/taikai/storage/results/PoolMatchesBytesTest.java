package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

/**
 * The bytes form of the results file, put together from each row's kept UTF-8 line, is always the
 * UTF-8 encoding of the text form, however the rows moved, changed or were replaced since the write
 * whose lines it takes again.
 */
class PoolMatchesBytesTest {

    private static byte[] utf8(List<MatchResult> matches) {
        return PoolMatchesFile.write(matches).getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void anEmptyFileIsTheHeaderAlone() {
        assertArrayEquals(utf8(List.of()), PoolMatchesFile.write(List.of(), PoolMatchesFile.Lines.NONE).bytes());
    }

    @Test
    void theGoldenMatchesWriteTheBytesOfTheirText() {
        List<MatchResult> golden = ResultFixtures.goldenMatches();
        PoolMatchesFile.Written first = PoolMatchesFile.write(golden, PoolMatchesFile.Lines.NONE);
        assertArrayEquals(utf8(golden), first.bytes());
        assertArrayEquals(first.bytes(), PoolMatchesFile.write(golden, first.lines()).bytes());
    }

    @Test
    void awkwardTextWritesTheBytesOfItsText() {
        MatchResult awkward = MatchResult.poolMatch("Pool \u00c9", "1",
                Side.of("\u5c71\u7530 \"Taro\", jr.", "p-\u5c71"), Side.of("line\nbreak\r\nand CR\r", "p-2"), -1)
                .withCourt(" \u3000court").withCorrectionReason("\ud83e\udd4b \u00e9\u00e8 \"quoted\"")
                .withDecisionReason("a lone \ud800 surrogate");
        List<MatchResult> matches = List.of(awkward, ResultFixtures.scheduledWithAwkwardNames());
        PoolMatchesFile.Written first = PoolMatchesFile.write(matches, PoolMatchesFile.Lines.NONE);
        assertArrayEquals(utf8(matches), first.bytes());
        assertArrayEquals(utf8(matches), PoolMatchesFile.write(matches, first.lines()).bytes());
    }

    @Test
    void aChangedMatchInTheSamePlaceWritesItsNewLine() {
        List<MatchResult> before = ResultFixtures.goldenMatches();
        PoolMatchesFile.Written first = PoolMatchesFile.write(before, PoolMatchesFile.Lines.NONE);
        List<MatchResult> after = new ArrayList<>(before);
        after.set(2, before.get(2).withCourt("Z").withModifiedAt(1_700_000_999_000L));
        assertArrayEquals(utf8(after), PoolMatchesFile.write(after, first.lines()).bytes());
        // An equal match that is another instance is written too, to the same bytes.
        after.set(3, ResultFixtures.kiken());
        assertArrayEquals(utf8(after), PoolMatchesFile.write(after, first.lines()).bytes());
    }

    @Test
    void rowsThatMovedAreFoundWhereverTheyWent() {
        List<MatchResult> before = ResultFixtures.goldenMatches();
        PoolMatchesFile.Written first = PoolMatchesFile.write(before, PoolMatchesFile.Lines.NONE);
        List<MatchResult> reversed = new ArrayList<>(before);
        Collections.reverse(reversed);
        PoolMatchesFile.Written second = PoolMatchesFile.write(reversed, first.lines());
        assertArrayEquals(utf8(reversed), second.bytes());
        List<MatchResult> fewer = reversed.subList(3, reversed.size());
        assertArrayEquals(utf8(fewer), PoolMatchesFile.write(fewer, second.lines()).bytes());
    }

    @Property(tries = 200)
    void eachWriteGivesTheBytesOfItsText(@ForAll("matches") List<MatchResult> first,
            @ForAll("matches") List<MatchResult> fresh, @ForAll Random random) {
        PoolMatchesFile.Written written = PoolMatchesFile.write(first, PoolMatchesFile.Lines.NONE);
        assertArrayEquals(utf8(first), written.bytes());
        // The next write: some of the same instances, some new ones, in any order.
        List<MatchResult> next = new ArrayList<>();
        for (MatchResult match : first) {
            if (random.nextInt(4) > 0) {
                next.add(match);
            }
        }
        next.addAll(fresh);
        if (random.nextBoolean()) {
            Collections.shuffle(next, random);
        }
        PoolMatchesFile.Written again = PoolMatchesFile.write(next, written.lines());
        assertArrayEquals(utf8(next), again.bytes());
        assertEquals(PoolMatchesFile.write(next), new String(again.bytes(), StandardCharsets.UTF_8));
    }

    @Provide
    Arbitrary<List<MatchResult>> matches() {
        return ResultArbitraries.poolMatch().list().ofMaxSize(8).uniqueElements(MatchResult::id);
    }
}
