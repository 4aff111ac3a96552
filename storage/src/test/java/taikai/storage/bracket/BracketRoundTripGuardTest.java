package taikai.storage.bracket;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;
import taikai.storage.results.RecordSweep;

/** Spec section 7: every field of a bracket, its matches and their results survives, or says why not. */
class BracketRoundTripGuardTest {
    private static final String FILE = "competitions/open/bracket.json";
    private static final String LEGACY = "legacy and read only: a flag found is moved into the Ht mark, and nothing writes it";

    private static final Map<String, String> RESULT_TRANSIENT = Map.of(
            "pool", "a pool-matches column; a knockout node has no pool (its id is m-r<k>-<i>)",
            "index", "a pool-matches column; a knockout node has no match index (its id is m-r<k>-<i>)",
            "verdict.decidedByHantei", LEGACY);
    private static final Map<String, String> MATCH_TRANSIENT = Map.of(
            "legacyScoreA", "legacy and read only: converted into the point arrays on read, written from them",
            "legacyScoreB", "legacy and read only: converted into the point arrays on read, written from them");

    static Bracket roundTrip(Bracket bracket) {
        try {
            return BracketFile.read(FILE, BracketFile.write(bracket), new Problems());
        } catch (FileFormatException e) {
            throw new AssertionError(e);
        }
    }

    private static BracketMatch roundTrip(BracketMatch match) {
        return roundTrip(Bracket.EMPTY.withRounds(List.of(List.of(match)))).rounds().get(0).get(0);
    }

    private static MatchResult baseline() {
        return BracketFixtures.knockout("m-r1-0", Side.of("Aka", "p-aka"), Side.of("Shiro", "p-shiro"));
    }

    @Test
    void everyBracketFieldSurvivesASaveAndReload() {
        RecordSweep.sweep(Bracket.EMPTY, BracketRoundTripGuardTest::roundTrip, Map.of());
    }

    @Test
    void everyMatchFieldSurvivesASaveAndReloadOrIsAllowListed() {
        RecordSweep.sweep(BracketMatch.of(baseline()), BracketRoundTripGuardTest::roundTrip, MATCH_TRANSIENT);
    }

    @Test
    void everyResultFieldSurvivesASaveAndReloadOrIsAllowListed() {
        RecordSweep.sweep(baseline(), r -> roundTrip(BracketMatch.of(r)).result(), RESULT_TRANSIENT);
    }

    @Test
    void everyFieldOfBothSidesSurvivesASaveAndReload() {
        RecordSweep.sweep(baseline().sideA(), s -> roundTrip(BracketMatch.of(baseline().withSideA(s))).result().sideA(), Map.of());
        RecordSweep.sweep(baseline().sideB(), s -> roundTrip(BracketMatch.of(baseline().withSideB(s))).result().sideB(), Map.of());
    }

    @Test
    void everyFieldOfATeamBoutSurvivesASaveAndReloadOrIsAllowListed() {
        SubBout bout = SubBout.between(1, "Sato", "m-sato", "Kimura", "m-kimura");
        RecordSweep.sweep(bout, b -> roundTrip(BracketMatch.of(baseline().withSubBouts(List.of(b)))).result().subBouts().get(0),
                Map.of("decidedByHantei", LEGACY));
    }

    @Test
    void theBronzeMatchSurvivesLikeAnyOther() {
        BracketMatch bronze = BracketMatch.of(baseline().withId("m-bronze"));
        RecordSweep.sweep(bronze, m -> roundTrip(Bracket.EMPTY.withThirdPlaceMatch(m)).thirdPlaceMatch(), MATCH_TRANSIENT);
    }
}
