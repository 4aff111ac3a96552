package taikai.storage.roster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import taikai.model.competition.Competition;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.entrant.Player;
import taikai.model.entrant.PlayerSource;
import taikai.storage.csv.RoundTripGuard;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;

class ParticipantsFileTest {
    static final Competition INDIVIDUAL = Competition.create("open", "Open", Kind.INDIVIDUAL, Format.KNOCKOUT);
    static final Competition ZEKKEN = INDIVIDUAL.withEntrants(e -> e.withWithZekkenName(true));
    static final Competition TEAMS = Competition.create("teams", "Teams", Kind.TEAM, Format.KNOCKOUT);
    static final String A = "0b5a3c1e-8f2d-4b6a-9c1e-2d3f4a5b6c7d";
    static final String B = "1c6b4d2f-9a3e-4c7b-8d2f-3e4a5b6c7d8e";

    static Supplier<String> ids(String... values) {
        List<String> queue = new ArrayList<>(List.of(values));
        return () -> queue.remove(0);
    }

    static Player player(String id, String name, String display, String dojo, List<String> meta, boolean checkedIn,
            PlayerSource source) {
        return new Player(id, name, display, dojo, meta, "", 0, -1, checkedIn, source);
    }

    @Test
    void rowsAreWrittenIdNameDojoMetadataSourceCheckedIn() throws Exception {
        List<Player> players = List.of(
                player(A, "Rin Sato", "", "Seibukan", List.of("3 dan"), true, PlayerSource.REGISTERED),
                player(B, "Kenji Mori, Jr.", "", "Tobukan", List.of(), false, PlayerSource.NONE));
        assertEquals(A + ",Rin Sato,Seibukan,3 dan,registered,checked_in\n" + B + ",\"Kenji Mori, Jr.\",Tobukan\n",
                ParticipantsFile.write(players, INDIVIDUAL, ids()));
    }

    @Test
    void theZekkenNameColumnSitsBetweenNameAndDojo() throws Exception {
        List<Player> players = List.of(player(A, "Rin Sato", "SATO", "Seibukan", List.of(), false, PlayerSource.MANUAL));
        String text = ParticipantsFile.write(players, ZEKKEN, ids());
        assertEquals(A + ",Rin Sato,SATO,Seibukan,manual\n", text);
        assertEquals(players, ParticipantsFile.read("p.csv", text, ZEKKEN, new Problems()));
    }

