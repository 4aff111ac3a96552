package taikai.model.draw;

import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;

/** Writing results into a bracket the way the write road does, for tests. */
final class Results {
    private Results() {
    }

    /** Match {@code id} completed, won by side A when {@code sideA}, else by side B. */
    static Bracket win(Bracket bracket, String id, boolean sideA) {
        return edit(bracket, id, r -> {
            Side w = r.side(sideA);
            return r.withStatus(MatchStatus.COMPLETED).withVerdict(v -> v.withWinner(w.name()).withWinnerId(w.participantId()));
        });
    }

    /** Win then advance, failing the test on a refusal. */
    static Bracket winAndAdvance(Bracket bracket, String id, boolean sideA) {
        BracketChange change = BracketAdvance.advance(win(bracket, id, sideA), id);
        if (change.isRefused()) {
            throw new AssertionError(change.refusal());
        }
        return change.bracket();
    }

    static Bracket start(Bracket bracket, String id) {
        return edit(bracket, id, r -> r.withStatus(MatchStatus.RUNNING));
    }

    static Bracket edit(Bracket bracket, String id, java.util.function.UnaryOperator<MatchResult> change) {
        TreeEdit tree = new TreeEdit(bracket);
        int[] at = tree.locate(id);
        BracketMatch m = at[0] == 0 ? tree.bronze() : tree.get(at[0], at[1]);
        BracketMatch changed = m.withResult(change.apply(m.result()));
        if (at[0] == 0) {
            tree.setBronze(changed);
        } else {
            tree.set(at[0], at[1], changed);
        }
        return tree.toBracket();
    }

    static MatchResult result(Bracket bracket, String id) {
        return bracket.find(id).orElseThrow().result();
    }
}
