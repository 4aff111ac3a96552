package taikai.app.road.actions.entrant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.model.history.HistoryEntry;

class ImportEntrantsTest {
    @TempDir
    Path root;

    private ActionFolder open() throws Exception {
        return new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 2));
    }

    private static ImportEntrants.Row row(int line, String name, String dojo, String grade) {
        return new ImportEntrants.Row(line, new Player("", name, "", dojo, List.of(grade), "", 0, -1, false, PlayerSource.MANUAL));
    }

    @Test
    void everyRowLandsInTheRosterWithOneHistoryLine() throws Exception {
        ActionFolder f = open();
        String before = f.file("open", "participants.csv");

        Answer answer = f.submit(new ImportEntrants("open", "entrants.csv", List.of(row(2, "Tanaka Ken", "Kodokan", "3 dan"),
                row(3, "Sato Yui", "Mumeishi", "1 kyu"), row(5, " Jansen Pieter ", "Kendo Amsterdam", ""))));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals("3 entrants are imported from entrants.csv.", answer.message());
        List<String> lines = f.file("open", "participants.csv").lines().toList();
        assertEquals(5, lines.size());
        assertTrue(f.file("open", "participants.csv").startsWith(before), "the roster keeps its rows, in order");
        assertTrue(lines.get(2).matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12},Tanaka Ken,Kodokan,3 dan,manual"),
                lines.get(2));
        assertTrue(lines.get(4).endsWith(",Jansen Pieter,Kendo Amsterdam,manual"), "trimmed, no empty grade: " + lines.get(4));
        List<HistoryEntry> history = f.history("open", WriteRoad.COMPETITION_HISTORY);
        assertEquals(1, history.size(), "one action, one line");
        assertEquals("import-entrants", history.get(0).asked().action());
    }

    @Test
    void importingZekkenNamesTurnsTheCompetitionsZekkenSettingOnAndSaysSo() throws Exception {
        ActionFolder f = open();
        assertFalse(f.state("open").competition().entrants().withZekkenName());
        Player tanaka = new Player("", "Tanaka Ken", "TANAKA", "Kodokan", List.of("3 dan"), "", 0, -1, false, PlayerSource.MANUAL);

        Answer answer = f.submit(new ImportEntrants("open", "entrants.csv", List.of(new ImportEntrants.Row(1, tanaka))));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertTrue(answer.message().endsWith("Zekken names are now on for this competition, so the imported zekken names"
                + " are kept and shown."), answer.message());
        assertTrue(f.state("open").competition().entrants().withZekkenName());
        assertEquals("TANAKA", f.state("open").players().stream().filter(p -> p.name().equals("Tanaka Ken")).findFirst()
                .orElseThrow().displayName(), "the zekken name is in the roster");
    }

    @Test
    void aRefusedRowIsNamedByItsLineAndNothingIsWritten() throws Exception {
        ActionFolder f = open();
        String before = f.file("open", "participants.csv");

        Answer answer = f.submit(new ImportEntrants("open", "entrants.csv", List.of(row(2, "Tanaka Ken", "Kodokan", ""),
                row(3, "Winner of r1-m3", "Kodokan", ""), row(4, "Sato Yui", "Mumeishi", ""))));

        assertEquals(Outcome.REFUSED, answer.outcome());
        assertEquals("name-not-a-placeholder", answer.rule());
        assertTrue(answer.message().startsWith("Line 3 of entrants.csv: The name \"Winner of r1-m3\" reads like a bracket"),
                answer.message());
        assertTrue(answer.message().endsWith("Nothing was imported."), answer.message());
        assertEquals(before, f.file("open", "participants.csv"), "all or nothing: the first row is not written either");
        assertEquals(List.of(), f.history("open", WriteRoad.COMPETITION_HISTORY));
    }

    @Test
    void aRowAlreadyInTheRosterRefusesTheImport() throws Exception {
        ActionFolder f = open();

        Answer answer = f.submit(new ImportEntrants("open", "pasted rows", List.of(row(1, "New One", "Dojo 9", ""),
                row(2, "fighter 1", "DOJO 1", ""))));

        assertEquals("name-and-dojo-unique", answer.rule());
        assertTrue(answer.message().startsWith("Line 2 of pasted rows: Another entrant is already called \"fighter 1\""),
                answer.message());
        assertEquals(2, f.state("open").players().size());
    }

    @Test
    void aRowTwiceInTheImportRefusesItNamingBothLines() throws Exception {
        ActionFolder f = open();

        Answer answer = f.submit(new ImportEntrants("open", "entrants.csv", List.of(row(2, "Tanaka Ken", "Kodokan", ""),
                row(7, "tanaka ken ", "kodokan", "2 dan"))));

        assertEquals("import-row-once", answer.rule());
        assertEquals("Line 7 of entrants.csv: repeats line 2 (tanaka ken from kodokan). Nothing was imported; leave one of"
                + " the two rows out and import again.", answer.message());
        assertEquals(2, f.state("open").players().size());
    }

    @Test
    void aDrawnCompetitionTakesNoImport() throws Exception {
        ActionFolder f = open();
        f.draw("open");

        Answer answer = f.submit(new ImportEntrants("open", "entrants.csv", List.of(row(2, "Late", "Dojo", ""))));

        assertEquals("entrant-before-draw", answer.rule());
    }

    @Test
    void importedTeamsAreGivenTheirShape() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("teams", Kind.TEAM, Format.LEAGUE, 1));

        Answer answer = f.submit(new ImportEntrants("teams", "teams.csv", List.of(row(2, "Kodokan A", "Kodokan", ""),
                row(3, "Kodokan B", "Kodokan", ""))));

        assertEquals("2 teams are imported from teams.csv.", answer.message());
        CompetitionState after = f.state("teams");
        assertEquals(3, after.players().size());
        assertEquals(7, after.teamMembers().get(after.players().get(2).id()).size());
        assertTrue(f.file("teams", "team-members.yaml").contains(after.players().get(2).id()));
    }

    @Test
    void anEmptyImportIsRefusedBeforeAnyLock() throws Exception {
        ActionFolder f = open();

        Answer answer = f.submit(new ImportEntrants("open", "entrants.csv", List.of()));

        assertEquals("shape", answer.rule());
        assertEquals("The import holds no entrants; choose rows to import.", answer.message());
    }
}
