package taikai.model.eligibility;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.rule.Checked;
import taikai.model.scoring.Play;

class ReinstatementTest {

    private static final Instant BARRED_AT = Instant.parse("2026-05-03T10:15:00Z");
    private static final Instant LIFTED_AT = Instant.parse("2026-05-03T10:40:00Z");
    private static final CompetitorStatus BAR = Eligibility.bar("id-Abe", Decision.KIKEN_INJURY, "Pool A-0", true,
            BARRED_AT).orElseThrow();

    private static MatchResult scheduled(String index, String a, String b) {
        return MatchResult.poolMatch("Pool A", index, Side.of(a, "id-" + a), Side.of(b, "id-" + b), -1);
    }

    /** Abe withdrew injured in Pool A-0; Pool A-2 and Pool A-4 were awarded to the opponents. */
    private static List<MatchResult> afterTheBar() {
        MatchResult withdrawn = Play.completed(scheduled("0", "Abe", "Baba"), "M", "\u25cb|\u25cb")
                .withVerdict(v -> v.withDecision(Decision.KIKEN_INJURY));
        List<MatchResult> rest = List.of(scheduled("1", "Chiba", "Doi"), scheduled("2", "Abe", "Chiba"),
                scheduled("4", "Doi", "Abe"));
        List<MatchResult> all = new java.util.ArrayList<>(List.of(withdrawn));
        all.addAll(BarredMatches.awardRemaining(Play.kendo(), List.of(BAR), rest));
        return all;
    }

    @Test
    void liftingTheBarPutsTheAwardedMatchesBackAndSaysWhatItWas() {
        Reinstatement r = Reinstatement.lift(Play.kendo(), BAR, afterTheBar(), LIFTED_AT).orElseThrow();
        assertEquals(new CompetitorStatus("id-Abe", true, false, "reinstated (was: kiken-injury at Pool A-0)",
                "Pool A-0", LIFTED_AT), r.status());
        MatchResult back = r.matches().get(2);
        assertEquals(MatchStatus.SCHEDULED, back.status());
        assertEquals(Decision.NONE, back.verdict().decision());
        assertEquals("", back.verdict().decisionReason());
        assertEquals("", back.verdict().winner());
        assertEquals(Play.marks(""), back.sideB().ippons());
        assertEquals(MatchStatus.SCHEDULED, r.matches().get(3).status());
        assertEquals(afterTheBar().get(0), r.matches().get(0));
    }

    @Test
    void isBarred() {
        Checked<Reinstatement> c = Reinstatement.lift(Play.kendo(), BAR.withEligible(true), afterTheBar(), LIFTED_AT);
        assertEquals("is-barred", c.refusal().rule());
    }

    @Test
    void barIsReinstateable() {
        Checked<Reinstatement> c = Reinstatement.lift(Play.kendo(), BAR.withReinstateable(false), afterTheBar(), LIFTED_AT);
        assertEquals("bar-is-reinstateable", c.refusal().rule());
        assertEquals("The bar (kiken-injury at Pool A-0) cannot be lifted: if it was recorded in error, correct that match's result.",
                c.refusal().sentence());
    }

    @Test
    void nextMatchNotStarted() {
        List<MatchResult> matches = new java.util.ArrayList<>(afterTheBar());
        matches.set(3, scheduled("4", "Doi", "Abe").withStatus(MatchStatus.RUNNING));
        Checked<Reinstatement> c = Reinstatement.lift(Play.kendo(), BAR, matches, LIFTED_AT);
        assertEquals("next-match-not-started", c.refusal().rule());
        assertEquals("Pool A, match 5 has already started, so the bar can no longer be lifted.", c.refusal().sentence());
    }

    @Test
    void aMatchFinishedBeforeTheBarDoesNotStopTheLift() {
        MatchResult earlier = Play.completed(scheduled("9", "Abe", "Doi"), "M", "");
        List<MatchResult> matches = new java.util.ArrayList<>(List.of(earlier));
        matches.addAll(afterTheBar());
        assertEquals(true, Reinstatement.lift(Play.kendo(), BAR, matches, LIFTED_AT).isAccepted());
    }
}
