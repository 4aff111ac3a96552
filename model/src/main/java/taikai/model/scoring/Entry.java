package taikai.model.scoring;

import taikai.model.discipline.Corner;
import taikai.model.match.Decision;
import taikai.model.match.Mark;

/**
 * What a court-table operator enters. Each kind has its own rules, run in a fixed order; the first
 * refusal is what the operator reads.
 */
public sealed interface Entry {

    /** A struck point for {@code corner}. */
    record Point(Corner corner, Mark mark) implements Entry {
    }

    /** A foul by {@code corner}; every second one gives the opponent a point. */
    record Hansoku(Corner corner) implements Entry {
    }

    /** An overtime period begins. */
    record Encho() implements Entry {
    }

    /** The judges' decision for {@code winner} on a level score. */
    record Hantei(Corner winner) implements Entry {
    }

    /** A draw. */
    record Hikiwake() implements Entry {
    }

    /** Kiken, fusenpai or fusensho closing the match for {@code winner}. */
    record Forfeit(Corner winner, Decision how) implements Entry {
    }

    /** The engi judges' flags. */
    record Flags(int flagsA, int flagsB) implements Entry {
    }

    /** Time is over: the match (or the bout) is finished with what was entered. */
    record Finish() implements Entry {
    }

    /** Takes back {@code corner}'s last struck point. */
    record UndoPoint(Corner corner) implements Entry {
    }

    /** Takes back {@code corner}'s last hansoku, and the point it gave away if it completed a pair. */
    record UndoHansoku(Corner corner) implements Entry {
    }

    /** Takes back the last overtime period. */
    record UndoEncho() implements Entry {
    }

    /** Takes back a hantei, hikiwake, kiken, fusenpai or fusensho. */
    record UndoDecision() implements Entry {
    }
}
