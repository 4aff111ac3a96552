package taikai.model.scoring;

import java.util.List;
import taikai.model.discipline.Basis;
import taikai.model.discipline.Fight;
import taikai.model.discipline.NaginataEngi;
import taikai.model.match.Decision;
import taikai.model.rule.Rule;

/**
 * The rules that guard how a fight ends: hantei, hikiwake, kiken, fusenpai and fusensho, engi flags,
 * finishing, and taking a decision back.
 */
public final class VerdictRules {
    private VerdictRules() {
    }

    public static final Rule<Sheet> HANTEI_IN_SHIAI_ONLY = Rule.of("hantei-in-shiai-only",
            "Naginata engi is decided by the flags, not by hantei: enter the flags.",
            s -> !s.discipline().decidedByFlags());

    public static final Rule<Sheet> ONE_HANTEI_ONLY = Rule.of("one-hantei-only",
            "A hantei is already recorded: take it back before recording another.",
            s -> !s.fight().hasAnyHantei());

    public static final Rule<Sheet> HANTEI_NEEDS_LEVEL_SCORE = Rule.of("hantei-needs-level-score",
            "Hantei decides only a level score, and the side ahead on points has already won.",
            s -> s.fight().isLevel());

    public static final Rule<Sheet> NO_HANTEI_AFTER_DECIDED = Rule.of("no-hantei-after-decided",
            "The match is already decided: take back the hikiwake first if the judges are to decide it.",
            s -> !s.decided());

    public static final Rule<Sheet> ENGI_NEVER_DRAWN = Rule.of("engi-never-drawn",
            "An engi result is never a draw: enter the flags.",
            s -> s.discipline().canDraw());

    public static final Rule<Sheet> HIKIWAKE_ALLOWED_HERE = Rule.of("hikiwake-allowed-here",
            "This match needs a winner, so it cannot end in hikiwake: fight encho or record a hantei.",
            Sheet::mayDraw);

    public static final Rule<Sheet> HIKIWAKE_NEEDS_LEVEL_SCORE = Rule.of("hikiwake-needs-level-score",
            "Hikiwake needs a level score, and the side ahead on points has won.",
            s -> s.fight().isLevel());

    public static final Rule<Sheet> NO_HIKIWAKE_AFTER_DECIDED = Rule.of("no-hikiwake-after-decided",
            "The match is already decided: take back the hantei or the last entry first.",
            s -> !s.decided());

    public static final Rule<Sheet> FORFEIT_IS_KIKEN_OR_FUSEN = Rule.of("forfeit-is-kiken-or-fusen",
            "Choose kiken, fusenpai or fusensho to close the match by default.",
            s -> Fight.isForfeit(((Entry.Forfeit) s.entry()).how()));

    public static final Rule<Sheet> NO_FORFEIT_AFTER_DECIDED = Rule.of("no-forfeit-after-decided",
            s -> "The match is already decided: correct the result instead of recording "
                    + ((Entry.Forfeit) s.entry()).how().code() + ".",
            s -> List.of(((Entry.Forfeit) s.entry()).how().code()),
            s -> !s.decided());

    public static final Rule<Sheet> FLAGS_IN_ENGI_ONLY = Rule.of("flags-in-engi-only",
            s -> "Flags are entered only in naginata engi; a " + s.discipline().label() + " is decided by points.",
            s -> List.of(ScoreRules.disciplineNumber(s.discipline())),
            s -> s.discipline().decidedByFlags());

    public static final Rule<Sheet> FLAGS_ON_THE_MATCH = Rule.of("flags-on-the-match",
            "Engi flags are kept on the match itself, and a team bout has nowhere to hold them: enter the flags on the match.",
            s -> !s.target().isBout());

    public static final Rule<Sheet> FLAGS_NOT_NEGATIVE = Rule.of("flags-not-negative",
            "A flag count cannot be negative: enter how many flags each side received.",
            s -> flags(s).flagsA() >= 0 && flags(s).flagsB() >= 0);

    public static final Rule<Sheet> FLAGS_AT_MOST_JUDGES = Rule.of("flags-at-most-judges",
            s -> "There are only " + judges(s) + " judges, so the flags cannot add up to more than " + judges(s) + ".",
            s -> List.of(judges(s)),
            s -> flags(s).flagsA() + flags(s).flagsB() <= judges(s));

    public static final Rule<Sheet> FLAGS_FROM_EVERY_JUDGE = Rule.of("flags-from-every-judge",
            s -> "Each of the " + judges(s) + " judges raises one flag: enter flags that add up to " + judges(s) + ".",
            s -> List.of(judges(s)),
            s -> ((NaginataEngi) s.discipline()).isValidCount(flags(s).flagsA(), flags(s).flagsB()));

    public static final Rule<Sheet> FINISH_NEEDS_RESULT = Rule.of("finish-needs-result",
            s -> s.outcomeIfFinished().basis().text(),
            s -> List.of(VerdictRules.UNDECIDED.indexOf(s.outcomeIfFinished().basis())),
            s -> s.outcomeIfFinished().isDecided());

    /** The reasons a match cannot finish yet, in the order the sentence's choice names them. */
    static final List<Basis> UNDECIDED = List.of(Basis.NOT_FINISHED, Basis.NEEDS_WINNER, Basis.NEEDS_DAIHYOSEN,
            Basis.FIGHTERS_REMAINING, Basis.FLAG_COUNT_INVALID, Basis.CONFLICTING_HANTEI, Basis.IMPOSSIBLE_SCORE,
            Basis.FORFEIT_UNATTRIBUTED, Basis.AWAITING_COMPETITOR);

    public static final Rule<Sheet> DECISION_TO_UNDO = Rule.of("decision-to-undo",
            "There is no hantei, hikiwake, kiken, fusenpai or fusensho to take back.",
            s -> s.fight().hasAnyHantei() || s.fight().closedByForfeit() || s.fight().decision() == Decision.HIKIWAKE);

    /**
     * Spec section 5: a finished match keeps a result. A change that would leave a completed match
     * without a winner or a draw (a knockout left level, an engi count undone) is refused.
     */
    public static final Rule<Sheet> FINISHED_MATCH_KEEPS_A_RESULT = Rule.of("finished-match-keeps-a-result",
            "This match is finished and that change would leave it without a result: correct the result with a winner instead.",
            s -> !s.match().isCompleted()
                    || !Outcomes.outcome(s.competition(), s.match(), s.stage()).isDecided()
                    || Outcomes.outcome(s.competition(), Scoresheet.apply(s), s.stage()).isDecided());

    private static Entry.Flags flags(Sheet s) {
        return (Entry.Flags) s.entry();
    }

    private static int judges(Sheet s) {
        return ((NaginataEngi) s.discipline()).judges();
    }
}
