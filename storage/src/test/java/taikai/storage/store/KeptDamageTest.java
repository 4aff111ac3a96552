package taikai.storage.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.entrant.SeedEntry;
import taikai.model.match.MatchResult;

/**
 * Spec section 5, "A degraded cell is kept, not overwritten", one record at a time: each damaged
 * cell or skipped row of the results, the pools, the bracket and the seeds survives a write that
 * rewrites its file for another record, and goes once its own record is written anew.
 */
class KeptDamageTest {
    private static final Duration WAIT = Duration.ofSeconds(5);
    private static final String DIR = "competitions/open/";

    @TempDir
    Path root;
    private TournamentStore store;

    @BeforeEach
    void drawn() throws Exception {
        CompetitionState drawn = StoreFixtures.drawnPools("open", 8);
        store = StoreFixtures.folder(root, drawn.withBracket(PoolsToKnockout.draw(drawn.competition(), drawn.pools())));
    }

    @Test
    void resultCountsThatDoNotReadStayWhenAnotherMatchIsScored() throws Exception {
        List<String> lines = lines("pool-matches.csv");
        List<String> fields = new ArrayList<>(List.of(lines.get(2).split(",", -1)));
        fields.set(7, "1e9"); // HansokuA
        fields.set(8, "-5"); // HansokuB
        fields.set(22, "99999999999999999999"); // FlagsA
        String damaged = String.join(",", fields);
        lines.set(2, damaged);
        write("pool-matches.csv", lines);

        store.competition("open").write(WAIT, state -> Change.of(poolMatch(state, 0, m -> m.withCourt("Z")), List.of(), null));

        assertTrue(lines("pool-matches.csv").contains(damaged), String.join("\n", lines("pool-matches.csv")));
        assertEquals("Z", read().poolMatches().get(0).court());

        store.competition("open").write(WAIT, state -> Change.of(poolMatch(state, 1, m -> m.withCourt("Y")), List.of(), null));
        assertFalse(lines("pool-matches.csv").contains(damaged), "the match written anew takes its own cells");
    }

    @Test
    void aDegradedRowOfAnOlderNarrowerResultsFileKeepsItsBytesAtTheFullWidth() throws Exception {
        List<String> lines = new ArrayList<>();
        for (String line : lines("pool-matches.csv")) {
            String[] fields = line.split(",", -1);
            lines.add(line.isEmpty() ? line : String.join(",", List.of(fields).subList(0, 15)));
        }
        List<String> fields = new ArrayList<>(List.of(lines.get(2).split(",", -1)));
        fields.set(7, "1e9"); // HansokuA
        String damaged = String.join(",", fields);
        lines.set(2, damaged);
        write("pool-matches.csv", lines);

        store.competition("open").write(WAIT, state -> Change.of(poolMatch(state, 0, m -> m.withCourt("Z")), List.of(), null));

        var read = store.competition("open").read();
        assertFalse(read.failed(), read.problems().toString());
        assertTrue(lines("pool-matches.csv").stream().anyMatch(l -> l.startsWith(damaged + ",")),
                String.join("\n", lines("pool-matches.csv")));
        assertEquals("Z", read.state().orElseThrow().poolMatches().get(0).court());
    }

    @Test
    void aBracketMatchThatDoesNotReadStaysWhenAnotherIsWritten() throws Exception {
        List<String> lines = lines("bracket.json");
        int second = 0;
        for (int i = 0, seen = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("\"id\": \"m-") && seen++ == 1) {
                second = i;
            }
        }
        String damaged = "      \"hansokuA\": 1e9,";
        lines.add(second + 1, damaged);
        write("bracket.json", lines);
        String secondId = lines.get(second).trim().replace("\"id\": \"", "").replace("\",", "");

        store.competition("open").write(WAIT, state -> Change.of(knockoutMatch(state, 0, "Z"), List.of(), null));

        assertTrue(lines("bracket.json").contains(damaged), String.join("\n", lines("bracket.json")));
        assertEquals("Z", read().bracket().rounds().get(0).get(0).result().court());
        assertEquals(secondId, read().bracket().rounds().get(0).get(1).id());

