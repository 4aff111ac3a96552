package taikai.storage.results;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Builders;
import net.jqwik.api.Combinators;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.ResultSource;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/** Matches holding awkward text (commas, quotes, line breaks, leading blanks, non-ASCII) for property tests. */
public final class ResultArbitraries {
    private ResultArbitraries() {
    }

    public static Arbitrary<String> text() {
        return Arbitraries.strings().withChars("aZ ,\"\n\r\t|-{}[]:#\u00e9\u25cb\u3000").ofMaxLength(6);
    }

    public static Arbitrary<List<Mark>> marks() {
        return Arbitraries.of(Mark.class).list().ofMaxSize(3);
    }

    public static Arbitrary<Side> side() {
        return Combinators.combine(text(), text(), marks(), Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 5), text(), text()).as(Side::new);
    }

    public static Arbitrary<SubBout> bout() {
        return Builders.withBuilder(() -> SubBout.between(0, "", "", "", ""))
                .use(Arbitraries.integers().between(-1, 6)).in(SubBout::withPosition)
                .use(text()).in(SubBout::withSideA).use(text()).in(SubBout::withSideB)
                .use(text()).in(SubBout::withSideAMemberId).use(text()).in(SubBout::withSideBMemberId)
                .use(marks()).in(SubBout::withIpponsA).use(marks()).in(SubBout::withIpponsB)
                .use(Arbitraries.integers().between(0, 3)).in(SubBout::withHansokuA)
                .use(text()).in(SubBout::withWinner).use(text()).in(SubBout::withWinnerMemberId)
                .use(Arbitraries.of(Decision.class)).in(SubBout::withDecision)
                .use(Arbitraries.integers().between(0, 3)).in(SubBout::withEnchoPeriods)
                .build();
    }

    public static Arbitrary<TreeMap<String, Long>> stamps() {
        return Arbitraries.maps(text(), Arbitraries.longs().between(0, 1_800_000_000_000L)).ofMaxSize(3)
                .map((Map<String, Long> map) -> new TreeMap<>(map));
    }

    /** A pool match: its id is PoolName-MatchIdx, as the file derives it. */
    public static Arbitrary<MatchResult> poolMatch() {
        return Builders.withBuilder(() -> MatchResult.poolMatch("", "", Side.EMPTY, Side.EMPTY, -1))
                .use(text()).in(MatchResult::withPool).use(text()).in(MatchResult::withIndex)
                .use(Arbitraries.of(MatchStatus.class)).in(MatchResult::withStatus)
                .use(text()).in(MatchResult::withCourt).use(Arbitraries.integers().between(-1, 9)).in(MatchResult::withRound)
                .use(text()).in(MatchResult::withScheduledAt)
                .use(side()).in(MatchResult::withSideA).use(side()).in(MatchResult::withSideB)
                .use(text()).in((m, x) -> m.withVerdict(v -> v.withWinner(x))).use(text()).in((m, x) -> m.withVerdict(v -> v.withWinnerId(x)))
                .use(Arbitraries.of(Decision.class)).in((m, x) -> m.withVerdict(v -> v.withDecision(x)))
                .use(text()).in((m, x) -> m.withVerdict(v -> v.withDecisionBy(x))).use(text()).in((m, x) -> m.withVerdict(v -> v.withDecisionReason(x)))
                .use(bout().list().ofMaxSize(3)).in(MatchResult::withSubBouts)
                .use(Arbitraries.integers().between(0, 3)).in(MatchResult::withEnchoPeriods)
                .use(Arbitraries.of(ResultSource.class)).in((m, x) -> m.withProvenance(p -> p.withResultSource(x)))
                .use(text()).in((m, x) -> m.withProvenance(p -> p.withCorrectionReason(x)))
                .use(Arbitraries.of(true, false)).in((m, x) -> m.withProvenance(p -> p.withReopenPending(x)))
                .use(Arbitraries.longs().between(0, 1_800_000_000_000L)).in((m, x) -> m.withProvenance(p -> p.withModifiedAt(x)))
                .use(stamps()).in((m, x) -> m.withProvenance(p -> p.withGroupStamps(x)))
                .build(m -> m.withId(m.pool() + "-" + m.index()));
    }
}
