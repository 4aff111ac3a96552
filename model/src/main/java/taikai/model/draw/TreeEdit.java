package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;

/**
 * A working copy of a bracket for one change: rounds[k - 1][i] is match i of round k, the bronze
 * match kept apart. Only the rules in this package edit it; the result is a new immutable Bracket.
 */
final class TreeEdit {
    private final Bracket original;
    private final List<List<BracketMatch>> rounds = new ArrayList<>();
    private BracketMatch bronze;

    TreeEdit(Bracket bracket) {
        this.original = bracket;
        bracket.rounds().forEach(r -> rounds.add(new ArrayList<>(r)));
        this.bronze = bracket.thirdPlaceMatch();
    }

    Bracket toBracket() {
        return original.withRounds(rounds).withThirdPlaceMatch(bronze);
    }

    int roundCount() {
        return rounds.size();
    }

    List<BracketMatch> round(int k) {
        return rounds.get(k - 1);
    }

    BracketMatch get(int k, int i) {
        return rounds.get(k - 1).get(i);
    }

    void set(int k, int i, BracketMatch match) {
        rounds.get(k - 1).set(i, match);
    }

    BracketMatch bronze() {
        return bronze;
    }

    void setBronze(BracketMatch match) {
        bronze = match;
    }

    /** {k, i} of the match with this id; {0, 0} for the bronze match; null when the tree has no such match. */
    int[] locate(String id) {
        for (int k = 1; k <= rounds.size(); k++) {
            for (int i = 0; i < round(k).size(); i++) {
                if (get(k, i).id().equals(id)) {
                    return new int[] {k, i};
                }
            }
        }
        return bronze != null && bronze.id().equals(id) ? new int[] {0, 0} : null;
    }

    /** A slot is dead when it can never be filled: an empty first-round side, or fed by a match decided with nobody. */
    boolean dead(int k, int i, boolean sideA) {
        BracketMatch m = get(k, i);
        if (!m.result().side(sideA).isEmpty()) {
            return false;
        }
        if (k == 1) {
            return true;
        }
        MatchResult feeder = get(k - 1, 2 * i + (sideA ? 0 : 1)).result();
        return feeder.status() == MatchStatus.COMPLETED && feeder.verdict().winner().isEmpty() && feeder.verdict().winnerId().isEmpty();
    }

    boolean isBye(int k, int i) {
        return dead(k, i, true) || dead(k, i, false);
    }

    static BracketMatch withSide(BracketMatch m, boolean sideA, Side side) {
        MatchResult r = m.result();
        return m.withResult(sideA ? r.withSideA(side) : r.withSideB(side));
    }

    /** Both ids set: the ids decide; neither set: the names do; one set: never the same competitor. */
    static boolean samePerson(Side x, Side y) {
        if (!x.participantId().isEmpty() || !y.participantId().isEmpty()) {
            return x.participantId().equals(y.participantId());
        }
        return x.name().equals(y.name());
    }
}
