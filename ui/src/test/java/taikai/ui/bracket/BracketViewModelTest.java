package taikai.ui.bracket;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.ui.Samples;
import taikai.ui.match.Dojos;

class BracketViewModelTest {
    private final List<String> opened = new ArrayList<>();
    private final BracketViewModel model = new BracketViewModel(opened::add);

    @Test
    void zoomStaysBetweenItsLimits() {
        for (int i = 0; i < 40; i++) {
            model.zoomIn();
        }
        assertEquals(BracketViewModel.MAX_ZOOM, model.zoomProperty().get(), 1e-9);
        for (int i = 0; i < 40; i++) {
            model.zoomOut();
        }
        assertEquals(BracketViewModel.MIN_ZOOM, model.zoomProperty().get(), 1e-9);
        model.resetZoom();
        assertEquals("100 %", model.zoomTextBinding().get());
    }

    @Test
    void opensOnlyMatchesTheTreeHolds() {
        model.show(Samples.bracket(Samples.entrants(8), 0), Dojos.NONE, "Juniors");
        model.open("m-r2-1");
        model.open("m-r9-9");
        model.open("m-bronze");
        assertEquals(List.of("m-r2-1", "m-bronze"), opened);
    }

    @Test
    void saysWhenNoBracketIsDrawnAndWhenItIsAPreview() {
        model.show(Bracket.EMPTY, Dojos.NONE, "Juniors");
        assertEquals("No bracket has been drawn for this competition yet.", model.noteProperty().get());
        model.show(Samples.bracket(Samples.entrants(4), 0).withPreview(true), Dojos.NONE, "Juniors");
        assertEquals("This draw is a preview and has not been confirmed yet.", model.noteProperty().get());
        assertEquals("Juniors: bracket", model.headingProperty().get());
    }
}
