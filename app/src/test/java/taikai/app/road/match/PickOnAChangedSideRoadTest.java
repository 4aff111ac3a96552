package taikai.app.road.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.Request;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.result.CorrectResult;
import taikai.app.road.actions.result.OverrideWinner;
import taikai.model.competition.CompetitionState;
import taikai.model.discipline.Corner;
import taikai.model.history.HistoryEntry;
import taikai.model.match.MatchResult;
import taikai.model.merge.FieldGroup;

/**
 * Spec section 3, through the write road: a court's pick for the team on one side of the final, made
 * before the organiser corrected the semi-final that put that team there, reaches the road before or
 * after the correction. Either way the final's side holds the new team with no pick, dated no earlier
 * than the correction, and the old team's member is seated nowhere on it.
 */
class PickOnAChangedSideRoadTest {
    @TempDir
    Path root;
    private ActionFolder f;
    private String oldTeam;
    private String newTeam;
    private Corner corner;

    @BeforeEach
    void semiFinalsDecided() throws Exception {
        f = new ActionFolder(root, TeamChangeScenario.drawn());
        for (String semi : List.of(TeamChangeScenario.SEMI, TeamChangeScenario.OTHER_SEMI)) {
            assertLanded(f.submit(new CorrectResult(TeamChangeScenario.COMPETITION, semi,
                    TeamChangeScenario.sheet(state().findMatch(semi).orElseThrow(), Corner.A), "")));
        }
        CompetitionState state = state();
        MatchResult semi = state.findMatch(TeamChangeScenario.SEMI).orElseThrow();
        oldTeam = semi.sideA().participantId();
        newTeam = semi.sideB().participantId();
        corner = TeamChangeScenario.finalCorner(state);
        assertEquals(oldTeam, corner.of(fin()).participantId());
    }

    private CompetitionState state() {
        return f.state(TeamChangeScenario.COMPETITION);
    }

    private MatchResult fin() {
        return state().findMatch(TeamChangeScenario.FINAL).orElseThrow();
    }

    private static void assertLanded(Answer answer) {
        assertTrue(answer.landed(), answer.message());
    }

    private Answer correctUpstream(boolean byOverride) {
        f.clock.addAndGet(1_000);
        if (byOverride) {
            return f.submit(new OverrideWinner(TeamChangeScenario.COMPETITION, TeamChangeScenario.SEMI, Corner.B,
                    "the referees' sheet names the other team"));
        }
        return f.submit(new CorrectResult(TeamChangeScenario.COMPETITION, TeamChangeScenario.SEMI,
                TeamChangeScenario.sheet(state().findMatch(TeamChangeScenario.SEMI).orElseThrow(), Corner.B),
                "the referees' sheet names the other team"));
    }

    private Answer arrive(MatchEntry pick) {
        f.clock.addAndGet(1_000);
        return f.road.submit(new Request("queued-pick", "court " + fin().court(), pick));
    }

    private void theOldTeamsMemberIsSeatedNowhere(long correctedAt) {
        MatchResult fin = fin();
        assertEquals(newTeam, corner.of(fin).participantId(), "the new team is on the side");
        for (String seated : TeamChangeScenario.seatedOn(fin, corner)) {
            assertFalse(seated.equals(TeamChangeScenario.member(oldTeam, 2)) || seated.equals(TeamChangeScenario.member(oldTeam, 1)),
                    "the old team's member " + seated + " is seated on the new team: " + fin);
        }
        assertEquals("", corner.of(fin).repMemberId());
        assertFalse(corner.of(fin).repPlayer().endsWith(" second"), "the old team's member is named on the new team: "
                + corner.of(fin).repPlayer());
        String pick = (corner == Corner.A ? FieldGroup.PICK_A : FieldGroup.PICK_B).key();
        assertTrue(fin.provenance().groupStamps().getOrDefault(pick, 0L) >= correctedAt, "the cleared pick is dated: " + fin.provenance().groupStamps());
    }

    @Test
    void thePickArrivingBeforeAWinnerOverrideIsTakenAwayByIt() throws Exception {
        MatchEntry pick = TeamChangeScenario.latePick(state(), "court", f.clock.get() + 500);
        Answer picked = arrive(pick);
        assertEquals(Outcome.APPLIED, picked.outcome(), picked.message());
        assertEquals(TeamChangeScenario.member(oldTeam, 2), corner.of(fin()).repMemberId(), "the pick landed for its own team");

        Answer corrected = correctUpstream(true);
        assertLanded(corrected);

        theOldTeamsMemberIsSeatedNowhere(f.clock.get());
    }

    @Test
    void thePickArrivingAfterAWinnerOverrideIsHeld() throws Exception {
        MatchEntry pick = TeamChangeScenario.latePick(state(), "court", f.clock.get() + 500);
        Answer corrected = correctUpstream(true);
        assertLanded(corrected);
        long correctedAt = f.clock.get();

        Answer late = arrive(pick);

        assertFalse(late.outcome() == Outcome.APPLIED, late.outcome() + ": " + late.message());
        theOldTeamsMemberIsSeatedNowhere(correctedAt);
        List<HistoryEntry> lines = f.history(TeamChangeScenario.COMPETITION, TeamChangeScenario.FINAL);
        HistoryEntry last = lines.get(lines.size() - 1);
        String pickGroup = (corner == Corner.A ? FieldGroup.PICK_A : FieldGroup.PICK_B).key();
        assertTrue(last.answered().groups().stream().anyMatch(g -> g.group().equals(pickGroup) && g.result().equals("held")),
                "the late pick is kept in the final's history as held: " + last);
    }

    @Test
    void thePickArrivingBeforeACorrectionIsTakenAwayByIt() throws Exception {
        MatchEntry pick = TeamChangeScenario.latePick(state(), "court", f.clock.get() + 500);
        assertEquals(Outcome.APPLIED, arrive(pick).outcome());

        assertLanded(correctUpstream(false));

        theOldTeamsMemberIsSeatedNowhere(f.clock.get());
    }

    @Test
    void thePickArrivingAfterACorrectionIsHeld() throws Exception {
        MatchEntry pick = TeamChangeScenario.latePick(state(), "court", f.clock.get() + 500);
        assertLanded(correctUpstream(false));
        long correctedAt = f.clock.get();

        Answer late = arrive(pick);

        assertFalse(late.outcome() == Outcome.APPLIED, late.outcome() + ": " + late.message());
        theOldTeamsMemberIsSeatedNowhere(correctedAt);
    }
}
