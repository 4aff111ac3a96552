package taikai.ui.scoring;

import taikai.model.match.Mark;
import taikai.ui.match.Corner;
import taikai.ui.write.WriteAnswer;

/** Answers every action with a refusal that says why, until the app has a write road to save results through. */
public final class UnavailableMatchCommands implements MatchCommands {
    private static final WriteAnswer REFUSAL = new WriteAnswer(WriteAnswer.Outcome.REFUSED,
            "Nothing was saved, because this version of Taikai cannot save results yet.");

    @Override
    public WriteAnswer addPoint(ScoreTarget target, Corner corner, Mark mark) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer addHansoku(ScoreTarget target, Corner corner) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer setEncho(ScoreTarget target, int periods) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer hantei(ScoreTarget target, Corner winner) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer hikiwake(ScoreTarget target) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer kiken(ScoreTarget target, Corner withdrawing) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer fusenpai(ScoreTarget target, Corner absent) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer fusensho(ScoreTarget target, Corner winner) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer undo(ScoreTarget target) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer finish(ScoreTarget match) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer setFlags(ScoreTarget match, int flagsA, int flagsB) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer correct(ScoreTarget match, Correction correction) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer reopen(ScoreTarget match, String reason) {
        return REFUSAL;
    }

    @Override
    public WriteAnswer requeue(ScoreTarget match) {
        return REFUSAL;
    }
}
