package taikai.ui.scoring;

import taikai.model.match.Mark;
import taikai.ui.match.Corner;
import taikai.ui.write.WriteAnswer;

/**
 * Every change the scoring sheet can ask for, one method per thing an operator does at the
 * table. The write road implements it: each call is one write, checked, merged and committed
 * before it answers. Calls may block; the sheet makes them through the UI executor, never on the
 * FX thread, one at a time and in the order they were entered.
 *
 * <p>Corner A is aka and corner B is shiro. A {@link ScoreTarget} names the whole match or one bout
 * of a team encounter.
 */
public interface MatchCommands {

    /** A struck point (M, K, D, T, or S in naginata) for {@code corner}. */
    WriteAnswer addPoint(ScoreTarget target, Corner corner, Mark mark);

    /** One foul for {@code corner}; the rules turn every second one into a point for the other side. */
    WriteAnswer addHansoku(ScoreTarget target, Corner corner);

    /** Sets the number of overtime periods played. */
    WriteAnswer setEncho(ScoreTarget target, int periods);

    /** The judges' decision on a level scoreline, for {@code winner} (the Ht mark). */
    WriteAnswer hantei(ScoreTarget target, Corner winner);

    /** A draw. */
    WriteAnswer hikiwake(ScoreTarget target);

    /** {@code withdrawing} withdraws. */
    WriteAnswer kiken(ScoreTarget target, Corner withdrawing);

    /** {@code absent} loses by not appearing. */
    WriteAnswer fusenpai(ScoreTarget target, Corner absent);

    /** {@code winner} wins because the other side did not appear or is barred. */
    WriteAnswer fusensho(ScoreTarget target, Corner winner);

    /** Takes back the last entry made on the target. */
    WriteAnswer undo(ScoreTarget target);

    /** Closes the match with the result it has. */
    WriteAnswer finish(ScoreTarget match);

    /** An engi result: the flags raised for aka and for shiro. */
    WriteAnswer setFlags(ScoreTarget match, int flagsA, int flagsB);

    /** A deliberate correction of a finished result, with its reason. */
    WriteAnswer correct(ScoreTarget match, Correction correction);

    /** Sends a finished match back to running on its court, with the reason. */
    WriteAnswer reopen(ScoreTarget match, String reason);

    /** Sends a running match back to its court's queue. */
    WriteAnswer requeue(ScoreTarget match);

    /** Picks the member {@code memberId} of {@code corner}'s team for the representative bout. */
    WriteAnswer pick(ScoreTarget match, Corner corner, String memberId);
}
