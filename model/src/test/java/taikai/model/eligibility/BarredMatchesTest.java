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
import taikai.model.scoring.Play;

class BarredMatchesTest {

    private static final Instant AT = Instant.parse("2026-05-03T10:15:00Z");
    private static final CompetitorStatus BAR = new CompetitorStatus("id-Abe", false, true, "kiken-injury at Pool A-0",
            "Pool A-0", AT);

    private static MatchResult scheduled(String index, String a, String b) {
        return MatchResult.poolMatch("Pool A", index, Side.of(a, "id-" + a), Side.of(b, "id-" + b), -1);
    }

    @Test
    void aBarredCompetitorsRemainingMatchesAreFusenshoForTheOpponentWithTheReason() {
        List<MatchResult> after = BarredMatches.awardRemaining(Play.kendo(), List.of(BAR),
                List.of(scheduled("3", "Baba", "Abe")));
        MatchResult m = after.get(0);
        assertEquals(Decision.FUSENSHO, m.verdict().decision());
        assertEquals("kiken-injury at Pool A-0", m.verdict().decisionReason());
        assertEquals(MatchStatus.COMPLETED, m.status());
        assertEquals("id-Baba", m.verdict().winnerId());
        assertEquals(Play.marks("\u25cb|\u25cb"), m.sideA().ippons());
    }

    @Test
    void aMatchAlreadyStartedOrFinishedIsNeverTouched() {
        MatchResult running = scheduled("1", "Abe", "Chiba").withStatus(MatchStatus.RUNNING);
        MatchResult done = Play.completed(scheduled("0", "Abe", "Doi"), "M", "");
        assertEquals(List.of(running, done), BarredMatches.awardRemaining(Play.kendo(), List.of(BAR), List.of(running, done)));
    }

    @Test
    void aMatchBetweenTwoBarredCompetitorsIsLeftForTheOrganiser() {
        CompetitorStatus baba = new CompetitorStatus("id-Baba", false, false, "fusenpai at Pool A-1", "Pool A-1", AT);
        MatchResult both = scheduled("4", "Abe", "Baba");
        assertEquals(List.of(both), BarredMatches.awardRemaining(Play.kendo(), List.of(BAR, baba), List.of(both)));
    }

    @Test
    void aSlotStillWaitingForItsCompetitorIsLeftAlone() {
        MatchResult waiting = Play.knockout("Abe", "b").withSideB(Side.EMPTY);
        assertEquals(List.of(waiting), BarredMatches.awardRemaining(Play.kendo(), List.of(BAR), List.of(waiting)));
    }

    @Test
    void anEligibleCompetitorsMatchesAreUntouched() {
        CompetitorStatus lifted = BAR.withEligible(true);
        MatchResult m = scheduled("3", "Baba", "Abe");
        assertEquals(List.of(m), BarredMatches.awardRemaining(Play.kendo(), List.of(lifted), List.of(m)));
    }
}
