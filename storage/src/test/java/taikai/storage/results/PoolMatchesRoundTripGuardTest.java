package taikai.storage.results;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problems;

/** Spec section 7: every field of a pool match survives a save and reload, or says why not. */
class PoolMatchesRoundTripGuardTest {
    private static final String FILE = "competitions/open/pool-matches.csv";

    private static final Map<String, String> MATCH_TRANSIENT = Map.of(
            "id", "derived: always PoolName + \"-\" + MatchIdx, which are stored",
            "verdict.decidedByHantei", "legacy and read only: a flag found is moved into the Ht mark, and nothing writes it");
    private static final Map<String, String> BOUT_TRANSIENT = Map.of(
            "decidedByHantei", "legacy and read only: a flag found is moved into the Ht mark, and nothing writes it");

    private static MatchResult baseline() {
        return MatchResult.poolMatch("Pool A", "0", Side.of("Aka", "p-aka"), Side.of("Shiro", "p-shiro"), -1);
    }

    static MatchResult roundTrip(MatchResult match) {
        try {
            return PoolMatchesFile.read(FILE, PoolMatchesFile.write(List.of(match)), new Problems()).get(0);
        } catch (FileFormatException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void everyMatchFieldSurvivesASaveAndReloadOrIsAllowListed() {
        RecordSweep.sweep(baseline(), PoolMatchesRoundTripGuardTest::roundTrip, MATCH_TRANSIENT);
    }

    @Test
    void everyFieldOfSideASurvivesASaveAndReload() {
        RecordSweep.sweep(baseline().sideA(), side -> roundTrip(baseline().withSideA(side)).sideA(), Map.of());
    }

    @Test
    void everyFieldOfSideBSurvivesASaveAndReload() {
        RecordSweep.sweep(baseline().sideB(), side -> roundTrip(baseline().withSideB(side)).sideB(), Map.of());
    }

    @Test
    void everyFieldOfATeamBoutSurvivesASaveAndReloadOrIsAllowListed() {
        SubBout bout = SubBout.between(1, "Sato", "m-sato", "Kimura", "m-kimura");
        RecordSweep.sweep(bout, b -> roundTrip(baseline().withSubBouts(List.of(b))).subBouts().get(0), BOUT_TRANSIENT);
    }
}
