package taikai.generator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;
import taikai.model.scoring.Stage;
import taikai.model.scoring.Target;

/** Every generated fight is a legal sequence of entries that ends in the result the generator chose. */
class FightScriptTest {
    private static final int NOW = 24 * 3600;

    @Property(tries = 400)
    void anIndividualFightEndsWithTheChosenWinnerOrADrawWhereOneMayStand(@ForAll long seed,
            @ForAll @IntRange(min = 0, max = 2) int discipline, @ForAll boolean knockout,
            @ForAll @IntRange(min = 0, max = 2) int enchoLimit, @ForAll boolean hikiwakeAllowed) {
        Competition c = Competition.create("c", "C", Kind.INDIVIDUAL, Format.KNOCKOUT).withNaginata(n -> n.withShiai(discipline > 0).withEngi(discipline == 2)).withBouts(b -> b.withEnchoLimit(enchoLimit).withHikiwakeAllowed(hikiwakeAllowed));
        MatchResult m = knockout ? MatchResult.scheduled("m-r1-0", "", "", Side.of("Aka", "a"), Side.of("Shiro", "b"), -1)
                : MatchResult.poolMatch("Pool A", "0", Side.of("Aka", "a"), Side.of("Shiro", "b"), -1);
        Table table = table(c, m);
        SplittableRandom random = new SplittableRandom(seed);
        Corner winner = random.nextBoolean() ? Corner.A : Corner.B;
        assertTrue(table.start(10));
        assertTrue(FightScript.play(table, Target.MATCH, FightScript.Fight.MATCH, winner, 40, 300, random));
        MatchResult done = table.match();
        assertEquals(MatchStatus.COMPLETED, done.status());
        if (done.verdict().decision() == Decision.HIKIWAKE) {
            assertTrue(!knockout && hikiwakeAllowed && discipline < 2, "a draw where none may stand");
        } else {
            assertEquals(winner.of(done).participantId(), done.verdict().winnerId());
        }
        assertTrue(enchoLimit == 0 || done.enchoPeriods() <= enchoLimit);
    }

    @Test
    void aFightWhoseEndLiesAfterTheFolderMomentIsLeftRunning() {
        Competition c = Competition.create("c", "C", Kind.INDIVIDUAL, Format.KNOCKOUT);
        MatchResult m = MatchResult.scheduled("m-r1-0", "", "", Side.of("Aka", "a"), Side.of("Shiro", "b"), -1);
        Table table = new Table(c, Stage.KNOCKOUT, m, "Match 1", "court A", journal(), 200);
        assertTrue(table.start(10));
        assertFalse(FightScript.play(table, Target.MATCH, FightScript.Fight.MATCH, Corner.A, 40, 600,
                new SplittableRandom(3)));
        assertEquals(MatchStatus.RUNNING, table.match().status());
    }

    @Test
    void everyWriteStampsTheGroupsItChangedAndLeavesAHistoryLine() {
        Competition c = Competition.create("c", "C", Kind.INDIVIDUAL, Format.KNOCKOUT);
        Journal journal = journal();
        MatchResult m = MatchResult.scheduled("m-r1-0", "", "", Side.of("Aka", "a"), Side.of("Shiro", "b"), -1);
        Table table = new Table(c, Stage.KNOCKOUT, m, "Match 1", "court A", journal, NOW);
        table.start(10);
        table.enter(Target.MATCH, new taikai.model.scoring.Entry.Point(Corner.A, taikai.model.match.Mark.MEN), 60);
        assertEquals(2, journal.lines().size());
        assertEquals("score", journal.lines().get(1).asked().action());
        assertEquals("Match 1: recorded.", journal.lines().get(1).answered().answer(), "the match by its label, as the write road answers");
        assertEquals("Match 1 is running on court A.", journal.lines().get(0).answered().answer());
        assertEquals(journal.lines().get(1).arrival().madeAt(), table.match().provenance().groupStamps().get("scoreline"));
        assertEquals(journal.lines().get(1).arrival().receivedAt(), table.match().provenance().modifiedAt());
    }

    static Table table(Competition c, MatchResult m) {
        return new Table(c, Stage.of(m), m, "Match 1", "court A", journal(), NOW);
    }

    static Journal journal() {
        return new Journal(new DayClock("16-05-2026"), new SeededIds(1), new SplittableRandom(2), Map.of());
    }
}
