package taikai.model.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static taikai.model.merge.Fixtures.AKA;
import static taikai.model.merge.Fixtures.NOW;
import static taikai.model.merge.Fixtures.RED;
import static taikai.model.merge.Fixtures.SHIRO;
import static taikai.model.merge.Fixtures.finish;
import static taikai.model.merge.Fixtures.running;
import static taikai.model.merge.Fixtures.runningTeams;
import static taikai.model.merge.Fixtures.score;
import static taikai.model.merge.Fixtures.scoreline;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import taikai.model.match.Decision;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.match.SubBout;
import taikai.model.merge.MergeResult.Answer;

/**
 * Decision 0013: a write that arrives after a newer one is merged by replaying the match's writes in
 * the order they were made, so the cases a merge of the stored match and one write cannot order end
 * the same in every arrival order.
 */
class MadeOrderTest {
    private static final Rulebook POOL = KendoRules.pool();
    private static final Rulebook KNOCKOUT = KendoRules.knockout();

    /** The stored match after the writes arrived in {@code order}, and the changes kept out of it. */
    private record Arrived(MatchResult match, Set<String> kept) {
    }

    private static Arrived arrive(MatchResult start, Rulebook rules, List<MatchWrite> order) {
        MatchResult match = start;
        Ledger ledger = Ledger.from(start);
        List<HeldChange> out = new ArrayList<>();
        for (MatchWrite write : order) {
            MergeResult result = Merge.merge(match, write, NOW, rules, SessionRevisions.NONE, ledger);
            result.outcomes().forEach((group, outcome) -> {
                if (outcome.outcome() != MergeResult.Outcome.APPLIED) {
                    out.add(new HeldChange(group, outcome.value(), write.madeAt(), outcome.reason()));
                }
            });
            out.addAll(result.movedOut());
            result.movedIn().forEach(back -> out.removeIf(c -> c.group().equals(back.group()) && c.madeAt() == back.madeAt()));
            match = result.merged();
            ledger = result.ledger();
        }
        // Kept: what the history holds out of the match and the match has not moved past (a change older
        // than the group's stored one was simply outranked by it).
        Set<String> kept = new TreeSet<>();
        for (HeldChange change : out) {
            if (change.madeAt() >= Stamps.of(match, change.group()) && !change.group().read(match).equals(change.value())) {
                kept.add(change.group().key() + "@" + change.madeAt());
            }
        }
        return new Arrived(match, kept);
    }

    /** Every arrival order of {@code writes} (given in made order) ends as the made order does; returns that end. */
    private static Arrived everyOrder(MatchResult start, Rulebook rules, MatchWrite... writes) {
        Arrived made = arrive(start, rules, List.of(writes));
        for (List<MatchWrite> order : permutations(List.of(writes))) {
            Arrived arrived = arrive(start, rules, order);
            assertEquals(made.match(), arrived.match(), "the stored match after arriving in the order " + times(order));
            assertEquals(made.kept(), arrived.kept(), "the changes kept after arriving in the order " + times(order));
        }
        return made;
    }

    private static List<Long> times(List<MatchWrite> order) {
        return order.stream().map(MatchWrite::madeAt).toList();
    }

    private static List<List<MatchWrite>> permutations(List<MatchWrite> writes) {
        if (writes.isEmpty()) {
            return List.of(List.of());
        }
        List<List<MatchWrite>> all = new ArrayList<>();
        for (int i = 0; i < writes.size(); i++) {
            List<MatchWrite> rest = new ArrayList<>(writes);
            MatchWrite first = rest.remove(i);
            for (List<MatchWrite> tail : permutations(rest)) {
                List<MatchWrite> order = new ArrayList<>();
                order.add(first);
                order.addAll(tail);
                all.add(order);
            }
        }
        return all;
    }

    @Test
    void aPointMadeAfterTheLaterOfTwoClosingWritesEndsTheSameInEveryOrder() {
        Arrived end = everyOrder(running(), KNOCKOUT,
                finish(100).scoreline("M", "KD").overtime(0).build(),
                finish(200).verdict(Fixtures.finishedByHantei(GroupValue.Hantei.A)).scoreline("", "").overtime(0).build(),
                score(300).scoreline("", "").build());

        // The second finish decides the level match by hantei; the point says what it closed the match on.
        assertEquals(MatchStatus.COMPLETED, end.match().status());
        assertEquals(AKA, end.match().verdict().winner());
        assertEquals(scoreline("", ""), FieldGroup.SCORELINE.read(end.match()));
        assertEquals(Set.of(), end.kept());
    }

    @Test
    void twoPointsMadeAfterAnIndividualFinishEndTheSameInEveryOrder() {
        Arrived end = everyOrder(running(), KNOCKOUT,
                finish(100).scoreline("M", "KD").overtime(0).build(),
                score(200).scoreline("", "K").build(),
                score(300).scoreline("M", "K").build());

        // The point at 200 applies to the finished result; the one at 300 would leave the knockout tied.
        assertEquals(MatchStatus.COMPLETED, end.match().status());
        assertEquals(SHIRO, end.match().verdict().winner());
        assertEquals(scoreline("", "K"), FieldGroup.SCORELINE.read(end.match()));
        assertEquals(Set.of("scoreline@300"), end.kept());
    }

