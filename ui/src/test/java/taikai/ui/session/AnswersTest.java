package taikai.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import taikai.app.road.Answer;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/** A refusal from the hall is said in the desktop's language from its code (decision 0046). */
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
}
