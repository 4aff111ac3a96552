package taikai.model.discipline;

/**
 * Why a match or bout has the outcome it has: the words a screen shows beside a result, and for an
 * undecided match the sentence that says what the operator can do next.
 */
public enum Basis {
    POINTS("won on points."),
    HANTEI("won on the judges' decision (hantei) from a level score."),
    FORFEIT("won by kiken, fusenpai or fusensho."),
    FLAGS("won on the judges' flags."),
    HIKIWAKE("drawn (hikiwake)."),
    VICTORIES("won on individual victories."),
    TEAM_POINTS("won on points, individual victories being level."),
    DAIHYOSEN("won the representative bout (daihyosen)."),
    KACHINUKI_EXHAUSTION("won when the other team ran out of fighters (kachinuki)."),
    BYE("went through on a bye."),
    /** A match whose bouts could not be read: the winner stays as it was recorded. */
    AS_RECORDED("kept as recorded, because the bouts could not be read; re-enter the encounter to repair it."),
    NOT_FINISHED("Not finished yet: enter the rest of the result, then finish the match."),
    NEEDS_WINNER("The score is level and this match needs a winner: fight encho or record a hantei."),
    NEEDS_DAIHYOSEN("The teams are level on individual victories and points: pick the representatives and fight a representative bout (daihyosen)."),
    FIGHTERS_REMAINING("Both teams still have fighters: enter the remaining bouts before finishing the encounter."),
    FLAG_COUNT_INVALID("The flags decide nothing: every judge raises one flag, so enter flags that add up to the number of judges."),
    CONFLICTING_HANTEI("Both sides carry a hantei mark: take back the wrong one."),
    IMPOSSIBLE_SCORE("Both sides have the winning number of points, which cannot happen: correct the score."),
    FORFEIT_UNATTRIBUTED("A kiken, fusenpai or fusensho is recorded but neither side holds the default-win points: take the decision back and record it again, naming the winner."),
    AWAITING_COMPETITOR("A side is not known yet: wait until the match that feeds it is decided.");

    private final String text;

    Basis(String text) {
        this.text = text;
    }

    /**
     * For a decided outcome, the words after the winner's name ("won on points."); for an undecided
     * one, a whole sentence saying what to do next.
     */
    public String text() {
        return text;
    }
}
