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

class ImportPreviewTest {
    private static final CompetitionState ROSTER = CompetitionState.empty(
            Competition.create("open", "Open", Kind.INDIVIDUAL, Format.KNOCKOUT))
            .withPlayers(List.of(Player.of("00000000-0000-4000-8000-000000000001", "Sato Hiroshi", "Kodokan")));
    private static final CompetitionState TEAMS = CompetitionState.empty(
            Competition.create("teams", "Teams", Kind.TEAM, Format.LEAGUE).withTeams(t -> t.withSize(5)));

    private static ImportTable parse(String text) throws ImportException {
        return ImportTable.parse("entrants.csv", text, p -> { });
    }

    @Test
    void aHeaderIsRecognisedAndEachColumnGuessedFromItsName() throws Exception {
        ColumnGuess guess = ColumnGuess.of(parse("Nr;Voornaam;Achternaam;Club;Graad;Email\n1;Anna;de Vries;Kendo Amsterdam;2 dan;a@b\n"),
                false, false);

        assertTrue(guess.header());
        assertEquals(List.of(ImportField.IGNORE, ImportField.GIVEN_NAME, ImportField.FAMILY_NAME, ImportField.DOJO,
                ImportField.GRADE, ImportField.IGNORE), guess.fields());
    }

    @Test
    void rowsWithoutAHeaderAreNameDojoGradeAndAnIdColumnIsIgnored() throws Exception {
        ColumnGuess plain = ColumnGuess.of(parse("Sato Hiroshi\tKodokan\t3 dan\tnotes\n"), false, false);
        ColumnGuess ids = ColumnGuess.of(parse("00000000-0000-4000-8000-000000000009,Luc Dubois,Shidokan\n"), false, false);

        assertFalse(plain.header());
        assertEquals(List.of(ImportField.NAME, ImportField.DOJO, ImportField.GRADE, ImportField.IGNORE), plain.fields());
        assertEquals(List.of(ImportField.IGNORE, ImportField.NAME, ImportField.DOJO), ids.fields());
    }

    @Test
    void aTeamColumnIsTheEntrantInATeamCompetitionAndTheClubOtherwise() throws Exception {
        ImportTable table = parse("Name,Team\nSato,Kodokan\n");

        assertEquals(List.of(ImportField.NAME, ImportField.DOJO), ColumnGuess.of(table, false, false).fields());
        assertEquals(List.of(ImportField.NAME, ImportField.IGNORE), ColumnGuess.of(table, true, false).fields(),
                "a column claims a field only once");
        assertFalse(ImportField.offered(true, true).contains(ImportField.GRADE), "a team has no grade");
    }

    @Test
    void duplicatesAreFlaggedAgainstTheRosterAndWithinTheImport() throws Exception {
        ImportTable table = parse("Name,Dojo,Grade\nsato hiroshi,KODOKAN,3 dan\nAnna de Vries,Kendo Amsterdam,1 kyu\n"
                + "Sato Hiroshi,Mumeishi,\nanna de vries,kendo amsterdam,\n");

        ImportPreview preview = ImportPreview.of(table, true, ColumnGuess.of(table, false, false).fields(), ROSTER);

        assertEquals(List.of(Verdict.IN_ROSTER, Verdict.READY, Verdict.READY, Verdict.REPEATED),
                preview.lines().stream().map(ImportPreview.Line::verdict).toList());
        assertEquals("Already in the roster: Sato Hiroshi from Kodokan.", preview.lines().get(0).note());
        assertEquals("Repeats line 3.", preview.lines().get(3).note());
        assertEquals(List.of(3, 4), preview.rows().stream().map(r -> r.line()).toList());
        assertEquals(List.of("1 kyu"), preview.rows().get(0).player().metadata());
    }

    @Test
    void rowsWithAProblemSayWhyAndAreLeftOut() throws Exception {
        ImportTable table = parse("Name,Dojo\n,Kodokan\nPool A-1st,Kodokan\nDubois, Luc,Shidokan\nAiko Tanaka,\n");

        ImportPreview preview = ImportPreview.of(table, true, ColumnGuess.of(table, false, false).fields(), ROSTER);

        assertEquals("No name: the name cells of this row are empty.", preview.lines().get(0).note());
        assertEquals("The name \"Pool A-1st\" reads like a bracket placeholder; choose another name.",
                preview.lines().get(1).note());
        assertEquals("This row has 3 fields where the header names 2; a name or dojo that holds a comma needs quotes"
                + " around it.", preview.lines().get(2).note());
        assertEquals(Verdict.READY, preview.lines().get(3).verdict(), "a missing dojo reads as NA, as in the roster");
        assertEquals(1, preview.ready());
        assertEquals(3, preview.flagged());
    }

    @Test
    void givenAndFamilyNamesMakeTheNameAndAChangedMappingIsReadAgain() throws Exception {
        ImportTable table = parse("First name;Last name;Club\nAnna;de Vries;Kendo Amsterdam\n");
        ImportPreview guessed = ImportPreview.of(table, true, ColumnGuess.of(table, false, false).fields(), ROSTER);
        ImportPreview unnamed = ImportPreview.of(table, true, List.of(ImportField.IGNORE, ImportField.IGNORE,
                ImportField.DOJO), ROSTER);

        ImportPreview half = ImportPreview.of(parse("First name;Last name\n;Peeters\n"), true,
                List.of(ImportField.GIVEN_NAME, ImportField.FAMILY_NAME), ROSTER);
        assertEquals("Only part of the name: the given name cell of this row is empty.", half.lines().get(0).note());
        assertEquals("Anna de Vries", guessed.rows().get(0).player().name());
        assertEquals("Kendo Amsterdam", guessed.rows().get(0).player().dojo());
        assertTrue(unnamed.problem().startsWith("No column is mapped to Name"), unnamed.problem());
        assertEquals(0, unnamed.ready());
    }

    @Test
    void aDrawnCompetitionTakesNoRow() throws Exception {
        ImportTable table = parse("Name,Dojo\nAnna,Mumeishi\n");
        CompetitionState drawn = ROSTER.withPools(List.of(new taikai.model.entrant.Pool("Pool A", ROSTER.players())));

        ImportPreview preview = ImportPreview.of(table, true, ColumnGuess.of(table, false, false).fields(), drawn);

        assertTrue(preview.problem().startsWith("The competition is drawn"), preview.problem());
        assertEquals(0, preview.ready());
    }

    @Test
    void twoTeamsOfOneNameAreOneTeam() throws Exception {
        ImportTable table = parse("Team,Dojo\nKodokan A,Kodokan\nkodokan a,Elsewhere\n");

        ImportPreview preview = ImportPreview.of(table, true, ColumnGuess.of(table, true, false).fields(), TEAMS);

        assertEquals(Verdict.REPEATED, preview.lines().get(1).verdict());
    }
}
