package taikai.ui.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.TestFolders;
import taikai.ui.session.RoadActions;
import taikai.ui.session.Session;
import taikai.ui.write.Writes;

class ProblemsViewModelTest {
    @TempDir
    Path root;

    @Test
    void aFolderWithoutProblemsSaysSo() throws Exception {
        TestFolders.drawn(root);
        ProblemsViewModel model = model(Session.open(root), folder -> { });
        model.show(Session.open(root).snapshot());
        assertEquals("Nothing is wrong in the data folder.", model.summaryProperty().get());
        assertTrue(model.repairs().isEmpty());
    }

    @Test
    void anUnreadableBracketIsListedWithTheRepairItsFormatAllowsAndTheRepairGoesThroughTheRoad() throws Exception {
        TestFolders.drawn(root);
        Files.writeString(root.resolve("competitions/men/bracket.json"), "{ \"rounds\": [ [ }\n");
        Files.writeString(root.resolve("competitions/women/bracket.json"), "[");
        Session session = Session.open(root);
        ProblemsViewModel model = model(session, folder -> { });
        model.show(session.snapshot());

        assertEquals(2, model.problems().size());
        assertTrue(model.summaryProperty().get().startsWith("2 problems found. 2 competitions take no changes until their files"),
                model.summaryProperty().get());
        RepairLine men = model.repairs().stream().filter(r -> r.competitionId().equals("men")).findFirst().orElseThrow();
        RepairLine women = model.repairs().stream().filter(r -> r.competitionId().equals("women")).findFirst().orElseThrow();
        assertTrue(men.allowed());
        assertEquals("Set the file aside and rebuild the knockout", men.button());
        assertFalse(women.allowed());

        model.repair("men");

        assertFalse(session.store().competition("men").read().failed());
    }

    @Test
    void aFolderThatCannotBeShownSaysWhereItIs() throws Exception {
        TestFolders.drawn(root);
        Session session = Session.open(root);
        ProblemsViewModel model = model(session, folder -> {
            throw new IOException("no file manager");
        });
        model.show(session.snapshot());
        model.openFolder();
        assertEquals("The folder could not be opened (no file manager); it is " + session.root() + ".",
                model.folderNoteProperty().get());
    }

    private static ProblemsViewModel model(Session session, FolderOpener opener) {
        SynchronousUiExecutor executor = new SynchronousUiExecutor();
        return new ProblemsViewModel(executor, new RoadActions(new Writes(executor), () -> Optional.of(session)), () -> { }, opener);
    }
}
