package taikai.ui.bracket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.Bracket;
import taikai.ui.Samples;

class BracketLayoutTest {

    private static Map<String, BracketLayout.Placed> placed(Bracket bracket) {
        return BracketLayout.of(bracket).boxes().stream().collect(Collectors.toMap(p -> p.match().id(), Function.identity()));
    }

    @Test
    void eachMatchSitsMidwayBetweenItsFeeders() {
        Map<String, BracketLayout.Placed> boxes = placed(Samples.bracket(Samples.entrants(16), 0));
        BracketLayout.Placed upper = boxes.get("m-r1-0");
        BracketLayout.Placed lower = boxes.get("m-r1-1");
        assertEquals((upper.centreY() + lower.centreY()) / 2, boxes.get("m-r2-0").centreY(), 1e-9);
        assertEquals((boxes.get("m-r3-0").centreY() + boxes.get("m-r3-1").centreY()) / 2, boxes.get("m-r4-0").centreY(), 1e-9);
    }

    @Test
    void roundsAreColumnsFromLeftToRight() {
        Map<String, BracketLayout.Placed> boxes = placed(Samples.bracket(Samples.entrants(8), 0));
        assertTrue(boxes.get("m-r1-0").x() < boxes.get("m-r2-0").x());
        assertTrue(boxes.get("m-r2-0").x() < boxes.get("m-r3-0").x());
    }

    @Test
    void bronzeMatchSitsUnderTheFinalWithoutOverlapping() {
        Map<String, BracketLayout.Placed> boxes = placed(Samples.bracket(Samples.entrants(8), 0));
        BracketLayout.Placed finalBox = boxes.get("m-r3-0");
        BracketLayout.Placed bronze = boxes.get("m-bronze");
        assertEquals(finalBox.x(), bronze.x(), 1e-9);
        assertTrue(bronze.y() >= finalBox.y() + BracketLayout.BOX_HEIGHT);
    }

    @Test
    void noTwoBoxesOfOneColumnOverlap() {
        BracketLayout layout = BracketLayout.of(Samples.bracket(Samples.entrants(128), 0));
        var columns = layout.boxes().stream().collect(Collectors.groupingBy(BracketLayout.Placed::round));
        columns.values().forEach(column -> {
            var ys = column.stream().mapToDouble(BracketLayout.Placed::y).sorted().toArray();
            for (int i = 1; i < ys.length; i++) {
                assertTrue(ys[i] - ys[i - 1] >= BracketLayout.BOX_HEIGHT, "boxes overlap at y " + ys[i]);
            }
        });
        assertTrue(layout.height() >= 64 * BracketLayout.BOX_HEIGHT, "64 first-round boxes fit in the height");
    }

    @Test
    void anEmptyBracketHasNoBoxes() {
        assertEquals(0, BracketLayout.of(Bracket.EMPTY).boxes().size());
    }
}
