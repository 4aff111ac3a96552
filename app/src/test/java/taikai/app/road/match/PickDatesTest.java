package taikai.app.road.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import taikai.app.road.actions.ActionFolder;
import taikai.model.bracket.Bracket;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.BracketAdvance;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.merge.FieldGroup;

/**
 * Spec section 3: a knockout side given another team loses its representative pick, dated at that
 * moment, so the pick made for the old team's member (queued on a court, arriving after) is older
 * than the stored pick and is held by the merge instead of seating that member on the new team.
 */
class PickDatesTest {
    private static final long PICKED = 1_805_000_010_000L;
    private static final long CORRECTED = 1_805_000_020_000L;

    /** Four teams drawn; the first match won by its side A, whose team moved on and picked its member. */
    private static CompetitionState picked() {
        CompetitionState entered = ActionFolder.entered("cup", Kind.TEAM, Format.KNOCKOUT, 4);
        Bracket bracket = taikai.model.draw.KnockoutDraw.draw(entered.competition(), entered.players(), 1L);
        MatchResult first = bracket.find("m-r1-0").orElseThrow().result();
        MatchResult won = won(first, true);
        bracket = BracketAdvance.advance(MatchSlot.replaceInBracket(bracket, won), won.id()).bracket();
        MatchResult next = nextOf(bracket, first.sideA().participantId());
        boolean sideA = next.sideA().participantId().equals(first.sideA().participantId());
        Side side = next.side(sideA).withRepMemberId("member-of-" + first.sideA().participantId());
        TreeMap<String, Long> stamps = new TreeMap<>(next.provenance().groupStamps());
        stamps.put((sideA ? FieldGroup.PICK_A : FieldGroup.PICK_B).key(), PICKED);
        MatchResult pickedNext = (sideA ? next.withSideA(side) : next.withSideB(side)).withProvenance(p -> p.withGroupStamps(stamps));
        return entered.withBracket(MatchSlot.replaceInBracket(bracket, pickedNext));
    }

    private static MatchResult won(MatchResult m, boolean sideA) {
        Side winner = m.side(sideA);
        return m.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withWinner(winner.name()).withWinnerId(winner.participantId())
                        .withDecision(Decision.FUSENSHO));
    }

    private static MatchResult nextOf(Bracket bracket, String team) {
        return bracket.rounds().get(1).stream().map(n -> n.result())
                .filter(r -> r.sideA().participantId().equals(team) || r.sideB().participantId().equals(team))
                .findFirst().orElseThrow();
    }

    @Test
    void aWinnerCorrectedUpstreamTakesThePickOfTheOldTeamAwayAndDatesItThen() {
        CompetitionState state = picked();
        MatchResult first = state.bracket().find("m-r1-0").orElseThrow().result();
        MatchResult corrected = won(first, false);

        Consequences.Result result = Consequences.of(state, first, corrected, true, List.of(), CORRECTED);

        assertEquals("", result.refusal());
        MatchResult next = nextOf(result.state().bracket(), first.sideB().participantId());
        boolean sideA = next.sideA().participantId().equals(first.sideB().participantId());
        assertEquals("", next.side(sideA).repMemberId(), "the old team's pick is not kept on the new team");
        long dated = next.provenance().groupStamps().get((sideA ? FieldGroup.PICK_A : FieldGroup.PICK_B).key());
        assertTrue(dated > PICKED, "dated after the old pick, so that pick arriving again is held: " + dated);
        assertTrue(dated >= CORRECTED);
    }

    @Test
    void aSideWhoseTeamStaysKeepsItsPick() {
        CompetitionState state = picked();
        MatchResult first = state.bracket().find("m-r1-0").orElseThrow().result();
        MatchResult renamed = first.withProvenance(p -> p.withCorrectionReason("the referee's sheet said so"));

        Consequences.Result result = Consequences.of(state, first, renamed, true, List.of(), CORRECTED);

        MatchResult next = nextOf(result.state().bracket(), first.sideA().participantId());
        boolean sideA = next.sideA().participantId().equals(first.sideA().participantId());
        assertNotEquals("", next.side(sideA).repMemberId());
        assertEquals(PICKED, next.provenance().groupStamps().get((sideA ? FieldGroup.PICK_A : FieldGroup.PICK_B).key()));
    }
}
