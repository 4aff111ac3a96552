package taikai.model.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static taikai.model.merge.Fixtures.marks;

import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.merge.GroupValue.Hantei;

class FieldGroupTest {

    @Test
    void everyGroupHasAStableKeyThatReadsBackAsTheSameGroup() {
        List<FieldGroup> groups = List.of(FieldGroup.SCORELINE, FieldGroup.VERDICT, FieldGroup.OVERTIME, FieldGroup.FLAGS,
                FieldGroup.REPRESENTATIVES, FieldGroup.PICK_A, FieldGroup.PICK_B, FieldGroup.bout(0), FieldGroup.bout(-1));
        List<String> keys = List.of("scoreline", "verdict", "overtime", "flags", "reps", "pickA", "pickB", "bout:0", "bout:-1");
        for (int i = 0; i < groups.size(); i++) {
            assertEquals(keys.get(i), groups.get(i).key());
            assertEquals(Optional.of(groups.get(i)), FieldGroup.fromKey(keys.get(i)));
        }
        assertEquals(Optional.empty(), FieldGroup.fromKey("bout:x"));
        assertEquals(Optional.empty(), FieldGroup.fromKey("weather"));
    }

    @Test
    void theHanteiMarkBelongsToTheVerdictNotTheScoreline() {
        MatchResult match = Fixtures.running();
        match = match.withSideA(match.sideA().withIppons(marks("M"))).withSideB(match.sideB().withIppons(marks("K")));
        match = GroupValues.withHantei(match, Hantei.A);
        assertEquals(List.of("M", "Ht"), match.sideA().ippons().stream().map(m -> m.symbol()).collect(
                Collectors.toList()));

        assertEquals(Fixtures.scoreline("M", "K"), FieldGroup.SCORELINE.read(match));
        assertEquals(Hantei.A, ((GroupValue.Verdict) FieldGroup.VERDICT.read(match)).hantei());

        MatchResult rescored = FieldGroup.SCORELINE.write(match, Fixtures.scoreline("D", "K"));
        assertEquals(marks("D"), rescored.sideA().ippons().subList(0, 1));
        assertEquals(true, rescored.sideA().hasHantei());
    }

    @Test
    void writingOneGroupLeavesEveryOtherGroupAsItWas() {
        MatchResult match = Fixtures.runningTeams();
        MatchResult written = match;
        written = FieldGroup.OVERTIME.write(written, new GroupValue.Overtime(2));
        written = FieldGroup.bout(1).write(written, new GroupValue.Bout(Fixtures.bout(1, "M", "")));
        for (FieldGroup group : FieldGroup.of(match)) {
            if (!group.equals(FieldGroup.OVERTIME) && !group.equals(FieldGroup.bout(1))) {
                assertEquals(group.read(match), group.read(written), group.key());
            }
        }
        assertEquals(new GroupValue.Overtime(2), FieldGroup.OVERTIME.read(written));
    }

    @Test
    void theRepresentativeBoutGroupLeavesThePicksOut() {
        MatchResult match = Picks.withPick(Fixtures.runningTeams(), true, "r2");
        MatchResult scored = FieldGroup.bout(SubBout.REPRESENTATIVE).write(match,
                new GroupValue.Bout(Fixtures.bout(-1, "M", "").withSideAMemberId("r9")));

        assertEquals(new GroupValue.Pick("r2"), FieldGroup.PICK_A.read(scored));
        assertEquals("r2", GroupValues.bout(scored, -1).orElseThrow().sideAMemberId());
    }

    @Test
    void aWriteMustCarryEveryGroupItNames() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> new MatchWrite(MatchWrite.Kind.SCORE, new TreeMap<>(),
                        new TreeSet<>(List.of(FieldGroup.OVERTIME)), 1L, "", 0, "court 1"));
        assertEquals(true, refused.getMessage().contains("send the value or leave the group unnamed"));
    }
}
