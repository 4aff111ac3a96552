package taikai.model.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;

/** Settling is total, stable, and never reads a typed winner. */
class SettlePropertiesTest {

    record Case(Competition competition, MatchResult match, Stage stage) {
    }

    @Property(tries = 300)
    void settlingTwiceGivesTheSameMatch(@ForAll("cases") Case c) {
        MatchResult once = Outcomes.settle(c.competition(), c.match(), c.stage());
        assertEquals(once, Outcomes.settle(c.competition(), once, c.stage()));
    }

    @Property(tries = 300)
    void aTypedWinnerNeverChangesTheSettledResult(@ForAll("cases") Case c, @ForAll boolean sideA) {
        MatchResult typed = c.match().withVerdict(v -> v.withWinner(c.match().side(sideA).name()).withWinnerId("someone-else"));
        assertEquals(Outcomes.settle(c.competition(), c.match(), c.stage()),
                Outcomes.settle(c.competition(), typed, c.stage()));
    }

    @Property(tries = 300)
    void aSettledWinnerIsOneOfTheSidesAndAgreesWithTheOutcome(@ForAll("cases") Case c) {
        MatchResult s = Outcomes.settle(c.competition(), c.match(), c.stage());
        var winner = Outcomes.outcome(c.competition(), s, c.stage()).winner();
        String expected = winner.map(w -> w.of(s).participantId()).orElse("");
        assertEquals(expected, s.verdict().winnerId());
    }

    @Provide
    Arbitrary<Case> cases() {
        Arbitrary<Competition> competition = Arbitraries.of(Play.kendo(), Play.naginata(), Play.engi(),
                Play.kendo().withBouts(b -> b.withIpponShobu(true)), Play.kendo().withBouts(b -> b.withHikiwakeAllowed(false)),
                Play.teams(TeamMatchType.FIXED), Play.teams(TeamMatchType.KACHINUKI).withTeams(t -> t.withSize(3)));
        Arbitrary<MatchResult> match = Combinators.combine(marks(), marks(), Arbitraries.integers().between(0, 3),
                Arbitraries.integers().between(0, 3), Arbitraries.of(Decision.class), Arbitraries.of(MatchStatus.class),
                Arbitraries.integers().between(0, 2), bouts())
                .as((a, b, flagsA, flagsB, decision, status, encho, bouts) -> Play.pool("Red", "White")
                        .withSideA(Play.pool("Red", "White").sideA().withIppons(a).withFlags(flagsA))
                        .withSideB(Play.pool("Red", "White").sideB().withIppons(b).withFlags(flagsB))
                        .withVerdict(v -> v.withDecision(decision)).withStatus(status).withEnchoPeriods(encho).withSubBouts(bouts));
        return Combinators.combine(competition, match, Arbitraries.of(Stage.class)).as(Case::new);
    }

    private static Arbitrary<List<Mark>> marks() {
        return Arbitraries.of(Mark.class).list().ofMaxSize(3);
    }

    private static Arbitrary<List<SubBout>> bouts() {
        Arbitrary<SubBout> bout = Combinators.combine(marks(), marks(),
                Arbitraries.of(Decision.NONE, Decision.NONE, Decision.FOUGHT, Decision.HIKIWAKE, Decision.KIKEN))
                .as((a, b, d) -> SubBout.between(0, "x", "mx", "y", "my").withIpponsA(a).withIpponsB(b).withDecision(d));
        return bout.list().ofMaxSize(6).map(list -> {
            List<SubBout> numbered = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                // The last of six is the representative bout; the rest fight in order.
                numbered.add(list.get(i).withPosition(i == 5 ? SubBout.REPRESENTATIVE : i));
            }
            return numbered;
        });
    }
}
