package taikai.ui.pools;

import java.util.List;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.ui.match.Corner;
import taikai.ui.match.MatchWords;

/**
 * One bout of a pool as its list shows it: its number in the playing order, shiro and aka with
 * their marks, and the state or result in words.
 *
 * @param degraded the bout's team bouts could not be read, so it adds no victories and no points
 *                 (spec "When a file is wrong")
 */
public record BoutLine(String matchId, String number, String shiro, List<Mark> shiroMarks, int shiroHansoku,
        String aka, List<Mark> akaMarks, int akaHansoku, String state, MatchStatus status, Corner winner,
        boolean degraded) {

    public BoutLine {
        shiroMarks = List.copyOf(shiroMarks);
        akaMarks = List.copyOf(akaMarks);
    }

    static BoutLine of(MatchResult match) {
        return new BoutLine(match.id(), number(match), nameOf(match.sideB().name()), match.sideB().ippons(),
                match.sideB().hansoku(), nameOf(match.sideA().name()), match.sideA().ippons(), match.sideA().hansoku(),
                MatchWords.state(match), match.status(),
                match.isCompleted() ? MatchWords.winner(match) : null, match.isDegraded());
    }

    /** Bout n of the playing order is "n + 1" for a person (spec section 3: Pool A-0 is the first bout played). */
    static String number(MatchResult match) {
        String index = match.index();
        if (index.matches("\\d+")) {
            return String.valueOf(Integer.parseInt(index) + 1);
        }
        if (index.startsWith("TB-")) {
            return "Tie-break " + index.substring(3);
        }
        if (index.startsWith("DH-")) {
            return "Daihyosen " + index.substring(3);
        }
        return index.isEmpty() ? match.id() : index;
    }

    private static String nameOf(String name) {
        return name.isEmpty() ? "to be decided" : name;
    }
}
