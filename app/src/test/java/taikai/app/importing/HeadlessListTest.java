package taikai.app.importing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.app.importing.ImportPreview.Verdict;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionState;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;

/**
 * An entrant list as another tournament sends it: no header, the columns name, zekken name, dojo and
 * grade, grades written every way, a category label among the people.
 */
class HeadlessListTest {
    static final String LIST = String.join("\n",
            "Kenji Tanaka,TANAKA,Renbukan London,4 dan",
            "Yui Sato,SATO,Mumeishi Amsterdam,3D",
            "Pieter de Vries,DE VRIES,Kendo Amsterdam,2 kyu",
            "Marie Dubois,DUBOIS,Shidokan Paris,1 kyu",
            "Hannah Müller,MÜLLER,Tora Dojo Berlin,5 Dan",
            "Luca Rossi,ROSSI,Kendo Club Milano,1D",
            "Up to 2D 1st place,,,",
            "Emma Wilson,WILSON,Renbukan London,3 kyu",
            "Aiko Yamamoto,YAMAMOTO,Bushido Edinburgh,6 dan",
            "Sven Larsson,LARSSON,Mumeishi Amsterdam,see notes",
            "Tom O'Brien,O'BRIEN,Bushido Edinburgh,2 dan") + "\n";

    private static final CompetitionState OPEN = CompetitionState.empty(
            Competition.create("open", "Open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT));

    private static ImportTable table() throws ImportException {
        return ImportTable.parse("entrants.csv", LIST, p -> { });
    }

    @Test
    void theColumnsAreGuessedFromTheirValues() throws Exception {
        ColumnGuess guess = ColumnGuess.of(table(), false, false);

        assertFalse(guess.header());
        assertEquals(List.of(ImportField.NAME, ImportField.ZEKKEN_NAME, ImportField.DOJO, ImportField.GRADE), guess.fields(),
                "the zekken name is a target even while the competition's zekken setting is off");
    }

    @Test
    void theLabelIsLeftOutTheOddGradeIsMarkedAndTheRestAreTicked() throws Exception {
        ImportTable table = table();
        ImportPreview preview = ImportPreview.of(table, false, ColumnGuess.of(table, false, false).fields(), OPEN);

        List<Verdict> verdicts = preview.lines().stream().map(ImportPreview.Line::verdict).toList();
        assertEquals(Verdict.LABEL, verdicts.get(6), preview.lines().get(6).note());
        assertFalse(verdicts.get(6).imported(), "a label is never ticked");
        assertEquals(Verdict.CHECK, verdicts.get(9), "\"see notes\" is no grade");
        assertTrue(preview.lines().get(9).note().contains("\"see notes\" does not read like a grade"), preview.lines().get(9).note());
        assertEquals(10, preview.ready());
        Player first = preview.rows().get(0).player();
        assertEquals(List.of("Kenji Tanaka", "TANAKA", "Renbukan London", List.of("4 dan")),
                List.of(first.name(), first.displayName(), first.dojo(), first.metadata()));
        assertTrue(preview.zekkenNames());
    }

    @Test
    void aMappingThatGivesAnImplausibleNameTicksNothing() throws Exception {
        ImportTable table = table();
        // Name and zekken name swapped by hand: every name is one word in capitals.
        ImportPreview swapped = ImportPreview.of(table, false,
                List.of(ImportField.ZEKKEN_NAME, ImportField.NAME, ImportField.DOJO, ImportField.GRADE), OPEN);
        ImportPreview grades = ImportPreview.of(table, false,
                List.of(ImportField.IGNORE, ImportField.IGNORE, ImportField.DOJO, ImportField.NAME), OPEN);

        assertEquals(0, swapped.ready(), swapped.lines().toString());
        assertTrue(swapped.lines().get(0).note().contains("is written in capitals"), swapped.lines().get(0).note());
        assertEquals(0, grades.lines().stream().filter(l -> l.verdict().imported() && l.player().name().matches(".*\\d.*"))
                .count(), "a grade is never a name");
    }

    @Test
    void importingTheSameListAgainTicksNobodyAlreadyEntered() throws Exception {
        ImportTable table = table();
        List<ImportField> mapping = ColumnGuess.of(table, false, false).fields();
        List<Player> entered = ImportPreview.of(table, false, mapping, OPEN).rows().stream()
                .map(r -> r.player().withId("00000000-0000-4000-8000-0000000000" + (10 + r.line()))).toList();

        ImportPreview again = ImportPreview.of(table, false, mapping, OPEN.withPlayers(entered));

        assertEquals(0, again.ready());
        assertEquals(10, again.lines().stream().filter(l -> l.verdict() == Verdict.IN_ROSTER).count());
    }
}
