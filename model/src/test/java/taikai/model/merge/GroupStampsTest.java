package taikai.model.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static taikai.model.merge.Fixtures.NOW;
import static taikai.model.merge.Fixtures.finish;
import static taikai.model.merge.Fixtures.inOrder;
import static taikai.model.merge.Fixtures.running;
import static taikai.model.merge.Fixtures.score;
import static taikai.model.merge.Fixtures.scoreline;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.MatchResult;
import taikai.model.merge.MergeResult.Answer;
import taikai.model.merge.MergeResult.GroupOutcome;
import taikai.model.merge.MergeResult.Outcome;

/** Spec section 5, "Concurrent writes are merged, never dropped": the group stamp rules. */
class GroupStampsTest {
    private static final Rulebook POOL = KendoRules.pool();

    @Test
    void aWriteThatNamesNoGroupChangesEveryGroupItCarries() {
        MergeResult result = Merge.merge(running(), score(100).scoreline("M", "").overtime(1).build(), NOW, POOL);

        assertEquals(scoreline("M", ""), FieldGroup.SCORELINE.read(result.merged()));
        assertEquals(1, result.merged().enchoPeriods());
        assertEquals(100L, result.merged().provenance().groupStamps().get("scoreline"));
        assertEquals(100L, result.merged().provenance().groupStamps().get("overtime"));
    }

    @Test
    void aGroupTheWriteDoesNotNameIsNeverTouched() {
        MatchResult stored = inOrder(running(), POOL, score(300).scoreline("K", "").build());
        MatchWrite write = score(400).scoreline("", "D").overtime(2).naming(FieldGroup.OVERTIME);

        MergeResult result = Merge.merge(stored, write, NOW, POOL);

        assertEquals(scoreline("K", ""), FieldGroup.SCORELINE.read(result.merged()));
        assertEquals(300L, result.merged().provenance().groupStamps().get("scoreline"));
        assertEquals(List.of(FieldGroup.OVERTIME), List.copyOf(result.outcomes().keySet()));
    }

    @Test
    void aChangeAppliesWhenMadeNoEarlierThanTheStoredChange() {
        MatchResult stored = inOrder(running(), POOL, score(200).scoreline("M", "").build());

        MergeResult sameTime = Merge.merge(stored, score(200).scoreline("M", "K").build(), NOW, POOL);

        assertEquals(Answer.APPLIED, sameTime.answer());
        assertEquals(scoreline("M", "K"), FieldGroup.SCORELINE.read(sameTime.merged()));
    }

    @Test
    void aChangeMadeBeforeTheStoredChangeIsHeldWithItsValues() {
        MatchResult stored = inOrder(running(), POOL, score(200).scoreline("M", "").build());

        MergeResult result = Merge.merge(stored, score(150).scoreline("", "K").build(), NOW, POOL);

        assertEquals(Answer.HELD, result.answer());
        assertEquals(new GroupOutcome(Outcome.HELD, scoreline("", "K"), HoldReason.OLDER_THAN_STORED),
                result.outcomes().get(FieldGroup.SCORELINE));
        assertSame(stored, result.merged());
    }

    @Test
    void aHeldGroupThatSaysWhatIsStoredIsUnchanged() {
        MatchResult stored = inOrder(running(), POOL, score(200).scoreline("M", "").overtime(0).build());

        MergeResult result = Merge.merge(stored, score(150).overtime(0).build(), NOW, POOL);

        assertEquals(Outcome.UNCHANGED, result.outcomes().get(FieldGroup.OVERTIME).outcome());
        assertEquals(Answer.APPLIED, result.answer());
        assertEquals(List.of(), result.held());
    }

    @Test
    void twoOperatorsChangingDifferentGroupsBothLandInEitherOrder() {
        MatchWrite overtime = score(300).overtime(1).build();
        MatchWrite point = score(200).scoreline("M", "").build();

        MatchResult one = inOrder(running(), POOL, overtime, point);
        MatchResult other = inOrder(running(), POOL, point, overtime);

        assertEquals(one, other);
        assertEquals(1, one.enchoPeriods());
        assertEquals(scoreline("M", ""), FieldGroup.SCORELINE.read(one));
    }

    @Test
    void twoBoutsScoredOnTwoBoardsBothLandInEitherOrder() {
        MatchWrite first = Fixtures.write(MatchWrite.Kind.BOUT, 500L).bout(0, "MK", "").build();
        MatchWrite second = Fixtures.write(MatchWrite.Kind.BOUT, 400L).bout(1, "", "D").build();

        MatchResult one = inOrder(Fixtures.runningTeams(), POOL, first, second);
        MatchResult other = inOrder(Fixtures.runningTeams(), POOL, second, first);

        assertEquals(one, other);
        assertEquals("Red 0", GroupValues.bout(one, 0).orElseThrow().winner());
        assertEquals("White 1", GroupValues.bout(one, 1).orElseThrow().winner());
    }

