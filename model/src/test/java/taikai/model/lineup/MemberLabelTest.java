package taikai.model.lineup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MemberLabelTest {

    @Test
    void theLabelIsTheTeamNumberADotAndTheMemberIndex() {
        assertEquals("T10.1", MemberLabel.of("T10", 1));
    }

    @Test
    void beforeTheTeamIsNumberedTheLabelIsTheIndex() {
        assertEquals("3", MemberLabel.of("", 3));
    }
}
