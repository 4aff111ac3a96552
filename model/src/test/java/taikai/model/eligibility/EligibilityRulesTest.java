package taikai.model.eligibility;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.rule.Refusal;
import taikai.model.rule.Rules;
import taikai.model.scoring.Play;

class EligibilityRulesTest {

    private static final CompetitorStatus BARRED = new CompetitorStatus("id-b", false, true, "fusenpai at Pool A-1",
            "Pool A-1", Instant.parse("2026-05-03T10:15:00Z"));

    @Test
    void akaEligible() {
        CompetitorStatus akaBarred = BARRED.withPlayerId("id-a");
        Optional<Refusal> r = Rules.firstRefusal(new EligibilityRules.Start(Play.pool("a", "b"), List.of(akaBarred)),
                EligibilityRules.START_RULES);
        assertEquals("aka-eligible", r.orElseThrow().rule());
    }

    @Test
    void shiroEligible() {
        Optional<Refusal> r = Rules.firstRefusal(new EligibilityRules.Start(Play.pool("a", "b"), List.of(BARRED)),
                EligibilityRules.START_RULES);
        assertEquals(new Refusal("shiro-eligible",
                "Shiro (b) is barred (fusenpai at Pool A-1): lift the bar, or record the match as fusensho for the opponent."),
                r.orElseThrow());
    }

    @Test
    void aMatchBetweenEligibleCompetitorsMayStart() {
        assertEquals(Optional.empty(), Rules.firstRefusal(new EligibilityRules.Start(Play.pool("a", "b"),
                List.of(BARRED.withEligible(true))), EligibilityRules.START_RULES));
    }
}