    @Test
    void overtimeMadeAfterAWithdrawalThatIsLaterClearedEndsTheSameInEveryOrder() {
        Arrived end = everyOrder(running(), POOL,
                Fixtures.write(MatchWrite.Kind.WITHDRAWAL, 100L).verdict(Fixtures.withdrawal(Decision.KIKEN))
                        .scoreline("", "○○").overtime(0).build(),
                score(200).overtime(2).build(),
                score(300).scoreline("M", "K").build());

        // The overtime was made while the kiken closed the match, so it is held; the point clears the kiken.
        assertEquals(MatchStatus.RUNNING, end.match().status());
        assertEquals(Decision.NONE, end.match().verdict().decision());
        assertEquals(scoreline("M", "K"), FieldGroup.SCORELINE.read(end.match()));
        assertEquals(new GroupValue.Overtime(0), FieldGroup.OVERTIME.read(end.match()));
        assertTrue(end.kept().contains("overtime@200"), end.kept().toString());
    }

    @Test
    void aTeamKnockoutEncounterEndsTheSameInEveryOrder() {
        Arrived end = everyOrder(runningTeams(), KNOCKOUT,
                finish(100).scoreline("", "").overtime(0).bout(0, "", "").bout(1, "", "").bout(2, "M", "")
                        .bout(SubBout.REPRESENTATIVE, "", "").build(),
                finish(200).scoreline("", "").overtime(0).bout(0, "", "").bout(1, "", "").bout(2, "", "")
                        .bout(SubBout.REPRESENTATIVE, "M", "").build(),
                Fixtures.write(MatchWrite.Kind.BOUT, 300L).bout(1, "K", "").build(),
                Fixtures.write(MatchWrite.Kind.BOUT, 400L).bout(0, "", "M").build());

        assertEquals(MatchStatus.COMPLETED, end.match().status());
        assertEquals(RED, end.match().verdict().winner());
    }

    @Test
    void aHeldChangeComesBackWhenAnOlderWriteArrivesThatLetsItApply() {
        MatchWrite earlier = finish(100).scoreline("M", "").overtime(0).build();
        MatchWrite later = finish(200).scoreline("M", "KD").overtime(0).build();
        MatchWrite point = score(300).scoreline("M", "K").build();
        MatchResult start = running();
        // The point arrives after the first finish and is held: it would leave the knockout tied.
        MergeResult first = Merge.merge(start, earlier, NOW, KNOCKOUT, SessionRevisions.NONE, Ledger.from(start));
        MergeResult held = Merge.merge(first.merged(), point, NOW, KNOCKOUT, SessionRevisions.NONE, first.ledger());
        assertEquals(Answer.HELD, held.answer());

        // A correction made before the point arrives: the point is still held, it stays out.
        MergeResult corrected = Merge.merge(held.merged(), later, NOW, KNOCKOUT, SessionRevisions.NONE, held.ledger());

        assertEquals(scoreline("M", "KD"), FieldGroup.SCORELINE.read(corrected.merged()));
        assertEquals(List.of(), corrected.movedIn());
        assertEquals(SHIRO, corrected.merged().verdict().winner());
    }

    @Test
    void aChangeAnEarlierArrivalHeldIsMovedBackInWhenTheReplayAppliesIt() {
        MatchResult start = runningTeams();
        MatchWrite redWins = finish(100).scoreline("", "").overtime(0).bout(0, "", "").bout(1, "", "").bout(2, "M", "")
                .bout(SubBout.REPRESENTATIVE, "", "").build();
        MatchWrite representative = finish(200).scoreline("", "").overtime(0).bout(0, "", "").bout(1, "", "")
                .bout(2, "", "").bout(SubBout.REPRESENTATIVE, "M", "").build();
        MatchWrite whiteBout = Fixtures.write(MatchWrite.Kind.BOUT, 300L).bout(0, "", "M").build();
        MergeResult first = Merge.merge(start, redWins, NOW, KNOCKOUT, SessionRevisions.NONE, Ledger.from(start));
        MergeResult held = Merge.merge(first.merged(), whiteBout, NOW, KNOCKOUT, SessionRevisions.NONE, first.ledger());
        assertEquals(Answer.HELD, held.answer(), "one bout each leaves the knockout tied");

        MergeResult replayed = Merge.merge(held.merged(), representative, NOW, KNOCKOUT, SessionRevisions.NONE,
                held.ledger());

        assertEquals(1, replayed.movedIn().size());
        assertEquals(FieldGroup.bout(0), replayed.movedIn().get(0).group());
        assertEquals(300L, replayed.movedIn().get(0).madeAt());
        assertEquals(List.of("M"), GroupValues.bout(replayed.merged(), 0).orElseThrow().ipponsB().stream()
                .map(m -> m.symbol()).toList());
    }

    @Test
    void withoutAKnownStartingPointAWriteIsMergedAgainstTheStoredMatchAlone() {
        MatchResult finished = Fixtures.inOrder(running(), KNOCKOUT, finish(200).scoreline("M", "").build());

        MergeResult result = Merge.merge(finished, score(100).scoreline("M", "K").build(), NOW, KNOCKOUT,
                SessionRevisions.NONE, Ledger.NONE);

        assertEquals(Answer.HELD, result.answer());
        assertEquals(Ledger.NONE, result.ledger());
    }
}
