package taikai.model.lineup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;
import taikai.model.competition.CompetitionStatus;
import taikai.model.entrant.TeamMember;

class TeamMembersTest {

    static Supplier<String> ids(String prefix) {
        int[] next = {1};
        return () -> prefix + next[0]++;
    }

    @Test
    void aNewTeamHasOneMemberPerPositionPlusTwoReserves() {
        List<TeamMember> five = TeamMembers.seed(5, ids("m"));
        assertEquals(List.of("m1", "m2", "m3", "m4", "m5", "m6", "m7"), five.stream().map(TeamMember::id).toList());
        assertEquals(List.of(1, 2, 3, 4, 5, 6, 7), five.stream().map(TeamMember::index).toList());
        assertTrue(five.stream().allMatch(m -> m.name().isEmpty() && m.modifiedAt() == 0));
        assertEquals(5, TeamMembers.seed(3, ids("m")).size());
        assertEquals(7, TeamMembers.seed(0, ids("m")).size(), "an unset team size reads as five");
    }

    @Test
    void anAddedMemberTakesTheNextIndexAndIsStamped() {
        List<TeamMember> members = TeamMembers.add(TeamMembers.seed(3, ids("m")), "Kato", 1_000L, ids("n")).value();
        TeamMember added = members.get(members.size() - 1);
        assertEquals(new TeamMember("n1", 6, "Kato", 1_000L), added);
    }

    @Test
    void namesAreUniqueWithinATeamWhateverTheirCaseOrSpaces() {
        List<TeamMember> members = TeamMembers.add(TeamMembers.seed(3, ids("m")), "Sato", 1L, ids("n")).value();
        Change<List<TeamMember>> again = TeamMembers.add(members, " sato ", 2L, ids("x"));
        assertEquals("The team already has a member named sato; choose a different name.", again.refusal());
        assertTrue(TeamMembers.rename(members, "m1", "SATO", 3L).isRefused());
        assertEquals("SATO", TeamMembers.rename(members, "n1", "SATO", 3L).value().get(5).name(), "a member may change its own case");
    }

    @Test
    void aNameCanBeClearedOnlyBeforeTheCompetitionStarts() {
        List<TeamMember> members = TeamMembers.rename(TeamMembers.seed(3, ids("m")), "m2", "Ito", 5L).value();
        List<TeamMember> cleared = TeamMembers.clear(members, "m2", CompetitionStatus.DRAW_READY, 6L).value();
        assertEquals(new TeamMember("m2", 2, "", 6L), cleared.get(1));
        for (CompetitionStatus started : List.of(CompetitionStatus.POOLS, CompetitionStatus.PLAYOFFS, CompetitionStatus.COMPLETED)) {
            assertEquals("A name can be cleared only before the competition starts; rename the member instead.",
                    TeamMembers.clear(members, "m2", started, 6L).refusal());
        }
    }

    @Test
    void aRenameIsAllowedAfterTheStartButNeverToBlank() {
        List<TeamMember> members = TeamMembers.seed(3, ids("m"));
        assertEquals("Abe", TeamMembers.rename(members, "m1", " Abe ", 9L).value().get(0).name());
        assertTrue(TeamMembers.rename(members, "m1", "  ", 9L).refusal().startsWith("A member's name cannot be blank;"));
    }

    @Test
    void aMembersStampOnlyGrowsEvenWhenTheClockReadsEarlier() {
        List<TeamMember> members = TeamMembers.rename(TeamMembers.seed(3, ids("m")), "m1", "Abe", 100L).value();
        assertEquals(101L, TeamMembers.rename(members, "m1", "Aoki", 50L).value().get(0).modifiedAt());
    }

    @Test
    void anUnknownMemberIsRefusedWithASentence() {
        assertEquals("The team has no member with id zz; reload the team and try again.",
                TeamMembers.rename(TeamMembers.seed(3, ids("m")), "zz", "Abe", 1L).refusal());
    }

    @Test
    void aMintedIdIsNeverReused() {
        List<TeamMember> members = TeamMembers.seed(3, ids("m"));
        assertThrows(IllegalStateException.class, () -> TeamMembers.add(members, "Ono", 1L, () -> "m2"));
    }

    @Test
    void aListReadBeforeARenameCannotPutTheOldNameBack() {
        List<TeamMember> before = TeamMembers.rename(TeamMembers.seed(3, ids("m")), "m1", "Abe", 10L).value();
        List<TeamMember> after = TeamMembers.rename(before, "m1", "Aoki", 20L).value();
        assertEquals("Aoki", TeamMembers.merge(after, before).get(0).name());
        assertEquals("Aoki", TeamMembers.merge(before, after).get(0).name());
    }

    @Property(tries = 200)
    void ofTwoCopiesTheNewerWinsWhateverOrderTheyArrive(@ForAll @Size(max = 6) List<@LongRange(max = 5) Long> stampsA,
            @ForAll @Size(max = 6) List<@LongRange(max = 5) Long> stampsB, @ForAll @IntRange(max = 3) int nameSalt) {
        List<TeamMember> a = copies(stampsA, "a" + nameSalt);
        List<TeamMember> b = copies(stampsB, "b");
        List<TeamMember> ab = TeamMembers.merge(a, b);
        assertEquals(ab, TeamMembers.merge(b, a));
        assertEquals(ab, TeamMembers.merge(ab, a));
        for (TeamMember m : ab) {
            long newest = 0;
            for (TeamMember x : a) {
                newest = x.id().equals(m.id()) ? Math.max(newest, x.modifiedAt()) : newest;
            }
            for (TeamMember x : b) {
                newest = x.id().equals(m.id()) ? Math.max(newest, x.modifiedAt()) : newest;
            }
            assertEquals(newest, m.modifiedAt());
        }
        assertEquals(Math.max(stampsA.size(), stampsB.size()), ab.size());
    }

    private static List<TeamMember> copies(List<Long> stamps, String name) {
        List<TeamMember> list = new ArrayList<>();
        for (int i = 0; i < stamps.size(); i++) {
            list.add(new TeamMember("id" + i, i + 1, name + stamps.get(i), stamps.get(i)));
        }
        return list;
    }
}
