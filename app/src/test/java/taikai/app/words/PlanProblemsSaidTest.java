package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.draw.PoolDraw;
import taikai.model.entrant.Player;
import taikai.model.match.MatchResult;
import taikai.model.match.MatchStatus;
import taikai.model.rule.Refusal;
import taikai.model.schedule.Plan;
import taikai.model.schedule.Schedule;
import taikai.model.tournament.Tournament;
import taikai.words.Language;

/**
 * What the day's plan says it cannot read and the clashes it cannot avoid: every one has its code in
 * the app's bundle with exactly the plan's English, so the schedule screen says it in the desktop's
 * language (decision 0046).
 */
class PlanProblemsSaidTest {
    private static final Tournament HALL = Tournament.create("Spring", "16-05-2026", "Hall", List.of("A", "B"));

    private static CompetitionState pools(String id, List<String> courts, String start, int entrants) {
        Competition c = Competition.create(id, "Open " + id, Kind.INDIVIDUAL, Format.LEAGUE)
                .withSchedule(s -> s.withCourts(courts).withStartTime(start)).withPools(p -> p.withSize(4));
        List<Player> field = new ArrayList<>();
        for (int i = 0; i < entrants; i++) {
            field.add(Player.of(id + i, "Fighter " + i, "Dojo " + i));
        }
        PoolDraw.Result drawn = PoolDraw.draw(c.withFormat(Format.POOLS_THEN_KNOCKOUT), field, 1);
        return CompetitionState.empty(c).withPlayers(field).withPools(drawn.pools()).withPoolMatches(drawn.bouts());
    }

    private static CompetitionState with(CompetitionState state, java.util.function.UnaryOperator<Competition> change) {
        return state.withCompetition(change.apply(state.competition()));
    }

    @Test
    void everyProblemOfTheTournamentsTimesIsSaidExactlyInEnglish() {
        CompetitionState ok = pools("open", List.of("A"), "09:00", 4);
        Tournament wrong = HALL.withDay(d -> d.withDurationDays(40).withOpeningTime("8.30").withClosingTime("late")
                        .withOpeningBlock("x").withLunchBlock("0m").withClosingBlock("z").withClockToElapsedMultiplier(0.0))
                .withExtraKeys(Map.of("lunch_time", "noon", "rest_between_bouts", "long", "changeover", "soon",
                        "bout_changeover", "later", "kachinuki_estimate", "typical",
                        "breaks", List.of("tea",
                                Map.of("start", "noon", "end", "13:00"),
                                Map.of("label", "Tea", "start", "noon", "end", "13:00"),
                                Map.of("start", "15:00", "end", "late"),
                                Map.of("label", "Tea", "start", "15:00", "end", "late"),
                                Map.of("start", "15:00", "end", "14:30"),
                                Map.of("label", "Tea", "start", "15:00", "end", "14:30"),
                                Map.of("start", "15:00", "end", "15:00"),
                                Map.of("label", "Tea", "start", "15:00", "end", "15:00"),
                                Map.of("start", "15:00", "end", "16:00", "date", "someday"),
                                Map.of("label", "Tea", "start", "15:00", "end", "16:00", "date", "someday"))));
        List<Refusal> problems = new ArrayList<>(Schedule.plan(wrong, List.of(ok)).problemsSaid());
        Tournament backwards = Tournament.create("Spring", "31-31-2026", "Hall", List.of("A"))
                .withDay(d -> d.withOpeningTime("10:00").withClosingTime("09:00").withOpeningBlock("1h").withClosingBlock("2h")
                        .withLunchBlock("y").withOpeningBlock("0m"))
                .withExtraKeys(Map.of("breaks", "at noon"));
        problems.addAll(Schedule.plan(backwards, List.of(ok)).problemsSaid());
        problems.addAll(Schedule.plan(HALL.withDay(d -> d.withOpeningTime("10:00").withClosingTime("11:00")
                .withOpeningBlock("30m").withClosingBlock("45m").withClosingBlock("0m")), List.of(ok)).problemsSaid());
        problems.addAll(Schedule.plan(HALL.withDay(d -> d.withOpeningTime("10:00").withClosingTime("11:00")
                .withOpeningBlock("30m").withClosingBlock("45m")), List.of(ok)).problemsSaid());

        // The two sentences that show the item's shape, {label, start, end}, keep their English: a pattern
        // says no brace (SaidTest), so they are not in the bundle yet.
        problems.removeIf(r -> r.code().equals("plan-breaks-not-list") || r.code().equals("plan-break-not-item"));
        Set<String> codes = assertSaidExactly(problems);
        assertTrue(codes.size() >= 28, codes.size() + " codes: " + codes);
        assertTrue(codes.containsAll(List.of("plan-tournament-days", "plan-opening-time", "plan-closing-time", "plan-lunch-time",
                "plan-multiplier", "plan-opening-block", "plan-lunch-block", "plan-lunch-block-no-time", "plan-closing-block", "plan-rest", "plan-changeover",
                "plan-bout-changeover", "plan-kachinuki-estimate", "plan-break-start", "plan-named-break-start",
                "plan-break-end", "plan-named-break-end", "plan-break-backwards", "plan-named-break-backwards", "plan-break-no-time",
                "plan-named-break-no-time", "plan-break-date", "plan-named-break-date", "plan-tournament-date",
                "plan-closing-before-opening", "plan-closing-block-overlap")), codes.toString());
        Refusal lunch = problems.stream().filter(r -> r.code().equals("plan-lunch-time")).findFirst().orElseThrow();
        assertEquals("昼休憩の時刻（tournament.md の lunch_time）が「noon」で、09:00 のような時刻ではありません。",
                Said.refusal(lunch, Language.JAPANESE));
    }

