package taikai.ui.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.model.match.SubBout;

/** Spec section 3: the representative bout keeps the team names and carries the picked members' ids beside them. */
class RepresentativeRowTest {
    private static final MatchRules FIVES = new MatchRules(5, false, false, false, 0);
    private static final Map<String, List<TeamMember>> MEMBERS = Map.of(
            "t1", List.of(new TeamMember("m1", 1, "Tanaka Ken", 0), new TeamMember("m2", 2, "Mori Aki", 0)),
            "t2", List.of(new TeamMember("m1", 1, "Sato Yui", 0), new TeamMember("m9", 2, "Ito Jun", 0)));

    private static MatchResult encounter(String akaPick, String shiroPick) {
        SubBout daihyosen = SubBout.between(SubBout.REPRESENTATIVE, "Renbukan Storm", akaPick, "Bushido Thunder", shiroPick);
        return MatchResult.scheduled("m-r1-0", "", "", Side.of("Renbukan Storm", "t1"), Side.of("Bushido Thunder", "t2"), 1)
                .withSubBouts(List.of(SubBout.between(1, "Tanaka Ken", "m1", "Sato Yui", "m1"), daihyosen));
    }

    private static BoutRow representative(MatchResult m) {
        OpenMatch open = new OpenMatch(m, "Match 1", FIVES, Dojos.NONE, "teams", "", MEMBERS);
        return BoutRow.of(open).stream().filter(r -> r.position() == SubBout.REPRESENTATIVE).findFirst().orElseThrow();
    }

    @Test
    void theRepresentativeBoutNamesThePickedMembersEachFromItsOwnTeam() {
        BoutRow row = representative(encounter("m2", "m1"));
        assertEquals("Mori Aki", row.name(Corner.A));
        assertEquals("Sato Yui", row.name(Corner.B), "member id m1 of shiro's team, not aka's m1");
    }

    @Test
    void aSideNotPickedYetSaysSoInsteadOfRepeatingTheTeam() {
        BoutRow row = representative(encounter("", "m9"));
        assertEquals("not picked yet", row.name(Corner.A));
        assertEquals("Ito Jun", row.name(Corner.B));
    }
}
