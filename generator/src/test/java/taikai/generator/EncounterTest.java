package taikai.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.match.SubBout;
import taikai.model.team.Positions;

/** A generated team encounter is fought through to a result the rules accept, by daihyosen when level. */
class EncounterTest {

    @Property(tries = 150)
    void aKnockoutEncounterAlwaysEndsWithAWinner(@ForAll long seed, @ForAll boolean kachinuki) {
        MatchResult done = play(seed, kachinuki, true);
        assertEquals(MatchStatus.COMPLETED, done.status());
        assertFalse(done.verdict().winnerId().isEmpty(), "a knockout encounter left without a winner");
        boolean level = done.verdict().decision() == Decision.DAIHYOSEN;
        assertEquals(level, done.subBouts().stream().anyMatch(SubBout::isRepresentative));
    }

    @Property(tries = 100)
    void aPoolEncounterEndsInAResultOrADraw(@ForAll long seed, @ForAll boolean kachinuki) {
        MatchResult done = play(seed, kachinuki, false);
        assertEquals(MatchStatus.COMPLETED, done.status());
        assertTrue(!done.verdict().winnerId().isEmpty() || done.verdict().decision() == Decision.HIKIWAKE, done.toString());
    }

    private static MatchResult play(long seed, boolean kachinuki, boolean knockout) {
        int size = kachinuki ? 3 : 5;
        Competition c = Competition.create("t", "T", Kind.TEAM, Format.POOLS_THEN_KNOCKOUT).withTeams(t -> t.withSize(size).withMatchType(kachinuki ? TeamMatchType.KACHINUKI : TeamMatchType.FIXED));
        Map<String, List<TeamMember>> members = new HashMap<>();
        Map<String, Double> strength = new HashMap<>();
        SplittableRandom random = new SplittableRandom(seed);
        TeamLineup a = team("red", size, members, strength, random);
        TeamLineup b = team("white", size, members, strength, random);
        MatchResult m = knockout ? MatchResult.scheduled("m-r1-0", "", "", Side.of("Red", "red"), Side.of("White", "white"), -1)
                : MatchResult.poolMatch("Pool A", "0", Side.of("Red", "red"), Side.of("White", "white"), -1);
        Table table = FightScriptTest.table(c, m);
        assertTrue(new Encounter(table, members, strength, random).play(a, b, 0, 20 * 60 * size));
        return table.match();
    }

    private static TeamLineup team(String id, int size, Map<String, List<TeamMember>> members,
            Map<String, Double> strength, SplittableRandom random) {
        List<TeamMember> list = new ArrayList<>();
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, String> ids = new LinkedHashMap<>();
        for (int i = 1; i <= size + 2; i++) {
            TeamMember member = new TeamMember(id + "-" + i, i, i <= size ? id + " fighter " + i : "", 0);
            list.add(member);
            strength.put(member.id(), random.nextDouble() * 4);
            if (i <= size) {
                String key = Positions.at(size, i).orElseThrow();
                names.put(key, member.name());
                ids.put(key, member.id());
            }
        }
        members.put(id, list);
        return new TeamLineup(id, "t", 0, "", names, ids);
    }
}
