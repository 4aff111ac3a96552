package taikai.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Outcomes;
import taikai.model.scoring.Target;

/**
 * What happens in one fight, as the entries a court table makes: points, fouls, overtime, the
 * judges' decision, a draw, a withdrawal or a no-show, or the engi flags. The winner is chosen
 * before; the entries are what the rules then need to reach that result, spread over the fight's
 * time on the court.
 */
final class FightScript {
    /** How a fight ends; weights per kind of fight are in {@link #choose}. */
    enum Ending { TWO_NIL, TWO_ONE, ONE_NIL, HANSOKU, LEVEL, KIKEN, FUSENPAI, FLAGS }

    /** An individual match, an ordinary bout of a team encounter, or the representative bout. */
    enum Fight { MATCH, BOUT, REPRESENTATIVE }

    private FightScript() {
    }

    /**
     * Plays the fight on {@code target} for {@code winner} between {@code from} and {@code to}; false
     * when the folder's moment comes before the last entry, so the fight is still going on.
     */
    static boolean play(Table table, Target target, Fight fight, Corner winner, int from, int to,
            SplittableRandom random) {
        Discipline d = fight == Fight.REPRESENTATIVE ? Discipline.of(table.competition()).forRepresentativeBout()
                : Discipline.of(table.competition());
        boolean mayDraw = fight == Fight.BOUT || fight == Fight.MATCH && Outcomes.mayDraw(table.competition(), table.stage());
        List<Entry> entries = entries(d, fight, choose(d, fight, random), mayDraw,
                table.competition().bouts().enchoLimit(), winner, random);
        int span = Math.max(entries.size() + 1, to - from);
        for (int i = 0; i < entries.size(); i++) {
            boolean last = i == entries.size() - 1;
            int second = last ? from + span : from + (i + 1) * span / (entries.size() + 1) + random.nextInt(9);
            if (!table.enter(target, entries.get(i), second)) {
                return false;
            }
        }
        return true;
    }

    static Ending choose(Discipline d, Fight fight, SplittableRandom random) {
        if (d.decidedByFlags()) {
            return pick(random, new Ending[] {Ending.FLAGS, Ending.KIKEN, Ending.FUSENPAI}, new int[] {96, 3, 1});
        }
        if (fight == Fight.REPRESENTATIVE) {
            return pick(random, new Ending[] {Ending.ONE_NIL, Ending.LEVEL}, new int[] {70, 30});
        }
        Ending[] endings = {Ending.TWO_NIL, Ending.TWO_ONE, Ending.ONE_NIL, Ending.HANSOKU, Ending.LEVEL, Ending.KIKEN,
            Ending.FUSENPAI};
        int[] weights = fight == Fight.BOUT ? new int[] {24, 10, 22, 5, 38, 1, 0} : new int[] {30, 14, 20, 6, 26, 2, 1};
        Ending e = pick(random, endings, weights);
        return d.pointsToWin() == 1 && (e == Ending.TWO_NIL || e == Ending.TWO_ONE) ? Ending.ONE_NIL : e;
    }

    static List<Entry> entries(Discipline d, Fight fight, Ending ending, boolean mayDraw, int enchoLimit, Corner w,
            SplittableRandom r) {
        Corner l = w.other();
        List<Entry> e = new ArrayList<>();
        switch (ending) {
            case FLAGS:
                int flags = r.nextInt(100) < 45 ? 3 : 2;
                e.add(w == Corner.A ? new Entry.Flags(flags, 3 - flags) : new Entry.Flags(3 - flags, flags));
                return e;
            case FUSENPAI:
                e.add(new Entry.Forfeit(w, Decision.FUSENPAI));
                return e;
            case KIKEN:
                if (!d.decidedByFlags() && r.nextBoolean()) {
                    e.add(point(d, r.nextBoolean() ? w : l, r));
                }
                int kind = r.nextInt(100);
                e.add(new Entry.Forfeit(w, kind < 60 ? Decision.KIKEN_INJURY : kind < 85 ? Decision.KIKEN
                        : Decision.KIKEN_VOLUNTARY));
                return e;
            case TWO_NIL:
                e.add(point(d, w, r));
                e.add(point(d, w, r));
                break;
            case TWO_ONE:
                boolean loserFirst = r.nextBoolean();
                e.add(point(d, loserFirst ? l : w, r));
                e.add(point(d, loserFirst ? w : l, r));
                e.add(point(d, w, r));
                break;
            case ONE_NIL:
                e.add(point(d, w, r));
                break;
            case HANSOKU:
                hansoku(d, e, w, l, r);
                break;
            default:
                if (!level(d, fight, mayDraw, enchoLimit, e, w, r)) {
                    return e;
                }
        }
        e.add(new Entry.Finish());
        return e;
    }

