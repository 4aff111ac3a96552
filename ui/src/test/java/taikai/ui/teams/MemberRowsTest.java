package taikai.ui.teams;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MemberRowsTest {
    @Test
    void theFirstCellOfEachRowIsAName_aHeaderBlanksAndRepeatsAreLeftOut() {
        String pasted = "Name\tGrade\nYuki Tanaka\t3 dan\n\n  \"Sato, Kenji\",Tokyo Kendo Club\nAnna de Vries;4 dan\r\n"
                + "yuki   tanaka\n\"Jan \"\"the wall\"\" Smit\"\n";

        assertEquals(List.of("Yuki Tanaka", "Sato, Kenji", "Anna de Vries", "Jan \"the wall\" Smit"), MemberRows.names(pasted));
    }

    @Test
    void aHeaderRowInAnotherLanguageIsLeftOutToo() {
        assertEquals(List.of("Yuki Tanaka"), MemberRows.names("名前\t段位\nYuki Tanaka\t3段"));
        assertEquals(List.of("Lars Bakker"), MemberRows.names("Naam;Graad\nLars Bakker;2 dan"));
        assertEquals(List.of("Ana García"), MemberRows.names("Nombre,Grado\nAna García,1 dan"));
    }

    @Test
    void aFirstRowThatIsAPersonIsKept() {
        assertEquals(List.of("Name Surname", "Lars Bakker"), MemberRows.names("Name Surname\nLars Bakker"));
        assertEquals(List.of(), MemberRows.names(" \n\n"));
    }
}
