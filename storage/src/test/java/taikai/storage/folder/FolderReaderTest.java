package taikai.storage.folder;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.SeedEntry;
import taikai.storage.problem.Problem;

class FolderReaderTest {
    @TempDir
    Path root;

    @Test
    void aFolderWrittenByHandLoadsEveryCompetitionWithoutAProblem() throws Exception {
        SampleFolder.writeAll(root);
        LoadedTournament loaded = FolderReader.read(root);
        assertEquals(List.of(), loaded.problems());
        assertEquals("Spring Taikai", loaded.tournament().orElseThrow().name());
        assertEquals(List.of("open", "teams"), List.copyOf(loaded.competitions().keySet()));
        CompetitionState open = loaded.competition("open").orElseThrow().state().orElseThrow();
        assertEquals(2, open.players().size());
        assertEquals(1, open.poolMatches().size());
        assertEquals("m-r1-0", open.bracket().rounds().get(0).get(0).id());
        assertEquals("Seeding agreed with the referees.\n", open.competition().notes());
        CompetitionState teams = loaded.competition("teams").orElseThrow().state().orElseThrow();
        assertEquals("m-1", teams.lineups().get(0).memberIds().get("1"));
        assertEquals(2, teams.teamMembers().get(SampleFolder.KUMA).size());
    }

    @Test
    void aBrokenFileFailsOnlyItsOwnCompetitionAndIsLeftUntouched() throws Exception {
        SampleFolder.writeAll(root);
        Files.writeString(root.resolve("competitions/teams/pools.csv"),
                "League,Kuma,0,,Seibukan,,T1," + SampleFolder.KUMA + "\nLeague,Tora,1\n");
        Map<String, byte[]> before = SampleFolder.snapshot(root);

        LoadedTournament loaded = FolderReader.read(root);

        LoadedCompetition teams = loaded.competition("teams").orElseThrow();
        assertTrue(teams.failed());
        Problem fatal = teams.fatalProblems().get(0);
        assertEquals("competitions/teams/pools.csv", fatal.file());
        assertEquals(2, fatal.line());
        assertEquals("League,Tora,".length() + 1, fatal.column(), "the last field of the short row");
        assertTrue(loaded.competition("open").orElseThrow().state().isPresent(), "the other competition still loads");
        Map<String, byte[]> after = SampleFolder.snapshot(root);
        assertEquals(before.keySet(), after.keySet(), "reading creates and removes nothing");
        before.forEach((path, bytes) -> assertArrayEquals(bytes, after.get(path), path + " was modified by a read"));
    }

    @Test
    void everyBrokenFileOfACompetitionIsReportedAtOnce() throws Exception {
        SampleFolder.writeAll(root);
        Files.writeString(root.resolve("competitions/open/bracket.json"), "{\"rounds\": [\n");
        Files.writeString(root.resolve("competitions/open/overrides.json"), "[1, 2]\n");
        LoadedCompetition open = FolderReader.readCompetition(root, "open");
        assertEquals(List.of("competitions/open/bracket.json", "competitions/open/overrides.json"),
                open.fatalProblems().stream().map(Problem::file).toList());
    }

    @Test
    void aMissingOptionalFileReadsAsItsEmptyDefault() throws Exception {
        SampleFolder.write(root, Map.of("tournament.md", SampleFolder.TOURNAMENT,
                "competitions/teams/config.md", SampleFolder.TEAMS_CONFIG.replace("status: pools", "status: setup")));
        LoadedCompetition teams = FolderReader.readCompetition(root, "teams");
        CompetitionState state = teams.state().orElseThrow();
        assertEquals(List.of(), state.players());
        assertTrue(state.overrides().isEmpty());
        assertEquals(List.of("competitions/teams/config.md"), List.copyOf(teams.files()));
    }

    @Test
    void aFolderInThePlaceOfACompetitionFileIsReportedAsThatFileUnreadable() throws Exception {
        SampleFolder.writeAll(root);
        Files.deleteIfExists(root.resolve("competitions/open/schedule.csv"));
        Files.createDirectories(root.resolve("competitions/open/schedule.csv"));
        LoadedCompetition open = FolderReader.readCompetition(root, "open");
        assertTrue(open.failed(), "a schedule that cannot be read is not taken for an empty one");
        Problem p = open.fatalProblems().get(0);
        assertEquals("competitions/open/schedule.csv", p.file());
        assertTrue(p.message().startsWith("The file could not be read"), p.message());
    }

    @Test
    void theBytesOfEveryFileReadAreHandedBackAsRead() throws Exception {
        SampleFolder.writeAll(root);
        Map<String, byte[]> seen = new java.util.TreeMap<>();
        LoadedCompetition open = FolderReader.readCompetition(root, "open", seen);
        assertEquals(List.copyOf(open.files()), List.copyOf(seen.keySet()));
        for (Map.Entry<String, byte[]> file : seen.entrySet()) {
            assertTrue(java.util.Arrays.equals(Files.readAllBytes(root.resolve(file.getKey())), file.getValue()),
                    file.getKey());
        }
    }

