package taikai.model.scoring;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import taikai.model.discipline.Corner;
import taikai.model.match.Mark;
import taikai.model.rule.Rule;

/**
 * The rules that guard the scoreline: what the entry is made on, struck points, hansoku and encho,
 * and taking them back. Each carries the sentence the operator reads when it refuses.
 */
public final class ScoreRules {
    private ScoreRules() {
    }

    public static final Rule<Sheet> SIDES_KNOWN = Rule.of("sides-known",
            "Both sides must be known before a result is entered: wait until the match that feeds this one is decided.",
            s -> !s.match().sideA().isEmpty() && !s.match().sideB().isEmpty());

    public static final Rule<Sheet> BOUTS_ONLY_IN_TEAM_MATCH = Rule.of("bouts-only-in-team-match",
            "Only a team match has bouts: enter the result on the match itself.",
            s -> !s.target().isBout() || s.competition().isTeam());

    public static final Rule<Sheet> BOUT_EXISTS = Rule.of("bout-exists",
            s -> "This encounter has no bout at position " + s.target().boutPosition()
                    + ": set the line-up (or pick the representatives) first.",
            s -> List.of(s.target().boutPosition()),
            s -> !s.target().isBout() || s.bout().isPresent());

    public static final Rule<Sheet> TEAM_SCORED_ON_BOUTS = Rule.of("team-scored-on-bouts",
            "In a team match, points, fouls and decisions of a fight are entered on its bout: choose the bout first.",
            s -> s.target().isBout() || !s.competition().isTeam() || EntryRules.isWholeEncounterEntry(s.entry()));

    public static final Rule<Sheet> NOT_CLOSED_BY_FORFEIT = Rule.of("closed-by-forfeit",
            s -> "This fight was closed by " + s.fight().decision().code()
                    + ": take the decision back before changing the score.",
            s -> List.of(s.fight().decision().code()),
            s -> !s.fight().closedByForfeit());

    /** Naginata engi has no points at all: its own sentence, before the marks of the other disciplines. */
    public static final Rule<Sheet> NO_POINTS_IN_ENGI = Rule.of("points-not-in-engi",
            "Naginata engi is judged by flags, not points: enter the flags.",
            s -> !s.discipline().decidedByFlags());

    public static final Rule<Sheet> MARK_IS_A_STRIKE = Rule.of("mark-valid-in-discipline",
            s -> "\"" + point(s).mark().symbol() + "\" is not a point in " + s.discipline().label()
                    + ": enter one of " + strikes(s) + ".",
            s -> List.of(disciplineNumber(s.discipline()), point(s).mark().symbol(), strikes(s)),
            s -> s.discipline().isStrike(point(s).mark()));

    public static final Rule<Sheet> NO_THIRD_POINT = Rule.of("no-third-point",
            s -> word(point(s).corner()) + " already has " + s.discipline().pointsToWin()
                    + (s.discipline().pointsToWin() == 1 ? " point" : " points")
                    + ", the most a side can win: check which side scored.",
            s -> List.of(point(s).corner().word(), s.discipline().pointsToWin()),
            s -> s.fight().points(point(s).corner()) < s.discipline().pointsToWin());

    public static final Rule<Sheet> NO_POINT_AFTER_DECIDED = Rule.of("no-point-after-decided",
            "The match is already decided: take back the last entry, or correct the result, before entering another point.",
            s -> !s.decided());

    public static final Rule<Sheet> NO_TWO_ALL = Rule.of("no-two-all",
            s -> "That point would make the score " + s.discipline().pointsToWin() + "-" + s.discipline().pointsToWin()
                    + ", which cannot happen: check which side scored.",
            s -> List.of(s.discipline().pointsToWin()),
            s -> s.fight().points(point(s).corner()) + 1 < s.discipline().pointsToWin()
                    || s.fight().points(point(s).corner().other()) < s.discipline().pointsToWin());

    public static final Rule<Sheet> HANSOKU_IN_SHIAI_ONLY = Rule.of("hansoku-in-shiai-only",
            "Hansoku are counted only in a shiai; in naginata engi the judges weigh faults in their flags.",
            s -> !s.discipline().decidedByFlags());

    public static final Rule<Sheet> NO_HANSOKU_AFTER_DECIDED = Rule.of("no-hansoku-after-decided",
            "The match is already decided, so a hansoku can no longer change it: take back the last entry first if it was wrong.",
            s -> !s.decided());

    public static final Rule<Sheet> ENCHO_IN_SHIAI_ONLY = Rule.of("encho-in-shiai-only",
            "Naginata engi has no overtime: enter the flags.",
            s -> !s.discipline().decidedByFlags());

