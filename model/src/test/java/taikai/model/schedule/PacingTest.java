package taikai.model.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

/** Live pacing (issue: live pacing): one court runs 20 minutes late, and the estimates move with it. */
class PacingTest {
    static final LocalDate DAY = LocalDate.of(2026, 5, 16);

    static long at(int minute) {
        return LocalDateTime.of(DAY, java.time.LocalTime.MIN).plusMinutes(minute).toInstant(ZoneOffset.UTC).toEpochMilli();
    }

    static java.util.SortedMap<String, Long> stamp(int minute) {
        return new java.util.TreeMap<>(Map.of("verdict", at(minute)));
    }

    /** The first {@code done} matches of a court finished, each {@code late} minutes after its planned end. */
    static CompetitionState finish(CompetitionState state, Plan plan, String court, int done, int late) {
        List<Slot> slots = plan.onCourt(DAY, court);
        List<MatchResult> rows = new ArrayList<>();
        for (MatchResult m : state.poolMatches()) {
            int i = slots.stream().map(Slot::matchId).toList().indexOf(m.id());
            if (i >= 0 && i < done) {
                rows.add(m.withStatus(MatchStatus.COMPLETED).withProvenance(p -> p.withGroupStamps(stamp(slots.get(i).end() + late))));
            } else {
                rows.add(m);
            }
        }
        return state.withPoolMatches(rows);
    }

    @Test
    void aCourt20MinutesLateIsNamedItsMatchesMoveAndOneIsSuggestedForTheEarlyCourt() {
        CompetitionState drawn = ScheduleTest.pools("open", List.of("A", "B"), "09:00", 16);
        Plan plan = Schedule.plan(ScheduleTest.HALL, List.of(drawn));
        CompetitionState onDisk = plan.applyTo(drawn);
        // Court A's first match ran 20 minutes over; the next two kept the planned pace after it.
        CompetitionState a = finish(onDisk, plan, "A", 1, 20);
        List<Slot> onA = plan.onCourt(DAY, "A");
        List<MatchResult> rows = new ArrayList<>();
        for (MatchResult m : a.poolMatches()) {
            int i = onA.stream().map(Slot::matchId).toList().indexOf(m.id());
            rows.add(i == 1 || i == 2 ? m.withStatus(MatchStatus.COMPLETED)
                    .withProvenance(p -> p.withGroupStamps(stamp(onA.get(i).end() + 20))) : m);
        }
        int now = onA.get(2).end() + 20;
        // Court B kept to its times: every match planned to end by now has ended.
        int doneOnB = (int) plan.onCourt(DAY, "B").stream().filter(s -> s.end() <= now).count();
        CompetitionState live = finish(a.withPoolMatches(rows), plan, "B", doneOnB, 0);
        Pacing pacing = Pacing.of(ScheduleTest.HALL, List.of(live), new Live(at(now), ZoneOffset.UTC));

        Pacing.CourtPace courtA = pacing.courts().stream().filter(c -> c.court().equals("A")).findFirst().orElseThrow();
        Pacing.CourtPace courtB = pacing.courts().stream().filter(c -> c.court().equals("B")).findFirst().orElseThrow();
        assertEquals(20, courtA.delay());
        assertTrue(courtA.late());
        assertTrue(courtA.estimatedEnd() != Clock.NONE && !courtA.nextMatch().isEmpty(), courtA.toString());
        assertTrue(Math.abs(courtB.delay()) < Pacing.MARGIN, courtB.toString());
        // Every waiting match of court A is estimated later than its time on disk, by about the delay.
        for (Slot s : pacing.estimate().onCourt(DAY, "A")) {
            if (!s.fixed()) {
                int planned = plan.slot("open", s.matchId()).orElseThrow().start();
                assertTrue(s.start() >= planned + 15, s + " planned " + Clock.text(planned));
            }
        }
        assertTrue(courtA.estimatedEnd() >= courtA.plannedEnd() + 15);
        Pacing.CompetitionPace open = pacing.competitions().get(0);
        assertTrue(open.estimatedEnd() > open.plannedEnd(), open.toString());
        // The suggestion takes one of court A's last matches to court B, which brings it forward.
        assertEquals(1, pacing.suggestions().size());
        Pacing.Suggestion move = pacing.suggestions().get(0);
        assertEquals("A", move.from());
        assertEquals("B", move.to());
        assertTrue(move.startAfter() + Pacing.WORTH_MOVING <= move.startNow(), move.toString());
    }

    @Test
    void aRunningMatchIsEstimatedFromWhenItWasCalledNotFromItsTimeOnDisk() {
        CompetitionState drawn = ScheduleTest.pools("open", List.of("A", "B"), "09:00", 16);
        Plan plan = Schedule.plan(ScheduleTest.HALL, List.of(drawn));
        CompetitionState onDisk = plan.applyTo(drawn);
        List<Slot> onA = plan.onCourt(DAY, "A");
        Slot first = onA.get(0);
        Slot second = onA.get(1);
        // Court A's first match was called 15 minutes after its time and is being fought now.
        int called = first.start() + 15;
        int now = called + 1;
        List<MatchResult> rows = new ArrayList<>();
        for (MatchResult m : onDisk.poolMatches()) {
            rows.add(m.id().equals(first.matchId()) ? m.withStatus(MatchStatus.RUNNING).withProvenance(p -> p.withGroupStamps(stamp(called))) : m);
        }
        Plan estimate = Schedule.plan(ScheduleTest.HALL, List.of(onDisk.withPoolMatches(rows)),
                Schedule.Options.PLAN.withLive(new Live(at(now), ZoneOffset.UTC)));

        Slot running = estimate.slot("open", first.matchId()).orElseThrow();
        assertEquals(called, running.start());
        assertEquals(called + first.minutes(), running.end());
        assertTrue(estimate.slot("open", second.matchId()).orElseThrow().start() >= second.start() + 15,
                "the next match on court A waits for the running one");
    }

    @Test
    void aCourtOnTimeIsOnTimeAndNothingIsSuggested() {
        CompetitionState drawn = ScheduleTest.pools("open", List.of("A", "B"), "09:00", 16);
        Plan plan = Schedule.plan(ScheduleTest.HALL, List.of(drawn));
        CompetitionState live = finish(finish(plan.applyTo(drawn), plan, "A", 3, 0), plan, "B", 3, 0);
        int now = plan.onCourt(DAY, "A").get(2).end();
        Pacing pacing = Pacing.of(ScheduleTest.HALL, List.of(live), new Live(at(now), ZoneOffset.UTC));
        assertTrue(pacing.courts().stream().allMatch(c -> !c.late() && !c.early()), pacing.courts().toString());
        assertEquals(List.of(), pacing.suggestions());
    }
}
