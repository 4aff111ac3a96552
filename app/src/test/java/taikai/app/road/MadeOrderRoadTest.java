package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.match.MatchEntry;
import taikai.model.history.HistoryEntry;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.merge.FieldGroup;
import taikai.model.merge.GroupValue;
import taikai.model.merge.MatchWrite;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problems;
import taikai.storage.store.StoreFixtures;

/**
 * Decision 0013 through the write road on a real folder: a write that arrives after a newer one is
 * merged as if the writes had arrived in the order they were made.
 */
class MadeOrderRoadTest {
    private static final long T = RoadFixture.START - 600_000;

    @TempDir
    Path root;

    /** A kiken for Shiro's side at 100, overtime at 200, a point for each at 300 (which clears the kiken). */
    private static List<MatchEntry> writes(MatchResult stored) {
        MatchResult withdrawn = stored.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withDecision(Decision.KIKEN))
                .withSideA(stored.sideA().withIppons(List.of()))
                .withSideB(stored.sideB().withIppons(List.of(Mark.DEFAULT_WIN, Mark.DEFAULT_WIN)));
        MatchEntry kiken = new MatchEntry("open", stored.id(), MatchWrite.of(MatchWrite.Kind.WITHDRAWAL, withdrawn,
                List.of(FieldGroup.VERDICT, FieldGroup.SCORELINE, FieldGroup.OVERTIME), T + 100, "court A"));
        MatchEntry overtime = new MatchEntry("open", stored.id(), MatchWrite.of(MatchWrite.Kind.SCORE,
                stored.withEnchoPeriods(2), List.of(FieldGroup.OVERTIME), T + 200, "court B"));
        MatchEntry point = RoadFixture.points("open", stored, T + 300, List.of(Mark.MEN), List.of(Mark.KOTE));
        return List.of(kiken, overtime, point);
    }

    private MatchResult arrive(Path folder, int... order) throws Exception {
        RoadFixture f = new RoadFixture(folder, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);
        List<MatchEntry> writes = writes(stored);
        for (int i : order) {
            Answer answer = f.road.submit(new Request("k-" + i, "court A", writes.get(i)));
            assertTrue(answer.landed(), answer.message());
        }
        return f.match("open", 0);
    }

    @Test
    void overtimeMadeWhileAKikenStoodIsHeldWhicheverOrderTheWritesArriveIn() throws Exception {
        MatchResult made = arrive(root.resolve("made"), 0, 1, 2);
        MatchResult reversed = arrive(root.resolve("reversed"), 2, 1, 0);
        MatchResult mixed = arrive(root.resolve("mixed"), 1, 2, 0);

        assertEquals(MatchStatus.RUNNING, made.status());
        assertEquals(0, made.enchoPeriods(), "the overtime was made while the kiken closed the match");
        assertEquals(List.of(Mark.MEN), made.sideA().ippons());
        assertEquals(made, reversed);
        assertEquals(made, mixed);
    }

    @Test
    void theLateWithdrawalMovesTheOvertimeOutAndItsHistoryLineSaysSo() throws Exception {
        RoadFixture f = new RoadFixture(root, StoreFixtures.drawnPools("open", 8));
        MatchResult stored = f.match("open", 0);
        List<MatchEntry> writes = writes(stored);
        f.road.submit(new Request("k-1", "court B", writes.get(1)));
        f.road.submit(new Request("k-2", "court A", writes.get(2)));
        assertEquals(2, f.match("open", 0).enchoPeriods());

        Answer late = f.road.submit(new Request("k-0", "court A", writes.get(0)));

        assertTrue(late.landed(), late.message());
        assertEquals(0, f.match("open", 0).enchoPeriods());
        Path file = root.resolve(f.store.competition("open").historyPath(stored.id()));
        List<HistoryEntry> lines = HistoryFile.read("h", Files.readString(file), new Problems());
        List<String> moved = new ArrayList<>();
        lines.get(2).answered().groups().forEach(g -> moved.add(g.group() + " " + g.result()));
        assertTrue(moved.contains("overtime moved_out"), moved.toString());
        assertEquals(new GroupValue.Overtime(0), FieldGroup.OVERTIME.read(f.match("open", 0)));
    }

    /** A finish (Shiro by two points) at 100, then two points on a board still scoring: Shiro ahead at 200, level at 300. */
    private static List<MatchEntry> knockoutWrites(MatchResult stored) {
        MatchResult finished = stored.withStatus(MatchStatus.COMPLETED).withSideA(stored.sideA().withIppons(List.of(Mark.MEN)))
                .withSideB(stored.sideB().withIppons(List.of(Mark.KOTE, Mark.DO)));
        MatchEntry finish = new MatchEntry("cup", stored.id(), MatchWrite.of(MatchWrite.Kind.FINISH, finished,
                List.of(FieldGroup.VERDICT, FieldGroup.SCORELINE, FieldGroup.OVERTIME), T + 100, "court A"));
        return List.of(finish, RoadFixture.points("cup", stored, T + 200, List.of(), List.of(Mark.KOTE)),
                RoadFixture.points("cup", stored, T + 300, List.of(Mark.MEN), List.of(Mark.KOTE)));
    }

    private MatchResult arriveInKnockout(Path folder, int... order) throws Exception {
        RoadFixture f = new RoadFixture(folder, taikai.app.road.actions.ActionFolder.entered("cup",
                taikai.model.competition.Kind.INDIVIDUAL, taikai.model.competition.Format.KNOCKOUT, 8));
        Answer drawn = f.road.submit(new Request("draw", "desktop", new taikai.app.road.actions.draw.GenerateDraw("cup", 7)));
        assertTrue(drawn.landed(), drawn.message());
        MatchResult stored = f.state("cup").findMatch("m-r1-0").orElseThrow();
        List<MatchEntry> writes = knockoutWrites(stored);
        for (int i : order) {
            Answer answer = f.road.submit(new Request("k-" + i, "court A", writes.get(i)));
            assertTrue(answer.landed(), answer.message());
        }
        return f.state("cup").findMatch("m-r1-0").orElseThrow();
    }

    @Test
    void aLateFinishInAKnockoutBracketEndsAsIfItHadArrivedFirst() throws Exception {
        MatchResult made = arriveInKnockout(root.resolve("made"), 0, 1, 2);
        MatchResult late = arriveInKnockout(root.resolve("late"), 1, 2, 0);

        assertEquals(MatchStatus.COMPLETED, made.status());
        assertEquals(List.of(Mark.KOTE), made.sideB().ippons(), "the point at 200 applies; the one at 300 would leave it tied");
        assertEquals(made.sideB().participantId(), made.verdict().winnerId());
        assertEquals(made, late);
    }
}
