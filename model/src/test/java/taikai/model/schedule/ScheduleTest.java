package taikai.model.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.model.draw.KnockoutDraw;
import taikai.model.draw.PoolDraw;
import taikai.model.entrant.Player;
import taikai.model.tournament.Tournament;

/** The plan's rules one at a time: durations, breaks, days, and the sentences for what cannot be read. */
class ScheduleTest {
    static final Tournament HALL = Tournament.create("Spring", "16-05-2026", "Hall", List.of("A", "B"));

    static List<Player> field(String prefix, int n) {
        List<Player> field = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            field.add(Player.of(prefix + i, "Fighter " + i, "Dojo " + i));
        }
        return field;
    }

    static CompetitionState pools(String id, List<String> courts, String start, int entrants) {
        Competition c = Competition.create(id, "Open " + id, Kind.INDIVIDUAL, Format.LEAGUE).withSchedule(s -> s.withCourts(courts).withStartTime(start)).withPools(p -> p.withSize(4));
        List<Player> field = field(id, entrants);
        PoolDraw.Result drawn = PoolDraw.draw(c.withFormat(Format.POOLS_THEN_KNOCKOUT), field, 1);
        return CompetitionState.empty(c).withPlayers(field).withPools(drawn.pools()).withPoolMatches(drawn.bouts());
    }

    @Test
    void aPoolBoutLastsItsClockTimeTimesTheMultiplierAndTheCourtChangesOver() {
        Plan plan = Schedule.plan(HALL, List.of(pools("open", List.of("A"), "09:00", 4)));
        List<Slot> a = plan.onCourt(LocalDate.of(2026, 5, 16), "A");
        // 180 s at 1.5 = 4.5 minutes, planned as 5, then a minute's changeover.
        assertEquals(List.of("09:00", "09:06", "09:12"), a.subList(0, 3).stream().map(Slot::startText).toList());
        assertEquals(5, a.get(0).minutes());
    }

    @Test
    void theLunchBlockHoldsEveryCourtAndAMatchThatWouldRunIntoItWaits() {
        Tournament t = HALL.withDay(d -> d.withLunchBlock("45m")).withExtraKeys(Map.of("lunch_time", "09:10"));
        Plan plan = Schedule.plan(t, List.of(pools("open", List.of("A"), "09:00", 4)));
        List<Slot> a = plan.onCourt(LocalDate.of(2026, 5, 16), "A");
        assertEquals(List.of("09:00", "09:55", "10:01"), a.subList(0, 3).stream().map(Slot::startText).toList());
        assertEquals(List.of("Lunch"), plan.breaksOn(LocalDate.of(2026, 5, 16), "A").stream().map(Break::label).toList());
    }

    @Test
    void aTeamEncounterLastsItsPositionsAndKachinukiIsPlannedAtTheChosenCase() {
        Competition team = Competition.create("teams", "Teams", Kind.TEAM, Format.KNOCKOUT).withTeams(t -> t.withSize(3)).withSchedule(s -> s.withCourts(List.of("A")).withStartTime("10:00"));
        List<Player> field = field("t", 2);
        CompetitionState fixed = CompetitionState.empty(team).withPlayers(field).withBracket(KnockoutDraw.draw(team, field, 1));
        CompetitionState kachinuki = fixed.withCompetition(team.withTeams(t -> t.withMatchType(TeamMatchType.KACHINUKI)));
        // Three bouts of 4.5 minutes and two changes of a minute: 15.5, planned as 16.
        assertEquals(16, Schedule.plan(HALL, List.of(fixed)).slots().get(0).minutes());
        Slot average = Schedule.plan(HALL, List.of(kachinuki)).slots().get(0);
        assertEquals(21, average.minutes()); // four bouts
        assertEquals(10 * 60 + 16, average.earliestEnd()); // three bouts
        assertEquals(10 * 60 + 27, average.latestEnd()); // five bouts
        Slot worst = Schedule.plan(HALL.withExtraKeys(Map.of("kachinuki_estimate", "worst")), List.of(kachinuki)).slots().get(0);
        assertEquals(27, worst.minutes());
    }

    @Test
    void severalDaysGiveAPlanPerDayAndADateOutsideThemIsNamed() {
        Tournament twoDays = HALL.withDay(d -> d.withDurationDays(2));
        CompetitionState first = pools("first", List.of("A"), "09:00", 4);
        CompetitionState second = pools("second", List.of("A"), "09:00", 4);
        second = second.withCompetition(second.competition().withSchedule(s -> s.withDate("17-05-2026")));
        Plan plan = Schedule.plan(twoDays, List.of(first, second));
        assertEquals(List.of(LocalDate.of(2026, 5, 16), LocalDate.of(2026, 5, 17)), plan.days());
        assertEquals("09:00", plan.slot("first", "Pool A-0").orElseThrow().startText());
        assertEquals("09:00", plan.slot("second", "Pool A-0").orElseThrow().startText());
        assertEquals(LocalDate.of(2026, 5, 17), plan.slot("second", "Pool A-0").orElseThrow().date());
        Plan wrong = Schedule.plan(HALL, List.of(first, second));
        assertEquals(List.of("The date of Open second (date in competitions/second/config.md) is 17-05-2026, not one of the"
                + " tournament's 1 day (16-05-2026); change the date or the tournament's duration_days."), wrong.problems());
        assertEquals(List.of(), wrong.slots());
    }

    @Test
    void aDayThatCannotHoldItsMatchesNamesTheCourtInASentence() {
        Tournament t = HALL.withDay(d -> d.withClosingTime("09:30").withClosingBlock("10m").withOpeningTime("08:00"));
        Plan plan = Schedule.plan(t, List.of(pools("open", List.of("A"), "09:00", 8)));
        assertEquals(1, plan.clashes().size());
        assertTrue(plan.clashes().get(0).startsWith("On 16-05-2026 court A runs to "), plan.clashes().get(0));
        assertTrue(plan.clashes().get(0).contains("past the closing block at 09:20"), plan.clashes().get(0));
    }

    @Test
    void aCompetitionWithoutAStartTimeGetsNoTimesYet() {
        Plan plan = Schedule.plan(HALL, List.of(pools("open", List.of("A"), "", 4)));
        assertEquals(List.of(), plan.slots());
        assertEquals(List.of("Open open has no start time, so its matches are given no times yet."), plan.notes());
    }

    @Test
    void badInputIsASentenceNamingTheFieldAndNothingIsPlanned() {
        CompetitionState ok = pools("open", List.of("A"), "09:00", 4);
        assertProblem(HALL, pools("open", List.of("A"), "9h30", 4),
                "The start time of Open open (start_time in competitions/open/config.md) is \"9h30\", not a time such as 09:30.");
        assertProblem(HALL.withExtraKeys(Map.of("breaks", List.of(Map.of("label", "Tea", "start", "15:00", "end", "14:30")))), ok,
                "The break \"Tea\" (breaks in tournament.md) ends at 14:30, before it starts at 15:00; swap the two times.");
        assertProblem(HALL.withDay(d -> d.withLunchBlock("0m")), ok, "The lunch block (lunch_block in tournament.md) is 0m, a break of no time;"
                + " leave it empty for none, or give it a length such as 30m.");
        assertProblem(HALL, ok.withCompetition(ok.competition().withSchedule(s -> s.withPoolMatchSeconds(-60))),
                "A match of Open open lasts -60 seconds (pool_match_duration_seconds in competitions/open/config.md); it lasts"
                        + " from 60 to 3600 seconds, or 0 for the usual 180.");
        assertProblem(HALL, ok.withCompetition(ok.competition().withSchedule(s -> s.withCourts(List.of()))),
                "Open open has no courts (courts in competitions/open/config.md); choose the courts it plays on before its"
                        + " matches can be given times.");
        assertProblem(HALL.withDay(d -> d.withOpeningTime("8.30")), ok, "The opening time (opening_time in tournament.md) is \"8.30\", not a time"
                + " such as 09:00.");
    }

    private static void assertProblem(Tournament t, CompetitionState state, String sentence) {
        Plan plan = Schedule.plan(t, List.of(state));
        assertEquals(List.of(sentence), plan.problems());
        assertEquals(List.of(), plan.slots());
        assertEquals(state, plan.applyTo(state), "nothing is written");
    }
}
