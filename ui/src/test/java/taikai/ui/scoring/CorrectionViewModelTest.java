package taikai.ui.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import taikai.model.match.Mark;
import taikai.model.match.MatchStatus;
import taikai.ui.Samples;
import taikai.ui.SynchronousUiExecutor;
import taikai.ui.match.Corner;
import taikai.ui.match.OpenMatch;
import taikai.ui.write.Writes;

class CorrectionViewModelTest {
    private final RecordingMatchCommands commands = new RecordingMatchCommands();
    private final CorrectionViewModel model = new CorrectionViewModel(commands, new Writes(new SynchronousUiExecutor()));

    private static OpenMatch finished() {
        var m = Samples.individualMatch().withStatus(MatchStatus.COMPLETED);
        return new OpenMatch(m.withSideB(m.sideB().withIppons(List.of(Mark.KOTE, Mark.HANTEI))), "Pool A, match 1", null, null, "men");
    }

    @Test
    void theEditorStartsFromTheStoredResultWithTheHanteiMarkOnItsOwnControl() {
        model.begin(finished());
        assertTrue(model.editingProperty().get());
        assertEquals("M", model.pointsProperty(Corner.A).get());
        assertEquals("K", model.pointsProperty(Corner.B).get());
        assertEquals(1, model.hansokuProperty(Corner.B).get());
        assertEquals(Corner.B, model.hanteiProperty().get());
    }

    @Test
    void nothingIsSentWithoutAReasonOrWithALetterThatIsNoPoint() {
        model.begin(finished());
        model.save();
        assertEquals("A correction needs a reason: write why the result is corrected, then save it again.", model.errorProperty().get());
        model.reasonProperty().set("Kote was given to the wrong side");
        model.pointsProperty(Corner.A).set("M X");
        model.save();
        assertTrue(model.errorProperty().get().startsWith("Write the points with M, K, D and T"));
        model.pointsProperty(Corner.A).set("m|k");
        model.hikiwakeProperty().set(true);
        model.save();
        assertTrue(model.errorProperty().get().startsWith("A result is either a draw or decided by hantei"));
        assertEquals(List.of(), commands.calls());
    }

    @Test
    void aCorrectionWithAReasonIsSentAndTheEditorCloses() {
        model.begin(finished());
        model.pointsProperty(Corner.A).set("m, k");
        model.hanteiProperty().set(null);
        model.reasonProperty().set("Kote was given to the wrong side");
        model.save();
        assertEquals(List.of("correct(Pool A-0, Kote was given to the wrong side)"), commands.calls());
        assertFalse(model.editingProperty().get());
        assertEquals(Optional.of(List.of(Mark.MEN, Mark.KOTE)), CorrectionViewModel.marks("MK"));
        assertEquals(Optional.empty(), CorrectionViewModel.marks("M?"));
    }
}