    public static final Rule<Sheet> ENCHO_NOT_IN_TEAM_BOUT = Rule.of("encho-not-in-team-bout",
            "A team bout that ends level is hikiwake: overtime is fought only in an individual match or the representative bout.",
            // FIK team rules: ordinary bouts of an encounter end at time; only the daihyosen goes on.
            s -> !s.target().isBout() || s.isRepresentativeBout());

    public static final Rule<Sheet> NO_ENCHO_AFTER_DECIDED = Rule.of("no-encho-after-decided",
            "The match is already decided, so there is no overtime to fight.",
            s -> !s.decided());

    public static final Rule<Sheet> ENCHO_NEEDS_LEVEL_SCORE = Rule.of("encho-needs-level-score",
            "Encho is fought only on a level score: finish the match instead.",
            s -> s.fight().isLevel());

    public static final Rule<Sheet> ENCHO_LIMIT = Rule.of("encho-limit",
            s -> "This competition allows at most " + s.competition().bouts().enchoLimit()
                    + (s.competition().bouts().enchoLimit() == 1 ? " overtime period" : " overtime periods")
                    + ": record a hantei, or a hikiwake where a draw is allowed.",
            s -> List.of(s.competition().bouts().enchoLimit()),
            s -> s.competition().bouts().enchoLimit() <= 0 || s.fight().enchoPeriods() < s.competition().bouts().enchoLimit());

    /** A side whose points all came from the other side's hansoku has none of its own to take back. */
    public static final Rule<Sheet> POINT_TO_UNDO_WAS_HANSOKU = Rule.of("point-to-undo-was-hansoku",
            s -> word(corner(s)) + "'s only points were awarded for hansoku: take back a hansoku instead.",
            s -> List.of(corner(s).word()),
            s -> s.fight().marks(corner(s)).stream().anyMatch(ScoreRules::isStrike)
                    || !s.fight().marks(corner(s)).contains(Mark.HANSOKU));

    public static final Rule<Sheet> POINT_TO_UNDO = Rule.of("point-to-undo",
            s -> word(corner(s)) + " has no struck point to take back.",
            s -> List.of(corner(s).word()),
            s -> s.fight().marks(corner(s)).stream().anyMatch(ScoreRules::isStrike));

    // Chosen: the judges decided on the scoreline as it stood, so it is taken back before the points change.
    public static final Rule<Sheet> HANTEI_BLOCKS_POINT_CHANGE = Rule.of("hantei-blocks-point-change",
            "A hantei is recorded: take it back before changing the points.",
            s -> !s.fight().hasAnyHantei());

    public static final Rule<Sheet> HANSOKU_TO_UNDO = Rule.of("hansoku-to-undo",
            s -> word(corner(s)) + " has no hansoku to take back.",
            s -> List.of(corner(s).word()),
            s -> s.fight().hansoku(corner(s)) > 0);

    public static final Rule<Sheet> ENCHO_TO_UNDO = Rule.of("encho-to-undo",
            "No overtime period has been recorded, so there is none to take back.",
            s -> s.fight().enchoPeriods() > 0);

    /** The side an entry names, written as the court table says it: Aka or Shiro. */
    static String word(Corner c) {
        String w = c.word();
        return Character.toUpperCase(w.charAt(0)) + w.substring(1);
    }

    /** True for a mark an operator strikes (M K D T S), as opposed to one the rules write. */
    static boolean isStrike(Mark m) {
        return m == Mark.MEN || m == Mark.KOTE || m == Mark.DO || m == Mark.TSUKI || m == Mark.SUNE;
    }

    private static Entry.Point point(Sheet s) {
        return (Entry.Point) s.entry();
    }

    private static Corner corner(Sheet s) {
        Entry e = s.entry();
        if (e instanceof Entry.UndoPoint) {
            return ((Entry.UndoPoint) e).corner();
        }
        if (e instanceof Entry.UndoHansoku) {
            return ((Entry.UndoHansoku) e).corner();
        }
        return ((Entry.Hansoku) e).corner();
    }

    /**
     * A discipline as the number a sentence's choice names it by (0 kendo shiai, 1 naginata shiai,
     * 2 naginata engi), so each language says the discipline in its own words.
     */
    static int disciplineNumber(taikai.model.discipline.Discipline discipline) {
        return discipline.decidedByFlags() ? 2 : discipline.label().startsWith("naginata") ? 1 : 0;
    }

    private static String strikes(Sheet s) {
        return Stream.of(Mark.values()).filter(s.discipline()::isStrike).map(Mark::symbol)
                .collect(Collectors.joining(", "));
    }
}
