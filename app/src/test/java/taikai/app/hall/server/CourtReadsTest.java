package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.HallReads;

/** What court mode reads on loopback: whose code it holds, and its court's board with the competitions' records. */
class CourtReadsTest {
    @TempDir
    Path temp;
    private HallFixture hall;

    @BeforeEach
    void start() throws Exception {
        hall = new HallFixture(temp);
        hall.start();
    }

    @AfterEach
    void stop() {
        hall.close();
    }

    private HallReads reads(String code) {
        return new HallReads(new HallClient(hall.base(), code), code);
    }

    @Test
    void aCourtCodeNamesItsCourtAndTheOrganisersNamesNone() throws Exception {
        assertEquals(Optional.of("B"), reads(hall.courtCodes.get("B")).courtOfCode());
        assertEquals(Optional.empty(), reads(hall.organiserCode).courtOfCode());
    }

    @Test
    void anUnknownCodeIsASentenceAndNoCodeIs401() throws Exception {
        IOException e = assertThrows(IOException.class, () -> reads("NOTACODE").courtOfCode());
        assertTrue(e.getMessage().startsWith("The hall laptop does not know this code"), e.getMessage());
        assertEquals(401, hall.get("/api/access").statusCode());
    }

    @Test
    void aCourtsBoardCarriesTheRecordsItsMatchesAreBuiltOn() throws Exception {
        HallReads.CourtBoard board = reads("").board("A");
        assertEquals("A", board.court());
        assertTrue(!board.waiting().isEmpty(), "court A has its pool's matches waiting");
        HallReads.MatchRef first = board.waiting().get(0);
        assertEquals(hall.store.competition(first.competitionId()).read().state().orElseThrow(),
                board.competitions().get(first.competitionId()), "the records read back equal to the files");
    }

    @Test
    void recordsOfAnUnknownCompetitionAre404WithASentence() throws Exception {
        var response = hall.get("/api/competitions/nope/records");
        assertEquals(404, response.statusCode());
        assertTrue(response.body().contains("\"error\""), response.body());
    }
}
