package taikai.model.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PlaceholdersTest {

    @Test
    void undecidedSlotNamesTheFeedingMatchCountedFromTheFinal() {
        assertEquals("Winner of r2-m0", Placeholders.winnerOf(2, 0));
    }

    @Test
    void poolSlotNamesThePoolAndTheFinishingPlace() {
        assertEquals("Pool A-1st", Placeholders.poolPlace("Pool A", 1));
        assertEquals("Pool BB-2nd", Placeholders.poolPlace("Pool BB", 2));
        assertEquals("Pool C-3rd", Placeholders.poolPlace("Pool C", 3));
    }

    @Test
    void ordinalsFollowEnglishIncludingTheTeens() {
        assertEquals("4th", Placeholders.ordinal(4));
        assertEquals("11th", Placeholders.ordinal(11));
        assertEquals("12th", Placeholders.ordinal(12));
        assertEquals("13th", Placeholders.ordinal(13));
        assertEquals("21st", Placeholders.ordinal(21));
        assertEquals("22nd", Placeholders.ordinal(22));
        assertEquals("111th", Placeholders.ordinal(111));
    }

    @Test
    void placeholderShapesAreRecognisedAndNamesAreNot() {
        assertTrue(Placeholders.isPlaceholder("Winner of r1-m3"));
        assertTrue(Placeholders.isPlaceholder("Pool A-1st"));
        assertFalse(Placeholders.isPlaceholder("Winner of Tournament"));
        assertFalse(Placeholders.isPlaceholder("winner of r1-m3"));
        assertFalse(Placeholders.isPlaceholder("Tanaka"));
        assertFalse(Placeholders.isPlaceholder(""));
    }
}
