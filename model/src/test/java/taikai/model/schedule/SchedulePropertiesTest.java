package taikai.model.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;

/** What every plan keeps, whatever the tournament (issue: the day's schedule, tests). */
class SchedulePropertiesTest {

    @Property(tries = 60)
    void noCourtHoldsTwoMatchesAtOnce(@ForAll long seed) {
        Days.Day day = Days.of(seed);
        Plan plan = Schedule.plan(day.tournament(), day.competitions());
        int changeover = plan.settings().changeoverMinutes();
        for (var d : plan.days()) {
            for (String court : plan.courts(d)) {
                List<Slot> slots = plan.onCourt(d, court);
                for (int i = 1; i < slots.size(); i++) {
                    assertTrue(slots.get(i).start() >= slots.get(i - 1).end() + changeover,
                            "court " + court + ": " + slots.get(i - 1) + " then " + slots.get(i));
                }
            }
        }
    }

    @Property(tries = 60)
    void everyMatchIsPlannedOnce(@ForAll long seed) {
        Days.Day day = Days.of(seed);
        Plan plan = Schedule.plan(day.tournament(), day.competitions());
        Set<String> expected = new HashSet<>();
        for (CompetitionState s : day.competitions()) {
            for (MatchResult m : matches(s)) {
                if (!(m.status() == MatchStatus.COMPLETED && m.scheduledAt().isEmpty())) {
                    expected.add(s.competition().id() + "/" + m.id());
                }
            }
        }
        List<String> planned = new ArrayList<>();
        plan.slots().forEach(s -> planned.add(s.competitionId() + "/" + s.matchId()));
        assertEquals(planned.size(), new HashSet<>(planned).size(), "a match planned twice");
        assertEquals(expected, new HashSet<>(planned));
        assertTrue(plan.slots().stream().allMatch(s -> s.start() >= 0 && s.end() > s.start()));
    }

    @Property(tries = 60)
    void noMatchOverlapsABreakOrStartsBeforeItsCompetition(@ForAll long seed) {
        Days.Day day = Days.of(seed);
        Plan plan = Schedule.plan(day.tournament(), day.competitions());
        Map<String, Integer> starts = new HashMap<>();
        day.competitions().forEach(s -> starts.put(s.competition().id(), Clock.minutes(s.competition().schedule().startTime())));
        for (Slot s : plan.slots()) {
            assertTrue(s.start() >= starts.get(s.competitionId()), s + " starts before its competition");
            for (Break b : plan.breaksOn(s.date(), s.court())) {
                assertFalse(s.start() < b.end() && b.start() < s.end(), s + " overlaps " + b);
            }
        }
    }

    @Property(tries = 60)
    void aPersonIsNeverInTwoPlacesAndRestsBetweenCompetitions(@ForAll long seed) {
        Days.Day day = Days.of(seed);
        Plan plan = Schedule.plan(day.tournament(), day.competitions());
        int rest = plan.settings().restMinutes();
        Map<String, List<Slot>> byPerson = new HashMap<>();
        Map<String, Slot> slots = plan.byMatch();
        for (CompetitionState s : day.competitions()) {
            for (MatchResult m : matches(s)) {
                Slot slot = slots.get(s.competition().id() + "\u0000" + m.id());
                if (slot == null) {
                    continue; // a bye takes no place on a court
                }
                for (var side : List.of(m.sideA(), m.sideB())) {
                    s.findPlayer(side.participantId()).ifPresent(p -> byPerson
                            .computeIfAbsent(p.name() + "|" + p.dojo(), k -> new ArrayList<>()).add(slot));
                }
            }
        }
        for (Map.Entry<String, List<Slot>> e : byPerson.entrySet()) {
            List<Slot> list = e.getValue();
            for (int i = 0; i < list.size(); i++) {
                for (int j = i + 1; j < list.size(); j++) {
                    Slot a = list.get(i);
                    Slot b = list.get(j);
                    int gap = a.competitionId().equals(b.competitionId()) ? 0 : rest;
                    assertTrue(a.end() + gap <= b.start() || b.end() + gap <= a.start(),
                            e.getKey() + " is due in " + a + " and " + b + " with a rest of " + rest);
                }
            }
        }
    }

    @Property(tries = 60)
    void aKnockoutMatchStartsAfterTheMatchesItWaitsFor(@ForAll long seed) {
        Days.Day day = Days.of(seed);
        Plan plan = Schedule.plan(day.tournament(), day.competitions());
        Map<String, Slot> slots = plan.byMatch();
        for (CompetitionState s : day.competitions()) {
            String id = s.competition().id();
            for (BracketMatch b : s.bracket().allMatches()) {
                Slot slot = slots.get(id + "\u0000" + b.result().id());
                for (String f : b.feeders()) {
                    Slot feeder = slots.get(id + "\u0000" + f);
                    if (slot != null && feeder != null) {
                        assertTrue(slot.start() >= feeder.end(), slot + " before its feeder " + feeder);
                    }
                }
                if (slot != null && b.feeders().isEmpty()) {
                    for (MatchResult m : s.poolMatches()) {
                        assertTrue(slot.start() >= slots.get(id + "\u0000" + m.id()).end(), slot + " before the pools end");
                    }
                }
            }
        }
    }

    @Property(tries = 40)
    void theSameInputGivesTheSamePlanAndAWrittenPlanPlansAgainTheSame(@ForAll long seed) {
        Days.Day day = Days.of(seed);
        Plan plan = Schedule.plan(day.tournament(), day.competitions());
        List<CompetitionState> shuffled = new ArrayList<>(day.competitions());
        Collections.reverse(shuffled);
        assertEquals(plan, Schedule.plan(day.tournament(), shuffled));
        List<CompetitionState> written = new ArrayList<>();
        day.competitions().forEach(s -> written.add(plan.applyTo(s)));
        Plan again = Schedule.plan(day.tournament(), written);
        assertEquals(plan.slots(), again.slots());
        for (CompetitionState s : written) {
            assertEquals(s, again.applyTo(s), "writing the plan again changes " + s.competition().id());
        }
    }

    static List<MatchResult> matches(CompetitionState s) {
        List<MatchResult> all = new ArrayList<>(s.poolMatches());
        s.bracket().allMatches().stream().filter(b -> !b.hidden()).forEach(b -> all.add(b.result()));
        return all;
    }
}
