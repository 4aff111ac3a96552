package taikai.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import taikai.model.competition.CompetitionState;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.scoring.Outcomes;

/**
 * Whole generated days, played in memory without the store so many seeds and sizes can be tried: every
 * one runs through, every result is one the rules reach, and a court never holds two running matches.
 */
class DayPropertyTest {

    @Property(tries = 40)
    void anyGeneratedDayPlaysThroughUnderTheRules(@ForAll long seed,
            @ForAll @IntRange(min = 1, max = 10) int competitions, @ForAll @IntRange(min = 0, max = 300) int extra) {
        TournamentPlan plan = Plans.forSize(Plans.MIN_PEOPLE_PER_COMPETITION * competitions + extra, competitions, seed);
        SplittableRandom random = new SplittableRandom(plan.seed());
        Hall hall = TournamentGenerator.hall(plan, random);
        Map<String, String> runningOn = new HashMap<>();
        for (CompetitionPlan c : plan.competitions()) {
            List<HistoryEntry> lines = new ArrayList<>();
            CompetitionState state = new CompetitionRun(c, hall, random.split()).inMemory(lines).state();
            Set<String> withHistory = new HashSet<>();
            lines.forEach(l -> withHistory.add(l.matchId()));
            for (MatchResult m : matches(state)) {
                if (m.status() == MatchStatus.RUNNING) {
                    String other = runningOn.put(m.court(), c.id() + " " + m.id());
                    assertEquals(null, other, "two matches running on court " + m.court());
                }
                boolean bye = m.sideA().isEmpty() || m.sideB().isEmpty();
                if (m.isCompleted() && !bye) {
                    assertTrue(Outcomes.outcome(state.competition(), m, taikai.model.scoring.Stage.of(m)).isDecided(),
                            m.id() + " of " + c.id() + " is completed without a result");
                    assertTrue(!m.verdict().winnerId().isEmpty() || m.verdict().decision() == Decision.HIKIWAKE, m.id());
                }
                assertEquals(m.status() != MatchStatus.SCHEDULED && !bye, withHistory.contains(m.id()),
                        m.id() + " of " + c.id());
            }
            assertFalse(state.players().isEmpty());
        }
    }

    private static List<MatchResult> matches(CompetitionState s) {
        List<MatchResult> all = new ArrayList<>(s.poolMatches());
        s.bracket().allMatches().forEach(m -> all.add(m.result()));
        return all;
    }
}
