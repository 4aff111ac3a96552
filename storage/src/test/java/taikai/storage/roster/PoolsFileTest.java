package taikai.storage.roster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.model.entrant.Pool;
import taikai.storage.csv.RoundTripGuard;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class PoolsFileTest {
    static final String GOLDEN = """
            Pool A,Rin Sato,0,SATO,Seibukan,1,A1,id-rin
            Pool A,Yuki Tanaka,1,,Tobukan,,A2,id-yuki
            Pool B,Kenji Mori,0,,"Mori, Dojo",,B1,id-ken
            """;

    static Player seated(String id, String name, String display, String dojo, int seed, String number, int position) {
        return new Player(id, name, display, dojo, List.of(), number, seed, position, false, PlayerSource.NONE);
    }

    static List<Pool> pools() {
        return List.of(new Pool("Pool A", List.of(seated("id-rin", "Rin Sato", "SATO", "Seibukan", 1, "A1", 0),
                        seated("id-yuki", "Yuki Tanaka", "", "Tobukan", 0, "A2", 1))),
                new Pool("Pool B", List.of(seated("id-ken", "Kenji Mori", "", "Mori, Dojo", 0, "B1", 0))));
    }

    @Test
    void poolsAreWrittenEightColumnsPositionFromZeroSeedBlankWhenZero() {
        assertEquals(GOLDEN, PoolsFile.write(pools()));
    }

    @Test
    void theGoldenFileReadsBackToThePools() throws Exception {
        Problems problems = new Problems();
        assertEquals(pools(), PoolsFile.read("pools.csv", GOLDEN, problems));
        assertEquals(List.of(), problems.list());
    }

    @Test
    void everyPersistedFieldSurvivesASaveAndReload() throws Exception {
        Player sample = new Player("id-rin", "Rin Sato", "SATO", "Seibukan", List.of("3 dan"), "A7", 2, 0, true,
                PlayerSource.REGISTERED);
        Pool pool = new Pool("Pool C", List.of(sample));
        Pool reloaded = PoolsFile.read("pools.csv", PoolsFile.write(List.of(pool)), new Problems()).get(0);
        RoundTripGuard.check("pools.csv", pool, reloaded, Map.of("players", "swept player by player below"));
        RoundTripGuard.check("pools.csv", sample.withPoolPosition(5), reloaded.players().get(0).withPoolPosition(5),
                Map.of("metadata", "grade or member names live in participants.csv",
                        "checkedIn", "check-in lives in participants.csv",
                        "source", "where a row came from lives in participants.csv"));
        assertEquals(0, reloaded.players().get(0).poolPosition(), "the position is the row's place in its pool");
    }

    @Test
    void anOlderFileWithoutTheIdColumnReads() throws Exception {
        List<Pool> read = PoolsFile.read("pools.csv", "Pool A,Rin Sato,0,,Seibukan,,\n", new Problems());
        assertEquals("", read.get(0).players().get(0).id());
    }

    @Test
    void aRowWithAnotherFieldCountFailsTheFile() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> PoolsFile.read("pools.csv", GOLDEN + "Pool B,Extra,1\n", new Problems()));
        assertEquals(4, e.problem().line());
    }

    @Test
    void aSeedThatIsNotANumberReadsAsZeroWithItsPosition() throws Exception {
        Problems problems = new Problems();
        List<Pool> read = PoolsFile.read("pools.csv", "Pool A,Rin Sato,0,,Seibukan,top,A1,id\n", problems);
        assertEquals(0, read.get(0).players().get(0).seed());
        Problem p = problems.list().get(0);
        assertEquals(1, p.line());
        assertEquals(29, p.column());
        assertEquals("The seed \"top\" is not a whole number of at least 0; it reads as 0.", p.message());
    }
}
