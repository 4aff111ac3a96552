package taikai.model.eligibility;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.Decision;
import taikai.model.rule.Checked;

class EligibilityTest {

    private static final Instant AT = Instant.parse("2026-05-03T10:15:00Z");

    @Test
    void aBarRecordsWhoWhyWhichMatchAndWhen() {
        CompetitorStatus s = Eligibility.bar("p1", Decision.KIKEN_INJURY, "Pool A-2", true, AT).orElseThrow();
        assertEquals(new CompetitorStatus("p1", false, true, "kiken-injury at Pool A-2", "Pool A-2", AT), s);
    }

    @Test
    void barByForfeitOnly() {
        Checked<CompetitorStatus> c = Eligibility.bar("p1", Decision.HIKIWAKE, "Pool A-2", true, AT);
        assertEquals("bar-by-forfeit-only", c.refusal().rule());
    }

    @Test
    void barNamesCompetitor() {
        assertEquals("bar-names-competitor", Eligibility.bar(" ", Decision.FUSENPAI, "Pool A-2", true, AT).refusal().rule());
    }

    @Test
    void barNamesMatch() {
        assertEquals("bar-names-match", Eligibility.bar("p1", Decision.FUSENPAI, "", true, AT).refusal().rule());
    }

    @Test
    void aVoluntaryKikenStandsWhileInjuryAndNoShowCanBeLifted() {
        assertFalse(Eligibility.reinstateableByDefault(Decision.KIKEN_VOLUNTARY));
        assertTrue(Eligibility.reinstateableByDefault(Decision.KIKEN_INJURY));
        assertTrue(Eligibility.reinstateableByDefault(Decision.FUSENPAI));
    }

    @Test
    void noRecordMeansEligible() {
        CompetitorStatus barred = Eligibility.bar("p1", Decision.FUSENPAI, "Pool A-0", true, AT).orElseThrow();
        assertTrue(Eligibility.isEligible("p2", List.of(barred)));
        assertFalse(Eligibility.isEligible("p1", List.of(barred)));
    }

    @Test
    void aNewRecordReplacesTheOldOneAndTheListStaysSortedByPlayer() {
        CompetitorStatus old = new CompetitorStatus("p2", false, true, "fusenpai at Pool A-0", "Pool A-0", AT);
        CompetitorStatus other = new CompetitorStatus("p1", false, false, "kiken at Pool A-1", "Pool A-1", AT);
        CompetitorStatus lifted = old.withEligible(true).withReason("reinstated (was: fusenpai at Pool A-0)");
        assertEquals(List.of(other, lifted), Eligibility.put(List.of(old, other), lifted));
    }
}