    @Test
    void anEntrantWithoutAnIdIsGivenOneOnWrite() throws Exception {
        List<Player> players = List.of(player("", "Rin Sato", "", "Seibukan", List.of(), false, PlayerSource.NONE));
        assertEquals(A + ",Rin Sato,Seibukan\n", ParticipantsFile.write(players, INDIVIDUAL, ids(A)));
        String random = ParticipantsFile.randomIds().get();
        assertTrue(random.matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"), random);
    }

    @Test
    void everyPersistedFieldSurvivesASaveAndReload() throws Exception {
        Player sample = player(A, "Rin Sato", "SATO", "Seibukan", List.of("3 dan", "U18"), true, PlayerSource.TRANSFER);
        Player reloaded = ParticipantsFile.read("participants.csv",
                ParticipantsFile.write(List.of(sample), ZEKKEN, ids()), ZEKKEN, new Problems()).get(0);
        RoundTripGuard.check("participants.csv", sample, reloaded, Map.of(
                "number", "a competitor number is given at the pool draw and lives in pools.csv",
                "seed", "a seed lives in seeds.csv",
                "poolPosition", "a pool position is the row order of pools.csv"));
    }

    @Test
    void reservedReadsAsManualAndAMissingDojoAsNa() throws Exception {
        List<Player> read = ParticipantsFile.read("p.csv", A + ",Rin Sato,Seibukan,reserved\n" + B + ",Kenji Mori\n",
                INDIVIDUAL, new Problems());
        assertEquals(PlayerSource.MANUAL, read.get(0).source());
        assertEquals("NA", read.get(1).dojo());
    }

    @Test
    void checkedInCountsOnlyAsTheLastField() throws Exception {
        List<Player> read = ParticipantsFile.read("p.csv", A + ",Rin Sato,Seibukan,checked_in,3 dan\n",
                INDIVIDUAL, new Problems());
        assertEquals(false, read.get(0).checkedIn());
        assertEquals(List.of("checked_in", "3 dan"), read.get(0).metadata());
    }

    @Test
    void aRosterWithoutIdsIsReadByNameWhenTheConfigSaysSo() throws Exception {
        Competition old = INDIVIDUAL.withEntrants(e -> e.withHasParticipantIds(false));
        List<Player> read = ParticipantsFile.read("p.csv", "Rin Sato, Seibukan\nYuki Tanaka, Tobukan, 2 dan\n", old,
                new Problems());
        assertEquals(List.of("", "Rin Sato", "Seibukan"), List.of(read.get(0).id(), read.get(0).name(), read.get(0).dojo()));
        assertEquals(List.of("2 dan"), read.get(1).metadata());
    }

    @Test
    void uuidsInTheFirstColumnAreIdsEvenWhenTheFlagWentMissing() throws Exception {
        Competition old = INDIVIDUAL.withEntrants(e -> e.withHasParticipantIds(false));
        List<Player> read = ParticipantsFile.read("p.csv", A + ",Rin Sato,Seibukan\n", old, new Problems());
        assertEquals(A, read.get(0).id());
        assertEquals("Seibukan", read.get(0).dojo());
    }

    @Test
    void aRowWithoutANameIsSkippedWithItsPosition() throws Exception {
        Problems problems = new Problems();
        List<Player> read = ParticipantsFile.read("competitions/open/participants.csv",
                A + ",Rin Sato,Seibukan\n" + B + ",,Tobukan\n", INDIVIDUAL, problems);
        assertEquals(1, read.size());
        Problem p = problems.list().get(0);
        assertEquals(2, p.line());
        assertEquals(38, p.column());
        assertEquals(Problem.Severity.DEGRADED, p.severity());
    }

    @Test
    void aRowThatDoesNotParseFailsTheFileAtItsLineAndColumn() {
        FileFormatException e = assertThrows(FileFormatException.class, () -> ParticipantsFile.read("p.csv",
                A + ",Rin Sato,Seibukan\n" + B + ",\"Kenji\" Mori,Tobukan\n", INDIVIDUAL, new Problems()));
        assertEquals(2, e.problem().line());
        assertEquals(B.length() + 2, e.problem().column(), "the field whose quote closes too early");
        assertTrue(e.problem().message().contains("(at line 2, column 46)"), e.problem().message());
    }

    @Test
    void twoEntrantsWithTheSameNameAndDojoAreRefused() {
        List<Player> players = List.of(Player.of(A, "Rin Sato", "Seibukan"), Player.of(B, "rin sato ", "SEIBUKAN"));
        RosterException e = assertThrows(RosterException.class,
                () -> ParticipantsFile.write(players, INDIVIDUAL, ids()));
        assertEquals("Two entrants are both called \"rin sato\" from \"SEIBUKAN\"; change the name or the dojo of one"
                + " of them before saving.", e.getMessage());
    }

    @Test
    void theSameNameFromAnotherDojoIsAllowedForIndividualsButNotForTeams() throws Exception {
        List<Player> players = List.of(Player.of(A, "Tora", "Seibukan"), Player.of(B, "Tora", "Tobukan"));
        ParticipantsFile.write(players, INDIVIDUAL, ids());
        RosterException e = assertThrows(RosterException.class, () -> ParticipantsFile.write(players, TEAMS, ids()));
        assertTrue(e.getMessage().startsWith("Two teams are called \"Tora\""), e.getMessage());
    }

    @Test
    void aNameShapedLikeAPlaceholderIsRefused() {
        for (String name : List.of("Pool A-1st", "pool bb-2nd", "Winner of r1-m3")) {
            assertThrows(RosterException.class,
                    () -> ParticipantsFile.write(List.of(Player.of(A, name, "Dojo")), INDIVIDUAL, ids()), name);
        }
        assertTrue(!RosterRules.isPlaceholder("Pool Alpha"));
    }
}
