package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

/**
 * The bytes form of the results file is always the UTF-8 encoding of the text form, however the
 * rows moved, changed or were replaced since the write whose lines it takes again, and a kept row
 * (spec section 5, "A degraded cell is kept, not overwritten") given back only while its match is
 * unchanged.
 */
class PoolMatchesBytesTest {

    private static byte[] utf8(List<MatchResult> matches) {
        return PoolMatchesFile.write(matches).getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void anEmptyFileIsTheHeaderAlone() {
        assertArrayEquals(utf8(List.of()), PoolMatchesFile.write(List.of(), Map.of()));
    }

    @Test
    void theGoldenMatchesWriteTheBytesOfTheirText() {
        List<MatchResult> golden = ResultFixtures.goldenMatches();
        assertArrayEquals(utf8(golden), PoolMatchesFile.write(golden, Map.of()));
    }

    @Test
    void awkwardTextWritesTheBytesOfItsText() {
        MatchResult awkward = MatchResult.poolMatch("Pool \u00c9", "1",
                Side.of("\u5c71\u7530 \"Taro\", jr.", "p-\u5c71"), Side.of("line\nbreak\r\nand CR\r", "p-2"), -1)
                .withCourt(" \u3000court").withProvenance(p -> p.withCorrectionReason("\ud83e\udd4b \u00e9\u00e8 \"quoted\""))
                .withVerdict(v -> v.withDecisionReason("a lone \ud800 surrogate"));
        List<MatchResult> matches = List.of(awkward, ResultFixtures.scheduledWithAwkwardNames());
        assertArrayEquals(utf8(matches), PoolMatchesFile.write(matches, Map.of()));
    }

    @Test
    void aKeptRowIsWrittenBackOnlyWhileItsMatchIsTheMatchItReadAs() {
        List<MatchResult> matches = ResultFixtures.goldenMatches();
        MatchResult asRead = matches.get(1);
        Map<String, PoolMatchesFile.KeptRow> kept = Map.of(asRead.id(),
                new PoolMatchesFile.KeptRow(asRead, "kept,as,it,stands\n"));
        String written = new String(PoolMatchesFile.write(matches, kept), StandardCharsets.UTF_8);
        assertEquals(PoolMatchesFile.write(matches).replace(PoolMatchesFile.write(List.of(asRead))
                .substring(PoolMatchesFile.write(List.of()).length()), "kept,as,it,stands\n"), written);
        List<MatchResult> changed = new ArrayList<>(matches);
        changed.set(1, asRead.withCourt("Z"));
        assertArrayEquals(utf8(changed), PoolMatchesFile.write(changed, kept));
    }

    @Property(tries = 200)
    void eachWriteGivesTheBytesOfItsText(@ForAll("matches") List<MatchResult> matches, @ForAll Random random) {
        List<MatchResult> shuffled = new ArrayList<>(matches);
        Collections.shuffle(shuffled, random);
        assertArrayEquals(utf8(shuffled), PoolMatchesFile.write(shuffled, Map.of()));
    }

    @Property(tries = 200)
    void aWriteTakingTheLinesOfAnEarlierOneGivesTheBytesOfItsText(@ForAll("matches") List<MatchResult> first,
            @ForAll("matches") List<MatchResult> fresh, @ForAll Random random) {
        PoolMatchesFile.Written written = PoolMatchesFile.write(first, Map.of(), PoolMatchesFile.Lines.NONE);
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
            Collections.shuffle(next, random); // else the kept instances stay in their places, as a score write leaves them
        }
        PoolMatchesFile.Written again = PoolMatchesFile.write(next, Map.of(), written.lines());
        assertArrayEquals(utf8(next), again.bytes());
    }

    @Provide
    Arbitrary<List<MatchResult>> matches() {
        return ResultArbitraries.poolMatch().list().ofMaxSize(8).uniqueElements(MatchResult::id);
    }
}
