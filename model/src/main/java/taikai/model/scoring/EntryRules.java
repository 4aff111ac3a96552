package taikai.model.scoring;

import static taikai.model.scoring.ScoreRules.BOUTS_ONLY_IN_TEAM_MATCH;
import static taikai.model.scoring.ScoreRules.BOUT_EXISTS;
import static taikai.model.scoring.ScoreRules.ENCHO_IN_SHIAI_ONLY;
import static taikai.model.scoring.ScoreRules.ENCHO_LIMIT;
import static taikai.model.scoring.ScoreRules.ENCHO_NEEDS_LEVEL_SCORE;
import static taikai.model.scoring.ScoreRules.ENCHO_NOT_IN_TEAM_BOUT;
import static taikai.model.scoring.ScoreRules.ENCHO_TO_UNDO;
import static taikai.model.scoring.ScoreRules.HANSOKU_IN_SHIAI_ONLY;
import static taikai.model.scoring.ScoreRules.HANSOKU_TO_UNDO;
import static taikai.model.scoring.ScoreRules.HANTEI_BLOCKS_POINT_CHANGE;
import static taikai.model.scoring.ScoreRules.MARK_IS_A_STRIKE;
import static taikai.model.scoring.ScoreRules.NOT_CLOSED_BY_FORFEIT;
import static taikai.model.scoring.ScoreRules.NO_ENCHO_AFTER_DECIDED;
import static taikai.model.scoring.ScoreRules.NO_HANSOKU_AFTER_DECIDED;
import static taikai.model.scoring.ScoreRules.NO_POINT_AFTER_DECIDED;
import static taikai.model.scoring.ScoreRules.NO_THIRD_POINT;
import static taikai.model.scoring.ScoreRules.NO_TWO_ALL;
import static taikai.model.scoring.ScoreRules.POINT_TO_UNDO;
import static taikai.model.scoring.ScoreRules.POINT_TO_UNDO_WAS_HANSOKU;
import static taikai.model.scoring.ScoreRules.NO_POINTS_IN_ENGI;
import static taikai.model.scoring.ScoreRules.SIDES_KNOWN;
import static taikai.model.scoring.ScoreRules.TEAM_SCORED_ON_BOUTS;
import static taikai.model.scoring.VerdictRules.DECISION_TO_UNDO;
import static taikai.model.scoring.VerdictRules.ENGI_NEVER_DRAWN;
import static taikai.model.scoring.VerdictRules.FINISHED_MATCH_KEEPS_A_RESULT;
import static taikai.model.scoring.VerdictRules.FINISH_NEEDS_RESULT;
import static taikai.model.scoring.VerdictRules.FLAGS_AT_MOST_JUDGES;
import static taikai.model.scoring.VerdictRules.FLAGS_FROM_EVERY_JUDGE;
import static taikai.model.scoring.VerdictRules.FLAGS_IN_ENGI_ONLY;
import static taikai.model.scoring.VerdictRules.FLAGS_NOT_NEGATIVE;
import static taikai.model.scoring.VerdictRules.FLAGS_ON_THE_MATCH;
import static taikai.model.scoring.VerdictRules.FORFEIT_IS_KIKEN_OR_FUSEN;
import static taikai.model.scoring.VerdictRules.HANTEI_IN_SHIAI_ONLY;
import static taikai.model.scoring.VerdictRules.HANTEI_NEEDS_LEVEL_SCORE;
import static taikai.model.scoring.VerdictRules.HIKIWAKE_ALLOWED_HERE;
import static taikai.model.scoring.VerdictRules.HIKIWAKE_NEEDS_LEVEL_SCORE;
import static taikai.model.scoring.VerdictRules.NO_FORFEIT_AFTER_DECIDED;
import static taikai.model.scoring.VerdictRules.NO_HANTEI_AFTER_DECIDED;
import static taikai.model.scoring.VerdictRules.NO_HIKIWAKE_AFTER_DECIDED;
import static taikai.model.scoring.VerdictRules.ONE_HANTEI_ONLY;

import java.util.ArrayList;
import java.util.List;
import taikai.model.rule.Rule;

/** Each entry's rules in the fixed order their refusals are read: the first "no" is the answer. */
public final class EntryRules {
    private EntryRules() {
    }

