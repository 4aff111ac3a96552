package taikai.app.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.model.competition.CompetitionState;
import taikai.model.standings.SwissTable;
import taikai.model.standings.SwissRow;
import taikai.model.standings.SwissStandings;
import taikai.storage.folder.FolderReader;
import taikai.storage.store.TournamentStore;

/** The Swiss table in the export of a copy of sample-tournament/: the places SwissStandings gives, with their tie-breaks. */
class SwissExportTest {
    private static final String SWISS = "swiss-challenge";

    @TempDir
    Path temp;

    @Test
    void aSwissCompetitionExportsItsTableWithTheTieBreakOfEachPlace() throws Exception {
        Path data = temp.resolve("lindewaard");
        Folders.copy(Folders.sample(), data);
        Path out = Export.of(TournamentStore.open(data)).into(temp.resolve("csv"), Optional.empty()).folder();
        CompetitionState state = FolderReader.readCompetition(data, SWISS).state().orElseThrow();

        List<String[]> rows = read(out.resolve(SWISS + "-swiss.csv"));

        assertEquals(SwissTable.HEADER, List.of(rows.get(0)));
        SwissStandings table = SwissStandings.of(state);
        assertEquals(table.rows().size(), rows.size() - 1);
        for (int i = 0; i < table.rows().size(); i++) {
            SwissRow row = table.rows().get(i);
            String[] line = rows.get(i + 1);
            assertEquals(List.of(String.valueOf(row.place()), row.entrant().name(), String.valueOf(row.score()),
                    String.valueOf(row.opponentsScore()), row.separatedFromAbove().words()),
                    List.of(line[0], line[1], line[4], line[5], line[14]));
        }
        assertTrue(rows.stream().skip(2).anyMatch(r -> r[14].equals("stronger opponents")),
                "level scores in the sample are split by the opponents' scores");
        assertEquals("after round 3", rows.get(1)[15], "the sample's Swiss has three of its four rounds drawn");
        assertFalse(Files.exists(out.resolve("individual-open-swiss.csv")), "only a Swiss competition has the table");
    }

    private static List<String[]> read(Path csv) throws Exception {
        String text = Files.readString(csv, StandardCharsets.UTF_8).substring(1);
        CsvMapper mapper = new CsvMapper();
        mapper.enable(CsvParser.Feature.WRAP_AS_ARRAY);
        try (MappingIterator<String[]> rows = mapper.readerFor(String[].class).readValues(text)) {
            return rows.readAll();
        }
    }
}
