package taikai.storage.roster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.Player;
import taikai.model.entrant.SeedEntry;
import taikai.storage.csv.RoundTripGuard;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class SeedsFileTest {
    static final String A = "0b5a3c1e-8f2d-4b6a-9c1e-2d3f4a5b6c7d";

    @Test
    void seedsAreWrittenUnderTheCurrentHeaderInRankOrder() {
        String text = SeedsFile.write(List.of(new SeedEntry(2, "Yuki Tanaka", "Tobukan", ""),
                new SeedEntry(1, "Rin Sato", "Seibukan, North", A)));
        assertEquals("Rank,Name,Dojo,ID\n1,Rin Sato,\"Seibukan, North\"," + A + "\n2,Yuki Tanaka,Tobukan,\n", text);
    }

    @Test
    void everySeedFieldSurvivesASaveAndReload() throws Exception {
        SeedEntry sample = new SeedEntry(3, "Rin Sato", "Seibukan", A);
        SeedEntry reloaded = SeedsFile.read("seeds.csv", SeedsFile.write(List.of(sample)), new Problems()).get(0);
        RoundTripGuard.check("seeds.csv", sample, reloaded, Map.of());
    }

    @Test
    void columnsAreFoundByHeaderNameInAnyOrderAndCase() throws Exception {
        List<SeedEntry> read = SeedsFile.read("seeds.csv", "id,NAME, rank ,Dojo\n" + A + ",Rin Sato,1,Seibukan\n",
                new Problems());
        assertEquals(List.of(new SeedEntry(1, "Rin Sato", "Seibukan", A)), read);
    }

    @Test
    void theOlderRankAndNameLayoutReads() throws Exception {
        assertEquals(List.of(new SeedEntry(1, "Rin Sato", "", "")),
                SeedsFile.read("seeds.csv", "Rank,Name\n1,Rin Sato\n", new Problems()));
    }

    @Test
    void aRowWithoutRankOrNameOrTooShortIsSkippedNotGuessed() throws Exception {
        Problems problems = new Problems();
        List<SeedEntry> read = SeedsFile.read("competitions/c/seeds.csv",
                "Rank,Name,Dojo,ID\n,Rin Sato,Seibukan,\n2,,Tobukan,\n3\nfirst,Kenji Mori,Dojo,\n4,Yuki Tanaka,Dojo,\n",
                problems);
        assertEquals(List.of(new SeedEntry(4, "Yuki Tanaka", "Dojo", "")), read);
        assertEquals(List.of(2, 3, 4, 5), problems.list().stream().map(Problem::line).toList());
        assertTrue(problems.list().stream().allMatch(p -> p.severity() == Problem.Severity.DEGRADED));
        assertEquals(1, problems.list().get(3).column());
    }

    @Test
    void aFileWithoutRankAndNameColumnsDoesNotParse() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> SeedsFile.read("seeds.csv", "Who,Where\nRin,Seibukan\n", new Problems()));
        assertEquals(1, e.problem().line());
    }

    @Test
    void aSeedFileWithoutIdsIsCompletedFromTheRoster() {
        List<Player> roster = List.of(Player.of("id-rin", "Rin Sato", "Seibukan"),
                Player.of("id-rin2", "Rin Sato", "Tobukan"), Player.of("id-yuki", "Yuki Tanaka", "Tobukan"),
                Player.of("id-ken", "Kenji Mori", "Seibukan"));
        List<SeedEntry> completed = SeedCompletion.complete(List.of(
                new SeedEntry(1, "Rin Sato", "Tobukan", ""),
                new SeedEntry(2, "Yuki Tanaka", "", ""),
                new SeedEntry(3, "Rin Sato", "", ""),
                new SeedEntry(4, "Kenji Mori", "Elsewhere", ""),
                new SeedEntry(5, "Kenji Mori", "Seibukan", "kept-id")), roster);
        assertEquals(List.of(
                new SeedEntry(1, "Rin Sato", "Tobukan", "id-rin2"),
                new SeedEntry(2, "Yuki Tanaka", "Tobukan", "id-yuki"),
                new SeedEntry(3, "Rin Sato", "", ""),
                new SeedEntry(4, "Kenji Mori", "Elsewhere", ""),
                new SeedEntry(5, "Kenji Mori", "Seibukan", "kept-id")), completed);
    }
}