    /** Checks every entry shares: are the sides known, and is the target a fight that exists. */
    public static final List<Rule<Sheet>> TARGET = List.of(SIDES_KNOWN, BOUTS_ONLY_IN_TEAM_MATCH, BOUT_EXISTS,
            TEAM_SCORED_ON_BOUTS);

    /** The rules of {@code entry}, the target checks first. */
    public static List<Rule<Sheet>> forEntry(Entry entry) {
        List<Rule<Sheet>> rules = new ArrayList<>(TARGET);
        rules.addAll(own(entry));
        return List.copyOf(rules);
    }

    /** True for the entries made on a team encounter as a whole rather than on one of its bouts. */
    static boolean isWholeEncounterEntry(Entry e) {
        return e instanceof Entry.Forfeit || e instanceof Entry.Finish || e instanceof Entry.UndoDecision;
    }

    private static List<Rule<Sheet>> own(Entry e) {
        if (e instanceof Entry.Point) {
            return List.of(NOT_CLOSED_BY_FORFEIT, NO_POINTS_IN_ENGI, MARK_IS_A_STRIKE, NO_THIRD_POINT, NO_POINT_AFTER_DECIDED, NO_TWO_ALL,
                    FINISHED_MATCH_KEEPS_A_RESULT);
        }
        if (e instanceof Entry.Hansoku) {
            return List.of(NOT_CLOSED_BY_FORFEIT, HANSOKU_IN_SHIAI_ONLY, NO_HANSOKU_AFTER_DECIDED,
                    FINISHED_MATCH_KEEPS_A_RESULT);
        }
        if (e instanceof Entry.Encho) {
            return List.of(NOT_CLOSED_BY_FORFEIT, ENCHO_IN_SHIAI_ONLY, ENCHO_NOT_IN_TEAM_BOUT, NO_ENCHO_AFTER_DECIDED,
                    ENCHO_NEEDS_LEVEL_SCORE, ENCHO_LIMIT);
        }
        if (e instanceof Entry.Hantei) {
            return List.of(NOT_CLOSED_BY_FORFEIT, HANTEI_IN_SHIAI_ONLY, ONE_HANTEI_ONLY, HANTEI_NEEDS_LEVEL_SCORE,
                    NO_HANTEI_AFTER_DECIDED);
        }
        if (e instanceof Entry.Hikiwake) {
            return List.of(NOT_CLOSED_BY_FORFEIT, ENGI_NEVER_DRAWN, HIKIWAKE_ALLOWED_HERE, HIKIWAKE_NEEDS_LEVEL_SCORE,
                    NO_HIKIWAKE_AFTER_DECIDED);
        }
        if (e instanceof Entry.Forfeit) {
            return List.of(FORFEIT_IS_KIKEN_OR_FUSEN, NOT_CLOSED_BY_FORFEIT, NO_FORFEIT_AFTER_DECIDED);
        }
        if (e instanceof Entry.Flags) {
            return List.of(NOT_CLOSED_BY_FORFEIT, FLAGS_IN_ENGI_ONLY, FLAGS_ON_THE_MATCH, FLAGS_NOT_NEGATIVE, FLAGS_AT_MOST_JUDGES,
                    FLAGS_FROM_EVERY_JUDGE);
        }
        if (e instanceof Entry.Finish) {
            return List.of(FINISH_NEEDS_RESULT);
        }
        if (e instanceof Entry.UndoPoint) {
            return List.of(NOT_CLOSED_BY_FORFEIT, HANTEI_BLOCKS_POINT_CHANGE, POINT_TO_UNDO_WAS_HANSOKU, POINT_TO_UNDO,
                    FINISHED_MATCH_KEEPS_A_RESULT);
        }
        if (e instanceof Entry.UndoHansoku) {
            return List.of(NOT_CLOSED_BY_FORFEIT, HANSOKU_TO_UNDO, HANTEI_BLOCKS_POINT_CHANGE,
                    FINISHED_MATCH_KEEPS_A_RESULT);
        }
        if (e instanceof Entry.UndoEncho) {
            return List.of(ENCHO_TO_UNDO, FINISHED_MATCH_KEEPS_A_RESULT);
        }
        return List.of(DECISION_TO_UNDO);
    }
}
