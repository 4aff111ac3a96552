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
import taikai.model.bracket.Bracket;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.draw.PoolsToKnockout;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.model.entrant.SeedEntry;
import taikai.model.match.MatchResult;
import taikai.storage.problem.Problem;

/**
 * Spec section 5, "A degraded cell is kept, not overwritten": over random damage to a drawn
 * competition's results, pools, bracket and seeds (each damaged cell one that degrades, or a row the
 * read skips), a write to another record (a pool match, a knockout match, another entrant's pool
 * row, a new seed) leaves every damaged byte in place, and the write itself lands. Seeds are
 * written in the current layout or the older {@code Rank,Name} one, which every write of the seeds
 * lays out anew, and the results in the current width or an older, narrower one, whose kept rows a
 * write widens to the header's width after their own bytes. The folder still reads after the write.
 */
class KeptDamagePropertyTest {
    private static final Duration WAIT = Duration.ofSeconds(5);
    private static final String RESULTS = "competitions/open/pool-matches.csv";
    private static final String POOLS = "competitions/open/pools.csv";
    private static final String SEEDS = "competitions/open/seeds.csv";
    private static final String BRACKET = "competitions/open/bracket.json";
    /** Numbers no column takes: each degrades its cell (a count, a time, a position) or skips its seed row. */
    private static final List<String> WRONG = List.of("1e9", "-5", "99999999999999999999", "x7", "2147483648");
    private static final int[] RESULT_COLUMNS = {7, 8, 22, 23, 27};
    /** An older results file's width (file-formats: 15, 20, 24 or 25 columns): no Encho column. */
    private static final int OLDER_WIDTH = 24;
    /** Position and Seed degrade; an empty PoolName or Name skips the row. */
    private static final int[] POOL_COLUMNS = {2, 5, 0, 1};
    /** Keys a knockout match waiting for its sides does not write, each given a value it cannot read. */
    private static final List<String> BRACKET_DAMAGE = List.of("\"hansokuA\": 1e9", "\"flagsB\": -5",
            "\"encho\": {\"periodCount\": 99999999999999999999}", "\"decision\": \"sometimes\"",
            "\"hansokuB\": 2147483648");

    /** One damaged cell: which file, which row or match (0 is the first after any header), which column, what. */
    record Damage(String file, int row, int column, String text) {
    }

    /** What the write changes: never a damaged record. */
    enum Write {
        POOL_MATCH, KNOCKOUT_MATCH, POOL_ROW, SEED
    }

