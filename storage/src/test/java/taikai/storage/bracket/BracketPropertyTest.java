package taikai.storage.bracket;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Builders;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;
import taikai.storage.problem.Problems;
import taikai.storage.results.ResultArbitraries;

/** Whatever a bracket holds, reading what was written gives the same bracket, and writing it again the same bytes. */
class BracketPropertyTest {
    private static final String FILE = "competitions/open/bracket.json";

    @Property(tries = 100)
    void readingWhatWasWrittenGivesTheSameBracketAndTheSameBytes(@ForAll("brackets") Bracket bracket) throws Exception {
        String once = BracketFile.write(bracket);
        Problems problems = new Problems();
        Bracket read = BracketFile.read(FILE, once, problems);
        assertEquals(bracket, read);
        assertEquals(once, BracketFile.write(read));
        assertEquals(List.of(), problems.list());
    }

    private static Arbitrary<BracketMatch> match() {
        Arbitrary<MatchResult> result = Combinators.combine(ResultArbitraries.poolMatch(), ResultArbitraries.text())
                .as((m, id) -> m.withPool("").withIndex("").withId(id));
        return Builders.withBuilder(() -> BracketMatch.of(MatchResult.scheduled("", "", "", null, null, -1)))
                .use(result).in(BracketMatch::withResult)
                .use(Arbitraries.integers().between(0, 9)).in(BracketMatch::withMatchNumber)
                .use(Arbitraries.integers().between(0, 4)).in(BracketMatch::withDisplayRound)
                .use(ResultArbitraries.text().list().ofMaxSize(2)).in(BracketMatch::withFeeders)
                .use(ResultArbitraries.text()).in(BracketMatch::withPlaceholderA)
                .use(ResultArbitraries.text()).in(BracketMatch::withPlaceholderB)
                .use(ResultArbitraries.text()).in(BracketMatch::withPlaceholderWinner)
                .use(Arbitraries.of(true, false)).in(BracketMatch::withOverridden)
                .use(Arbitraries.of(true, false)).in(BracketMatch::withHidden)
                .build();
    }

    @Provide
    Arbitrary<Bracket> brackets() {
        return Builders.withBuilder(() -> Bracket.EMPTY)
                .use(Arbitraries.of(true, false)).in(Bracket::withPreview)
                .use(match().list().ofMaxSize(2).list().ofMaxSize(3)).in(Bracket::withRounds)
                .use(match().injectNull(0.5)).in(Bracket::withThirdPlaceMatch)
                .use(ResultArbitraries.text().list().ofMaxSize(3)).in(Bracket::withDrawOrder)
                .use(Arbitraries.of(true, false)).in(Bracket::withTimesSettled)
                .build();
    }
}
