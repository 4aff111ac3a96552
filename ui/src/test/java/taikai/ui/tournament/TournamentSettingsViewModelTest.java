package taikai.ui.tournament;

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
import taikai.model.tournament.TournamentMode;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TestFolders;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Session;
import taikai.ui.write.WriteAnswer;
import taikai.ui.write.Writes;

/** The settings form on a real folder; saving goes through the real write road. */
class TournamentSettingsViewModelTest {
    static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'I', 'H', 'D', 'R'};

    @TempDir
    Path root;
    @TempDir
    Path elsewhere;
    private Session session;
    private Writes writes;
    private TournamentSettingsViewModel model;

    @BeforeEach
    void open() throws Exception {
        TestFolders.underWay(root);
        session = Session.open(root);
        writes = new Writes(new SynchronousUiExecutor());
        model = new TournamentSettingsViewModel(new RoadActions(writes, () -> Optional.of(session)));
        model.show(session.snapshot().tournament().orElseThrow());
    }

    private String tournamentMd() throws Exception {
        return Files.readString(root.resolve("tournament.md"));
    }

    @Test
    void theFormShowsTournamentMdAndSavesWhatWasChangedToIt() throws Exception {
        assertEquals("Amsterdam Taikai 2027", model.nameProperty().get());
        assertEquals(List.of("A", "B", "C"), model.courts());

        model.addCourt();
        model.addContact();
        model.contacts().get(model.contacts().size() - 1).labelProperty().set("Desk");
        model.contacts().get(model.contacts().size() - 1).valueProperty().set("desk@example.org");
        model.modeProperty().set(TournamentMode.SELF_RUN);
        model.notesProperty().set("# Welcome\n");
        model.save();

        assertEquals(WriteAnswer.Outcome.APPLIED, writes.lastAnswerProperty().get().outcome(), writes.statusTextProperty().get());
        String file = tournamentMd();
        assertTrue(file.contains("courts:\n    - A\n    - B\n    - C\n    - D\n"), file);
        assertTrue(file.contains("mode: self-run\n"), file);
        assertTrue(file.contains("-   label: Desk\n        value: desk@example.org\n"), file);
        assertTrue(file.endsWith("---\n# Welcome\n"), file);
    }

    @Test
    void aCourtTypedTwiceOrNotALetterIsSaidAndNotAdded() {
        model.newCourtProperty().set("B");
        model.addCourt();
        assertEquals("The court B is listed twice; give each court its own letter.", model.errorProperty().get());
        model.newCourtProperty().set("Hall 2");
        model.addCourt();
        assertEquals("The court \"HALL 2\" is not a letter from A to P; other implementations read only those.",
                model.errorProperty().get());
        assertEquals(List.of("A", "B", "C"), model.courts());
    }

    @Test
    void wrongValuesAreSaidInSentencesAndNothingIsSent() throws Exception {
        String before = tournamentMd();
        model.primaryColorProperty().set("blue");
        model.durationDaysProperty().set("two");
        model.save();

        assertEquals("The number of days is a whole number; \"two\" is not. The primary colour \"blue\" is not a colour;"
                + " write it as # and six hex digits, for example #1f6feb.", model.errorProperty().get());
        assertEquals(before, tournamentMd());
        assertEquals(null, writes.lastAnswerProperty().get(), "nothing went down the road");
    }

    @Test
    void removingACourtWithQueuedMatchesIsRefusedByTheRoadNamingTheMatch() throws Exception {
        model.removeCourt("A");
        model.save();

        WriteAnswer answer = writes.lastAnswerProperty().get();
        assertEquals(WriteAnswer.Outcome.REFUSED, answer.outcome());
        assertTrue(answer.sentence().startsWith("Court A cannot be removed: Pool B, match 3 of Men's individual is running"
                + " there."), answer.sentence());
        assertTrue(tournamentMd().contains("    - A\n"));
    }

    @Test
    void aChosenSponsorLogoIsCopiedIntoSponsorsOnSave() throws Exception {
        Path logo = Files.write(elsewhere.resolve("bogu.png"), PNG);
        model.addSponsor();
        SponsorRow sponsor = model.sponsors().get(0);
        sponsor.nameProperty().set("Kiriyama Bogu");
        sponsor.chosenLogoProperty().set(logo);
        assertEquals("bogu.png (copied on save)", sponsor.logoTextProperty().get());

        model.save();

        assertEquals(WriteAnswer.Outcome.APPLIED, writes.lastAnswerProperty().get().outcome(), writes.statusTextProperty().get());
        try (var files = Files.list(root.resolve("sponsors"))) {
            Path copied = files.findFirst().orElseThrow();
            assertTrue(copied.getFileName().toString().matches("[0-9a-f]{16}\\.png"), copied.toString());
            assertTrue(tournamentMd().contains("file: " + copied.getFileName()), tournamentMd());
        }
    }

    @Test
    void aLogoThatCannotBeReadIsSaidOnTheStatusLine() throws Exception {
        model.chooseLogo(elsewhere.resolve("gone.png"));
        model.save();

        WriteAnswer answer = writes.lastAnswerProperty().get();
        assertFalse(answer.outcome() == WriteAnswer.Outcome.APPLIED);
        assertTrue(answer.sentence().contains("The image " + elsewhere.resolve("gone.png") + " could not be read"),
                answer.sentence());
        assertFalse(Files.exists(root.resolve("branding")));
    }

    @Test
    void aReadOfTheFolderThatLeftTournamentMdAsItWasKeepsWhatIsBeingTyped() throws Exception {
        model.venueProperty().set("Typing a new venue");

        model.show(session.reload().tournament().orElseThrow());

        assertEquals("Typing a new venue", model.venueProperty().get());
        model.revert();
        assertFalse(model.venueProperty().get().startsWith("Typing"));
    }
}
