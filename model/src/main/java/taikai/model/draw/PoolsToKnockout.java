package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.Competition;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.match.MatchStatus;
import taikai.model.match.Side;

/**
 * The knockout of a pools-then-knockout competition. It is drawn from placeholders ({@code Pool A-1st})
 * when the pools are drawn, laid out by {@link QualifierPlacement}; as pools finish, each qualifier is
 * seated in the slot the draw wrote its placeholder in, which the bracket remembers, so the draw is
 * never made again (spec section 3, "A knockout slot remembers the draw"). The draw needs no random
 * seed: the pools and courts decide it entirely.
 */
public final class PoolsToKnockout {
    private PoolsToKnockout() {
    }

    /** The bracket after a seating, and the matches whose slot was left alone because they had already started. */
    public record Seating(Bracket bracket, List<String> held) {
        public Seating {
            held = List.copyOf(held);
        }
    }

    /** The tree of placeholders, marked preview until a first qualifier is seated. */
    public static Bracket draw(Competition competition, List<Pool> pools) {
        int[] qualifiers = new int[pools.size()];
        int total = 0;
        for (int p = 0; p < pools.size(); p++) {
            qualifiers[p] = Math.min(competition.pools().effectiveWinners(), pools.get(p).players().size());
            total += qualifiers[p];
        }
        if (total < 2) {
            throw new DrawRefused("draw-knockout-needs-qualifiers", "A knockout needs at least two pool qualifiers; draw the pools first, then the knockout.");
        }
        List<String> labels = competition.schedule().courts();
        QualifierPlacement.Layout layout = QualifierPlacement.place(qualifiers, labels.size());
        Leaf[] leaves = new Leaf[layout.leaves().length];
        for (int i = 0; i < leaves.length; i++) {
            int[] q = layout.leaves()[i];
            leaves[i] = q == null ? Leaf.BYE : Leaf.placeholder(Placeholders.poolPlace(pools.get(q[0]).name(), q[1]));
        }
        int[][] index = CourtBlocks.matchCourts(leaves.length, layout.blocks(), b -> {
            int court = b >> layout.subBits();
            return court < layout.courtsUsed() ? court : court ^ 1;
        });
        String[][] courts = new String[index.length][];
        for (int k = 0; k < index.length; k++) {
            courts[k] = new String[index[k].length];
            for (int i = 0; i < index[k].length; i++) {
                courts[k][i] = CourtBlocks.label(labels, index[k][i]);
            }
        }
        return BracketBuilder.build(leaves, courts, competition.knockout().thirdPlaceMatch(), List.of(), true);
    }

    /**
     * Seats each qualifier where the draw wrote its placeholder, for example {@code "Pool A-1st"} to the
     * pool's winner, and lets byes pass them on. A slot keeps its competitor (and the picks made for it)
     * when the same one is seated again; a match already started is left alone and reported as held.
     */
    public static Seating seatQualifiers(Bracket bracket, Map<String, Player> qualifiers) {
        return reseat(bracket, placeholder -> {
            Player p = qualifiers.get(placeholder);
            return p == null ? null : Side.of(p.name(), p.id());
        }, !qualifiers.isEmpty());
    }

    /** Returns the slots of these placeholders to the placeholder, as when a pool result is taken back. */
    public static Seating unseat(Bracket bracket, Set<String> placeholders) {
        return reseat(bracket, placeholder -> placeholders.contains(placeholder) ? Side.of(placeholder, "") : null, false);
    }

    private static Seating reseat(Bracket bracket, java.util.function.Function<String, Side> sideFor, boolean seated) {
        if (bracket.rounds().isEmpty()) {
            return new Seating(bracket, List.of());
        }
        TreeEdit tree = new TreeEdit(bracket);
        List<String> held = new ArrayList<>();
        for (int i = 0; i < tree.round(1).size(); i++) {
            for (boolean sideA : new boolean[] {true, false}) {
                BracketMatch m = tree.get(1, i);
                String placeholder = sideA ? m.placeholderA() : m.placeholderB();
                Side wanted = placeholder.isEmpty() ? null : sideFor.apply(placeholder);
                if (wanted == null || TreeEdit.samePerson(m.result().side(sideA), wanted)) {
                    continue;
                }
                if (m.result().status() != MatchStatus.SCHEDULED && !tree.isBye(1, i)) {
                    held.add(m.id());
                } else {
                    tree.set(1, i, TreeEdit.withSide(m, sideA, wanted));
                }
            }
        }
        BracketAdvance.settle(tree, held);
        Bracket result = tree.toBracket();
        return new Seating(seated ? result.withPreview(false) : result, held);
    }
}
