package taikai.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import taikai.model.competition.TeamMatchType;
import taikai.model.discipline.Basis;
import taikai.model.discipline.Corner;
import taikai.model.discipline.Discipline;
import taikai.model.entrant.TeamLineup;
import taikai.model.entrant.TeamMember;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.scoring.Entry;
import taikai.model.scoring.Outcomes;
import taikai.model.scoring.Target;
import taikai.model.team.Kachinuki;
import taikai.model.team.Positions;

/**
 * A team encounter fought bout by bout from the line-ups in force: in fixed order each position
 * meets its counterpart; in kachinuki the winner stays on. A knockout encounter left level goes to a
 * representative bout (daihyosen) between one member picked by each team.
 */
final class Encounter {
    private final Table table;
    private final Map<String, List<TeamMember>> members;
    private final Map<String, Double> strength;
    private final SplittableRandom random;
    private final int teamSize;

    Encounter(Table table, Map<String, List<TeamMember>> members, Map<String, Double> strength, SplittableRandom random) {
        this.table = table;
        this.members = members;
        this.strength = strength;
        this.random = random;
        this.teamSize = table.competition().teams().size();
    }

    /** Plays the encounter in [from, to); false when the folder's moment falls before its end. */
    boolean play(TeamLineup lineupA, TeamLineup lineupB, int from, int to) {
        int boutLength = (to - from - 90) / (kachinuki() ? 2 * teamSize - 1 : teamSize);
        MatchResult m = table.match();
        List<SubBout> bouts = new ArrayList<>();
        List<String> groups = new ArrayList<>(List.of("verdict"));
        if (!kachinuki()) {
            for (int i = 0; i < teamSize; i++) {
                bouts.add(pair(i, lineupA, lineupB, i + 1, i + 1));
                groups.add("bout:" + i);
            }
        }
        if (!table.reached(from)) {
            return false;
        }
        table.record(m.withSubBouts(bouts).withStatus(MatchStatus.RUNNING), from, "start", Map.of("court", m.court()),
                groups, "", table.label() + " is running on court " + m.court() + ".");
        if (random.nextInt(100) == 0) {
            return table.enter(Target.MATCH, new Entry.Forfeit(random.nextBoolean() ? Corner.A : Corner.B,
                    Decision.FUSENPAI), from + 60);
        }
        int at = from + 60;
        if (kachinuki()) {
            Discipline d = Discipline.of(table.competition());
            Kachinuki.Progress p = Kachinuki.progress(d, teamSize, teamSize, table.match().subBouts(), false);
            while (!p.isOver()) {
                int position = p.boutsOver() + 1;
                SubBout next = pair(position, lineupA, lineupB, p.nextA(), p.nextB());
                if (!bout(next, at, at + boutLength)) {
                    return false;
                }
                at += boutLength;
                p = Kachinuki.progress(d, teamSize, teamSize, table.match().subBouts(), false);
            }
        } else {
            for (int i = 0; i < teamSize; i++) {
                if (!fight(table.match().subBouts().get(i), at, at + boutLength)) {
                    return false;
                }
                at += boutLength;
            }
        }
        return finish(at, to);
    }

    private boolean kachinuki() {
        return table.competition().teams().matchType() == TeamMatchType.KACHINUKI;
    }

    /** Calls a kachinuki bout onto the court and fights it. */
    private boolean bout(SubBout next, int from, int to) {
        if (!table.reached(from)) {
            return false;
        }
        List<SubBout> bouts = new ArrayList<>(table.match().subBouts());
        bouts.add(next);
        table.record(table.match().withSubBouts(bouts), from, "bout", Map.of("bout", next.position(), "sideA",
                next.sideAMemberId(), "sideB", next.sideBMemberId()), List.of("bout:" + next.position()), "", null);
        return fight(next, from + 10, to);
    }

    private boolean fight(SubBout bout, int from, int to) {
        Corner winner = Odds.winner(strength.get(bout.sideAMemberId()), strength.get(bout.sideBMemberId()), random);
        return FightScript.play(table, Target.bout(bout.position()), FightScript.Fight.BOUT, winner, from, to - 20,
                random);
    }

    /** Finishes the encounter, by a representative bout when the teams are level in a knockout. */
    private boolean finish(int at, int to) {
        MatchResult m = table.match();
        var ifFinished = Outcomes.outcome(table.competition(), m.withStatus(MatchStatus.COMPLETED), table.stage());
        if (!ifFinished.isDecided() && ifFinished.basis() == Basis.NEEDS_DAIHYOSEN) {
            return new Daihyosen(table, members, strength, random).fight(at, to);
        }
        return table.enter(Target.MATCH, new Entry.Finish(), Math.max(at, to - 30));
    }

    /** The bout between aka's fighter at order {@code orderA} and shiro's at {@code orderB} (1-based). */
    private SubBout pair(int position, TeamLineup a, TeamLineup b, int orderA, int orderB) {
        String keyA = Positions.at(teamSize, orderA).orElseThrow();
        String keyB = Positions.at(teamSize, orderB).orElseThrow();
        return SubBout.between(position, a.positions().get(keyA), a.memberIds().get(keyA), b.positions().get(keyB),
                b.memberIds().get(keyB));
    }
}
