package taikai.storage.markdown;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.competition.BoutRules;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionSchedule;
import taikai.model.competition.EntrantRules;
import taikai.model.competition.KnockoutRules;
import taikai.model.competition.LeagueTiebreak;
import taikai.model.competition.LineupMigration;
import taikai.model.competition.NaginataRules;
import taikai.model.competition.PoolRules;
import taikai.model.competition.SwissState;
import taikai.model.competition.TeamRules;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.FightingSpiritAward;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class CompetitionFileTest {

    static Competition everySettingSet() {
        Map<String, Object> extra = new LinkedHashMap<>();
        extra.put("source_comp_id", "open-mixed");
        return new Competition("teams", "Team Cup", Kind.TEAM, Format.POOLS_THEN_KNOCKOUT, CompetitionStatus.POOLS,
                new PoolRules("partial", 4, "max", 2, "fill-bracket", true), new TeamRules(5, TeamMatchType.KACHINUKI),
                new BoutRules(true, false, 2), new NaginataRules(true, true, 5), new KnockoutRules(true, true),
                new CompetitionSchedule(List.of("C", "D"), "16-03-2025", "10:30", 240, 300),
                new EntrantRules(true, "T", true, true), new SwissState(5, 2), new LeagueTiebreak(4, true, true),
                new LineupMigration(List.of("team-1", "team-2"), Map.of("team-1", List.of("Pool A-0", "Pool A-2")), true),
                List.of(new FightingSpiritAward("Kantosho", "Rin Sato", "Seibukan")), -17, extra, "Notes kept.\n");
    }

    static final String EVERY_SETTING = """
            ---
            id: teams
            name: Team Cup
            kind: team
            format: mixed
            pool_format: partial
            team_size: 5
            pool_size: 4
            pool_size_mode: max
            pool_winners: 2
            extra_qualifiers: fill-bracket
            round_robin: true
            courts:
                - C
                - D
            start_time: 10:30
            date: 16-03-2025
            status: pools
            mirror: true
            with_zekken_name: true
            number_prefix: T
            has_participant_ids: true
            pool_match_duration_seconds: 240
            playoff_match_duration_seconds: 300
            team_match_type: kachinuki
            swiss_rounds: 5
            swiss_current_round: 2
            naginata: true
            engi: true
            check_in_enabled: true
            fighting_spirit_awards:
                -   title: Kantosho
                    recipient_name: Rin Sato
                    recipient_dojo: Seibukan
            league_tiebreak_top_n: 4
            league_two_third_places: true
            league_tiebreak_finalized: true
            round_lineups_legacy:
                - team-1
                - team-2
            round_lineups_given:
                team-1:
                    - Pool A-0
                    - Pool A-2
            round_lineups_converted: true
            ippon_shobu: true
            third_place_match: true
            hikiwake_allowed: false
            encho_limit: 2
            engi_judges: 5
            draw_seed: -17
            source_comp_id: open-mixed
            ---
            Notes kept.
            """;

    @Test
    void everySettingIsWrittenInTheDocumentedOrderThenTaikaisThenUnknownKeys() {
        assertEquals(EVERY_SETTING, CompetitionFile.write(everySettingSet()));
    }

    @Test
    void everySettingSurvivesASaveAndReload() throws Exception {
        Problems problems = new Problems();
        assertEquals(everySettingSet(), CompetitionFile.read("config.md", EVERY_SETTING, problems));
        assertTrue(problems.isEmpty(), problems.list().toString());
    }

    @Test
    void aNewCompetitionIsWrittenConvertedAndReadsBackTheSame() throws Exception {
        Competition created = Competition.create("open", "Open", Kind.INDIVIDUAL, Format.KNOCKOUT);
        String written = CompetitionFile.write(created);
        assertEquals("---\nid: open\nname: Open\nkind: individual\nformat: playoffs\nstatus: setup\n"
                + "has_participant_ids: true\nround_lineups_converted: true\n---\n", written);
        assertEquals(created, CompetitionFile.read("config.md", written, new Problems()));
    }

    @Test
    void aFolderWrittenBeforeTheConversionReadsAsNotConverted() throws Exception {
        Competition c = CompetitionFile.read("config.md", "---\nid: old\nkind: team\n---\n", new Problems());
        assertFalse(c.lineups().converted());
    }

    @Test
    void hikiwakeIsAllowedWhenTheKeyIsAbsentAndOnlyFalseIsWritten() throws Exception {
        Competition c = CompetitionFile.read("config.md", "---\nid: old\n---\n", new Problems());
        assertTrue(c.bouts().hikiwakeAllowed());
        assertFalse(CompetitionFile.write(c).contains("hikiwake_allowed"));
        assertTrue(CompetitionFile.write(c.withBouts(b -> b.withHikiwakeAllowed(false))).contains("hikiwake_allowed: false\n"));
    }

    @Test
    void wholeMinuteDurationsAreConvertedToSecondsAndDropped() throws Exception {
        Competition c = CompetitionFile.read("config.md",
                "---\nid: old\npool_match_duration: 3\nmatch_duration: 4\n---\n", new Problems());
        assertEquals(180, c.schedule().poolMatchSeconds());
        assertEquals(240, c.schedule().playoffMatchSeconds());
        String written = CompetitionFile.write(c);
        assertTrue(written.contains("pool_match_duration_seconds: 180\nplayoff_match_duration_seconds: 240\n"), written);
        assertFalse(written.contains("pool_match_duration:"), written);
        assertFalse(written.contains("match_duration:"), written);
    }

    @Test
    void theSecondsKeyWinsOverAnOlderMinuteKey() throws Exception {
        Competition c = CompetitionFile.read("config.md",
                "---\npool_match_duration_seconds: 150\npool_match_duration: 3\n---\n", new Problems());
        assertEquals(150, c.schedule().poolMatchSeconds());
    }

    @Test
    void aDurationOutsideItsRangeReadsAsTheDefaultWithItsPosition() throws Exception {
        Problems problems = new Problems();
        Competition c = CompetitionFile.read("competitions/a/config.md",
                "---\nid: a\nplayoff_match_duration_seconds: 5000\n---\n", problems);
        assertEquals(0, c.schedule().playoffMatchSeconds());
        assertEquals(180, c.schedule().effectivePlayoffMatchSeconds());
        Problem p = problems.list().get(0);
        assertEquals("competitions/a/config.md", p.file());
        assertEquals(3, p.line());
        assertEquals(33, p.column());
        assertEquals(Problem.Severity.DEGRADED, p.severity());
    }

    @Test
    void anUnknownFormatReadsAsDirectEliminationAndIsReported() throws Exception {
        Problems problems = new Problems();
        Competition c = CompetitionFile.read("config.md", "---\nformat: pools\nteam_size: -3\n---\n", problems);
        assertEquals(Format.KNOCKOUT, c.format());
        assertEquals(0, c.teams().size());
        assertEquals(List.of(2, 3), problems.list().stream().map(Problem::line).toList());
        assertEquals("The value of format is \"pools\", which is not playoffs, mixed, league or swiss, so the"
                + " competition is drawn as direct elimination; its default applies.", problems.list().get(0).message());
    }

    @Test
    void aBadCourtInAConfigIsLeftOut() throws Exception {
        Problems problems = new Problems();
        Competition c = CompetitionFile.read("config.md", "---\ncourts: [A, Z]\n---\n", problems);
        assertEquals(List.of("A"), c.schedule().courts());
        assertEquals(1, problems.list().size());
    }

    @Test
    void aNumberPrefixLongerThanThreeIsDropped() throws Exception {
        Problems problems = new Problems();
        Competition c = CompetitionFile.read("config.md", "---\nnumber_prefix: ABCD\n---\n", problems);
        assertEquals("", c.entrants().numberPrefix());
        assertEquals(1, problems.list().size());
    }
}
