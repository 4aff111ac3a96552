package taikai.ui.entrants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.importing.ImportField;
import taikai.app.importing.ImportPreview;
import taikai.app.road.actions.entrant.AddEntrant;
import taikai.model.entrant.Player;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TestFolders;
import taikai.ui.session.Session;
import taikai.ui.write.Writes;

/** The entrants screen's model on real folders; every change goes through the real write road. */
class EntrantsViewModelTest {
    @TempDir
    Path root;
    private Session session;
    private Writes writes;
    private EntrantsViewModel model;

    /** A write answers once logged and is applied right after (decision 0031): the folder is let go only then. */
    @AfterEach
    void closeTheStore() throws Exception {
        if (session != null) {
            session.store().close();
        }
    }

    private void open(boolean drawn) throws Exception {
        if (drawn) {
            TestFolders.drawn(root);
        } else {
            TestFolders.entered(root);
        }
        session = Session.open(root);
        writes = new Writes(new SynchronousUiExecutor());
        model = new EntrantsViewModel(new SynchronousUiExecutor(), writes, () -> Optional.of(session));
        reread(TestFolders.MEN);
    }

    private void reread(String competition) {
        model.show(session.reload().state(competition).orElseThrow());
    }

    private EntrantLine line(String name) {
        return model.all().stream().filter(l -> l.name().equals(name)).findFirst().orElseThrow();
    }

    private String file(String name) throws Exception {
        return Files.readString(root.resolve("competitions/men").resolve(name));
    }

    @Test
    void theCountSaysWhoIsMissingAndTheFilterShowsOnlyThem() throws Exception {
        open(false);
        assertEquals("0 of 12 checked in, 12 missing", model.countProperty().get());
        String first = model.all().get(0).name();
        String second = model.all().get(1).name();

        model.toggleCheckIn(line(first));
        model.toggleCheckIn(line(second));
        reread(TestFolders.MEN);

        assertEquals("2 of 12 checked in, 10 missing", model.countProperty().get());
        assertEquals(2, file("participants.csv").lines().filter(l -> l.endsWith(",checked_in")).count());
        model.showProperty().set(EntrantsViewModel.Show.MISSING);
        assertEquals(10, model.visible().size());
        assertTrue(model.visible().stream().noneMatch(EntrantLine::checkedIn));
        model.showProperty().set(EntrantsViewModel.Show.EVERYONE);
        model.filterProperty().set("kendo amsterdam");
        assertTrue(model.visible().size() > 0 && model.visible().size() < 12, model.visible()::toString);
        assertTrue(model.visible().stream().allMatch(l -> l.dojo().equals("Kendo Amsterdam")));
    }

    @Test
    void pastedRowsArePreviewedWithTheirFlagsAndWrittenOnlyWhenConfirmed() throws Exception {
        open(false);
        String taken = model.all().get(0).name() + "\t" + model.all().get(0).dojo();
        String before = file("participants.csv");
        EntrantImportViewModel importer = model.importer();

        importer.readText("the pasted rows", "Tanaka Ken\tKodokan\t3 dan\n" + taken + "\t2 dan\n\nSato Yui\tMumeishi\t\n"
                + "tanaka ken\tkodokan\t\n");

        assertTrue(importer.openProperty().get());
        assertFalse(importer.headerProperty().get());
        assertEquals(List.of(ImportField.NAME, ImportField.DOJO, ImportField.GRADE),
                importer.columns().stream().map(c -> c.fieldProperty().get()).toList());
        assertEquals(List.of(ImportPreview.Verdict.READY, ImportPreview.Verdict.IN_ROSTER, ImportPreview.Verdict.READY,
                ImportPreview.Verdict.REPEATED), importer.lines().stream().map(ImportPreview.Line::verdict).toList());
        assertEquals("2 entrants to import; 2 rows are flagged and left out.", importer.summaryProperty().get());
        assertEquals(before, file("participants.csv"), "nothing is written before the import is confirmed");

        importer.columns().get(2).fieldProperty().set(ImportField.IGNORE);
        importer.confirm();

        assertFalse(importer.openProperty().get(), "the preview closes once the import landed");
        String after = file("participants.csv");
        assertTrue(after.startsWith(before));
        assertTrue(after.endsWith(",Tanaka Ken,Kodokan,manual\n") == false && after.contains(",Tanaka Ken,Kodokan,manual\n")
                && after.endsWith(",Sato Yui,Mumeishi,manual\n"), after);
        assertEquals("Import of 2 entrants from the pasted rows. 2 entrants are imported from the pasted rows.",
                writes.statusTextProperty().get());
    }

