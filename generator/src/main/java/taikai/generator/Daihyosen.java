package taikai.generator;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import taikai.model.discipline.Corner;
import taikai.model.entrant.TeamMember;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.rule.Checked;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Target;
import taikai.model.team.Encounters;
import taikai.model.team.Representatives;

/**
 * The representative bout of a knockout encounter left level: each captain picks one member (here
 * the team's strongest), and the two fight one point, into encho if need be.
 */
final class Daihyosen {
    private final Table table;
    private final Map<String, List<TeamMember>> members;
    private final Map<String, Double> strength;
    private final SplittableRandom random;

    Daihyosen(Table table, Map<String, List<TeamMember>> members, Map<String, Double> strength, SplittableRandom random) {
        this.table = table;
        this.members = members;
        this.strength = strength;
        this.random = random;
    }

    /** Picks, fights and finishes in [from, to); false when the folder's moment comes first. */
    boolean fight(int from, int to) {
        if (!table.reached(from)) {
            return false;
        }
        MatchResult m = table.match();
        boolean closing = !Encounters.needsRepresentativeBout(table.competition(), m);
        if (closing) {
            // Encounters.fixedOrder reads a running fixed-order encounter as not finished, so a pick is
            // refused until it is completed, while finishing it level is refused too; the pick's write
            // therefore closes the regular bouts, as the court table's finish would.
            m = m.withStatus(MatchStatus.COMPLETED);
        }
        m = pick(m, Corner.A, from, closing);
        pick(m, Corner.B, from + 20, false);
        SubBout rep = table.match().subBouts().stream().filter(SubBout::isRepresentative).findFirst().orElseThrow();
        Corner winner = Odds.winner(strength.get(rep.sideAMemberId()), strength.get(rep.sideBMemberId()), random);
        if (!FightScript.play(table, Target.bout(SubBout.REPRESENTATIVE), FightScript.Fight.REPRESENTATIVE, winner,
                from + 60, to - 40, random)) {
            return false;
        }
        return table.match().isCompleted() || table.enter(Target.MATCH, new Entry.Finish(), to - 20);
    }

    private MatchResult pick(MatchResult m, Corner corner, int second, boolean closing) {
        List<TeamMember> squad = members.get(corner.of(m).participantId());
        TeamMember representative = squad.stream().filter(x -> !x.name().isEmpty())
                .max(Comparator.comparingDouble(x -> strength.getOrDefault(x.id(), 0.0))).orElseThrow();
        Checked<MatchResult> picked = Representatives.pick(table.competition(), m, corner, representative, squad);
        if (!picked.isAccepted()) {
            throw new IllegalStateException("The representative pick on " + m.id() + " was refused: "
                    + picked.refusal().sentence());
        }
        String group = corner == Corner.A ? "pickA" : "pickB";
        table.record(picked.value(), second, "pick", Map.of("corner", corner.word(), "member", representative.id()),
                closing ? List.of(group, "verdict") : List.of(group), "", null);
        return table.match();
    }
}
