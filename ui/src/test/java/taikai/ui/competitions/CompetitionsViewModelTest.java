package taikai.ui.competitions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.model.competition.TeamMatchType;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TestFolders;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Session;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

/** The competitions list and editor on a real folder; creating and editing go through the real write road. */
class CompetitionsViewModelTest {
    @TempDir
    Path root;
    private Session session;
    private Writes writes;
    private CompetitionsViewModel model;

    @BeforeEach
    void open() throws Exception {
        TestFolders.underWay(root);
        session = Session.open(root);
        writes = new Writes(new SynchronousUiExecutor());
        model = new CompetitionsViewModel(new RoadActions(writes, () -> Optional.of(session)));
        model.show(session.snapshot());
    }

    private void reread() {
        model.show(session.reload());
    }

    private String config(String id) throws Exception {
        return Files.readString(root.resolve("competitions").resolve(id).resolve("config.md"));
    }

    @Test
    void eachCompetitionIsListedWithItsStatusAndMatchesDone() {
        assertEquals(List.of(new CompetitionRow("men", "Men's individual", "Individual", "pools then knockout",
                "Pools under way", 8, 23, false), new CompetitionRow("women", "Women's individual", "Individual", "knockout",
                "Knockout under way", 2, 7, false)), model.rows());
        assertEquals("8 / 23", model.rows().get(0).progress(), "the knockout's two byes are not matches");
    }

    @Test
    void byesAreNeitherMatchesToPlayNorMatchesPlayed() {
        taikai.model.competition.Competition c = taikai.model.competition.Competition.create("ko", "Five",
                taikai.model.competition.Kind.INDIVIDUAL, taikai.model.competition.Format.KNOCKOUT).withSchedule(s -> s.withCourts(List.of("A")));
        List<taikai.model.entrant.Player> five = new java.util.ArrayList<>();
        for (int i = 1; i <= 5; i++) {
            five.add(taikai.model.entrant.Player.of("p" + i, "Player " + i, "D" + i));
        }
        taikai.model.competition.CompetitionState drawn = taikai.model.competition.CompetitionState.empty(c).withPlayers(five)
                .withBracket(taikai.model.draw.KnockoutDraw.draw(c, five, 1L));
        // Three byes in a tree of eight: one first-round match, two semi-finals, the final.
        assertEquals("0 / 4", CompetitionsViewModel.row(drawn).progress());
    }

    @Test
    void aNewTeamCompetitionIsCreatedAndThenOpenedInTheEditor() throws Exception {
        model.newCompetition();
        CompetitionForm form = model.form();
        assertFalse(form.isTeam().get(), "the team settings are hidden for an individual competition");
        form.nameProperty().set("Team Championship");
        form.kindProperty().set(Kind.TEAM);
        assertTrue(form.isTeam().get());
        form.formatProperty().set(Format.KNOCKOUT);
        form.teamSizeProperty().set("3");
        form.teamMatchTypeProperty().set(TeamMatchType.KACHINUKI);
        form.thirdPlaceMatchProperty().set(true);
        form.courts().setAll("C");

        model.save();
        reread();

        assertEquals(WriteAnswer.Outcome.APPLIED, writes.lastAnswerProperty().get().outcome(), writes.statusTextProperty().get());
        assertEquals("---\nid: team-championship\nname: Team Championship\nkind: team\nformat: playoffs\nteam_size: 3\n"
                + "courts:\n    - C\nstatus: setup\nhas_participant_ids: true\nteam_match_type: kachinuki\n"
                + "round_lineups_converted: true\nthird_place_match: true\n---\n", config("team-championship"));
        assertEquals("team-championship", model.editingProperty().get(), "the new competition is opened in the editor");
        assertEquals("Settings of Team Championship", model.editorTitleProperty().get());
        assertEquals(3, model.rows().size());
    }

    @Test
    void aFormThatDoesNotReadIsSaidAndNothingIsSent() {
        model.newCompetition();
        model.form().nameProperty().set("Juniors");
        model.form().poolSizeProperty().set("four");
        model.form().courts().setAll("Q");

        model.save();

        assertEquals("The pool size is a whole number; \"four\" is not. The court Q is not one of the tournament's courts"
                + " (A, B, C).", model.errorProperty().get());
        assertEquals(null, writes.lastAnswerProperty().get());
        assertFalse(Files.exists(root.resolve("competitions/juniors")));
    }

    @Test
    void aDrawnCompetitionSaysWhatItsDrawFixesAndTheRoadRefusesANewFormat() throws Exception {
        String before = config("men");
        model.edit("men");
        assertTrue(model.drawnNoteProperty().get().startsWith("This competition is drawn"));
        model.form().formatProperty().set(Format.LEAGUE);

        model.save();

        WriteAnswer answer = writes.lastAnswerProperty().get();
        assertEquals(WriteAnswer.Outcome.REFUSED, answer.outcome());
        assertEquals("Men's individual is drawn, so its format (pools then knockout) cannot change; discard the draw on"
                + " the Draw screen first if it must.", answer.sentence());
        assertEquals(before, config("men"));
    }

    @Test
    void aDrawnCompetitionStillTakesANewNameAndRules() throws Exception {
        model.edit("women");
        model.form().nameProperty().set("Women's open");
        model.form().ipponShobuProperty().set(true);

        model.save();
        reread();

        assertEquals(WriteAnswer.Outcome.APPLIED, writes.lastAnswerProperty().get().outcome(), writes.statusTextProperty().get());
        assertTrue(config("women").contains("name: Women's open\n"), config("women"));
        assertTrue(config("women").contains("ippon_shobu: true\n"), config("women"));
        assertEquals("Women's open", model.rows().get(1).name());
    }
}
