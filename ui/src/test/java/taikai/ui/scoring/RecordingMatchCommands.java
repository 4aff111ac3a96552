package taikai.ui.scoring;

import java.util.ArrayList;
import java.util.List;
import taikai.model.match.Mark;
import taikai.ui.match.Corner;
import taikai.ui.write.WriteAnswer;

/**
 * Writes each call down as text, such as {@code addPoint(Pool A-0, A, MEN)} or
 * {@code hansoku(Pool A-0#2, B)} for bout 2, and answers with the answer it was told to give.
 */
public final class RecordingMatchCommands implements MatchCommands {
    private final List<String> calls = new ArrayList<>();
    private WriteAnswer answer = WriteAnswer.applied();
    private RuntimeException failure;

    /** The calls so far, oldest first. Safe to read from any thread once the writes are done. */
    public synchronized List<String> calls() {
        return List.copyOf(calls);
    }

    public synchronized void answerWith(WriteAnswer next) {
        answer = next;
    }

    /** Makes every later call throw {@code thrown}, as a write road that cannot be reached would. */
    public synchronized void failWith(RuntimeException thrown) {
        failure = thrown;
    }

    private synchronized WriteAnswer record(String call) {
        calls.add(call);
        if (failure != null) {
            throw failure;
        }
        return answer;
    }

    private static String at(ScoreTarget target) {
        return target.matchId() + (target.isBout() ? "#" + target.bout().getAsInt() : "");
    }

    @Override
    public WriteAnswer addPoint(ScoreTarget target, Corner corner, Mark mark) {
        return record("addPoint(" + at(target) + ", " + corner + ", " + mark + ")");
    }

    @Override
    public WriteAnswer addHansoku(ScoreTarget target, Corner corner) {
        return record("addHansoku(" + at(target) + ", " + corner + ")");
    }

    @Override
    public WriteAnswer setEncho(ScoreTarget target, int periods) {
        return record("setEncho(" + at(target) + ", " + periods + ")");
    }

    @Override
    public WriteAnswer hantei(ScoreTarget target, Corner winner) {
        return record("hantei(" + at(target) + ", " + winner + ")");
    }

    @Override
    public WriteAnswer hikiwake(ScoreTarget target) {
        return record("hikiwake(" + at(target) + ")");
    }

    @Override
    public WriteAnswer kiken(ScoreTarget target, Corner withdrawing) {
        return record("kiken(" + at(target) + ", " + withdrawing + ")");
    }

    @Override
    public WriteAnswer fusenpai(ScoreTarget target, Corner absent) {
        return record("fusenpai(" + at(target) + ", " + absent + ")");
    }

    @Override
    public WriteAnswer fusensho(ScoreTarget target, Corner winner) {
        return record("fusensho(" + at(target) + ", " + winner + ")");
    }

    @Override
    public WriteAnswer undo(ScoreTarget target) {
        return record("undo(" + at(target) + ")");
    }

    @Override
    public WriteAnswer finish(ScoreTarget match) {
        return record("finish(" + match.matchId() + ")");
    }

    @Override
    public WriteAnswer setFlags(ScoreTarget match, int flagsA, int flagsB) {
        return record("setFlags(" + match.matchId() + ", " + flagsA + ", " + flagsB + ")");
    }

    @Override
    public WriteAnswer correct(ScoreTarget match, Correction correction) {
        return record("correct(" + match.matchId() + ", " + correction.reason() + ")");
    }

    @Override
    public WriteAnswer reopen(ScoreTarget match, String reason) {
        return record("reopen(" + match.matchId() + ", " + reason + ")");
    }

    @Override
    public WriteAnswer requeue(ScoreTarget match) {
        return record("requeue(" + match.matchId() + ")");
    }

    @Override
    public WriteAnswer pick(ScoreTarget match, Corner corner, String memberId) {
        return record("pick(" + at(match) + ", " + corner + ", " + memberId + ")");
    }
}
