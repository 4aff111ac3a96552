package taikai.model.merge;

/**
 * Why a change was held or moved out of the match into its history (spec section 5). Each sentence
 * is what the operator reads, and says what to do next.
 */
public enum HoldReason {
    /** Nothing held; the change was applied in the ordinary way. */
    NONE(""),
    OLDER_THAN_STORED("Someone changed this part of the match after this change was made, so the newer change stands "
            + "and this one is kept in the match's history; check the match before entering it again."),
    OLDER_REVISION("This board had already sent a newer save of this match, so this older save is kept whole in the "
            + "match's history as an older revision of that board; nothing needs to be entered again."),
    LATE_FINISH_TOGETHER("A finish made before this change arrived later and was kept together with the scoreline it "
            + "closed the match on, so this change is kept in the match's history; correct the result if it was meant."),
    ENGI_TOGETHER("An engi result made before this change arrived later and its flags and winner were kept together, "
            + "so this change is kept in the match's history; correct the result if it was meant."),
    WITHDRAWAL_CLOSED("A kiken, fusenpai or fusensho already closed this match, so this later change is kept in the "
            + "match's history; correct the result in the score editor if the decision itself was wrong."),
    WITHDRAWAL_TOGETHER("A kiken, fusenpai or fusensho is one change with the scoreline it writes, and part of it was "
            + "outranked by a newer change, so all of it is kept in the match's history; check the match before entering it again."),
    POINT_AFTER_WITHDRAWAL("A point or bout was entered after this kiken, fusenpai or fusensho was declared, so it no "
            + "longer describes the match and is kept in the match's history; the winner is worked out from the points."),
    KNOCKOUT_NEEDS_WINNER("A finished knockout match needs a winner and this change would leave it tied, so the "
            + "recorded result stands; correct the result with a winner."),
    ENGI_NEEDS_VALID_COUNT("An engi match is never a draw and this flag count decides no winner, so the recorded "
            + "result stands; correct the result with a valid flag count."),
    FINISHED_STAYS_FINISHED("A board never reopens a finished match, so this change of status is kept in the "
            + "match's history; reopen the match from the desk if it must be fought on.");

    private final String sentence;

    HoldReason(String sentence) {
        this.sentence = sentence;
    }

    /** The code a surface says this reason by ("older-than-stored"), the words chosen at the edge. */
    public String code() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    /** The words the operator reads; empty for {@link #NONE}. */
    public String sentence() {
        return sentence;
    }
}