    @Test
    void anUnstampedRunningSaveAlwaysAppliesAndMovesNoStamp() {
        MatchResult stored = inOrder(running(), POOL, score(900).scoreline("M", "").build());

        MatchWrite unstamped = Fixtures.write(MatchWrite.Kind.SCORE, null).scoreline("M", "K").build();

        MergeResult result = Merge.merge(stored, unstamped, NOW, POOL);

        assertEquals(Answer.APPLIED, result.answer());
        assertEquals(scoreline("M", "K"), FieldGroup.SCORELINE.read(result.merged()));
        assertEquals(900L, result.merged().provenance().groupStamps().get("scoreline"));
    }

    @Test
    void aResultTheServerOrdersTakesTheServerTimeNeverOlderThanTheStoredResult() {
        MatchResult stored = inOrder(running(), POOL, score(50_000).scoreline("M", "").build());
        MatchWrite quickScore = Fixtures.write(MatchWrite.Kind.FINISH, null).verdict(Fixtures.finished())
                .scoreline("MM", "").build();

        MatchResult finished = Merge.merge(stored, quickScore, 40_000, POOL).merged();
        MergeResult lateSave = Merge.merge(finished, score(45_000).scoreline("M", "K").build(), NOW, POOL);

        assertEquals(50_000L, finished.provenance().groupStamps().get("verdict"));
        assertEquals(50_000L, finished.provenance().groupStamps().get("scoreline"));
        assertEquals(Answer.HELD, lateSave.answer());
    }

    @Test
    void aMatchSavedBeforeGroupStampsReadsEveryGroupAsChangedThen() {
        MatchResult legacy = running().withProvenance(p -> p.withModifiedAt(5_000));

        MergeResult older = Merge.merge(legacy, score(4_000).overtime(1).build(), NOW, POOL);
        MergeResult newer = Merge.merge(legacy, score(6_000).overtime(1).build(), NOW, POOL);

        assertEquals(Answer.HELD, older.answer());
        assertEquals(Answer.APPLIED, newer.answer());
        assertEquals(6_000L, newer.merged().provenance().groupStamps().get("overtime"));
        assertEquals(5_000L, newer.merged().provenance().groupStamps().get("scoreline"));
        assertEquals(6_000L, newer.merged().provenance().modifiedAt());
    }

    @Test
    void aWriteAppliedInPartSaysWhichGroupsWereHeld() {
        MatchResult stored = inOrder(running(), POOL, score(300).overtime(1).build());

        MergeResult result = Merge.merge(stored, score(200).scoreline("M", "").overtime(2).build(), NOW, POOL);

        assertEquals(Answer.PARTLY_APPLIED, result.answer());
        assertEquals(List.of(FieldGroup.OVERTIME), result.held());
        assertEquals(List.of(HoldReason.OLDER_THAN_STORED.sentence()), result.heldSentences());
    }

    @Test
    void anOlderRevisionFromTheSameSessionIsHeldWhole() {
        MatchWrite newer = score(100).scoreline("M", "").session("board-1", 7).build();
        MatchWrite older = score(200).scoreline("", "K").overtime(1).session("board-1", 6).build();
        MergeResult first = Merge.merge(running(), newer, NOW, POOL, SessionRevisions.NONE);

        MergeResult second = Merge.merge(first.merged(), older, NOW, POOL, first.sessions());

        assertEquals(Answer.HELD, second.answer());
        assertEquals(HoldReason.OLDER_REVISION, second.outcomes().get(FieldGroup.SCORELINE).reason());
        assertEquals(HoldReason.OLDER_REVISION, second.outcomes().get(FieldGroup.OVERTIME).reason());
        assertSame(first.merged(), second.merged());
        assertEquals(first.sessions(), second.sessions());
    }

    @Test
    void anotherSessionsRevisionIsJudgedByItsChangeTimesAlone() {
        MergeResult first = Merge.merge(running(), score(100).scoreline("M", "").session("board-1", 7).build(), NOW,
                POOL, SessionRevisions.NONE);

        MergeResult second = Merge.merge(first.merged(), score(200).scoreline("", "K").session("board-2", 1).build(),
                NOW, POOL, first.sessions());

        assertEquals(Answer.APPLIED, second.answer());
        assertEquals(Long.valueOf(1), second.sessions().lastSeen().get("board-2"));
        assertEquals(Long.valueOf(7), second.sessions().lastSeen().get("board-1"));
    }

    @Test
    void modifiedAtIsTheLatestChangeApplied() {
        MatchResult match = inOrder(running(), POOL, score(300).overtime(1).build(), finish(700).scoreline("M", "").build());

        assertEquals(700L, match.provenance().modifiedAt());
    }
}
