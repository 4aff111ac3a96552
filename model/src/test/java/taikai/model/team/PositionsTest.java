package taikai.model.team;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PositionsTest {

    @Test
    void aTeamOfFiveFieldsTheFiveFikPositions() {
        assertEquals(List.of("senpo", "jiho", "chuken", "fukusho", "taisho"), Positions.of(5));
    }

    @Test
    void anyOtherSizeIsNumberedFromOne() {
        assertEquals(List.of("1", "2", "3"), Positions.of(3));
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7"), Positions.of(7));
    }

    @Test
    void noTeamSizeMeansNoPositions() {
        assertEquals(List.of(), Positions.of(0));
    }

    @Test
    void aFixedOrderBoutPositionIsZeroBased() {
        assertEquals(Optional.of("senpo"), Positions.ofFixedBout(5, 0));
        assertEquals(Optional.of("taisho"), Positions.ofFixedBout(5, 4));
        assertEquals(Optional.empty(), Positions.ofFixedBout(5, 5));
        assertEquals(Optional.of("2"), Positions.at(3, 2));
    }
}
