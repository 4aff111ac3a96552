package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.MatchLabels;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;

/**
 * Moves competitors through a knockout tree. A decided match puts its winner into the next match's
 * slot (match i of a round feeds side A of match i / 2 when i is even, side B when odd) and a
 * semi-final puts its loser into the bronze match; taking a result back returns those slots to what
 * the draw wrote there; a bye decides itself. A slot whose match has started is never changed: the
 * operator must take that match back first.
 */
public final class BracketAdvance {
    private static final BracketChange.Why NO_SUCH_MATCH = new BracketChange.Why("bracket-no-such-match",
            "The bracket has no such match; reload the bracket and try again.", "", List.of());

    private BracketAdvance() {
    }

    /** After match {@code matchId} was decided: its winner moves on, and a semi-final's loser to the bronze match. */
    public static BracketChange advance(Bracket bracket, String matchId) {
        TreeEdit tree = new TreeEdit(bracket);
        int[] at = tree.locate(matchId);
        if (at == null) {
            return BracketChange.refused(bracket, NO_SUCH_MATCH);
        }
        if (at[0] == 0 || at[0] == tree.roundCount()) {
            return BracketChange.done(bracket);
        }
        MatchResult result = tree.get(at[0], at[1]).result();
        Boolean winnerIsA = winnerIsA(result);
        if (result.status() != MatchStatus.COMPLETED || winnerIsA == null) {
            BracketMatch undecided = tree.get(at[0], at[1]);
            return BracketChange.refused(bracket, new BracketChange.Why("bracket-no-winner-yet", MatchLabels.of(undecided)
                    + " has no winner yet; finish it before its winner moves on.", undecided.id(), List.of()));
        }
        BracketChange.Why refusal = seatNext(tree, at[0], at[1], result.side(winnerIsA));
        if (refusal == null && isSemiFinal(tree, at[0]) && !result.side(!winnerIsA).isEmpty()) {
            refusal = seatBronze(tree, at[1], result.side(!winnerIsA));
        }
        if (refusal != null) {
            return BracketChange.refused(bracket, refusal);
        }
        settle(tree, new ArrayList<>());
        return BracketChange.done(tree.toBracket());
    }

    /**
     * Takes the result of {@code matchId} back: the match waits again (its points kept for the
     * correction) and the slots it filled return to their placeholders.
     */
    public static BracketChange takeBack(Bracket bracket, String matchId) {
        TreeEdit tree = new TreeEdit(bracket);
        int[] at = tree.locate(matchId);
        if (at == null) {
            return BracketChange.refused(bracket, NO_SUCH_MATCH);
        }
        if (at[0] != 0 && tree.isBye(at[0], at[1])) {
            return BracketChange.refused(bracket, new BracketChange.Why("bracket-bye-decides-itself",
                    "That match is a bye and decides itself; there is no result to take back.", "", List.of()));
        }
        BracketChange.Why refusal = null;
        if (at[0] != 0 && at[0] < tree.roundCount()) {
            refusal = release(tree, at[0] + 1, at[1] / 2, at[1] % 2 == 0, placeholderFor(tree, at[0] + 1, at[1]));
            if (refusal == null && isSemiFinal(tree, at[0])) {
                refusal = releaseBronze(tree, at[1] % 2 == 0);
            }
        }
        if (refusal != null) {
            return BracketChange.refused(bracket, refusal);
        }
        BracketMatch m = at[0] == 0 ? tree.bronze() : tree.get(at[0], at[1]);
        BracketMatch reopened = m.withResult(m.result().withStatus(MatchStatus.SCHEDULED).withVerdict(v -> v.withWinner("").withWinnerId("")));
        if (at[0] == 0) {
            tree.setBronze(reopened);
        } else {
            tree.set(at[0], at[1], reopened);
        }
        settle(tree, new ArrayList<>());
        return BracketChange.done(tree.toBracket());
    }

    /** Every bye decides itself and its competitor (or placeholder) moves on; safe to run again at any time. */
    public static Bracket settleByes(Bracket bracket) {
        TreeEdit tree = new TreeEdit(bracket);
        settle(tree, new ArrayList<>());
        return tree.toBracket();
    }

    /** Settles byes; ids of matches whose slot could not change because they had started go to {@code held}. */
    static void settle(TreeEdit tree, List<String> held) {
        for (int k = 1; k <= tree.roundCount(); k++) {
            for (int i = 0; i < tree.round(k).size(); i++) {
                boolean deadA = tree.dead(k, i, true);
                boolean deadB = tree.dead(k, i, false);
                if (!deadA && !deadB) {
                    continue;
                }
                BracketMatch m = tree.get(k, i);
                Side through = deadA && deadB ? Side.EMPTY : m.result().side(deadB);
                tree.set(k, i, m.withResult(m.result().withStatus(MatchStatus.COMPLETED)
                        .withVerdict(v -> v.withWinner(through.name()).withWinnerId(through.participantId()))));
                if (k < tree.roundCount() && !through.isEmpty()) {
                    BracketChange.Why refusal = seatNext(tree, k, i, through);
                    if (refusal != null) {
                        held.add(tree.get(k + 1, i / 2).id());
                    }
                }
            }
        }
    }