    @Test
    void everyProblemOfACompetitionsScheduleIsSaidExactlyInEnglish() {
        CompetitionState ok = pools("open", List.of("A"), "09:00", 4);
        List<CompetitionState> wrong = List.of(
                pools("early", List.of("A"), "9h30", 4),
                with(pools("dated", List.of("A"), "09:00", 4), c -> c.withSchedule(s -> s.withDate("someday"))),
                with(pools("later", List.of("A"), "09:00", 4), c -> c.withSchedule(s -> s.withDate("20-05-2026"))),
                with(pools("short", List.of("A"), "09:00", 4), c -> c.withSchedule(s -> s.withPoolMatchSeconds(-60)
                        .withPlayoffMatchSeconds(7200))),
                with(pools("nowhere", List.of("A"), "09:00", 4), c -> c.withSchedule(s -> s.withCourts(List.of()))),
                pools("far", List.of("Z"), "09:00", 4),
                CompetitionState.empty(Competition.create("teams", "Teams", Kind.TEAM, Format.KNOCKOUT).withTeams(t -> t.withSize(0))
                        .withSchedule(s -> s.withCourts(List.of("A")).withStartTime("10:00"))));
        List<Refusal> problems = new ArrayList<>(Schedule.plan(HALL.withDay(d -> d.withDurationDays(2)), wrong).problemsSaid());
        problems.addAll(Schedule.plan(HALL, List.of(ok, with(pools("second", List.of("A"), "09:00", 4),
                c -> c.withSchedule(s -> s.withDate("17-05-2026"))))).problemsSaid());

        Set<String> codes = assertSaidExactly(problems);
        assertTrue(codes.containsAll(List.of("plan-start-time", "plan-date", "plan-date-not-a-day", "plan-date-not-the-day",
                "plan-match-duration", "plan-no-courts", "plan-court-unknown", "plan-team-size")), codes.toString());
        assertTrue(problems.stream().anyMatch(r -> Said.refusal(r, Language.GERMAN)
                .equals("Open far wird auf Fläche Z ausgetragen (courts in competitions/far/config.md), die nicht zu den Flächen"
                        + " des Turniers gehört (A, B).")), "the unknown court in German");
    }

