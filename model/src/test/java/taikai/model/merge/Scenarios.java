package taikai.model.merge;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.SubBout;
import taikai.model.merge.GroupValue.Hantei;

/**
 * Generated sets of writes to one match, for the order-independence property: points, overtime,
 * flags, team bouts, picks and representative names, and finishes, corrections and withdrawals,
 * each with its own change time.
 *
 * <p>No set is left out. Every closing write carries its scoreline, overtime and (engi) flags, as
 * the spec asks of a finish; points, flags, overtime and bouts may follow any number of closing
 * writes, and team matches are generated in pools and in knockouts.
 */
final class Scenarios {
    private Scenarios() {
    }

    /** One match, its rules, and the writes sent to it in the order they were made, with shuffled arrival orders. */
    record Scenario(String shape, MatchResult start, Rulebook rules, List<MatchWrite> writes,
            List<List<MatchWrite>> arrivals) {
        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(shape).append(" from modifiedAt ").append(start.provenance().modifiedAt());
            writes.forEach(w -> text.append("\n  ").append(w.kind()).append(" @").append(w.madeAt()).append(' ')
                    .append(w.values()));
            arrivals.forEach(order -> text.append("\n  arriving ").append(
                    order.stream().map(w -> String.valueOf(w.madeAt())).collect(Collectors.joining(", "))));
            return text.toString();
        }
    }

    /** A write before its change time is chosen. */
    private record Step(MatchWrite.Kind kind, SortedMap<FieldGroup, GroupValue> values) {
        boolean closes() {
            GroupValue verdict = values.get(FieldGroup.VERDICT);
            return verdict != null && ((GroupValue.Verdict) verdict).closes();
        }

        boolean withdraws() {
            return closes() && Verdicts.isWithdrawal(((GroupValue.Verdict) values.get(FieldGroup.VERDICT)).decision());
        }

        boolean carries(Predicate<FieldGroup> which) {
            return values.keySet().stream().anyMatch(which);
        }

        Step without(Predicate<FieldGroup> which) {
            SortedMap<FieldGroup, GroupValue> kept = new TreeMap<>(values);
            kept.keySet().removeIf(which);
            return new Step(kind, kept);
        }

        MatchWrite at(long madeAt) {
            return new MatchWrite(kind, values, new TreeSet<>(), madeAt, "", 0, "court " + (madeAt % 4 + 1));
        }
    }

    private static final int MOST_WRITES = 8;

    static Arbitrary<Scenario> scenarios() {
        Arbitrary<Step> teamStep = Arbitraries.frequencyOf(
                Tuple.of(5, bout()), Tuple.of(3, pick()), Tuple.of(1, representatives()), Tuple.of(1, overtime()),
                Tuple.of(2, teamFinish()), Tuple.of(1, withdrawal().map(w -> w.without(FieldGroup.FLAGS::equals))));
        Arbitrary<Scenario> team = Combinators.combine(Arbitraries.of(true, false), steps(teamStep), legacy(), times(),
                arrivalKeys(), arrivalKeys()).as((knockout, steps, modifiedAt, times, one, other) -> scenario(
                        (knockout ? "knockout" : "pool") + " team", Fixtures.runningTeams(),
                        knockout ? KendoRules.knockout() : KendoRules.pool(), steps, modifiedAt, times, one, other));
        return Arbitraries.frequencyOf(Tuple.of(2, individual(false)), Tuple.of(2, individual(true)), Tuple.of(2, team));
    }

    /** An individual match, knockout or pool; in engi the flags decide it. */
    private static Arbitrary<Scenario> individual(boolean engi) {
        Arbitrary<Step> step = Arbitraries.frequencyOf(
                Tuple.of(8, point()), Tuple.of(2, overtime()), Tuple.of(engi ? 3 : 0, flags()),
                Tuple.of(2, closing(MatchWrite.Kind.FINISH)), Tuple.of(1, closing(MatchWrite.Kind.CORRECTION)),
                Tuple.of(1, withdrawal()));
        // Half are the spec's own story: a few points, one closing write, one change made after it.
        Arbitrary<List<Step>> story = Combinators.combine(point().list().ofMaxSize(3),
                Arbitraries.oneOf(closing(MatchWrite.Kind.FINISH), closing(MatchWrite.Kind.CORRECTION), withdrawal()),
                Arbitraries.frequencyOf(Tuple.of(3, engi ? flags() : point()), Tuple.of(1, overtime())))
                .as((before, closing, after) -> {
                    List<Step> steps = new ArrayList<>(before);
                    steps.add(closing);
                    steps.add(after);
                    return steps;
                });
        return Combinators.combine(Arbitraries.of(true, false),
                Arbitraries.frequencyOf(Tuple.of(1, steps(step)), Tuple.of(1, story)), legacy(), times(),
                arrivalKeys(), arrivalKeys())
                .as((knockout, steps, modifiedAt, times, one, other) -> {
                    Rulebook rules = engi ? KendoRules.engi(knockout) : knockout ? KendoRules.knockout() : KendoRules.pool();
                    String shape = (knockout ? "knockout" : "pool") + (engi ? " engi" : "") + " individual";
                    List<Step> kept = new ArrayList<>();
                    // Flags exist only in engi.
                    steps.forEach(s -> kept.add(engi ? s : s.without(FieldGroup.FLAGS::equals)));
                    return scenario(shape, Fixtures.running(), rules, kept, modifiedAt, times, one, other);
                });
    }

    private static Arbitrary<List<Step>> steps(Arbitrary<Step> step) {
        return step.list().ofMinSize(1).ofMaxSize(MOST_WRITES);
    }

    /** Most matches were written with group stamps; some only with one time for the whole result. */
    private static Arbitrary<Long> legacy() {
        return Arbitraries.frequencyOf(Tuple.of(3, Arbitraries.just(0L)), Tuple.of(1, Arbitraries.longs().between(1, 1_000)));
    }

    /** Distinct change times, one per write. */
    private static Arbitrary<List<Long>> times() {
        return Arbitraries.longs().between(1, 1_000).set().ofSize(MOST_WRITES).map(ArrayList::new);
    }

    /** One key per write; writes arrive sorted by key, so jqwik shrinks an order towards the made order. */
    private static Arbitrary<List<Integer>> arrivalKeys() {
        return Arbitraries.integers().between(0, 99).list().ofSize(MOST_WRITES);
    }

    private static Scenario scenario(String shape, MatchResult match, Rulebook rules, List<Step> steps, long modifiedAt,
            List<Long> times, List<Integer> one, List<Integer> other) {
        List<Long> ordered = new ArrayList<>(times.subList(0, steps.size()));
        Collections.sort(ordered);
        List<MatchWrite> writes = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            writes.add(steps.get(i).at(ordered.get(i)));
        }
        return new Scenario(shape, match.withProvenance(p -> p.withModifiedAt(modifiedAt)), rules, writes,
                List.of(arrival(writes, one), arrival(writes, other)));
    }

    private static List<MatchWrite> arrival(List<MatchWrite> writes, List<Integer> keys) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < writes.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing(keys::get));
        List<MatchWrite> arrived = new ArrayList<>();
        order.forEach(i -> arrived.add(writes.get(i)));
        return arrived;
    }

    private static Arbitrary<List<Mark>> marks() {
        return Arbitraries.of(Mark.MEN, Mark.KOTE, Mark.DO, Mark.TSUKI).list().ofMaxSize(2);
    }

    private static Arbitrary<GroupValue.Scoreline> scoreline() {
        return Combinators.combine(marks(), Arbitraries.integers().between(0, 1), marks(), Arbitraries.integers().between(0, 1))
                .as(GroupValue.Scoreline::new);
    }

    private static Arbitrary<Step> point() {
        return Combinators.combine(scoreline(), Arbitraries.integers().between(-1, 2)).as((scoreline, overtime) -> {
            SortedMap<FieldGroup, GroupValue> values = new TreeMap<>();
            values.put(FieldGroup.SCORELINE, scoreline);
            if (overtime >= 0) {
                values.put(FieldGroup.OVERTIME, new GroupValue.Overtime(overtime));
            }
            return new Step(MatchWrite.Kind.SCORE, values);
        });
    }

    private static Arbitrary<Step> overtime() {
        return Arbitraries.integers().between(0, 2).map(n -> step(MatchWrite.Kind.SCORE, FieldGroup.OVERTIME,
                new GroupValue.Overtime(n)));
    }

    private static Arbitrary<Step> flags() {
        return Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 3))
                .as((a, b) -> step(MatchWrite.Kind.SCORE, FieldGroup.FLAGS, new GroupValue.Flags(a, b)));
    }

    /** A finish or correction carrying the scoreline, overtime and (engi) flags it closed the match on. */
    private static Arbitrary<Step> closing(MatchWrite.Kind kind) {
        return Combinators.combine(scoreline(), Arbitraries.of(Hantei.values()), Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 3)).as((scoreline, hantei, overtime, a, b) -> {
                    SortedMap<FieldGroup, GroupValue> values = new TreeMap<>();
                    values.put(FieldGroup.VERDICT, kind == MatchWrite.Kind.CORRECTION ? Fixtures.corrected("Sheet check")
                            : Fixtures.finishedByHantei(scoreline.isLevel() ? hantei : Hantei.NONE));
                    values.put(FieldGroup.SCORELINE, scoreline);
                    values.put(FieldGroup.OVERTIME, new GroupValue.Overtime(overtime));
                    values.put(FieldGroup.FLAGS, new GroupValue.Flags(a, b));
                    return new Step(kind, values);
                });
    }

    /** A kiken, fusenpai or fusensho for either side, with the default-win points it writes. */
    private static Arbitrary<Step> withdrawal() {
        return Combinators.combine(Arbitraries.of(Decision.KIKEN, Decision.FUSENPAI, Decision.FUSENSHO),
                Arbitraries.of(true, false), Arbitraries.integers().between(0, 2)).as((decision, akaWins, overtime) -> {
                    SortedMap<FieldGroup, GroupValue> values = new TreeMap<>();
                    values.put(FieldGroup.VERDICT, Fixtures.withdrawal(decision));
                    values.put(FieldGroup.SCORELINE, akaWins ? Fixtures.scoreline("○○", "") : Fixtures.scoreline("", "○○"));
                    values.put(FieldGroup.OVERTIME, new GroupValue.Overtime(overtime));
                    values.put(FieldGroup.FLAGS, new GroupValue.Flags(0, 0));
                    return new Step(MatchWrite.Kind.WITHDRAWAL, values);
                });
    }

    private static Arbitrary<GroupValue.Bout> boutAt(int position) {
        return Combinators.combine(marks(), marks()).as((a, b) ->
                new GroupValue.Bout(Fixtures.bout(position, "", "").withIpponsA(a).withIpponsB(b)));
    }

    private static Arbitrary<Step> bout() {
        return Combinators.combine(Arbitraries.of(0, 1, 2, SubBout.REPRESENTATIVE), marks(), marks()).as((position, a, b) ->
                step(MatchWrite.Kind.BOUT, FieldGroup.bout(position),
                        new GroupValue.Bout(Fixtures.bout(position, "", "").withIpponsA(a).withIpponsB(b))));
    }

    private static Arbitrary<Step> pick() {
        return Combinators.combine(Arbitraries.of(true, false), Arbitraries.of("", "0", "1", "2")).as((sideA, member) ->
                step(MatchWrite.Kind.PICK, sideA ? FieldGroup.PICK_A : FieldGroup.PICK_B,
                        new GroupValue.Pick(member.isEmpty() ? "" : (sideA ? "r" : "w") + member)));
    }

    private static Arbitrary<Step> representatives() {
        return Combinators.combine(Arbitraries.of("", "Ann"), Arbitraries.of("", "Bea")).as((a, b) ->
                step(MatchWrite.Kind.SCORE, FieldGroup.REPRESENTATIVES, new GroupValue.Representatives(a, b)));
    }

    /** A team finish carries every bout it was made on, the match's own (empty) scoreline and its overtime. */
    private static Arbitrary<Step> teamFinish() {
        return Combinators.combine(boutAt(0), boutAt(1), boutAt(2), boutAt(SubBout.REPRESENTATIVE),
                Arbitraries.integers().between(0, 2)).as((b0, b1, b2, rep, overtime) -> {
                    SortedMap<FieldGroup, GroupValue> values = new TreeMap<>();
                    values.put(FieldGroup.VERDICT, Fixtures.finished());
                    values.put(FieldGroup.SCORELINE, Fixtures.scoreline("", ""));
                    values.put(FieldGroup.bout(0), b0);
                    values.put(FieldGroup.bout(1), b1);
                    values.put(FieldGroup.bout(2), b2);
                    values.put(FieldGroup.bout(SubBout.REPRESENTATIVE), rep);
                    values.put(FieldGroup.OVERTIME, new GroupValue.Overtime(overtime));
                    return new Step(MatchWrite.Kind.FINISH, values);
                });
    }

    private static Step step(MatchWrite.Kind kind, FieldGroup group, GroupValue value) {
        SortedMap<FieldGroup, GroupValue> values = new TreeMap<>();
        values.put(group, value);
        return new Step(kind, values);
    }
}
