package taikai.app.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.MatchLabels;
import taikai.model.entrant.Pool;
import taikai.model.standings.StandingRow;
import taikai.model.standings.Standings;
import taikai.storage.folder.FolderReader;
import taikai.storage.store.TournamentStore;

/** The CSV export of a copy of sample-tournament/: stable bytes, standings as Standings.of has them, every match, refusals. */
class ExportTest {
    private static final String OPEN = "individual-open";

    @TempDir
    Path temp;
    Path data;
    TournamentStore store;

    @BeforeEach
    void copySample() throws IOException {
        data = temp.resolve("lindewaard");
        Folders.copy(Folders.sample(), data);
        store = TournamentStore.open(data);
    }

    @Test
    void theSameStateWritesTheSameBytes() throws Exception {
        Export.Written first = Export.of(store).into(temp.resolve("one"), Optional.empty());
        Export.Written second = Export.of(store).into(temp.resolve("two"), Optional.empty());
        Export.of(store).into(temp.resolve("one"), Optional.empty());

        Map<String, byte[]> one = Folders.everyFile(first.folder());
        Map<String, byte[]> two = Folders.everyFile(second.folder());
        assertEquals(one.keySet(), two.keySet());
        one.forEach((name, bytes) -> assertArrayEquals(bytes, two.get(name), name));
        assertEquals(first.files().size(), one.size(), "no temporary file is left behind");
        assertTrue(one.containsKey(OPEN + "-standings.csv") && one.containsKey(OPEN + "-matches.csv")
                && one.containsKey(OPEN + "-knockout.csv"), one.keySet().toString());
        assertEquals("Exported " + one.size() + " CSV files to " + first.folder() + ".", first.sentence());
    }

    @Test
    void theStandingsAreTheTablesStandingsOfComputes() throws Exception {
        Path out = Export.of(store).into(temp.resolve("csv"), Optional.of(OPEN)).folder();
        CompetitionState state = FolderReader.readCompetition(data, OPEN).state().orElseThrow();

        List<String[]> rows = read(out.resolve(OPEN + "-standings.csv"));
        assertEquals(ResultTables.STANDINGS_HEADER, List.of(rows.get(0)));
        List<List<String>> expected = new ArrayList<>();
        for (Pool pool : state.pools()) {
            for (StandingRow row : Standings.of(state.competition(), pool, state.poolMatches(), state.overrides()).rows()) {
                expected.add(List.of(pool.name(), String.valueOf(row.place()), row.entrant().name(),
                        String.valueOf(row.wins()), String.valueOf(row.draws()), String.valueOf(row.losses()),
                        String.valueOf(row.pointsWon()), String.valueOf(row.pointsLost()), row.separatedFromAbove().words()));
            }
        }
        List<List<String>> written = rows.subList(1, rows.size()).stream()
                .map(r -> List.of(r[0], r[1], r[2], r[5], r[6], r[7], r[9], r[10], r[11])).toList();
        assertEquals(expected, written);
        assertTrue(written.stream().anyMatch(r -> !r.get(8).isEmpty()), "some place is told apart by a tie-break");
        assertFalse(Files.exists(out.resolve("juniors-standings.csv")), "--competition exports that one only");
    }

    @Test
    void everyPoolMatchAndEveryKnockoutMatchHasItsRow() throws Exception {
        Path out = Export.of(store).into(temp.resolve("csv"), Optional.of(OPEN)).folder();
        CompetitionState state = FolderReader.readCompetition(data, OPEN).state().orElseThrow();

        byte[] bytes = Files.readAllBytes(out.resolve(OPEN + "-matches.csv"));
        assertArrayEquals(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, Arrays.copyOf(bytes, 3), "a byte order mark for spreadsheets");
        List<String[]> matches = read(out.resolve(OPEN + "-matches.csv"));
        assertEquals(ResultTables.MATCHES_HEADER, List.of(matches.get(0)));
        assertEquals(state.poolMatches().stream().map(m -> MatchLabels.of(state, m)).toList(),
                matches.subList(1, matches.size()).stream().map(r -> r[1]).toList());
        String[] first = matches.get(1);
        var match = state.poolMatches().get(0);
        assertEquals(match.sideA().name(), first[5]);
        assertEquals(state.findPlayer(match.sideA().participantId()).orElseThrow().dojo(), first[6]);
        assertEquals(String.join(" ", match.sideA().ippons().stream().map(m -> m.symbol()).toList()), first[7]);
        assertEquals(match.verdict().decision().code(), first[15]);
        assertEquals(match.verdict().winner(), first[16]);

        List<String[]> knockout = read(out.resolve(OPEN + "-knockout.csv"));
        List<String> ids = new ArrayList<>();
        state.bracket().rounds().forEach(round -> round.stream().filter(m -> !m.hidden()).forEach(m -> ids.add(m.result().id())));
        if (state.bracket().thirdPlaceMatch() != null && !state.bracket().thirdPlaceMatch().hidden()) {
            ids.add(state.bracket().thirdPlaceMatch().result().id());
        }
        ids.replaceAll(id -> MatchLabels.of(state, id));
        assertTrue(ids.stream().noneMatch(label -> label.contains("m-r") || label.contains("Pool A-")), ids.toString());
        assertEquals(ids, knockout.subList(1, knockout.size()).stream().map(r -> r[2]).toList());
        BracketMatch last = state.bracket().rounds().get(state.bracket().rounds().size() - 1).get(0);
        String[] finalRow = knockout.stream().filter(r -> r[2].equals(MatchLabels.of(last))).findFirst().orElseThrow();
        assertEquals("Final", finalRow[0]);
        assertEquals(last.result().verdict().winner(), finalRow[16]);
    }

    @Test
    void aDestinationInsideTheDataFolderIsRefusedAndNothingIsWritten() {
        Path inside = data.resolve("exports");
        Export.Refused refused = assertThrows(Export.Refused.class, () -> Export.of(store).into(inside, Optional.empty()));
        assertEquals(inside + " is inside the data folder " + store.root()
                + ". An export goes somewhere else, so the app never reads it as tournament data.", refused.getMessage());
        assertFalse(Files.exists(inside));
    }

    @Test
    void anUnknownCompetitionIsRefusedWithTheOnesThereAre() {
        Export.Refused refused = assertThrows(Export.Refused.class,
                () -> Export.of(store).into(temp.resolve("csv"), Optional.of("seniors")));
        assertTrue(refused.getMessage().startsWith("The tournament has no competition \"seniors\"; it has individual-open, juniors,"),
                refused.getMessage());
    }

    @Test
    void aCellASpreadsheetWouldTakeForAFormulaStaysText() {
        byte[] bytes = ResultTables.csv(List.of("Name", "Points"), List.of(List.of("=SUM(A1)", "-1"), List.of("Ann, \"Jr\"", "")));
        assertEquals("\uFEFFName,Points\r\n\"'=SUM(A1)\",-1\r\n\"Ann, \"\"Jr\"\"\",\r\n", new String(bytes, StandardCharsets.UTF_8));
    }

    private static List<String[]> read(Path csv) throws IOException {
        String text = Files.readString(csv, StandardCharsets.UTF_8).substring(1);
        CsvMapper mapper = new CsvMapper();
        mapper.enable(CsvParser.Feature.WRAP_AS_ARRAY);
        try (MappingIterator<String[]> rows = mapper.readerFor(String[].class).readValues(text)) {
            return rows.readAll();
        }
    }
}