    @Test
    void everyClashOfTheDayIsSaidExactlyInEnglish() {
        List<Refusal> clashes = new ArrayList<>();
        Tournament closing = HALL.withDay(d -> d.withClosingTime("09:30").withClosingBlock("10m").withOpeningTime("08:00"));
        clashes.addAll(Schedule.plan(closing, List.of(pools("open", List.of("A"), "09:00", 8))).clashesSaid());
        clashes.addAll(Schedule.plan(HALL, List.of(pools("late", List.of("A"), "23:30", 8))).clashesSaid());
        clashes.addAll(Schedule.plan(closing, List.of(pools("one", List.of("B"), "09:18", 2))).clashesSaid());
        CompetitionState running = pools("lunch", List.of("A"), "09:00", 4);
        List<MatchResult> matches = new ArrayList<>(running.poolMatches());
        matches.set(0, matches.get(0).withStatus(MatchStatus.RUNNING).withCourt("A").withScheduledAt("12:40"));
        clashes.addAll(Schedule.plan(HALL.withDay(d -> d.withLunchBlock("45m")), List.of(running.withPoolMatches(matches)))
                .clashesSaid());

        // The final queued on its court before the first round it waits for.
        Competition knockout = Competition.create("cup", "Cup", Kind.INDIVIDUAL, Format.KNOCKOUT)
                .withSchedule(s -> s.withCourts(List.of("A")).withStartTime("09:00"));
        List<Player> four = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            four.add(Player.of("cup" + i, "Fighter " + i, "Dojo " + i));
        }
        taikai.model.bracket.Bracket bracket = taikai.model.draw.KnockoutDraw.draw(knockout, four, 1);
        List<List<taikai.model.bracket.BracketMatch>> rounds = new ArrayList<>();
        for (int r = 0; r < bracket.rounds().size(); r++) {
            String at = r == 0 ? "10:00" : "09:00";
            rounds.add(bracket.rounds().get(r).stream()
                    .map(m -> m.withResult(m.result().withCourt("A").withScheduledAt(at))).toList());
        }
        clashes.addAll(Schedule.plan(HALL, List.of(CompetitionState.empty(knockout).withPlayers(four)
                .withBracket(bracket.withRounds(rounds)))).clashesSaid());

        Set<String> codes = assertSaidExactly(clashes);
        assertTrue(codes.containsAll(List.of("plan-overrun-closing", "plan-overrun-midnight", "plan-clash-held",
                "plan-clash-queue-order")), codes.toString());
        Refusal held = clashes.stream().filter(r -> r.code().equals("plan-clash-held")).findFirst().orElseThrow();
        assertTrue(Said.refusal(held, Language.JAPANESE).startsWith("16-05-2026、コート A では Open lunch の試合 "),
                Said.refusal(held, Language.JAPANESE));
        Refusal late = clashes.stream().filter(r -> r.code().equals("plan-overrun-midnight")).findFirst().orElseThrow();
        assertTrue(Said.refusal(late, Language.GERMAN).startsWith("Am 16-05-2026 läuft Fläche A bis "), Said.refusal(late, Language.GERMAN));
    }

    private static Set<String> assertSaidExactly(List<Refusal> refusals) {
        assertTrue(!refusals.isEmpty(), "no refusal at all");
        Set<String> codes = new TreeSet<>();
        for (Refusal r : refusals) {
            assertEquals(Optional.of(r.code()), Said.code(r), r.code() + ": " + r.sentence());
            assertEquals(r.sentence(), Said.refusal(r, Language.ENGLISH), r.code());
            for (Language language : Language.values()) {
                assertTrue(language == Language.ENGLISH || !Said.refusal(r, language).equals(r.sentence()),
                        r.code() + " is said in English in " + language.tag());
            }
            codes.add(r.code());
        }
        return codes;
    }
}
