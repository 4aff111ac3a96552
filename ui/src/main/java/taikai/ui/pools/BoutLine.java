package taikai.ui.pools;

import java.util.List;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.storage.problem.Problem;
import taikai.ui.match.Corner;
import taikai.ui.match.MarkText;
import taikai.ui.match.MatchWords;
import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * One bout of a pool as its list shows it: its number in the playing order, shiro and aka with
 * their marks, and the state or result in words.
 *
 * @param degraded the bout's team bouts could not be read, so it adds no victories and no points
 *                 (spec "When a file is wrong")
 * @param badCells each cell of the bout's row that fell back to its default, as a sentence naming its
 *                 line, column and what was found; empty when the row read in full
 */
public record BoutLine(String matchId, String number, String shiro, List<Mark> shiroMarks, int shiroHansoku,
        String aka, List<Mark> akaMarks, int akaHansoku, String state, MatchStatus status, Corner winner,
        boolean degraded, List<String> badCells) {

    public BoutLine {
        shiroMarks = List.copyOf(shiroMarks);
        akaMarks = List.copyOf(akaMarks);
        badCells = List.copyOf(badCells);
    }

    static BoutLine of(MatchResult match, List<Problem> rowProblems) {
        return new BoutLine(match.id(), number(match), nameOf(match.sideB().name()), match.sideB().ippons(),
                match.sideB().hansoku(), nameOf(match.sideA().name()), match.sideA().ippons(), match.sideA().hansoku(),
                MatchWords.state(match), match.status(),
                match.isCompleted() ? MatchWords.winner(match) : null, match.isDegraded(),
                rowProblems.stream().map(BoutLine::cell).toList());
    }

    /** True when the bout carries the ⚠ mark: its team bouts or another cell of its row could not be read. */
    public boolean marked() {
        return degraded || !badCells.isEmpty();
    }

    /** What the bout's ⚠ stands for, cell by cell, or what clicking the bout does. */
    public String tooltip() {
        Words words = words();
        if (!marked()) {
            return words.say("bout.open");
        }
        StringBuilder tip = new StringBuilder();
        if (!badCells.isEmpty()) {
            tip.append(words.say("bout.cells")).append('\n');
            badCells.forEach(cell -> tip.append(cell).append('\n'));
        }
        return tip.append(degraded ? words.say("bout.degraded") : words.say("bout.click")).toString();
    }

    /** A cell that fell back to its default, said where it sits so it can be found in the editor. */
    static String cell(Problem problem) {
        return words().say("cell", String.valueOf(problem.line()), String.valueOf(problem.column()), problem.file(),
                taikai.app.words.Said.problem(problem, taikai.ui.words.DeskWords.language()));
    }

    /** Bout n of the playing order is "n + 1" for a person (spec section 3: Pool A-0 is the first bout played). */
    static String number(MatchResult match) {
        String index = match.index();
        if (index.matches("\\d+")) {
            return String.valueOf(Integer.parseInt(index) + 1);
        }
        if (index.startsWith("TB-")) {
            return words().say("bout.tiebreak", index.substring(3));
        }
        if (index.startsWith("DH-")) {
            return words().say("bout.daihyosen", MarkText.termTitle("daihyosen"), index.substring(3));
        }
        return index.isEmpty() ? match.id() : index;
    }

    private static String nameOf(String name) {
        return name.isEmpty() ? words().say("undecided") : name;
    }

    private static Words words() {
        return DeskWords.of(BoutLine.class);
    }
}
