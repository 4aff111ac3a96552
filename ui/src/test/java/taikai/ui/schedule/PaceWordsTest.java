package taikai.ui.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import taikai.model.schedule.Clock;
import taikai.model.schedule.Pacing;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/** The day's pace is said in the desktop's language, from the figures the schedule works out (issue #23). */
class PaceWordsTest {
    private static final LocalDate DAY = LocalDate.of(2026, 5, 16);
    private static final Pacing.CourtPace LATE = new Pacing.CourtPace(DAY, "A", 20, "Pool A-3", "open", 16 * 60 + 20, 16 * 60 + 40);
    private static final Pacing.CourtPace EMPTY = new Pacing.CourtPace(DAY, "B", 0, "", "", Clock.NONE, Clock.NONE);
    private static final Pacing.Suggestion MOVE = new Pacing.Suggestion("open", "Men's open", "Pool A-5", "A", "B",
            16 * 60 + 5, 15 * 60 + 20);

    @AfterEach
    void backToEnglish() {
        DeskWords.use(Language.ENGLISH);
    }

    @Test
    void aCourtsPaceAndAMoveReadAsWholeSentencesInEnglish() {
        PaceWords words = new PaceWords();
        assertEquals("Court A is 20 minutes behind; its last match ends about 16:40.", words.court(LATE));
        assertEquals("Court B has no match waiting.", words.court(EMPTY));
        assertEquals("Court A is 7 minutes ahead.", words.court(new Pacing.CourtPace(DAY, "A", -7, "Pool A-3", "open",
                Clock.NONE, Clock.NONE)));
        assertEquals("Court A is on time.", words.court(new Pacing.CourtPace(DAY, "A", -1, "Pool A-3", "open",
                Clock.NONE, Clock.NONE)));
        assertEquals("Men's open ends about 16:40 (planned 16:20).",
                words.competition(new Pacing.CompetitionPace("open", "Men's open", DAY, 16 * 60 + 20, 16 * 60 + 40)));
        assertEquals("Court A is behind: Pool A, match 6 (Men's open) would start about 15:20 on court B instead of 16:05.",
                words.move(MOVE, "Pool A, match 6"));
    }

    @Test
    void theSameFiguresReadInJapaneseAndGerman() {
        DeskWords.use(Language.JAPANESE);
        assertEquals("Aコートは20分遅れています。最後の試合は16:40頃に終わります。", new PaceWords().court(LATE));
        DeskWords.use(Language.GERMAN);
        assertEquals("Fläche A liegt 20 Minuten zurück; ihr letzter Kampf endet etwa um 16:40.", new PaceWords().court(LATE));
        assertEquals("Auf Fläche B wartet kein Kampf.", new PaceWords().court(EMPTY));
    }
}
