package taikai.app.road.actions.result;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.eligibility.Eligibility;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.store.Change;

/**
 * Spec section 5 and 3: a barred competitor's next knockout match is awarded to the opponent as
 * fusensho once the opponent is seated (never to a placeholder), the opponent moves on in the
 * bracket in the same change, and the award takes the server's time like every server change.
 */
class AwardedKnockoutTest {
    private static final List<Mark> TWO = List.of(Mark.MEN, Mark.KOTE);

    @TempDir
    Path root;

    private static void akaWins(ActionFolder f, String competition, String matchId) {
        MatchResult stored = f.match(competition, matchId);
        Answer answer = f.submit(new CorrectResult(competition, matchId, stored.withSideA(stored.sideA().withIppons(TWO)), ""));
        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
    }

    @Test
    void anAwardedKnockoutMatchWaitsForItsOpponentThenMovesTheOpponentOn() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 8));
        f.draw("cup");
        akaWins(f, "cup", "m-r1-0");
        String barred = f.match("cup", "m-r1-0").verdict().winnerId();
        // The winner is barred after the match (as by a bar recorded elsewhere); the next match's other
        // slot is still the placeholder of m-r1-1.
        f.store.competition("cup").write(Duration.ofSeconds(5), state -> Change.of(state.withStatuses(Eligibility.put(
                state.statuses(), Eligibility.bar(barred, Decision.KIKEN_INJURY, "m-r1-0", true,
                        Instant.ofEpochMilli(ActionFolder.START)).orElseThrow())), List.of(), "barred"));
        f.clock.addAndGet(60_000);

        akaWins(f, "cup", "m-r1-2");

        assertEquals(MatchStatus.SCHEDULED, f.match("cup", "m-r2-0").status(), "no one to award it to yet");

        f.clock.addAndGet(60_000);
        akaWins(f, "cup", "m-r1-1");

        CompetitionState after = f.state("cup");
        MatchResult awarded = after.findMatch("m-r2-0").orElseThrow();
        String opponent = f.match("cup", "m-r1-1").verdict().winnerId();
        assertEquals(MatchStatus.COMPLETED, awarded.status());
        assertEquals(Decision.FUSENSHO, awarded.verdict().decision());
        assertEquals(opponent, awarded.verdict().winnerId());
        long now = f.clock.get();
        assertEquals(now, awarded.provenance().groupStamps().get("verdict"), "the award takes the server's time");
        assertEquals(now, awarded.provenance().groupStamps().get("scoreline"));
        MatchResult next = after.findMatch("m-r3-0").orElseThrow();
        assertTrue(List.of(next.sideA().participantId(), next.sideB().participantId()).contains(opponent),
                "the opponent moved on to the next round");
        assertEquals(MatchStatus.SCHEDULED, next.status(), "the next match waits for its other competitor");
        List<HistoryEntry> lines = f.history("cup", "m-r2-0");
        HistoryEntry line = lines.get(lines.size() - 1);
        assertEquals("fusensho", line.asked().action());
        assertEquals(List.of("scoreline", "verdict"), line.answered().groups().stream().map(g -> g.group()).sorted().toList());
    }

    @Test
    void aWithdrawalInASemiFinalWaitsForTheBronzeOpponent() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 4)
                .withCompetition(ActionFolder.entered("cup", Kind.INDIVIDUAL, Format.KNOCKOUT, 4).competition()
                        .withKnockout(k -> k.withThirdPlaceMatch(true))));
        CompetitionState drawn = f.draw("cup");
        String bronze = drawn.bracket().thirdPlaceMatch().id();

        Answer kiken = f.submit(new RecordWithdrawal("cup", "m-r1-0", Corner.B, Decision.KIKEN_INJURY, "knee"));

        assertEquals(Outcome.APPLIED, kiken.outcome(), kiken.message());
        assertEquals(MatchStatus.SCHEDULED, f.match("cup", bronze).status(), "the bronze opponent is not known yet");

        akaWins(f, "cup", "m-r1-1");

        MatchResult awarded = f.match("cup", bronze);
        MatchResult semi = f.match("cup", "m-r1-1");
        String loser = semi.sideA().participantId().equals(semi.verdict().winnerId()) ? semi.sideB().participantId()
                : semi.sideA().participantId();
        assertEquals(MatchStatus.COMPLETED, awarded.status());
        assertEquals(Decision.FUSENSHO, awarded.verdict().decision());
        assertEquals(loser, awarded.verdict().winnerId());
    }
}
