package taikai.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import taikai.app.road.Answer;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/** The hall's answer is said in the desktop's language from its code: a refusal (decision 0046), a landed change (0049). */
class AnswersTest {
    private static final String ENGLISH = "Aka already has 2 points, the most a side can win: check which side scored.";
    private final Language before = DeskWords.language();

    @AfterEach
    void putTheLanguageBack() {
        DeskWords.use(before);
    }

    private static Answer refused() {
        return Answer.refused("no-third-point", ENGLISH, 1).coded("no-third-point", List.of("aka", 2));
    }

    @Test
    void aCodedRefusalIsSaidInTheDesktopsLanguage() {
        DeskWords.use(Language.JAPANESE);
        assertEquals("赤はすでに2本取っており、これ以上は取れません。どちらが打ったか確認してください。", Answers.of(refused()).sentence());
        DeskWords.use(Language.GERMAN);
        assertEquals("Aka hat bereits 2 Punkte, das Höchste, was eine Seite gewinnen kann: prüfen Sie, welche Seite getroffen hat.",
                Answers.of(refused()).sentence());
        DeskWords.use(Language.ENGLISH);
        assertEquals(ENGLISH, Answers.of(refused()).sentence());
    }

    @Test
    void aRefusalWithoutACodeKeepsItsMessage() {
        DeskWords.use(Language.JAPANESE);
        assertEquals("The file is gone.", Answers.of(Answer.refused("file_readable", "The file is gone.", 1)).sentence());
    }

    @Test
    void aLandedChangeIsSaidFromItsCodeAndAFaultInTheDesktopsOwnWords() {
        Answer checkedIn = new Answer(taikai.app.road.Outcome.APPLIED, "Kim Tanaka is checked in.", "", List.of(), 1, 7)
                .coded("checked-in", List.of("Kim Tanaka"));
        DeskWords.use(Language.JAPANESE);
        assertEquals("Kim Tanakaの受付を済ませました。", Answers.of(checkedIn).sentence(), "names are never translated");
        DeskWords.use(Language.GERMAN);
        assertEquals("Kim Tanaka ist eingecheckt.", Answers.of(checkedIn).sentence());
        assertEquals(DeskWords.of(Answers.class).say("answer.internal.error"), Answers.of(Answer.internalError(1)).sentence());
        DeskWords.use(Language.ENGLISH);
        assertEquals(Answer.INTERNAL_ERROR_SENTENCE, Answers.of(Answer.internalError(1)).sentence(), "English is the sentence of 0034");
    }
}
