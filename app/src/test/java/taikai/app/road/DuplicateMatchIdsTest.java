package taikai.app.road;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.match.Consequences;
import taikai.app.testing.Folders;
import taikai.model.competition.CompetitionState;
import taikai.model.match.Mark;
import taikai.model.match.MatchResult;
import taikai.model.match.Side;
import taikai.storage.store.TournamentStore;

/**
 * Spec section 5, "When a file is wrong": a results file whose rows appear twice is a wrong file.
 * It used to check clean and make every score write to its competition spin for ever, because two
 * rows shared each match id; now it fails the load naming the file and line, writes are refused at
 * once, and the loop that spun is bounded whatever state it is handed.
 */
class DuplicateMatchIdsTest {
    private static final String RESULTS = "competitions/individual-open/pool-matches.csv";

    @TempDir
    Path root;

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aWriteToAFileWithDoubledRowsIsRefusedNamingTheFileAndLine() throws Exception {
        Folders.copy(Folders.sample(), root);
        Path results = root.resolve(RESULTS);
        String text = Files.readString(results);
        String doubled = text + text.substring(text.indexOf('\n') + 1);
        Files.writeString(results, doubled);
        TournamentStore store = TournamentStore.open(root);
        WriteRoad road = new WriteRoad(store, Handlers.standard(), System::currentTimeMillis,
                new ClockCheck(ClockCheck.DEFAULT_TOLERANCE_MILLIS), Duration.ofSeconds(5), new ChangeFeed());
        String match = "Pool A-0";

        Answer answer = road.submit(new Request("k-dup", "court A", RoadFixture.points("individual-open",
                MatchResult.poolMatch("Pool A", "0", taikai.model.match.Side.of("Femke Brouwer", ""),
                        taikai.model.match.Side.of("Marco Marino", ""), -1).withId(match),
                System.currentTimeMillis(), List.of(Mark.MEN), List.of())));

        assertEquals(Outcome.REFUSED, answer.outcome(), answer.message());
        assertTrue(answer.message().contains("pool-matches.csv"), answer.message());
        int firstDataLines = (int) text.chars().filter(c -> c == '\n').count();
        assertTrue(answer.message().contains("pool-matches.csv line " + (firstDataLines + 1) + ", column 1"), answer.message());
        assertArrayEquals(doubled.getBytes(StandardCharsets.UTF_8), Files.readAllBytes(results), "nothing written");
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theConsequencesOfAResultEndOnAStateHoldingOneMatchIdTwice() throws Exception {
        Folders.copy(Folders.sample(), root);
        CompetitionState state = TournamentStore.open(root).competition("individual-open").read().state().orElseThrow();
        List<MatchResult> twice = new ArrayList<>(state.poolMatches());
        for (MatchResult m : state.poolMatches()) {
            twice.add(MatchResult.scheduled(m.id(), m.pool(), m.index(),
                    Side.of(m.sideA().name(), m.sideA().participantId()),
                    Side.of(m.sideB().name(), m.sideB().participantId()), m.round()));
        }
        CompetitionState doubled = state.withPoolMatches(twice);
        MatchResult stored = doubled.poolMatches().get(0);

        Consequences.Result result = Consequences.of(doubled, stored, stored, false, List.of(), System.currentTimeMillis());

        assertTrue(result.state() != null);
    }
}
