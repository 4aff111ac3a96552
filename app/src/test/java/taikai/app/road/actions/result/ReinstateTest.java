package taikai.app.road.actions.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Corner;
import taikai.model.eligibility.Eligibility;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.store.StoreFixtures;

class ReinstateTest {
    @TempDir
    Path root;

    @Test
    void aReinstatedCompetitorFightsAgainAndEachAwardedMatchGoesBackWithALine() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        String injured = f.match("open", "Pool A-0").sideA().participantId();
        f.submit(new RecordWithdrawal("open", "Pool A-0", Corner.A, Decision.KIKEN_INJURY, "cramp"));

        Answer answer = f.submit(new Reinstate("open", injured));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        CompetitionState after = f.state("open");
        assertTrue(Eligibility.isEligible(injured, after.statuses()));
        assertTrue(Eligibility.statusOf(injured, after.statuses()).orElseThrow().reason().startsWith("reinstated (was: "));
        List<MatchResult> theirs = after.poolMatches().stream().filter(m -> !m.id().equals("Pool A-0"))
                .filter(m -> m.sideA().participantId().equals(injured) || m.sideB().participantId().equals(injured)).toList();
        assertEquals(2, theirs.size());
        for (MatchResult m : theirs) {
            assertEquals(MatchStatus.SCHEDULED, m.status(), m.id());
            assertEquals(List.of("fusensho", "reinstate"), f.history("open", m.id()).stream().map(l -> l.asked().action()).toList());
        }
        assertEquals("reinstate", f.history("open", WriteRoad.COMPETITION_HISTORY).get(0).asked().action());
        assertEquals(Decision.KIKEN_INJURY, after.findMatch("Pool A-0").orElseThrow().verdict().decision(), "the withdrawal stands");
    }

    @Test
    void isBarredRefusesToReinstateACompetitorWhoIsNotBarred() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));

        assertEquals("is-barred", f.submit(new Reinstate("open", f.match("open", "Pool A-0").sideA().participantId())).rule());
    }

    @Test
    void barIsReinstateableRefusesToLiftAVoluntaryKiken() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));
        String quitter = f.match("open", "Pool A-0").sideA().participantId();
        f.submit(new RecordWithdrawal("open", "Pool A-0", Corner.A, Decision.KIKEN_VOLUNTARY, ""));

        Answer answer = f.submit(new Reinstate("open", quitter));

        assertEquals("bar-is-reinstateable", answer.rule());
        assertTrue(answer.message().contains("kiken-voluntary at Pool A-0"), answer.message());
    }

    @Test
    void nextMatchNotStartedRefusesOnceTheirNextMatchIsBeingFought() throws Exception {
        CompetitionState pools = StoreFixtures.drawnPools("open", 8);
        MatchResult barredIn = pools.poolMatches().get(0);
        String who = barredIn.sideA().participantId();
        List<MatchResult> rows = new ArrayList<>(pools.poolMatches());
        MatchResult next = rows.stream().skip(1).filter(m -> m.sideA().participantId().equals(who)
                || m.sideB().participantId().equals(who)).findFirst().orElseThrow();
        rows.set(rows.indexOf(next), next.withStatus(MatchStatus.RUNNING).withCourt("B"));
        CompetitorStatus bar = new CompetitorStatus(who, false, true, "fusenpai at " + barredIn.id(), barredIn.id(),
                Instant.ofEpochMilli(ActionFolder.START));
        ActionFolder f = new ActionFolder(root, pools.withPoolMatches(rows).withStatuses(List.of(bar)));

        Answer answer = f.submit(new Reinstate("open", who));

        assertEquals("next-match-not-started", answer.rule());
        assertTrue(answer.message().startsWith(taikai.model.competition.MatchLabels.ofBout(next).orElseThrow() + " has already started"),
                answer.message());
        assertFalse(answer.message().contains(next.id()), "an id never reaches a person: " + answer.message());
    }

    @Test
    void entrantInRosterRefusesAnUnknownCompetitor() throws Exception {
        ActionFolder f = new ActionFolder(root, StoreFixtures.drawnPools("open", 8));

        assertEquals("entrant-in-roster", f.submit(new Reinstate("open", "nobody")).rule());
    }
}
