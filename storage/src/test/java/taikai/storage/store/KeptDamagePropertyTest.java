package taikai.storage.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;
import taikai.storage.problem.Problem;

/**
 * Spec section 5, "A degraded cell is kept, not overwritten": over random damage to the numbers of
 * a drawn competition's results, pools and seeds (each damaged cell one that degrades or skips its
 * row), a score write to another match leaves every damaged row's bytes in place, and the write
 * itself lands.
 */
class KeptDamagePropertyTest {
    private static final Duration WAIT = Duration.ofSeconds(5);
    private static final String RESULTS = "competitions/open/pool-matches.csv";
    private static final String POOLS = "competitions/open/pools.csv";
    private static final String SEEDS = "competitions/open/seeds.csv";
    /** Numbers no column takes: each degrades its cell (a count, a time, a position) or skips its seed row. */
    private static final List<String> WRONG = List.of("1e9", "-5", "99999999999999999999", "x7", "2147483648");
    private static final int[] RESULT_COLUMNS = {7, 8, 22, 23, 27};
    private static final int[] POOL_COLUMNS = {2, 5};

    /** One damaged cell: which file, which data row (0 is the first after the header), which column, what. */
    record Damage(String file, int row, int column, String text) {
    }

    @Property(tries = 25)
    void aWriteToAnotherMatchLeavesEveryDamagedByteInPlace(@ForAll("damage") List<Damage> damage) throws Exception {
        Path root = Files.createTempDirectory("kept-damage");
        try {
            TournamentStore store = StoreFixtures.folder(root, StoreFixtures.drawnPools("open", 8));
            Files.writeString(root.resolve(SEEDS), "Rank,Name,Dojo,ID\n"
                    + "1,Fighter 0,Dojo 0,00000000-0000-4000-8000-000000000000\n"
                    + "2,Fighter 1,Dojo 1,00000000-0000-4000-8000-000000000001\n"
                    + "3,Fighter 2,Dojo 2,00000000-0000-4000-8000-000000000002\n");
            Map<String, List<String>> damagedLines = new TreeMap<>();
            for (Damage d : damage) {
                Path file = root.resolve(d.file());
                List<String> lines = new ArrayList<>(Arrays.asList(Files.readString(file).split("\n", -1)));
                int at = d.file().equals(POOLS) ? d.row() % (lines.size() - 1) : 1 + d.row() % (lines.size() - 2);
                if (d.file().equals(RESULTS) && at == 1) {
                    at = 2; // the first match is the one written
                }
                List<String> fields = fields(lines.get(at));
                fields.set(d.column(), d.text());
                lines.set(at, String.join(",", fields));
                Files.writeString(file, String.join("\n", lines));
                damagedLines.computeIfAbsent(d.file(), f -> new ArrayList<>()).add(String.valueOf(at));
            }
            Map<String, List<String>> damagedText = new TreeMap<>();
            for (Map.Entry<String, List<String>> file : damagedLines.entrySet()) {
                List<String> lines = Arrays.asList(Files.readString(root.resolve(file.getKey())).split("\n", -1));
                damagedText.put(file.getKey(), file.getValue().stream().map(at -> lines.get(Integer.parseInt(at))).toList());
            }
            List<Problem> problems = store.competition("open").read().problems();
            assertTrue(problems.stream().anyMatch(p -> p.severity() == Problem.Severity.DEGRADED), problems.toString());

            store.competition("open").write(WAIT, state -> Change.of(withCourt(state, 0, "Z"), List.of(), null));

            for (Map.Entry<String, List<String>> file : damagedText.entrySet()) {
                List<String> now = Arrays.asList(new String(Files.readAllBytes(root.resolve(file.getKey())),
                        StandardCharsets.UTF_8).split("\n", -1));
                for (String line : file.getValue()) {
                    assertTrue(now.contains(line), file.getKey() + " lost the damaged row " + line);
                }
            }
            assertEquals("Z", store.competition("open").read().state().orElseThrow().poolMatches().get(0).court());
        } finally {
            try (var walk = Files.walk(root)) {
                walk.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    @Provide
    Arbitrary<List<Damage>> damage() {
        Arbitrary<String> wrong = Arbitraries.of(WRONG);
        Arbitrary<Integer> row = Arbitraries.integers().between(0, 40);
        Arbitrary<Damage> results = Combinators.combine(row, Arbitraries.of(0, 1, 2, 3, 4), wrong)
                .as((r, c, t) -> new Damage(RESULTS, r, RESULT_COLUMNS[c], t));
        Arbitrary<Damage> pools = Combinators.combine(row, Arbitraries.of(0, 1), wrong)
                .as((r, c, t) -> new Damage(POOLS, r, POOL_COLUMNS[c], t));
        Arbitrary<Damage> seeds = Combinators.combine(row, wrong).as((r, t) -> new Damage(SEEDS, r, 0, t));
        return Arbitraries.oneOf(results, pools, seeds).list().ofMinSize(1).ofMaxSize(6);
    }

    private static CompetitionState withCourt(CompetitionState state, int index, String court) {
        List<MatchResult> matches = new ArrayList<>(state.poolMatches());
        matches.set(index, matches.get(index).withCourt(court));
        return state.withPoolMatches(matches);
    }

    /** The fields of one CSV line as written, quotes kept, split at commas outside quotes. */
    private static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (char c : line.toCharArray()) {
            if (c == '"') {
                quoted = !quoted;
            }
            if (c == ',' && !quoted) {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }
}
