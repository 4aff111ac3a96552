package taikai.model.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.merge.MergeResult.GroupOutcome;
import taikai.model.merge.MergeResult.Outcome;
import taikai.model.merge.Scenarios.Scenario;

/**
 * Spec section 5, "The order of arrival does not change the outcome": every arrival order of the
 * same writes ends in the same stored match and keeps the same changes out of it.
 */
class MergeOrderPropertiesTest {
    /** The stored match after a run of merges, and the changes kept out of it. */
    private record Run(MatchResult match, SortedSet<String> kept, Set<HoldReason> reasons) {
    }

    @Provide
    Arbitrary<Scenario> scenarios() {
        return Scenarios.scenarios();
    }

    @Property(tries = 1000)
    void everyArrivalOrderEndsInTheSameMatchAndTheSameHeldChanges(@ForAll("scenarios") Scenario scenario) {
        Run made = run(scenario, scenario.writes());
        List<List<MatchWrite>> orders = new ArrayList<>(scenario.arrivals());
        List<MatchWrite> reversed = new ArrayList<>(scenario.writes());
        Collections.reverse(reversed);
        orders.add(reversed);
        Set<HoldReason> reasons = EnumSet.copyOf(made.reasons());
        for (List<MatchWrite> order : orders) {
            Run arrived = run(scenario, order);
            assertEquals(made.match(), arrived.match(), "the stored match");
            assertEquals(made.kept(), arrived.kept(), "the changes kept in the history");
            reasons.addAll(arrived.reasons());
        }
        assertTheResultStands(made.match(), scenario.rules());
        // Each rule is reached by some of the generated sets, or this property would prove nothing about it.
        reasons.forEach(reason -> Statistics.label("rule").collect(reason));
        Statistics.label("rule").coverage(check -> {
            for (HoldReason reason : List.of(HoldReason.OLDER_THAN_STORED, HoldReason.POINT_AFTER_WITHDRAWAL,
                    HoldReason.LATE_FINISH_TOGETHER, HoldReason.ENGI_TOGETHER, HoldReason.KNOCKOUT_NEEDS_WINNER,
                    HoldReason.ENGI_NEEDS_VALID_COUNT, HoldReason.WITHDRAWAL_CLOSED)) {
                check.check(reason).count(n -> n > 0);
            }
        });
    }

    private static Run run(Scenario scenario, List<MatchWrite> order) {
        MatchResult match = scenario.start();
        List<String> kept = new ArrayList<>();
        List<HeldChange> changes = new ArrayList<>();
        EnumSet<HoldReason> reasons = EnumSet.noneOf(HoldReason.class);
        Ledger ledger = Ledger.from(match);
        for (MatchWrite write : order) {
            MergeResult result = Merge.merge(match, write, Fixtures.NOW, scenario.rules(), SessionRevisions.NONE, ledger);
            ledger = result.ledger();
            for (var entry : result.outcomes().entrySet()) {
                GroupOutcome outcome = entry.getValue();
                if (outcome.outcome() == Outcome.HELD) {
                    reasons.add(outcome.reason());
                }
                if (outcome.outcome() != Outcome.APPLIED) {
                    changes.add(new HeldChange(entry.getKey(), outcome.value(), write.madeAt(), outcome.reason()));
                }
            }
            for (HeldChange moved : result.movedOut()) {
                reasons.add(moved.reason());
                changes.add(moved);
            }
            for (HeldChange back : result.movedIn()) {
                changes.removeIf(change -> change.group().equals(back.group()) && change.madeAt() == back.madeAt());
            }
            match = result.merged();
        }
        // What is kept out of the final match: held or moved-out changes it has not moved past and does not
        // say, group by group the newest of them (an older one was outranked by it, whichever came first).
        // A change held only for its time drops out here unless a rule later took the match back before it.
        Map<FieldGroup, HeldChange> newest = new TreeMap<>();
        for (HeldChange change : changes) {
            if (change.madeAt() >= Stamps.of(match, change.group()) && !change.group().read(match).equals(change.value())) {
                newest.merge(change.group(), change, (a, b) -> a.madeAt() >= b.madeAt() ? a : b);
            }
        }
        newest.values().forEach(change -> kept.add(change.group().key() + "@" + change.madeAt()));
        return new Run(match, new TreeSet<>(kept), reasons);
    }

    /** Whatever the order: a finished knockout has a winner, an engi result a valid count, a representative winner a pick. */
    private static void assertTheResultStands(MatchResult match, Rulebook rules) {
        MatchResult settled = Verdicts.settle(match, rules);
        assertEquals(settled, match, "the stored match is settled");
        assertTrue(Verdicts.acceptable(match, rules), "a finished match the rules accept");
        GroupValues.bout(match, SubBout.REPRESENTATIVE).ifPresent(bout -> assertTrue(
                List.of("", bout.sideAMemberId(), bout.sideBMemberId()).contains(bout.winnerMemberId()),
                "the representative bout's winner is one of the picks"));
    }
}
