package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.match.MatchEntry;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.CompetitorStatus;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.MatchWrite;
import taikai.storage.store.StoreFixtures;

/** Each rule that can refuse a match entry, through the real road on a real folder. */
class EntryRulesTest {
    @TempDir
    Path root;

    private Answer send(RoadFixture f, MatchEntry entry) {
        return f.road.submit(new Request("", "desktop", entry));
    }

    private static MatchEntry write(String competition, MatchResult proposal, MatchWrite.Kind kind, List<FieldGroup> groups) {
        return new MatchEntry(competition, proposal.id(), MatchWrite.of(kind, proposal, groups, RoadFixture.START, "desktop"));
    }

    @Test
    void aMatchWaitingForItsCompetitorsCannotBeScored() throws Exception {
        CompetitionState state = StoreFixtures.drawnPools("open", 8);
        MatchResult first = state.poolMatches().get(0);
        List<MatchResult> rows = new java.util.ArrayList<>(state.poolMatches());
        rows.set(0, first.withSideB(Side.EMPTY));
        RoadFixture f = new RoadFixture(root, state.withPoolMatches(rows));

        Answer answer = send(f, RoadFixture.points("open", f.match("open", 0), RoadFixture.START, List.of(Mark.MEN), List.of()));

        assertEquals("match-has-competitors", answer.rule(), answer.message());
    }

    @Test
    void aCorrectionNeedsAReason() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult m = f.match("open", 0);
        MatchResult corrected = m.withSideA(m.sideA().withIppons(List.of(Mark.MEN, Mark.KOTE)))
                .withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withDecision(Decision.FOUGHT));

        Answer answer = send(f, write("open", corrected, MatchWrite.Kind.CORRECTION,
                List.of(FieldGroup.SCORELINE, FieldGroup.VERDICT)));

        assertEquals("correction-needs-reason", answer.rule(), answer.message());
        assertEquals(Outcome.APPLIED, send(f, write("open", corrected.withProvenance(p -> p.withCorrectionReason("Wrong side on the sheet")),
                MatchWrite.Kind.CORRECTION, List.of(FieldGroup.SCORELINE, FieldGroup.VERDICT))).outcome());
    }

    @Test
    void suneIsNotAPointInKendo() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));

        Answer answer = send(f, RoadFixture.points("open", f.match("open", 0), RoadFixture.START, List.of(Mark.SUNE), List.of()));

        assertEquals("marks-of-the-discipline", answer.rule(), answer.message());
    }

    @Test
    void bothSidesCannotReachTwoPoints() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));

        Answer answer = send(f, RoadFixture.points("open", f.match("open", 0), RoadFixture.START,
                List.of(Mark.MEN, Mark.KOTE), List.of(Mark.DO, Mark.MEN)));

        assertEquals("points-within-the-limit", answer.rule(), answer.message());
    }

    @Test
    void aBarredCompetitorDoesNotStart() throws Exception {
        CompetitionState state = StoreFixtures.drawnPools("open", 8);
        MatchResult first = state.poolMatches().get(0);
        CompetitorStatus barred = new CompetitorStatus(first.sideA().participantId(), false, true, "kiken at Pool B-0",
                "Pool B-0", java.time.Instant.ofEpochMilli(RoadFixture.START));
        RoadFixture f = new RoadFixture(root, state.withStatuses(List.of(barred)));

        Answer answer = send(f, write("open", f.match("open", 0).withStatus(MatchStatus.RUNNING), MatchWrite.Kind.SERVER,
                List.of(FieldGroup.VERDICT)));

        assertEquals("barred-do-not-start", answer.rule(), answer.message());
    }

    @Test
    void boutsBelongToTeamMatchesOnly() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult m = f.match("open", 0);
        MatchResult withBout = m.withSubBouts(List.of(taikai.model.match.SubBout.between(0, "A", "a1", "B", "b1")
                .withIpponsA(List.of(Mark.MEN))));

        Answer answer = send(f, write("open", withBout, MatchWrite.Kind.BOUT, List.of(FieldGroup.bout(0))));

        assertEquals("bouts-only-in-team-matches", answer.rule(), answer.message());
    }
}
