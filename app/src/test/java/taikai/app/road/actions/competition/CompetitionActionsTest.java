package taikai.app.road.actions.competition;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.model.competition.Competition;
import taikai.model.competition.CompetitionStatus;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;

class CompetitionActionsTest {
    @TempDir
    Path root;

    private static Competition form(String name, Kind kind, Format format) {
        return Competition.create("", name, kind, format);
    }

    @Test
    void aCompetitionIsCreatedWithItsSettingsAndItsFirstHistoryLine() throws Exception {
        ActionFolder f = new ActionFolder(root);
        Competition settings = form("Men's Individual", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT).withPools(p -> p.withSize(4).withWinners(2)).withKnockout(k -> k.withThirdPlaceMatch(true)).withSchedule(s -> s.withCourts(List.of("A", "B"))).withEntrants(e -> e.withNumberPrefix("M"))
                .withNotes("Seniors from 1st kyu.\n");

        Answer answer = f.submit(new CreateCompetition(settings));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals("Competition Men's Individual is created: individual, pools then knockout.", answer.message());
        assertEquals("---\nid: men-s-individual\nname: Men's Individual\nkind: individual\nformat: mixed\npool_size: 4\n"
                + "pool_winners: 2\ncourts:\n    - A\n    - B\nstatus: setup\nnumber_prefix: M\nhas_participant_ids: true\n"
                + "round_lineups_converted: true\nthird_place_match: true\n---\nSeniors from 1st kyu.\n",
                f.file("men-s-individual", "config.md"));
        assertEquals("create-competition", f.history("men-s-individual", WriteRoad.COMPETITION_HISTORY).get(0).asked().action());
        assertEquals(1, f.feed.lastSequence());
    }

    @Test
    void aTeamCompetitionKeepsItsTeamSizeAndOrder() throws Exception {
        ActionFolder f = new ActionFolder(root);

        Answer answer = f.submit(new CreateCompetition(form("Team Kachinuki", Kind.TEAM, Format.KNOCKOUT).withTeams(t -> t.withSize(3).withMatchType(TeamMatchType.KACHINUKI)).withBouts(b -> b.withEnchoLimit(2))));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        String config = f.file("team-kachinuki", "config.md");
        assertTrue(config.contains("kind: team\nformat: playoffs\nteam_size: 3\n"), config);
        assertTrue(config.contains("team_match_type: kachinuki\n"), config);
    }

    @Test
    void aNameWhoseIdIsTakenIsRefusedAndTheExistingFolderIsUntouched() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        String before = f.file("open", "config.md");

        Answer answer = f.submit(new CreateCompetition(form("OPEN", Kind.TEAM, Format.LEAGUE)));

        assertEquals("competition_exists", answer.rule());
        assertEquals("A competition with the id \"open\" (Open open) already exists; give the new one another name.",
                answer.message());
        assertEquals(before, f.file("open", "config.md"));
    }

    @Test
    void wrongSettingsAreRefusedBeforeAnyFolderIsMade() throws Exception {
        ActionFolder f = new ActionFolder(root);

        Answer answer = f.submit(new CreateCompetition(form("Juniors", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT)
                .withPools(p -> p.withSize(3).withWinners(3)).withSchedule(s -> s.withCourts(List.of("Z")))));

        assertEquals("settings", answer.rule());
        assertEquals("Fewer entrants qualify from a pool than it holds: choose fewer qualifiers than the pool size."
                + " The court Z is not one of the tournament's courts (A, B).", answer.message());
        assertFalse(Files.exists(root.resolve("competitions/juniors")));
    }

    @Test
    void aNameWithoutLettersOrDigitsIsRefusedByItsShape() throws Exception {
        ActionFolder f = new ActionFolder(root);

        Answer answer = f.submit(new CreateCompetition(form("***", Kind.INDIVIDUAL, Format.KNOCKOUT)));

        assertEquals("shape", answer.rule());
    }

    @Test
    void anEditChangesTheSettingsAndKeepsUnknownKeysAndTheStatus() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        Path config = root.resolve("competitions/open/config.md");
        Files.writeString(config, Files.readString(config).replace("status: setup\n",
                "status: draw-ready\nreferee_briefing: Hall B\n"));
        Competition edited = f.state("open").competition().withName("Open Individual").withBouts(b -> b.withIpponShobu(true).withHikiwakeAllowed(false).withEnchoLimit(3)).withStatus(CompetitionStatus.COMPLETED);

        Answer answer = f.submit(new EditCompetition("open", edited));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        String after = f.file("open", "config.md");
        assertTrue(after.contains("name: Open Individual\n"), after);
        assertTrue(after.contains("status: draw-ready\n"), "the status is the competition's own: " + after);
        assertTrue(after.contains("referee_briefing: Hall B\n"), after);
        assertTrue(after.indexOf("referee_briefing") < after.indexOf("---\n", 4), "still in the front matter: " + after);
        assertTrue(after.contains("ippon_shobu: true\n"), after);
        assertEquals("edit-competition", f.history("open", WriteRoad.COMPETITION_HISTORY).get(0).asked().action());
    }

    @Test
    void aDrawnCompetitionRefusesANewFormatAndSaysWhy() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.POOLS_THEN_KNOCKOUT, 8));
        f.draw("open");
        String before = f.file("open", "config.md");

        Answer answer = f.submit(new EditCompetition("open", f.state("open").competition().withFormat(Format.LEAGUE)));

        assertEquals("drawn", answer.rule());
        assertEquals("Open open is drawn, so its format (pools then knockout) cannot change; discard the draw on the Draw"
                + " screen first if it must.", answer.message());
        assertEquals(before, f.file("open", "config.md"));
    }

    @Test
    void aDrawnTeamCompetitionRefusesANewTeamSizeButTakesANewName() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("teams", Kind.TEAM, Format.LEAGUE, 4));
        f.draw("teams");
        Competition stored = f.state("teams").competition();

        assertEquals("drawn", f.submit(new EditCompetition("teams", stored.withTeams(t -> t.withSize(3)))).rule());
        Answer renamed = f.submit(new EditCompetition("teams", stored.withName("Team League")));

        assertEquals(Outcome.APPLIED, renamed.outcome(), renamed.message());
        assertEquals("Team League", f.state("teams").competition().name());
    }

    @Test
    void theKindCannotChangeOnceEntrantsAreEntered() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));

        Answer answer = f.submit(new EditCompetition("open", f.state("open").competition().withKind(Kind.TEAM).withTeams(t -> t.withSize(5))));

        assertEquals("kind_with_entrants", answer.rule());
        assertEquals("Open open has 4 entrants, so it cannot change from individual to team; make a new competition"
                + " instead.", answer.message());
    }

    @Test
    void anIndividualCompetitionWritesNoTeamSize() throws Exception {
        ActionFolder f = new ActionFolder(root);

        f.submit(new CreateCompetition(form("Kids", Kind.INDIVIDUAL, Format.KNOCKOUT).withTeams(t -> t.withSize(5))));

        assertFalse(f.file("kids", "config.md").contains("team_size"));
    }
}
