package taikai.ui.match;

import taikai.words.Words;
import taikai.ui.words.DeskWords;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;

/** How a match's state reads in a few words on a sheet or a scoreboard. */
public final class MatchWords {
    private MatchWords() {
    }

    /** "Scheduled", "Running on court A", "Completed: aka won by hantei". */
    public static String state(MatchResult match) {
        Words words = DeskWords.of(MatchWords.class);
        boolean courtless = match.court().isEmpty();
        switch (match.status()) {
            case RUNNING:
                return courtless ? words.say("state.running") : words.say("state.running-on", match.court());
            case COMPLETED:
                return words.say("state.completed", outcome(match));
            default:
                return courtless ? words.say("state.scheduled") : words.say("state.scheduled-on", match.court());
        }
    }

    /** The result of a finished match in words. */
    public static String outcome(MatchResult match) {
        Corner winner = winner(match);
        String decision = decision(match.verdict().decision());
        Words words = DeskWords.of(MatchWords.class);
        if (winner == null) {
            return match.verdict().decision() == Decision.HIKIWAKE ? MarkText.term("hikiwake") : words.say("outcome.no-winner");
        }
        String how = winner.of(match).hasHantei() ? MarkText.term("hantei") : decision;
        return how.isEmpty() ? words.say("outcome.won", winner.said()) : words.say("outcome.won-by", winner.said(), how);
    }

    /** The corner whose participant id (or, for an old row without ids, name) is the winner's. */
    public static Corner winner(MatchResult match) {
        for (Corner corner : Corner.values()) {
            var side = corner.of(match);
            boolean byId = !match.verdict().winnerId().isEmpty() && match.verdict().winnerId().equals(side.participantId());
            boolean byName = match.verdict().winnerId().isEmpty() && !match.verdict().winner().isEmpty() && match.verdict().winner().equals(side.name());
            if (byId || byName) {
                return corner;
            }
        }
        return null;
    }

    /** A decision as a word, empty for none or for a match simply fought. */
    public static String decision(Decision decision) {
        switch (decision) {
            case NONE:
            case FOUGHT:
                return "";
            case KIKEN_VOLUNTARY:
                return DeskWords.of(MatchWords.class).say("decision.kiken-voluntary", MarkText.term("kiken"));
            case KIKEN_INJURY:
                return DeskWords.of(MatchWords.class).say("decision.kiken-injury", MarkText.term("kiken"));
            case KACHINUKI_EXHAUSTION:
                return DeskWords.of(MatchWords.class).say("decision.exhaustion");
            case IPPON_SHOBU:
                return DeskWords.of(MatchWords.class).say("decision.ippon-shobu");
            default:
                return decision.code();
        }
    }
}
