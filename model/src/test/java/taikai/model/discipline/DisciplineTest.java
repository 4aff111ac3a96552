package taikai.model.discipline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import taikai.model.match.Mark;
import taikai.model.scoring.Play;

class DisciplineTest {

    @Test
    void aPlainCompetitionIsKendoShiaiWonAtTwoPoints() {
        assertEquals(new KendoShiai(2), Discipline.of(Play.kendo()));
    }

    @Test
    void ipponShobuIsWonAtOnePoint() {
        assertEquals(1, Discipline.of(Play.kendo().withBouts(b -> b.withIpponShobu(true))).pointsToWin());
    }

    @Test
    void naginataSetsNaginataShiai() {
        assertEquals(new NaginataShiai(2), Discipline.of(Play.naginata()));
    }

    @Test
    void engiIsJudgedByThreeUnlessTheCompetitionSetsAnotherOddNumber() {
        assertEquals(new NaginataEngi(3), Discipline.of(Play.engi()));
        assertEquals(new NaginataEngi(5), Discipline.of(Play.engi().withNaginata(n -> n.withEngiJudges(5))));
    }

    @Test
    void anEvenJudgeCountReadsAsThree() {
        assertEquals(new NaginataEngi(3), Discipline.of(Play.engi().withNaginata(n -> n.withEngiJudges(4))));
    }

    @Test
    void engiAloneIsEnoughToJudgeByFlags() {
        assertTrue(Discipline.of(Play.kendo().withNaginata(n -> n.withEngi(true))).decidedByFlags());
    }

    @Test
    void suneIsAStrikeOnlyInNaginata() {
        assertTrue(Discipline.of(Play.naginata()).isStrike(Mark.SUNE));
        assertFalse(Discipline.of(Play.kendo()).isStrike(Mark.SUNE));
        for (Mark m : new Mark[] {Mark.MEN, Mark.KOTE, Mark.DO, Mark.TSUKI}) {
            assertTrue(Discipline.of(Play.kendo()).isStrike(m));
            assertTrue(Discipline.of(Play.naginata()).isStrike(m));
        }
    }

    @Test
    void marksTheRulesWriteAreNeverStrikesAnOperatorEnters() {
        for (Discipline d : new Discipline[] {new KendoShiai(2), new NaginataShiai(2), new NaginataEngi(3)}) {
            for (Mark m : new Mark[] {Mark.HANSOKU, Mark.DEFAULT_WIN, Mark.UNFILLED, Mark.HANTEI}) {
                assertFalse(d.isStrike(m), d.label() + " " + m);
            }
        }
    }

    @Test
    void engiHasNoStrikesAndIsNeverDrawn() {
        NaginataEngi engi = new NaginataEngi(3);
        assertTrue(engi.strikes().isEmpty());
        assertFalse(engi.canDraw());
        assertTrue(new KendoShiai(2).canDraw());
    }

    @Test
    void theRepresentativeBoutIsIpponShobu() {
        assertEquals(new KendoShiai(1), new KendoShiai(2).forRepresentativeBout());
        assertEquals(new NaginataShiai(1), new NaginataShiai(2).forRepresentativeBout());
        assertEquals(new NaginataEngi(3), new NaginataEngi(3).forRepresentativeBout());
    }

    @Test
    void engiRefusesAnEvenNumberOfJudges() {
        assertThrows(IllegalArgumentException.class, () -> new NaginataEngi(2));
    }
}