    @Property(tries = 60)
    void aWriteToAnotherRecordLeavesEveryDamagedByteInPlace(@ForAll("damage") List<Damage> damage,
            @ForAll boolean olderSeeds, @ForAll boolean olderResults, @ForAll Write write) throws Exception {
        Path root = Files.createTempDirectory("kept-damage");
        try {
            CompetitionState drawn = StoreFixtures.drawnPools("open", 8);
            drawn = drawn.withBracket(PoolsToKnockout.draw(drawn.competition(), drawn.pools()));
            TournamentStore store = StoreFixtures.folder(root, drawn);
            Files.writeString(root.resolve(SEEDS), olderSeeds
                    ? "Rank,Name\n1,Fighter 0\n2,Fighter 1\n3,Fighter 2\n"
                    : "Rank,Name,Dojo,ID\n"
                            + "1,Fighter 0,Dojo 0,00000000-0000-4000-8000-000000000000\n"
                            + "2,Fighter 1,Dojo 1,00000000-0000-4000-8000-000000000001\n"
                            + "3,Fighter 2,Dojo 2,00000000-0000-4000-8000-000000000002\n");
            if (olderResults) {
                narrow(root.resolve(RESULTS), OLDER_WIDTH);
            }
            String lastPoolRow = lastLine(root.resolve(POOLS));
            Map<String, List<String>> damaged = new TreeMap<>();
            Map<String, java.util.Set<Integer>> damagedRows = new TreeMap<>();
            for (Damage d : damage) {
                if (d.file().equals(BRACKET)) {
                    damaged.computeIfAbsent(BRACKET, f -> new ArrayList<>()).add(damageBracket(root.resolve(BRACKET), d));
                } else {
                    damagedRows.computeIfAbsent(d.file(), f -> new java.util.TreeSet<>()).add(damageCsv(root.resolve(d.file()), d));
                }
            }
            for (Map.Entry<String, java.util.Set<Integer>> file : damagedRows.entrySet()) {
                List<String> lines = Arrays.asList(Files.readString(root.resolve(file.getKey())).split("\n", -1));
                damaged.put(file.getKey(), file.getValue().stream().map(lines::get).toList());
            }
            List<Problem> problems = store.competition("open").read().problems();
            assertTrue(problems.stream().anyMatch(p -> p.severity() == Problem.Severity.DEGRADED), problems.toString());

            String entrant = lastPoolRow.split(",")[1];
            store.competition("open").write(WAIT, state -> Change.of(written(state, write, entrant), List.of(), null));

            for (Map.Entry<String, List<String>> file : damaged.entrySet()) {
                List<String> now = Arrays.asList(new String(Files.readAllBytes(root.resolve(file.getKey())),
                        StandardCharsets.UTF_8).split("\n", -1));
                for (String line : file.getValue()) {
                    // Under the older seeds header a kept row is laid out under the current one: its cells stay.
                    assertTrue(now.contains(line) || now.stream().anyMatch(l -> l.startsWith(line + ",")),
                            write + " lost the damaged line " + line + " of " + file.getKey() + ":\n" + String.join("\n", now));
                }
            }
            var read = store.competition("open").read();
            assertTrue(!read.failed(), "the folder reads after the write: " + read.problems());
            CompetitionState after = read.state().orElseThrow();
            switch (write) {
                case POOL_MATCH -> assertEquals("Z", after.poolMatches().get(0).court());
                case KNOCKOUT_MATCH -> assertEquals("Z", after.bracket().rounds().get(0).get(0).result().court());
                case POOL_ROW -> assertTrue(after.pools().stream().flatMap(p -> p.players().stream())
                        .anyMatch(p -> p.name().equals(entrant) && p.number().equals("Z9")), after.pools().toString());
                case SEED -> assertTrue(after.seeds().stream().anyMatch(s -> s.name().equals("Fighter 5")
                        && s.rank() == 4), after.seeds().toString());
            }
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
        Arbitrary<Damage> pools = Combinators.combine(row, Arbitraries.of(0, 1, 2, 3), wrong)
                .as((r, c, t) -> new Damage(POOLS, r, POOL_COLUMNS[c], POOL_COLUMNS[c] < 2 ? "" : t));
        Arbitrary<Damage> seeds = Combinators.combine(row, Arbitraries.of(0, 1), wrong)
                .as((r, c, t) -> new Damage(SEEDS, r, c, c == 0 ? t : ""));
        Arbitrary<Damage> bracket = Combinators.combine(row, Arbitraries.of(BRACKET_DAMAGE))
                .as((r, t) -> new Damage(BRACKET, r, 0, t));
        return Arbitraries.oneOf(results, pools, seeds, bracket).list().ofMinSize(1).ofMaxSize(6);
    }

    /** Sets one cell of a CSV row; returns the damaged line's index. The first results row and the last pools row are left alone. */
    private static int damageCsv(Path file, Damage d) throws java.io.IOException {
        List<String> lines = new ArrayList<>(Arrays.asList(Files.readString(file).split("\n", -1)));
        int at;
        if (d.file().equals(POOLS)) {
            at = d.row() % (lines.size() - 2); // no header; the last row is the one a pool-row write changes
        } else if (d.file().equals(RESULTS)) {
            at = 2 + d.row() % (lines.size() - 3); // the first match is the one a match write changes
        } else {
            at = 1 + d.row() % (lines.size() - 2);
        }
        List<String> fields = fields(lines.get(at));
        fields.set(d.column() < fields.size() ? d.column() : 7, d.text());
        lines.set(at, String.join(",", fields));
        Files.writeString(file, String.join("\n", lines));
        return at;
    }

    /** Adds a key no waiting match writes to one knockout match after the first; returns the added line. */
    private static String damageBracket(Path file, Damage d) throws java.io.IOException {
        List<String> lines = new ArrayList<>(Arrays.asList(Files.readString(file).split("\n", -1)));
        List<Integer> ids = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().startsWith("\"id\": \"m-")) {
                ids.add(i);
            }
        }
        int idLine = ids.get(1 + d.row() % (ids.size() - 1)); // the first match is the one a knockout write changes
        String indent = lines.get(idLine).substring(0, lines.get(idLine).indexOf('"'));
        String added = indent + d.text() + ",";
        lines.add(idLine + 1, added);
        Files.writeString(file, String.join("\n", lines));
        return added;
    }

    private static CompetitionState written(CompetitionState state, Write write, String entrant) {
        return switch (write) {
            case POOL_MATCH -> {
                List<MatchResult> matches = new ArrayList<>(state.poolMatches());
                matches.set(0, matches.get(0).withCourt("Z"));
                yield state.withPoolMatches(matches);
            }
            case KNOCKOUT_MATCH -> {
                Bracket bracket = state.bracket();
                List<List<BracketMatch>> rounds = new ArrayList<>(bracket.rounds());
                List<BracketMatch> first = new ArrayList<>(rounds.get(0));
                first.set(0, first.get(0).withResult(first.get(0).result().withCourt("Z")));
                rounds.set(0, first);
                yield state.withBracket(bracket.withRounds(rounds));
            }
            case POOL_ROW -> state.withPools(state.pools().stream().map(pool -> pool.withPlayers(pool.players().stream()
                    .map(p -> p.name().equals(entrant) ? p.withNumber("Z9") : p).toList())).toList());
            case SEED -> {
                List<SeedEntry> seeds = new ArrayList<>(state.seeds());
                seeds.add(new SeedEntry(4, "Fighter 5", "Dojo 1", "00000000-0000-4000-8000-000000000005"));
                yield state.withSeeds(seeds);
            }
        };
    }

    /** The file as an older version wrote it: each row's first {@code width} fields. */
    private static void narrow(Path file, int width) throws java.io.IOException {
        List<String> lines = new ArrayList<>();
        for (String line : Files.readString(file).split("\n", -1)) {
            List<String> fields = fields(line);
            lines.add(line.isEmpty() ? line : String.join(",", fields.subList(0, Math.min(width, fields.size()))));
        }
        Files.writeString(file, String.join("\n", lines));
    }

    private static String lastLine(Path file) throws java.io.IOException {
        List<String> lines = Files.readAllLines(file);
        return lines.get(lines.size() - 1);
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
