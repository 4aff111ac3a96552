package taikai.ui.draw;

import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * What discarding a competition's draw takes with it, counted from the folder (spec section 2:
 * "Discarding a draw removes the lineups saved for its matches ... and keeps the starting lineups";
 * section 5: the history goes "with a discarded draw").
 *
 * @param matches         the draw's matches
 * @param results         of those, the ones with something entered
 * @param perMatchLineups line-ups saved for a match
 * @param historyFiles    history files of the draw's matches, moved aside
 * @param startingLineups starting line-ups, which stay
 */
public record DiscardCount(String competition, boolean drawn, int matches, int results, int perMatchLineups,
        int historyFiles, int startingLineups, boolean team) {

    /** The question the organiser answers before anything is discarded. */
    public String question() {
        Words words = DeskWords.of(DiscardCount.class);
        if (!drawn) {
            return words.say("discard.none", competition);
        }
        String goes = words.say("count.matches", matches);
        String results = words.say("count.results", this.results);
        String histories = words.say("count.histories", historyFiles);
        if (!team) {
            return words.say("discard.question", competition, goes, results, histories);
        }
        return words.say("discard.question.team", competition, goes, results, words.say("count.lineups", perMatchLineups),
                histories, words.say("discard.kept", startingLineups));
    }
}
