package taikai.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import taikai.print.What;

/** The header's Print... starts on the paper of the screen in front of the organiser. */
class PrintChoiceTest {
    @Test
    void eachScreenPreselectsItsOwnPaperAndTheRestTheBooklet() {
        assertEquals(What.POOLS, PrintChoice.forSection(Section.POOLS));
        assertEquals(What.BRACKETS, PrintChoice.forSection(Section.BRACKET));
        assertEquals(What.SHEETS, PrintChoice.forSection(Section.COURTS));
        assertEquals(What.TAGS, PrintChoice.forSection(Section.ENTRANTS));
        assertEquals(What.TEAMS, PrintChoice.forSection(Section.TEAMS));
        assertEquals(What.SCHEDULE, PrintChoice.forSection(Section.SCHEDULE));
        assertEquals(What.RESULTS, PrintChoice.forSection(Section.RESULTS));
        assertEquals(What.BOOKLET, PrintChoice.forSection(Section.HISTORY));
        assertEquals(What.BOOKLET, PrintChoice.forSection(null));
        assertTrue(PrintChoice.perCompetition(What.POOLS));
        assertFalse(PrintChoice.perCompetition(What.SHEETS));
        assertFalse(PrintChoice.perCompetition(What.SCHEDULE));
        assertTrue(PrintChoice.perCompetition(What.RESULTS));
        assertFalse(PrintChoice.perCompetition(What.BOOKLET));
    }
}
