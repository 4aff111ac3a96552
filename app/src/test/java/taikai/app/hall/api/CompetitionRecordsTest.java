package taikai.app.hall.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import taikai.app.testing.Folders;
import taikai.model.competition.CompetitionState;
import taikai.storage.folder.LoadedCompetition;
import taikai.storage.folder.LoadedTournament;
import taikai.storage.store.TournamentStore;

class CompetitionRecordsTest {

    @Test
    void everySampleCompetitionReadsBackEqual() throws Exception {
        LoadedTournament loaded = TournamentStore.openForReading(Folders.sample()).read();
        assertFalse(loaded.competitions().isEmpty());
        for (LoadedCompetition c : loaded.competitions().values()) {
            CompetitionState state = c.state().orElseThrow();
            String json = CompetitionRecords.write(state).toString();
            assertEquals(state, CompetitionRecords.read(json), c.id());
        }
    }

    @Test
    void textThatIsNoCompetitionIsASentence() {
        IOException e = assertThrows(IOException.class, () -> CompetitionRecords.read("{\"competition\": 7}"));
        assertTrue(e.getMessage().startsWith("The hall laptop's competition could not be read"), e.getMessage());
    }
}
