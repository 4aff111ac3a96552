package taikai.ui.match;

import java.util.Comparator;
import java.util.List;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.team.RepresentativeNames;

/**
 * One line of a team encounter's bout grid, as every screen shows it.
 *
 * @param winner the corner that won the bout, or null for a draw or a bout not yet decided
 */
public record BoutRow(int position, String label, String shiroName, List<Mark> shiroMarks, int shiroHansoku,
        String akaName, List<Mark> akaMarks, int akaHansoku, Corner winner, Decision decision, int enchoPeriods) {

    /** The encounter's bouts in fighting order, the representative bout last. */
    public static List<BoutRow> of(MatchResult encounter, MatchRules rules) {
        return encounter.subBouts().stream()
                .sorted(Comparator.comparingInt(BoutRow::order))
                .map(bout -> of(bout, rules))
                .toList();
    }

    /**
     * The open encounter's bouts; the representative bout names the members each team picked (spec
     * section 3: its stored sides are the team names, its member ids the picks).
     */
    public static List<BoutRow> of(OpenMatch open) {
        MatchResult encounter = open.match();
        return encounter.subBouts().stream()
                .sorted(Comparator.comparingInt(BoutRow::order))
                .map(bout -> {
                    BoutRow row = of(bout, open.rules());
                    return bout.isRepresentative()
                            ? row.withNames(RepresentativeNames.shown(open.teamMembers(), encounter, bout, false),
                                    RepresentativeNames.shown(open.teamMembers(), encounter, bout, true))
                            : row;
                })
                .toList();
    }

    private BoutRow withNames(String shiro, String aka) {
        return new BoutRow(position, label, shiro, shiroMarks, shiroHansoku, aka, akaMarks, akaHansoku, winner, decision,
                enchoPeriods);
    }

    public static BoutRow of(SubBout bout, MatchRules rules) {
        return new BoutRow(bout.position(), Positions.label(bout.position(), rules), bout.sideB(), bout.ipponsB(),
                bout.hansokuB(), bout.sideA(), bout.ipponsA(), bout.hansokuA(), winnerOf(bout), bout.decision(),
                bout.enchoPeriods());
    }

    public List<Mark> marks(Corner corner) {
        return corner == Corner.A ? akaMarks : shiroMarks;
    }

    public int hansoku(Corner corner) {
        return corner == Corner.A ? akaHansoku : shiroHansoku;
    }

    public String name(Corner corner) {
        return corner == Corner.A ? akaName : shiroName;
    }

    /** A few words for the result column: the winner's colour, "Hikiwake", or nothing yet. */
    public String resultText() {
        if (winner != null) {
            return winner.saidTitle();
        }
        return decision == Decision.HIKIWAKE ? MarkText.termTitle("hikiwake") : "";
    }

    private static int order(SubBout bout) {
        return bout.isRepresentative() ? Integer.MAX_VALUE : bout.position();
    }

    /** The winner by member id where the bout carries one, else by name (spec section 3). */
    private static Corner winnerOf(SubBout bout) {
        if (!bout.winnerMemberId().isEmpty()) {
            if (bout.winnerMemberId().equals(bout.sideAMemberId())) {
                return Corner.A;
            }
            if (bout.winnerMemberId().equals(bout.sideBMemberId())) {
                return Corner.B;
            }
        }
        if (bout.winner().isEmpty()) {
            return null;
        }
        if (bout.winner().equals(bout.sideA()) && !bout.winner().equals(bout.sideB())) {
            return Corner.A;
        }
        if (bout.winner().equals(bout.sideB()) && !bout.winner().equals(bout.sideA())) {
            return Corner.B;
        }
        return null;
    }
}
