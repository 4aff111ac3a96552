package taikai.storage.lineup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.Player;
import taikai.model.entrant.TeamLineup;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class LineupsFileTest {
    static final String GOLDEN = """
            lineups:
                -   teamId: team-kuma
                    competitionId: teams
                    round: 0
                    positions:
                        senpo: Rin
                        jiho: ""
                        chuken: Ken
                        fukusho: Aki
                        taisho: Yuki
                    memberIds:
                        senpo: m-rin
                        jiho: m-sho
                -   teamId: team-kuma
                    competitionId: teams
                    round: 0
                    matchId: Pool A-1
                    positions:
                        "1": Rin
                        "2": Ken
                        "10": Aki
            """;

    static Map<String, String> ordered(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }

    @Test
    void lineupsAreWrittenByTeamRoundAndMatchWithPositionsInFightingOrder() {
        List<TeamLineup> lineups = List.of(
                new TeamLineup("team-kuma", "teams", 0, "Pool A-1", ordered("10", "Aki", "2", "Ken", "1", "Rin"), Map.of()),
                new TeamLineup("team-kuma", "teams", 0, "", ordered("taisho", "Yuki", "senpo", "Rin", "fukusho", "Aki",
                        "chuken", "Ken", "jiho", ""), ordered("jiho", "m-sho", "senpo", "m-rin")));
        assertEquals(GOLDEN, LineupsFile.write(lineups));
    }

    @Test
    void theGoldenFileReadsBackWithAMemberIdBesideAnEmptyName() throws Exception {
        List<TeamLineup> read = LineupsFile.read("l.yaml", GOLDEN, List.of(), new Problems());
        assertEquals("", read.get(0).positions().get("jiho"));
        assertEquals("m-sho", read.get(0).memberIds().get("jiho"));
        assertEquals(GOLDEN, LineupsFile.write(read));
    }

    @Test
    void aLineupStoredUnderATeamNameIsStoredUnderTheTeamsIdWhenOneTeamHasThatName() throws Exception {
        List<Player> teams = List.of(Player.of("id-kuma", "Kuma", "Dojo"), Player.of("id-tora", "Tora", "Dojo"));
        Problems problems = new Problems();
        List<TeamLineup> read = LineupsFile.read("competitions/teams/lineups.yaml",
                "lineups:\n  - teamId: Kuma\n    competitionId: teams\n    round: 1\n    positions: {senpo: Rin}\n",
                teams, problems);
        assertEquals("id-kuma", read.get(0).teamId());
        Problem notice = problems.list().get(0);
        assertEquals(Problem.Severity.NOTICE, notice.severity());
        assertEquals(2, notice.line());
        assertEquals(13, notice.column());
    }

    @Test
    void aLineupUnderANameTwoTeamsShareStaysWhereItIs() throws Exception {
        List<Player> teams = List.of(Player.of("id-1", "Kuma", "North"), Player.of("id-2", "Kuma", "South"));
        List<TeamLineup> read = LineupsFile.read("l.yaml", "lineups:\n  - teamId: Kuma\n    round: 0\n", teams,
                new Problems());
        assertEquals("Kuma", read.get(0).teamId());
    }

    @Test
    void aRoundThatIsNotANumberReadsAsZeroWithItsPosition() throws Exception {
        Problems problems = new Problems();
        List<TeamLineup> read = LineupsFile.read("l.yaml", "lineups:\n  - teamId: t\n    round: two\n", List.of(),
                problems);
        assertEquals(0, read.get(0).round());
        assertEquals(3, problems.list().get(0).line());
        assertEquals(12, problems.list().get(0).column());
    }
}
