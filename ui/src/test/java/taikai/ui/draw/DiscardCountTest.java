package taikai.ui.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import taikai.ui.words.DeskWords;
import taikai.words.Language;

/** The discard's question counts each thing that goes in the desktop's language, none, one or many. */
class DiscardCountTest {
    @AfterEach
    void backToEnglish() {
        DeskWords.use(Language.ENGLISH);
    }

    @Test
    void theQuestionSaysNoneOneAndManyInEnglish() {
        assertEquals("Discard the draw of Open? Its 1 match go, and with them no results, 2 history files (moved aside into a"
                + " history/discarded- folder, not deleted). Competitor numbers are cleared.",
                new DiscardCount("Open", true, 1, 0, 0, 2, 0, false).question());
        assertEquals("Discard the draw of Teams? Its 3 matches go, and with them 1 result, no per-match line-ups and 1 history"
                + " file (moved aside into a history/discarded- folder, not deleted). Competitor numbers are cleared. No team has"
                + " a starting line-up to keep.", new DiscardCount("Teams", true, 3, 1, 0, 1, 0, true).question());
        assertEquals("Open has no draw to discard.", new DiscardCount("Open", false, 0, 0, 0, 0, 0, false).question());
    }

    @Test
    void theQuestionIsSaidInGermanAndJapanese() {
        DeskWords.use(Language.GERMAN);
        assertEquals("Die Auslosung von Teams verwerfen? Es fallen weg: 3 Kämpfe, und mit ihnen keine Ergebnisse, 1 Aufstellung"
                + " für einen einzelnen Kampf und 2 Verlaufsdateien (in einen Ordner history/discarded- verschoben, nicht"
                + " gelöscht). Die Startnummern werden gelöscht. Die 4 Startaufstellungen bleiben erhalten.",
                new DiscardCount("Teams", true, 3, 0, 1, 2, 4, true).question());
        DeskWords.use(Language.JAPANESE);
        assertEquals("Openの抽選を破棄しますか？1試合がなくなり、あわせて結果0件と履歴ファイル1件（削除せず history/discarded-"
                + " フォルダーへ移します）もなくなります。選手番号は消去されます。",
                new DiscardCount("Open", true, 1, 0, 0, 1, 0, false).question());
    }
}