    /** A second hansoku gives the other side a point (spec: the H point), which often decides the fight. */
    private static void hansoku(Discipline d, List<Entry> e, Corner w, Corner l, SplittableRandom r) {
        int variant = r.nextInt(3);
        if (variant == 0) {
            e.add(new Entry.Hansoku(l));
            e.add(point(d, w, r));
            e.add(new Entry.Hansoku(l));
        } else if (variant == 1) {
            e.add(new Entry.Hansoku(w));
            e.add(new Entry.Hansoku(l));
            e.add(new Entry.Hansoku(l));
        } else {
            e.add(point(d, l, r));
            e.add(new Entry.Hansoku(l));
            e.add(new Entry.Hansoku(l));
            e.add(point(d, w, r));
        }
    }

    /**
     * A level fight: a draw where one may stand; otherwise encho, sudden death, or the judges after the
     * last overtime period the competition allows. Returns false when the entries already close it.
     */
    private static boolean level(Discipline d, Fight fight, boolean mayDraw, int enchoLimit, List<Entry> e, Corner w,
            SplittableRandom r) {
        if (fight != Fight.REPRESENTATIVE && d.pointsToWin() > 1 && r.nextInt(100) < 35) {
            boolean winnerFirst = r.nextBoolean();
            e.add(point(d, winnerFirst ? w : w.other(), r));
            e.add(point(d, winnerFirst ? w.other() : w, r));
        }
        if (mayDraw) {
            if (fight == Fight.BOUT && r.nextBoolean()) {
                return true; // time runs out on a level bout: finished, drawn
            }
            e.add(new Entry.Hikiwake());
            return false;
        }
        int periods = 1 + (r.nextInt(100) < 30 ? 1 : 0) + (r.nextInt(100) < 10 ? 1 : 0);
        if (enchoLimit > 0) {
            periods = Math.min(periods, enchoLimit);
        }
        for (int i = 0; i < periods; i++) {
            e.add(new Entry.Encho());
        }
        if (enchoLimit > 0 && periods == enchoLimit && r.nextBoolean()) {
            e.add(new Entry.Hantei(w));
            return fight != Fight.MATCH; // a hantei closes a match; a bout still needs its finish
        }
        e.add(point(d, w, r));
        return true;
    }

    private static Entry point(Discipline d, Corner c, SplittableRandom r) {
        return new Entry.Point(c, mark(d, r));
    }

    /** Men most often, then kote; do, tsuki and (in naginata) sune less. */
    static Mark mark(Discipline d, SplittableRandom r) {
        int x = r.nextInt(100);
        if (d.isStrike(Mark.SUNE)) {
            return x < 35 ? Mark.MEN : x < 55 ? Mark.KOTE : x < 70 ? Mark.DO : x < 95 ? Mark.SUNE : Mark.TSUKI;
        }
        return x < 50 ? Mark.MEN : x < 80 ? Mark.KOTE : x < 94 ? Mark.DO : Mark.TSUKI;
    }

    private static <T> T pick(SplittableRandom r, T[] values, int[] weights) {
        int total = 0;
        for (int w : weights) {
            total += w;
        }
        int at = r.nextInt(total);
        for (int i = 0; i < values.length; i++) {
            at -= weights[i];
            if (at < 0) {
                return values[i];
            }
        }
        return values[values.length - 1];
    }
}
