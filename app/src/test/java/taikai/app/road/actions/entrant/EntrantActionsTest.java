package taikai.app.road.actions.entrant;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import taikai.model.entrant.SeedEntry;

class EntrantActionsTest {
    static final String FIRST = "00000000-0000-4000-8000-000000000000";
    static final String SECOND = "00000000-0000-4000-8000-000000000001";

    @TempDir
    Path root;

    private ActionFolder open() throws Exception {
        return new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
    }

    @Test
    void anEntrantIsAddedWithANewIdAndWrittenToTheRoster() throws Exception {
        ActionFolder f = open();

        Answer answer = f.submit(new AddEntrant("open", Player.of("", "Tanaka Ken", "Kodokan")));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        Player added = f.state("open").players().get(4);
        assertTrue(added.id().matches("[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}"), added.id());
        assertTrue(f.file("open", "participants.csv").contains("Tanaka Ken"));
        assertEquals("add-entrant", f.history("open", WriteRoad.COMPETITION_HISTORY).get(0).asked().action());
    }

    @Test
    void aNewTeamIsGivenItsShapeOneMemberPerPositionAndTwoReserves() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("teams", Kind.TEAM, Format.LEAGUE, 2));

        f.submit(new AddEntrant("teams", Player.of("", "Kodokan A", "Kodokan")));

        CompetitionState after = f.state("teams");
        assertEquals(7, after.teamMembers().get(after.players().get(2).id()).size());
    }

    @Test
    void entrantRulesRefuseInOrder() throws Exception {
        ActionFolder f = open();

        assertEquals("entrant-id-unused", f.submit(new AddEntrant("open", Player.of(FIRST, "New", "Dojo"))).rule());
        assertEquals("entrant-has-name", f.submit(new AddEntrant("open", Player.of("", "  ", "Dojo"))).rule());
        assertEquals("name-not-a-placeholder", f.submit(new AddEntrant("open", Player.of("", "Pool A-1st", "Dojo"))).rule());
        assertEquals("name-and-dojo-unique", f.submit(new AddEntrant("open", Player.of("", "fighter 1", "dojo 1"))).rule());
        assertEquals(Outcome.APPLIED, f.submit(new AddEntrant("open", Player.of("", "Fighter 1", "Dojo 2"))).outcome(),
                "the same name from another dojo is another person");
        assertEquals(5, f.state("open").players().size());
    }

    @Test
    void teamNameUniqueInATeamCompetition() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("teams", Kind.TEAM, Format.LEAGUE, 2));

        assertEquals("team-name-unique", f.submit(new AddEntrant("teams", Player.of("", "Team 1", "Elsewhere"))).rule());
    }

    @Test
    void entrantBeforeDrawRefusesANewEntrantOnceDrawn() throws Exception {
        ActionFolder f = open();
        f.draw("open");

        assertEquals("entrant-before-draw", f.submit(new AddEntrant("open", Player.of("", "Late", "Dojo"))).rule());
    }

    @Test
    void anEditKeepsTheIdAndTheDrawsNumber() throws Exception {
        ActionFolder f = open();
        String number = f.draw("open").findPlayer(FIRST).orElseThrow().number();

        Answer answer = f.submit(new EditEntrant("open", Player.of(FIRST, "Fighter Zero", "Dojo 0")));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        Player edited = f.state("open").findPlayer(FIRST).orElseThrow();
        assertEquals("Fighter Zero", edited.name());
        assertEquals(number, edited.number());
    }

    @Test
    void entrantInRosterRefusesAnEditOrCheckInOfNobody() throws Exception {
        ActionFolder f = open();

        assertEquals("entrant-in-roster", f.submit(new EditEntrant("open", Player.of("ghost", "Ghost", "Dojo"))).rule());
        assertEquals("entrant-in-roster", f.submit(new CheckIn("open", "ghost", true)).rule());
        assertEquals("name-and-dojo-unique", f.submit(new EditEntrant("open", Player.of(FIRST, "Fighter 1", "Dojo 1"))).rule());
    }

    @Test
    void aCheckInIsKeptInTheRoster() throws Exception {
        ActionFolder f = open();

        assertEquals(Outcome.APPLIED, f.submit(new CheckIn("open", SECOND, true)).outcome());
        assertTrue(f.state("open").findPlayer(SECOND).orElseThrow().checkedIn());
        f.submit(new CheckIn("open", SECOND, false));
        assertEquals(false, f.state("open").findPlayer(SECOND).orElseThrow().checkedIn());
    }

    @Test
    void aSeedIsStoredWithTheParticipantsIdAndClearedWithZero() throws Exception {
        ActionFolder f = open();

        assertEquals(Outcome.APPLIED, f.submit(new SetSeed("open", SECOND, 1)).outcome());
        assertEquals(List.of(new SeedEntry(1, "Fighter 1", "Dojo 1", SECOND)), f.state("open").seeds());
        assertEquals(1, f.state("open").findPlayer(SECOND).orElseThrow().seed());

        assertEquals(Outcome.APPLIED, f.submit(new SetSeed("open", SECOND, 0)).outcome());
        assertEquals(List.of(), f.state("open").seeds());
    }

    @Test
    void seedForRosterEntrantRefusesARankForSomeoneNotInTheRosterButClearingIsExempt() throws Exception {
        ActionFolder f = open();

        Answer refused = f.submit(new SetSeed("open", "ghost", 1));
        Answer cleared = f.submit(new SetSeed("open", "ghost", 0));

        assertEquals("seed-for-roster-entrant", refused.rule());
        assertTrue(refused.message().contains("ghost"), refused.message());
        assertEquals(Outcome.APPLIED, cleared.outcome(), cleared.message());
    }

    @Test
    void seedRankFreeRefusesARankAlreadyGiven() throws Exception {
        ActionFolder f = open();
        f.submit(new SetSeed("open", FIRST, 1));

        Answer answer = f.submit(new SetSeed("open", SECOND, 1));

        assertEquals("seed-rank-free", answer.rule());
        assertTrue(answer.message().contains("Fighter 0"), answer.message());
    }
}
