package taikai.storage.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.CompetitionState;

/**
 * Decision 0019: the other implementation's pending change ({@code .wal/<nanos>-<hex>.json}, each
 * intent a base64 file image) would be replayed by that program's next start over what Taikai
 * writes, so no write is taken while one waits; once a person removed it, writes are taken again.
 */
class ForeignChangePendingTest {
    private static final Duration WAIT = Duration.ofSeconds(5);
    private static final String RECORD = "1765000000000000000-9f2c.json";

    @TempDir
    Path root;

    private static CompetitionState court(CompetitionState state, String court) {
        List<taikai.model.match.MatchResult> matches = new java.util.ArrayList<>(state.poolMatches());
        matches.set(0, matches.get(0).withCourt(court));
        return state.withPoolMatches(matches);
    }

    @Test
    void noWriteIsTakenWhileTheOtherProgramsChangeWaits() throws Exception {
        StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8)).close();
        Path record = root.resolve(".wal").resolve(RECORD);
        Files.write(record, ("{\"intents\": [{\"path\": \"/srv/taikai/competitions/open/pool-matches.csv\","
                + " \"data\": \"UG9vbE5hbWUK\"}]}").getBytes(StandardCharsets.UTF_8));
        byte[] results = Files.readAllBytes(root.resolve("competitions/open/pool-matches.csv"));
        TournamentStore store = TournamentStore.open(root);

        CompetitionUnavailableException refused = assertThrows(CompetitionUnavailableException.class,
                () -> store.competition("open").write(WAIT, state -> Change.of(court(state, "B"), List.of(), null)));

        assertTrue(refused.getMessage().contains(".wal/" + RECORD), refused.getMessage());
        assertTrue(refused.getMessage().contains("delete this file if the change is not wanted"), refused.getMessage());
        assertTrue(java.util.Arrays.equals(results, Files.readAllBytes(root.resolve("competitions/open/pool-matches.csv"))));
        assertTrue(Files.exists(record), "the record is left for a person to decide");

        Files.delete(record);
        store.competition("open").write(WAIT, state -> Change.of(court(state, "B"), List.of(), null));
        assertEquals("B", store.competition("open").read().state().orElseThrow().poolMatches().get(0).court());
    }
}