        store.competition("open").write(WAIT, state -> Change.of(knockoutMatch(state, 1, "Y"), List.of(), null));
        assertFalse(lines("bracket.json").contains(damaged), "the match written anew takes its own cells");
        assertTrue(store.competition("open").read().problems().isEmpty());
    }

    @Test
    void aSkippedSeedRowStaysWhenTheSeedsAreWrittenUntilItsEntrantIsSeeded() throws Exception {
        Files.writeString(root.resolve(DIR + "seeds.csv"), "Rank,Name,Dojo,ID\n"
                + "1,Fighter 0,Dojo 0,00000000-0000-4000-8000-000000000000\n"
                + "1e9,Fighter 1,Dojo 1,00000000-0000-4000-8000-000000000001\n"
                + "3,Fighter 2,Dojo 2,00000000-0000-4000-8000-000000000002\n");

        store.competition("open").write(WAIT, state -> Change.of(seeded(state, 4, "Fighter 5", 5), List.of(), null));

        assertEquals("Rank,Name,Dojo,ID\n"
                + "1,Fighter 0,Dojo 0,00000000-0000-4000-8000-000000000000\n"
                + "1e9,Fighter 1,Dojo 1,00000000-0000-4000-8000-000000000001\n"
                + "3,Fighter 2,Dojo 2,00000000-0000-4000-8000-000000000002\n"
                + "4,Fighter 5,Dojo 1,00000000-0000-4000-8000-000000000005\n", text("seeds.csv"));

        store.competition("open").write(WAIT, state -> Change.of(seeded(state, 2, "Fighter 1", 1), List.of(), null));
        assertEquals("Rank,Name,Dojo,ID\n"
                + "1,Fighter 0,Dojo 0,00000000-0000-4000-8000-000000000000\n"
                + "2,Fighter 1,Dojo 1,00000000-0000-4000-8000-000000000001\n"
                + "3,Fighter 2,Dojo 2,00000000-0000-4000-8000-000000000002\n"
                + "4,Fighter 5,Dojo 1,00000000-0000-4000-8000-000000000005\n", text("seeds.csv"));
    }

    @Test
    void anOlderSeedsFileIsLaidOutAnewWithItsSkippedRowsCells() throws Exception {
        Files.writeString(root.resolve(DIR + "seeds.csv"), "Rank,Name\n1,Fighter 0\n,Fighter 1\n3,Fighter 2\n");

        store.competition("open").write(WAIT, state -> Change.of(seeded(state, 4, "Fighter 5", 5), List.of(), null));

        assertEquals("Rank,Name,Dojo,ID\n"
                + "1,Fighter 0,Dojo 0,00000000-0000-4000-8000-000000000000\n"
                + ",Fighter 1,,\n"
                + "3,Fighter 2,Dojo 2,00000000-0000-4000-8000-000000000002\n"
                + "4,Fighter 5,Dojo 1,00000000-0000-4000-8000-000000000005\n", text("seeds.csv"));
    }

    @Test
    void aPoolRowThatDoesNotReadStaysWhenAnotherEntrantsRowChanges() throws Exception {
        List<String> lines = lines("pools.csv");
        List<String> fields = new ArrayList<>(List.of(lines.get(0).split(",", -1)));
        fields.set(2, "-5");
        fields.set(5, "99999999999999999999");
        String damaged = String.join(",", fields);
        lines.set(0, damaged);
        String skipped = ",Fighter 99,,,Dojo 9,,,";
        lines.add(2, skipped);
        write("pools.csv", lines);
        String other = lines.get(lines.size() - 2).split(",")[1];

        store.competition("open").write(WAIT, state -> Change.of(state.withPools(state.pools().stream()
                .map(pool -> pool.withPlayers(pool.players().stream()
                        .map(p -> p.name().equals(other) ? p.withNumber("Z9") : p).toList())).toList()), List.of(), null));

        List<String> now = lines("pools.csv");
        assertEquals(damaged, now.get(0));
        assertEquals(skipped, now.get(2));
        assertTrue(now.stream().anyMatch(l -> l.contains("," + other + ",") && l.contains(",Z9,")), String.join("\n", now));
    }

    private CompetitionState read() {
        return store.competition("open").read().state().orElseThrow();
    }

    private static CompetitionState poolMatch(CompetitionState state, int index, UnaryOperator<MatchResult> change) {
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        matches.set(index, change.apply(matches.get(index)));
        return state.withPoolMatches(matches);
    }

    private static CompetitionState knockoutMatch(CompetitionState state, int index, String court) {
        List<List<BracketMatch>> rounds = new ArrayList<>(state.bracket().rounds());
        List<BracketMatch> first = new ArrayList<>(rounds.get(0));
        first.set(index, first.get(index).withResult(first.get(index).result().withCourt(court)));
        rounds.set(0, first);
        return state.withBracket(state.bracket().withRounds(rounds));
    }

    private static CompetitionState seeded(CompetitionState state, int rank, String name, int number) {
        List<SeedEntry> seeds = new ArrayList<>(state.seeds().stream().filter(s -> !s.name().equals(name)).toList());
        seeds.add(new SeedEntry(rank, name, "Dojo " + (number % 4), String.format("00000000-0000-4000-8000-%012d", number)));
        return state.withSeeds(seeds);
    }

    private List<String> lines(String name) throws IOException {
        return new ArrayList<>(List.of(text(name).split("\n", -1)));
    }

    private String text(String name) throws IOException {
        return Files.readString(root.resolve(DIR + name));
    }

    private void write(String name, List<String> lines) throws IOException {
        Files.writeString(root.resolve(DIR + name), String.join("\n", lines));
    }
}