    /** TRUE when side A won, FALSE when side B did, null when the result names no winner on either side. */
    static Boolean winnerIsA(MatchResult r) {
        if (!r.verdict().winnerId().isEmpty()) {
            return r.verdict().winnerId().equals(r.sideA().participantId()) ? Boolean.TRUE
                    : r.verdict().winnerId().equals(r.sideB().participantId()) ? Boolean.FALSE : null;
        }
        if (r.verdict().winner().isEmpty()) {
            return null;
        }
        return r.verdict().winner().equals(r.sideA().name()) ? Boolean.TRUE : r.verdict().winner().equals(r.sideB().name()) ? Boolean.FALSE : null;
    }

    private static boolean isSemiFinal(TreeEdit tree, int k) {
        return tree.bronze() != null && k == tree.roundCount() - 1;
    }

    private static BracketChange.Why seatNext(TreeEdit tree, int k, int i, Side competitor) {
        return seat(tree.get(k + 1, i / 2), i % 2 == 0, competitor, tree.isBye(k + 1, i / 2), m -> tree.set(k + 1, i / 2, m));
    }

    private static BracketChange.Why seatBronze(TreeEdit tree, int semi, Side loser) {
        return seat(tree.bronze(), semi % 2 == 0, loser, false, tree::setBronze);
    }

    /**
     * The same competitor stays, keeping the picks made for it (spec section 3: a side whose team does
     * not change keeps its pick), with a renamed name taken over; another competitor gets a fresh side.
     */
    private static BracketChange.Why seat(BracketMatch target, boolean sideA, Side competitor, boolean targetIsBye,
            java.util.function.Consumer<BracketMatch> store) {
        Side current = target.result().side(sideA);
        if (TreeEdit.samePerson(current, competitor)) {
            store.accept(TreeEdit.withSide(target, sideA, current.withName(competitor.name())));
            return null;
        }
        if (target.result().status() != MatchStatus.SCHEDULED && !targetIsBye) {
            String sentence = MatchLabels.of(target) + " has already started with " + describe(current)
                    + "; take its result back before changing who reaches it.";
            return current.name().isEmpty() ? new BracketChange.Why("bracket-started-with-another", sentence, target.id(), List.of())
                    : new BracketChange.Why("bracket-started-with", sentence, target.id(), List.of(current.name()));
        }
        store.accept(TreeEdit.withSide(target, sideA, Side.of(competitor.name(), competitor.participantId())));
        return null;
    }

    private static BracketChange.Why release(TreeEdit tree, int k, int i, boolean sideA, String placeholder) {
        BracketMatch next = tree.get(k, i);
        Side back = Side.of(placeholder, "");
        if (TreeEdit.samePerson(next.result().side(sideA), back)) {
            return null;
        }
        if (next.result().status() != MatchStatus.SCHEDULED && !tree.isBye(k, i)) {
            return started(next);
        }
        tree.set(k, i, TreeEdit.withSide(next, sideA, back));
        return null;
    }

    private static BracketChange.Why releaseBronze(TreeEdit tree, boolean sideA) {
        BracketMatch bronze = tree.bronze();
        if (bronze.result().side(sideA).isEmpty()) {
            return null;
        }
        if (bronze.result().status() != MatchStatus.SCHEDULED) {
            return started(bronze);
        }
        tree.setBronze(TreeEdit.withSide(bronze, sideA, Side.EMPTY));
        return null;
    }

    /** A later match already fought stands in the way of taking a result back. */
    private static BracketChange.Why started(BracketMatch later) {
        return new BracketChange.Why("bracket-started", MatchLabels.of(later) + " has already started; take its result back first.",
                later.id(), List.of());
    }

    /** What the draw wrote in the slot match i of round k - 1 feeds, or the standard placeholder for an older file. */
    private static String placeholderFor(TreeEdit tree, int k, int feederIndex) {
        BracketMatch next = tree.get(k, feederIndex / 2);
        String written = feederIndex % 2 == 0 ? next.placeholderA() : next.placeholderB();
        return written.isEmpty() ? Placeholders.winnerOf(tree.roundCount() - k + 2, feederIndex) : written;
    }

    private static String describe(Side side) {
        return side.name().isEmpty() ? "another competitor" : side.name();
    }
}
