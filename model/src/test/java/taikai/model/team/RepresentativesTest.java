package taikai.model.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static taikai.model.scoring.Play.bout;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Corner;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.rule.Checked;
import taikai.model.scoring.Play;

class RepresentativesTest {

    private static final Competition FIXED = Play.teams(TeamMatchType.FIXED);
    private static final TeamMember SATO = new TeamMember("m-sato", 3, "Sato", 0);
    private static final TeamMember ITO = new TeamMember("m-ito", 2, "Ito", 0);
    private static final List<TeamMember> RED = List.of(new TeamMember("m-abe", 1, "Abe", 0), SATO);
    private static final List<TeamMember> WHITE = List.of(ITO);

    /** Finished and level: one win each, one point each. */
    private static MatchResult tied() {
        return Play.knockout("Red", "White").withStatus(MatchStatus.COMPLETED)
                .withSubBouts(List.of(bout(0, "Abe", "x", "M", ""), bout(1, "Sato", "Ito", "", "K")));
    }

    private static String refusedBy(MatchResult m, Corner corner, TeamMember member, List<TeamMember> squad) {
        Checked<MatchResult> c = Representatives.pick(FIXED, m, corner, member, squad);
        return c.isAccepted() ? "accepted" : c.refusal().rule();
    }

    @Test
    void aPickNamesTheRepresentativeOnTheSideAndOnTheRepresentativeBout() {
        MatchResult picked = Representatives.pick(FIXED, tied(), Corner.A, SATO, RED).orElseThrow();
        assertEquals("Sato", picked.sideA().repPlayer());
        assertEquals("m-sato", picked.sideA().repMemberId());
        SubBout rep = Bouts.representative(picked.subBouts()).orElseThrow();
        assertEquals("Red", rep.sideA());
        assertEquals("White", rep.sideB());
        assertEquals("m-sato", rep.sideAMemberId());
        assertEquals("", rep.sideBMemberId());
    }

    @Test
    void aPickForOneSideKeepsTheOtherSidesPick() {
        MatchResult a = Representatives.pick(FIXED, tied(), Corner.A, SATO, RED).orElseThrow();
        MatchResult both = Representatives.pick(FIXED, a, Corner.B, ITO, WHITE).orElseThrow();
        SubBout rep = Bouts.representative(both.subBouts()).orElseThrow();
        assertEquals("m-sato", rep.sideAMemberId());
        assertEquals("m-ito", rep.sideBMemberId());
    }

    @Test
    void representativeInTeamMatchOnly() {
        Checked<MatchResult> c = Representatives.pick(Play.kendo(), tied(), Corner.A, SATO, RED);
        assertEquals("representative-in-team-match-only", c.refusal().rule());
    }

    @Test
    void representativeBoutNeedsATie() {
        MatchResult won = tied().withSubBouts(List.of(bout(0, "Abe", "x", "M", "")));
        assertEquals("representative-bout-needs-a-tie", refusedBy(won, Corner.A, SATO, RED));
        assertEquals("representative-bout-needs-a-tie",
                refusedBy(tied().withStatus(MatchStatus.RUNNING), Corner.A, SATO, RED));
    }

    @Test
    void representativeIsAMember() {
        Checked<MatchResult> c = Representatives.pick(FIXED, tied(), Corner.A, ITO, RED);
        assertEquals("representative-is-a-member", c.refusal().rule());
        assertEquals("Ito is not a member of Red: pick one of the team's named members.", c.refusal().sentence());
    }

    @Test
    void representativeBoutNotStarted() {
        MatchResult started = Representatives.pick(FIXED, tied(), Corner.A, SATO, RED).orElseThrow();
        List<SubBout> bouts = new java.util.ArrayList<>(started.subBouts());
        bouts.replaceAll(b -> b.isRepresentative() ? b.withIpponsA(Play.marks("M")) : b);
        MatchResult fought = started.withSubBouts(bouts).withStatus(MatchStatus.RUNNING);
        assertEquals("representative-bout-not-started",
                refusedBy(fought.withStatus(MatchStatus.COMPLETED), Corner.A, new TeamMember("m-abe", 1, "Abe", 0), RED));
    }

    @Test
    void theRepresentativeBoutWinnersMemberIdFollowsThePick() {
        MatchResult picked = Representatives.pick(FIXED, tied(), Corner.B, ITO, WHITE).orElseThrow();
        List<SubBout> bouts = new java.util.ArrayList<>(picked.subBouts());
        bouts.replaceAll(b -> b.isRepresentative() ? b.withIpponsB(Play.marks("D")) : b);
        MatchResult settled = Encounters.settle(FIXED, picked.withSubBouts(bouts), false);
        assertEquals("m-ito", Bouts.representative(settled.subBouts()).orElseThrow().winnerMemberId());
        assertEquals("White", settled.verdict().winner());
    }

    @Test
    void aLevelKnockoutEncounterStillOpenTakesItsPicksOnceEveryPositionHasFought() {
        Competition fixedOfTwo = FIXED.withTeams(t -> t.withSize(2));
        MatchResult open = Play.knockout("Red", "White").withStatus(MatchStatus.RUNNING)
                .withSubBouts(List.of(bout(0, "Abe", "x", "M", ""), bout(1, "Sato", "Ito", "", "K")));

        Checked<MatchResult> picked = Representatives.pick(fixedOfTwo, open, Corner.A, SATO, RED);

        assertEquals("accepted", picked.isAccepted() ? "accepted" : picked.refusal().sentence());
    }

    @Test
    void anOpenEncounterWithAPositionStillToFightTakesNoPick() {
        Competition fixedOfThree = FIXED.withTeams(t -> t.withSize(3));
        MatchResult open = Play.knockout("Red", "White").withStatus(MatchStatus.RUNNING)
                .withSubBouts(List.of(bout(0, "Abe", "x", "M", ""), bout(1, "Sato", "Ito", "", "K")));

        assertEquals("representative-bout-needs-a-tie", ruleRefusingThePick(fixedOfThree, open));
    }

    private static String ruleRefusingThePick(Competition c, MatchResult m) {
        Checked<MatchResult> picked = Representatives.pick(c, m, Corner.A, SATO, RED);
        return picked.isAccepted() ? "accepted" : picked.refusal().rule();
    }
}
