package taikai.model.scoring;

import java.util.ArrayList;
import java.util.List;
import taikai.model.competition.Competition;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.discipline.Fight;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.rule.Checked;
import taikai.model.rule.Rules;

/**
 * Entering a result at the court table: each entry is checked by its rules in order, applied to the
 * fight it names, and the match is settled again, so the winner always follows from what was entered.
 */
public final class Scoresheet {
    private Scoresheet() {
    }

    /** The match after {@code entry}, or the first rule that refused it. */
    public static Checked<MatchResult> enter(Competition c, Stage stage, MatchResult m, Target target, Entry entry) {
        Sheet sheet = new Sheet(c, stage, m, target, entry);
        return Rules.check(sheet, EntryRules.forEntry(entry), () -> apply(sheet));
    }

    /** Applies an entry its rules have allowed; the rules themselves use it to look one step ahead. */
    static MatchResult apply(Sheet s) {
        Fight changed = change(s.discipline(), s.fight(), s.entry(), s.target().isBout());
        MatchResult m = s.target().isBout() ? withBout(s, changed) : changed.into(s.match());
        return Outcomes.settle(s.competition(), withStatus(s, m), s.stage());
    }

    private static Fight change(Discipline d, Fight f, Entry e, boolean bout) {
        if (e instanceof Entry.Point) {
            Entry.Point p = (Entry.Point) e;
            return f.withMarks(p.corner(), append(f.marks(p.corner()), p.mark(), 1));
        }
        if (e instanceof Entry.Hansoku) {
            Corner fouler = ((Entry.Hansoku) e).corner();
            int count = f.hansoku(fouler) + 1;
            Fight counted = f.withHansoku(fouler, count);
            // Every second hansoku gives the opponent a point; the count itself keeps going.
            return count % 2 == 0 ? counted.withMarks(fouler.other(), append(f.marks(fouler.other()), Mark.HANSOKU, 1))
                    : counted;
        }
        if (e instanceof Entry.Encho) {
            return f.withEnchoPeriods(f.enchoPeriods() + 1);
        }
        if (e instanceof Entry.Hantei) {
            Corner winner = ((Entry.Hantei) e).winner();
            return f.withMarks(winner, append(f.marks(winner), Mark.HANTEI, 1));
        }
        if (e instanceof Entry.Hikiwake) {
            return f.withDecision(Decision.HIKIWAKE);
        }
        if (e instanceof Entry.Forfeit) {
            Entry.Forfeit fo = (Entry.Forfeit) e;
            return Forfeits.award(d, f, fo.winner(), fo.how());
        }
        if (e instanceof Entry.Flags) {
            return f.withFlags(((Entry.Flags) e).flagsA(), ((Entry.Flags) e).flagsB());
        }
        if (e instanceof Entry.Finish) {
            // A bout has no status of its own: a decision is what marks it over.
            return bout && f.decision() == Decision.NONE ? f.withDecision(Decision.FOUGHT) : f;
        }
        if (e instanceof Entry.UndoPoint) {
            Corner c = ((Entry.UndoPoint) e).corner();
            return f.withMarks(c, withoutLastStrike(f.marks(c)));
        }
        if (e instanceof Entry.UndoHansoku) {
            Corner fouler = ((Entry.UndoHansoku) e).corner();
            int count = f.hansoku(fouler);
            Fight uncounted = f.withHansoku(fouler, count - 1);
            return count % 2 == 0 ? uncounted.withMarks(fouler.other(), withoutLast(f.marks(fouler.other()), Mark.HANSOKU))
                    : uncounted;
        }
        if (e instanceof Entry.UndoEncho) {
            return f.withEnchoPeriods(f.enchoPeriods() - 1);
        }
        return Forfeits.takeBack(f);
    }

    /** Entries that end an individual match or an encounter by themselves complete it; taking one back reopens it. */
    private static MatchResult withStatus(Sheet s, MatchResult m) {
        if (s.target().isBout()) {
            return m;
        }
        Entry e = s.entry();
        if (e instanceof Entry.Hikiwake || e instanceof Entry.Hantei || e instanceof Entry.Forfeit
                || e instanceof Entry.Flags || e instanceof Entry.Finish) {
            return m.withStatus(MatchStatus.COMPLETED);
        }
        if (e instanceof Entry.UndoDecision && m.isCompleted()) {
            return m.withStatus(MatchStatus.RUNNING);
        }
        return m;
    }

    private static MatchResult withBout(Sheet s, Fight changed) {
        List<SubBout> bouts = new ArrayList<>(s.match().subBouts());
        for (int i = 0; i < bouts.size(); i++) {
            if (bouts.get(i).position() == s.target().boutPosition()) {
                bouts.set(i, changed.into(bouts.get(i)));
                break;
            }
        }
        return s.match().withSubBouts(bouts);
    }

    static List<Mark> append(List<Mark> marks, Mark mark, int times) {
        List<Mark> more = new ArrayList<>(marks);
        for (int i = 0; i < times; i++) {
            more.add(mark);
        }
        return more;
    }

    static List<Mark> withoutLast(List<Mark> marks, Mark mark) {
        List<Mark> fewer = new ArrayList<>(marks);
        int at = fewer.lastIndexOf(mark);
        if (at >= 0) {
            fewer.remove(at);
        }
        return fewer;
    }

    private static List<Mark> withoutLastStrike(List<Mark> marks) {
        List<Mark> fewer = new ArrayList<>(marks);
        for (int i = fewer.size() - 1; i >= 0; i--) {
            if (ScoreRules.isStrike(fewer.get(i))) {
                fewer.remove(i);
                break;
            }
        }
        return fewer;
    }
}
