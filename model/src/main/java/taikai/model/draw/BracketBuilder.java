package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;

/**
 * Builds the knockout tree over first-round leaves (file-formats "bracket.json"): match i of round k
 * is {@code m-r<k>-<i>} (k = 1 for the first round), fed by matches 2i and 2i + 1 of round k - 1,
 * whose slots read {@code Winner of r<d>-m<i>} until decided; byes decide themselves; the bronze match
 * {@code m-bronze} is fed by the two semi-finals.
 */
final class BracketBuilder {
    static final String BRONZE_ID = "m-bronze";
    /** Knockout nodes carry no round number of their own; -1 reads as unknown. */
    private static final int NO_ROUND = -1;

    private BracketBuilder() {
    }

    /**
     * @param courts court label of every match, courts[k - 1][i]
     */
    static Bracket build(Leaf[] leaves, String[][] courts, boolean thirdPlaceMatch, List<String> drawOrder, boolean preview) {
        int size = leaves.length;
        int roundCount = Integer.numberOfTrailingZeros(size);
        List<List<BracketMatch>> rounds = new ArrayList<>();
        for (int k = 1; k <= roundCount; k++) {
            List<BracketMatch> round = new ArrayList<>();
            for (int i = 0; i < size >> k; i++) {
                round.add(k == 1 ? firstRound(leaves, i) : later(k, i, roundCount));
            }
            rounds.add(round);
        }
        for (int k = 1; k <= roundCount; k++) {
            List<BracketMatch> round = rounds.get(k - 1);
            for (int i = 0; i < round.size(); i++) {
                BracketMatch m = round.get(i);
                round.set(i, m.withResult(m.result().withCourt(courts[k - 1][i])).withDisplayRound(roundCount - k + 1));
            }
        }
        Bracket bracket = new Bracket(preview, rounds, null, drawOrder, false);
        TreeEdit tree = new TreeEdit(BracketAdvance.settleByes(bracket));
        markDrawnWinners(tree, leaves);
        if (thirdPlaceMatch && roundCount >= 2 && !semiFinalIsBye(tree)) {
            tree.setBronze(bronze(tree, courts[roundCount - 1][0]));
        }
        number(tree);
        return tree.toBracket();
    }

    private static BracketMatch firstRound(Leaf[] leaves, int i) {
        Leaf a = leaves[2 * i];
        Leaf b = leaves[2 * i + 1];
        MatchResult r = MatchResult.scheduled(id(1, i), "", "", a.side(), b.side(), NO_ROUND);
        return BracketMatch.of(r).withPlaceholderA(a.placeholder()).withPlaceholderB(b.placeholder());
    }

    private static BracketMatch later(int k, int i, int roundCount) {
        int feederDepth = roundCount - k + 2;
        String a = Placeholders.winnerOf(feederDepth, 2 * i);
        String b = Placeholders.winnerOf(feederDepth, 2 * i + 1);
        MatchResult r = MatchResult.scheduled(id(k, i), "", "", Side.of(a, ""), Side.of(b, ""), NO_ROUND);
        return BracketMatch.of(r).withFeeders(List.of(id(k - 1, 2 * i), id(k - 1, 2 * i + 1)))
                .withPlaceholderA(a).withPlaceholderB(b);
    }

    static String id(int k, int i) {
        return "m-r" + k + "-" + i;
    }

    /** A bye through which a placeholder passes keeps that placeholder as what the draw wrote for its winner. */
    private static void markDrawnWinners(TreeEdit tree, Leaf[] leaves) {
        for (int i = 0; i < tree.round(1).size(); i++) {
            if (tree.isBye(1, i)) {
                String through = leaves[2 * i].isBye() ? leaves[2 * i + 1].placeholder() : leaves[2 * i].placeholder();
                tree.set(1, i, tree.get(1, i).withPlaceholderWinner(through));
            }
        }
    }

    /** With three entrants one semi-final is a bye: the other's loser is third without a bout (a rule chosen here). */
    private static boolean semiFinalIsBye(TreeEdit tree) {
        int semis = tree.roundCount() - 1;
        return tree.isBye(semis, 0) || tree.isBye(semis, 1);
    }

    private static BracketMatch bronze(TreeEdit tree, String court) {
        int semis = tree.roundCount() - 1;
        MatchResult r = MatchResult.scheduled(BRONZE_ID, "", "", Side.EMPTY, Side.EMPTY, NO_ROUND).withCourt(court);
        return BracketMatch.of(r).withFeeders(List.of(tree.get(semis, 0).id(), tree.get(semis, 1).id())).withDisplayRound(1);
    }

    /**
     * The printed "Match N": every match that is fought, round by round, top to bottom, the bronze match
     * just before the final (where it is played); byes get no number. A rule chosen here.
     */
    private static void number(TreeEdit tree) {
        int n = 1;
        for (int k = 1; k <= tree.roundCount(); k++) {
            if (k == tree.roundCount() && tree.bronze() != null) {
                tree.setBronze(tree.bronze().withMatchNumber(n++));
            }
            for (int i = 0; i < tree.round(k).size(); i++) {
                if (!tree.isBye(k, i)) {
                    tree.set(k, i, tree.get(k, i).withMatchNumber(n++));
                }
            }
        }
    }
}
