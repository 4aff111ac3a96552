package taikai.storage.folder;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.storage.bracket.BracketFile;
import taikai.storage.results.PoolMatchesFile;

/**
 * A small data folder written by hand, file by file, as Taikai writes it: an individual competition
 * with pools and a knockout ({@code open}) and a team competition ({@code teams}).
 */
final class SampleFolder {
    static final String RIN = "0b5a3c1e-8f2d-4b6a-9c1e-2d3f4a5b6c7d";
    static final String YUKI = "1c6b4d2f-9a3e-4c7b-8d2f-3e4a5b6c7d8e";
    static final String KUMA = "2d7c5e3a-0b4f-4d8c-9e3a-4f5b6c7d8e9f";
    static final String TORA = "3e8d6f4b-1c5a-4e9d-8f4b-5a6c7d8e9fa0";

    static final String TOURNAMENT = """
            ---
            name: Spring Taikai
            date: 15-03-2025
            courts:
                - A
                - B
            password: ""
            mode: officiated
            sponsors:
                -   name: Bogu Shop
                    file: 0123456789abcdef.png
            theme:
                logo_path: logo.png
            ---
            """;

    static final String OPEN_CONFIG = """
            ---
            id: open
            name: Open
            kind: individual
            format: mixed
            pool_size: 3
            status: pools
            has_participant_ids: true
            round_lineups_converted: true
            ---
            Seeding agreed with the referees.
            """;

    static final String TEAMS_CONFIG = """
            ---
            id: teams
            name: Teams
            kind: team
            format: league
            team_size: 3
            status: pools
            has_participant_ids: true
            round_lineups_converted: true
            ---
            """;

    private SampleFolder() {
    }

    /** Every file of the folder, relative path to text. */
    static Map<String, String> files() {
        Map<String, String> files = new TreeMap<>();
        files.put("tournament.md", TOURNAMENT);
        String open = "competitions/open/";
        files.put(open + "config.md", OPEN_CONFIG);
        files.put(open + "participants.csv", RIN + ",Rin Sato,Seibukan,3 dan,checked_in\n"
                + YUKI + ",Yuki Tanaka,Tobukan,2 dan,registered\n");
        files.put(open + "seeds.csv", "Rank,Name,Dojo,ID\n1,Rin Sato,Seibukan," + RIN + "\n");
        files.put(open + "pools.csv", "Pool A,Rin Sato,0,,Seibukan,1,A1," + RIN + "\nPool A,Yuki Tanaka,1,,Tobukan,,A2,"
                + YUKI + "\n");
        MatchResult bout = MatchResult.poolMatch("Pool A", "0", Side.of("Rin Sato", RIN), Side.of("Yuki Tanaka", YUKI), -1);
        files.put(open + "pool-matches.csv", PoolMatchesFile.write(List.of(bout)));
        MatchResult finalMatch = MatchResult.scheduled("m-r1-0", "", "", Side.of("Rin Sato", RIN), Side.EMPTY, -1);
        files.put(open + "bracket.json", BracketFile.write(new Bracket(false,
                List.of(List.of(BracketMatch.of(finalMatch))), null, List.of(), false)));
        files.put(open + "competitor-status.yaml", """
                statuses:
                    -   playerId: %s
                        eligible: false
                        reinstateable: true
                        reason: kiken at Pool A-0
                        matchId: Pool A-0
                        recordedAt: 2025-03-15T10:30:00Z
                """.formatted(YUKI));
        files.put(open + "overrides.json", "{\n  \"poolRanks\": {\n    \"Pool A\": {\n      \"Rin Sato\": 1\n    }\n"
                + "  },\n  \"winners\": {}\n}\n");
        files.put(open + "schedule.csv", "MatchType,MatchRef,Court,ScheduledAt,Status,Date,IsBreak,Label\n"
                + "pool,Pool A-0,A,09:00,scheduled,15-03-2025,,\n");
        String teams = "competitions/teams/";
        files.put(teams + "config.md", TEAMS_CONFIG);
        files.put(teams + "participants.csv", KUMA + ",Kuma,Seibukan\n" + TORA + ",Tora,Tobukan\n");
        // A league in play has its matches (ExpectedFiles): the one encounter of its two teams.
        files.put(teams + "pool-matches.csv", PoolMatchesFile.write(List.of(
                MatchResult.poolMatch("League", "0", Side.of("Kuma", KUMA), Side.of("Tora", TORA), -1))));
        files.put(teams + "pools.csv", "League,Kuma,0,,Seibukan,,T1," + KUMA + "\nLeague,Tora,1,,Tobukan,,T2," + TORA
                + "\n");
        files.put(teams + "team-members.yaml", """
                members:
                    "%s":
                        -   id: m-1
                            index: 1
                            name: Haruki
                        -   id: m-2
                            index: 2
                            name: ""
                """.formatted(KUMA));
        files.put(teams + "lineups.yaml", """
                lineups:
                    -   teamId: %s
                        competitionId: teams
                        round: 0
                        positions:
                            "1": Haruki
                        memberIds:
                            "1": m-1
                """.formatted(KUMA));
        return files;
    }

    /** The folder with the images tournament.md names. */
    static void writeAll(Path root) throws IOException {
        write(root, files());
        Files.createDirectories(root.resolve("branding"));
        Files.write(root.resolve("branding/logo.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G'});
        Files.createDirectories(root.resolve("sponsors"));
        Files.write(root.resolve("sponsors/0123456789abcdef.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G'});
    }

    static void write(Path root, Map<String, String> files) throws IOException {
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path path = root.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue(), StandardCharsets.UTF_8);
        }
    }

    /** Every file under {@code root}, relative path to bytes. */
    static Map<String, byte[]> snapshot(Path root) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(path).toString().replace('\\', '/'), Files.readAllBytes(path));
            }
        }
        return files;
    }
}
