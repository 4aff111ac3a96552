package taikai.ui.scoring;

import taikai.ui.match.MarkText;

import taikai.ui.words.DeskWords;
import taikai.words.Words;
import java.util.Optional;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.scoring.Entry;
import taikai.ui.match.Corner;
import taikai.ui.write.WriteAnswer;

/**
 * The scoring sheet's buttons as scoring entries, the same wherever the entry goes: down the hall
 * laptop's write road, or into a court table's outbox. A subclass says how one entry is sent.
 */
public abstract class EntryCommands implements MatchCommands {
    private static Words words() {
        return DeskWords.of(EntryCommands.class);
    }


    /** Sends {@code entry} on {@code target}, answering in words what became of it. */
    protected abstract WriteAnswer enter(ScoreTarget target, Entry entry);

    @Override
    public WriteAnswer addPoint(ScoreTarget target, Corner corner, Mark mark) {
        return enter(target, new Entry.Point(side(corner), mark));
    }

    @Override
    public WriteAnswer addHansoku(ScoreTarget target, Corner corner) {
        return enter(target, new Entry.Hansoku(side(corner)));
    }

    @Override
    public WriteAnswer hantei(ScoreTarget target, Corner winner) {
        return enter(target, new Entry.Hantei(side(winner)));
    }

    @Override
    public WriteAnswer hikiwake(ScoreTarget target) {
        return enter(target, new Entry.Hikiwake());
    }

    @Override
    public WriteAnswer kiken(ScoreTarget target, Corner withdrawing) {
        return enter(target, new Entry.Forfeit(side(withdrawing.other()), Decision.KIKEN));
    }

    @Override
    public WriteAnswer fusenpai(ScoreTarget target, Corner absent) {
        return enter(target, new Entry.Forfeit(side(absent.other()), Decision.FUSENPAI));
    }

    @Override
    public WriteAnswer fusensho(ScoreTarget target, Corner winner) {
        return enter(target, new Entry.Forfeit(side(winner), Decision.FUSENSHO));
    }

    @Override
    public WriteAnswer finish(ScoreTarget match) {
        return enter(match, new Entry.Finish());
    }

    @Override
    public WriteAnswer setFlags(ScoreTarget match, int flagsA, int flagsB) {
        return enter(match, new Entry.Flags(flagsA, flagsB));
    }

    /** The entry that takes {@code entry} back, if "undo" can: points, fouls, encho and decisions. */
    protected static Optional<Entry> undoOf(Entry entry) {
        if (entry instanceof Entry.Point p) {
            return Optional.of(new Entry.UndoPoint(p.corner()));
        }
        if (entry instanceof Entry.Hansoku h) {
            return Optional.of(new Entry.UndoHansoku(h.corner()));
        }
        if (entry instanceof Entry.Encho) {
            return Optional.of(new Entry.UndoEncho());
        }
        if (entry instanceof Entry.Hantei || entry instanceof Entry.Hikiwake || entry instanceof Entry.Forfeit) {
            return Optional.of(new Entry.UndoDecision());
        }
        return Optional.empty();
    }

    /** The encho periods already played on {@code target}: the bout's, or the match's. */
    protected static int enchoPlayed(MatchResult match, ScoreTarget target) {
        return target.isBout() ? bout(match, target).map(SubBout::enchoPeriods).orElse(0) : match.enchoPeriods();
    }

    /** The sentence when encho is already at the periods asked for; nothing is sent then. */
    protected static WriteAnswer enchoUnchanged(int periods) {
        return taikai.ui.session.Answers.notSent(words().say("road.encho-unchanged", MarkText.termTitle("encho"), periods));
    }

    protected static Optional<SubBout> bout(MatchResult match, ScoreTarget target) {
        return match.subBouts().stream().filter(b -> b.position() == target.bout().getAsInt()).findFirst();
    }

    /** What "undo" remembers entries under: the match, or one bout of it. */
    protected static String key(ScoreTarget target) {
        return target.competitionId() + "/" + target.matchId() + (target.isBout() ? "#" + target.bout().getAsInt() : "");
    }

    protected static taikai.model.discipline.Corner side(Corner corner) {
        return corner == Corner.A ? taikai.model.discipline.Corner.A : taikai.model.discipline.Corner.B;
    }
}
