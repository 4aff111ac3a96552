package taikai.storage.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.model.match.Mark;

/** Point lists as cells ({@code M|Ht}) and the legacy bracket score string ({@code MK (H1)}). */
class PointsTest {
    @Test
    void everyMarkJoinsWithABarAndSplitsBackToItself() {
        List<Mark> all = List.of(Mark.values());
        List<String> problems = new ArrayList<>();
        assertEquals("M|K|D|T|S|H|\u25cb|\u2022|Ht", Points.join(all));
        assertEquals(all, Points.split(Points.join(all), problems::add));
        assertTrue(problems.isEmpty());
    }

    @Test
    void theLegacyScoreIsLettersWithoutSeparatorThenOutstandingFouls() {
        assertEquals("MK (H1)", Points.legacyScore(List.of(Mark.MEN, Mark.KOTE), 1));
        assertEquals("(H2)", Points.legacyScore(List.of(), 2));
        assertEquals("M", Points.legacyScore(List.of(Mark.MEN, Mark.HANTEI), 0));
        assertEquals("", Points.legacyScore(List.of(), 0));
    }

    @Test
    void aLegacyScoreParsesBackIntoMarksAndFouls() {
        List<String> problems = new ArrayList<>();
        assertEquals(new Points.LegacyScore(List.of(Mark.MEN, Mark.KOTE), 1), Points.parseLegacyScore("MK (H1)", problems::add));
        assertEquals(new Points.LegacyScore(List.of(Mark.HANSOKU, Mark.HANTEI), 0), Points.parseLegacyScore("HHt", problems::add));
        assertEquals(new Points.LegacyScore(List.of(), 2), Points.parseLegacyScore("(H2)", problems::add));
        assertEquals(new Points.LegacyScore(List.of(Mark.DEFAULT_WIN, Mark.DEFAULT_WIN), 0),
                Points.parseLegacyScore("\u25cb\u25cb", problems::add));
        assertTrue(problems.isEmpty());
    }

    @Test
    void aLegacyScoreWithAnUnknownLetterOrBadFoulCountDegrades() {
        List<String> problems = new ArrayList<>();
        assertEquals(new Points.LegacyScore(List.of(Mark.MEN), 0), Points.parseLegacyScore("MZ (Hx)", problems::add));
        assertEquals(2, problems.size());
    }

    /** file-formats: the legacy strings hold the letters of the points; a hantei is never among them. */
    @Test
    void theLegacyScoreStringNeverCarriesTheHanteiMark() {
        assertEquals("", Points.legacyScore(List.of(Mark.HANTEI), 0));
        assertEquals("M", Points.legacyScore(List.of(Mark.MEN, Mark.HANTEI), 0));
        assertEquals("(H1)", Points.legacyScore(List.of(Mark.HANTEI), 1));
        List<String> dropped = new ArrayList<>();
        assertEquals(List.of(Mark.MEN), Points.parseLegacyScore(Points.legacyScore(List.of(Mark.MEN, Mark.HANTEI), 0),
                dropped::add).marks());
        assertEquals(List.of(), dropped);
    }
}