    @Test
    void anImportRefusedByTheRoadStaysOpenWithTheSentenceNamingTheRow() throws Exception {
        open(false);
        String before = file("participants.csv");
        model.importer().readText("entrants.csv", "Name;Club\nTanaka Ken;Kodokan\nSato Yui;Mumeishi\n");
        assertTrue(model.importer().headerProperty().get());
        // Someone enters Sato Yui at the desk while the preview is open.
        session.submit(new AddEntrant(TestFolders.MEN, Player.of("", "Sato Yui", "Mumeishi")));
        String withSato = file("participants.csv");

        model.importer().confirm();

        assertTrue(model.importer().openProperty().get());
        assertTrue(model.importer().errorProperty().get().startsWith("Line 3 of entrants.csv: Another entrant is already"
                + " called \"Sato Yui\""), model.importer().errorProperty().get());
        assertEquals(withSato, file("participants.csv"), "all or nothing: Tanaka Ken is not written either");
        assertTrue(withSato.startsWith(before));
        reread(TestFolders.MEN);
        assertEquals(ImportPreview.Verdict.IN_ROSTER, model.importer().lines().get(1).verdict(),
                "the preview follows the roster as it is read again");
    }

    @Test
    void aSeedForSomeoneNoLongerInTheRosterIsRefusedWithTheReason() throws Exception {
        open(false);
        EntrantLine gone = model.all().get(3);
        model.editor().select(gone);
        List<String> kept = file("participants.csv").lines().filter(l -> !l.startsWith(gone.id())).toList();
        Files.writeString(root.resolve("competitions/men/participants.csv"), String.join("\n", kept) + "\n");

        model.editor().seedProperty().set("1");
        model.editor().setSeed();

        assertTrue(model.editor().refusedProperty().get());
        assertEquals("A seed ranks an entrant, and there is no entrant with id " + gone.id() + " in this competition; add"
                + " them to the roster first.", model.editor().messageProperty().get());
        assertFalse(Files.exists(root.resolve("competitions/men/seeds.csv")) && file("seeds.csv").contains(gone.id()));

        EntrantLine here = model.all().get(0);
        model.editor().select(here);
        model.editor().seedProperty().set("1");
        model.editor().setSeed();
        reread(TestFolders.MEN);
        assertEquals(1, line(here.name()).seed());
        assertTrue(file("seeds.csv").contains(here.id()));
    }

    @Test
    void aWithdrawalIsRecordedAtTheNextMatchWithItsReasonAndCanBeLifted() throws Exception {
        open(true);
        EntrantLine who = model.all().get(0);
        assertFalse(who.number().isEmpty(), "the pool draw numbered the entrants");
        model.editor().select(who);
        assertTrue(model.editor().canWithdrawProperty().get(), model.editor().nextMatchProperty().get());

        model.editor().withdraw();
        assertEquals("Say why " + who.name() + " withdraws; the reason is kept with the match and shown in the table.",
                model.editor().messageProperty().get(), "nothing is sent without a reason");
        model.editor().withdrawalProperty().set(EntrantEditor.WITHDRAWALS.get(1));
        model.editor().reasonProperty().set("Sprained ankle in the warm-up");
        model.editor().withdraw();
        reread(TestFolders.MEN);

        EntrantLine withdrawn = line(who.name());
        assertEquals(EntrantLine.Standing.WITHDRAWN, withdrawn.standing());
        assertTrue(withdrawn.statusWithReason().startsWith("Withdrawn: kiken-injury at Pool "), withdrawn.status());
        assertTrue(withdrawn.statusWithReason().endsWith(" \u2014 Sprained ankle in the warm-up"), withdrawn.statusWithReason());
        String status = file("competitor-status.yaml");
        assertTrue(status.startsWith("statuses:\n    -   playerId: " + who.id() + "\n        eligible: false\n"
                + "        reinstateable: true\n        reason: kiken-injury at Pool "), status);
        assertTrue(model.editor().canReinstateProperty().get());

        model.editor().reinstate();
        reread(TestFolders.MEN);
        assertTrue(line(who.name()).status().startsWith("Reinstated (was: kiken-injury at Pool "), line(who.name()).status());
        String lifted = file("competitor-status.yaml");
        assertTrue(lifted.contains("eligible: true") && lifted.contains("reinstated (was: kiken-injury at Pool "), lifted);
    }

    @Test
    void beforeTheDrawThereIsNoMatchToWithdrawFromAndNoNumber() throws Exception {
        open(false);
        model.editor().select(model.all().get(0));

        assertFalse(model.editor().canWithdrawProperty().get());
        assertTrue(model.editor().nextMatchProperty().get().startsWith("Nothing is drawn yet"));
        assertEquals("", model.all().get(0).number());
    }

    @Test
    void aKnockoutNumbersItsEntrantsInDrawOrder() throws Exception {
        open(true);
        reread(TestFolders.WOMEN);

        List<String> numbers = model.all().stream().map(EntrantLine::number).sorted(EntrantLine.NUMBER_ORDER).toList();
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7", "8"), numbers);
    }

    @Test
    void anEditKeepsTheIdAndChangesTheRow() throws Exception {
        open(false);
        EntrantLine who = model.all().get(2);
        model.editor().select(who);
        model.editor().dojoProperty().set("Kodokan");
        model.editor().gradeProperty().set("4 dan");

        model.editor().save();
        reread(TestFolders.MEN);

        assertTrue(file("participants.csv").contains(who.id() + "," + who.name() + ",Kodokan,4 dan"), file("participants.csv"));
        assertEquals("Kodokan", line(who.name()).dojo());
    }
}