    @Test
    void aCompetitionFolderWithoutConfigFails() throws Exception {
        SampleFolder.write(root, Map.of("competitions/empty/participants.csv", ""));
        LoadedCompetition empty = FolderReader.readCompetition(root, "empty");
        assertTrue(empty.failed());
        assertEquals("competitions/empty/config.md", empty.fatalProblems().get(0).file());
    }

    @Test
    void aFolderThatIsNotACompetitionIdIsReportedAndNotLoaded() throws Exception {
        SampleFolder.writeAll(root);
        Files.createDirectories(root.resolve("competitions/My Cup"));
        Files.createDirectories(root.resolve("competitions/.hidden"));
        LoadedTournament loaded = FolderReader.read(root);
        assertEquals(List.of("open", "teams"), List.copyOf(loaded.competitions().keySet()));
        Problem p = loaded.problems().get(0);
        assertEquals("competitions/My Cup", p.file());
        assertEquals(Problem.Severity.DEGRADED, p.severity());
        assertTrue(FolderReader.readCompetition(root, "../outside").failed());
    }

    @Test
    void aFileThatIsNotUtf8FailsAtTheBadByte() throws Exception {
        SampleFolder.writeAll(root);
        Files.write(root.resolve("competitions/open/participants.csv"),
                new byte[] {'a', ',', 'b', '\n', 'R', 'e', 'n', (byte) 0xE9, ',', 'x', '\n'});
        Problem p = FolderReader.readCompetition(root, "open").fatalProblems().get(0);
        assertEquals(2, p.line());
        assertEquals(4, p.column());
        assertEquals("The file is not UTF-8 text (byte 0xE9); save it again as UTF-8, then reload.", p.message());
    }

    @Test
    void aMissingLogoOrSponsorImageIsDegradedAtTheLineThatNamesIt() throws Exception {
        SampleFolder.write(root, SampleFolder.files());
        LoadedTournament loaded = FolderReader.read(root);
        assertTrue(loaded.tournament().isPresent());
        List<Problem> problems = loaded.tournamentProblems();
        assertEquals(List.of(13, 11), problems.stream().map(Problem::line).toList());
        assertTrue(problems.stream().allMatch(p -> p.severity() == Problem.Severity.DEGRADED));
        assertEquals("The logo branding/logo.png is not in the folder; no logo is shown until it is put back or"
                + " logo_path is corrected.", problems.get(0).message());
    }

    @Test
    void aFolderWithoutTournamentMdStillLoadsItsCompetitions() throws Exception {
        SampleFolder.writeAll(root);
        Files.delete(root.resolve("tournament.md"));
        LoadedTournament loaded = FolderReader.read(root);
        assertFalse(loaded.tournament().isPresent());
        assertTrue(loaded.tournamentProblems().get(0).isFatal());
        assertTrue(loaded.competition("open").orElseThrow().state().isPresent());
    }

    @Test
    void seedsWithoutIdsAreCompletedFromTheRosterWhileTheFileStaysAsItIs() throws Exception {
        SampleFolder.writeAll(root);
        Files.writeString(root.resolve("competitions/open/seeds.csv"), "Rank,Name\n1,Yuki Tanaka\n");
        CompetitionState open = FolderReader.readCompetition(root, "open").state().orElseThrow();
        assertEquals(List.of(new SeedEntry(1, "Yuki Tanaka", "Tobukan", SampleFolder.YUKI)), open.seeds());
        assertEquals("Rank,Name\n1,Yuki Tanaka\n", Files.readString(root.resolve("competitions/open/seeds.csv")));
    }

    @Test
    void aPlayersNumberPoolPositionAndSeedComeFromPoolsAndSeeds() throws Exception {
        SampleFolder.writeAll(root);
        List<Player> players = FolderReader.readCompetition(root, "open").state().orElseThrow().players();
        assertEquals(List.of("A1", "A2"), players.stream().map(Player::number).toList());
        assertEquals(List.of(0, 1), players.stream().map(Player::poolPosition).toList());
        assertEquals(List.of(1, 0), players.stream().map(Player::seed).toList());
    }

    @Test
    void aLegacyLineupUnderATeamNameIsReadUnderTheTeamsId() throws Exception {
        SampleFolder.writeAll(root);
        Files.writeString(root.resolve("competitions/teams/lineups.yaml"),
                "lineups:\n  - teamId: Tora\n    competitionId: teams\n    round: 1\n");
        LoadedCompetition teams = FolderReader.readCompetition(root, "teams");
        assertEquals(SampleFolder.TORA, teams.state().orElseThrow().lineups().get(0).teamId());
        assertEquals(Problem.Severity.NOTICE, teams.problems().get(0).severity());
    }

    @Test
    void aConfigWhoseIdDisagreesWithItsFolderTakesTheFolderName() throws Exception {
        SampleFolder.writeAll(root);
        Files.writeString(root.resolve("competitions/teams/config.md"), SampleFolder.TEAMS_CONFIG.replace("id: teams",
                "id: other"));
        LoadedCompetition teams = FolderReader.readCompetition(root, "teams");
        assertEquals("teams", teams.state().orElseThrow().competition().id());
        assertEquals(Problem.Severity.DEGRADED, teams.problems().get(0).severity());
    }
}
