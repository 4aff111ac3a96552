package taikai.print;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.junit.jupiter.api.Test;
import taikai.model.bracket.BracketMatch;
import taikai.model.competition.CompetitionState;
import taikai.model.entrant.Player;
import taikai.model.entrant.Pool;
import taikai.print.words.Labels;
import taikai.words.Language;

/**
 * A pool sheet and a tree printed in Japanese (issue 23, decision 0042): the headings in Japanese
 * script, the sport's terms in Japanese, the names and dojos exactly as entered, the bundled font
 * embedded as a subset, and the same state giving the same bytes in Japanese as in English.
 */
class JapanesePrintoutTest {
    private static final String COMPETITION = "individual-open";

    private static Printed print(What what, Language language) throws Printing.Refused {
        return new Printing(Samples.source()).print(new Printing.Request(what, Optional.of(COMPETITION), Paper.A4, false,
                Optional.empty(), language));
    }

    private static CompetitionState state() {
        return Samples.source().competition(COMPETITION).orElseThrow();
    }

    @Test
    void aPoolSheetInJapaneseHasJapaneseHeadingsAndTheNamesAsEntered() throws Exception {
        List<String> pages = Samples.pages(print(What.POOLS, Language.JAPANESE).pdf());
        String all = String.join("\n", pages);
        for (String heading : List.of("番号", "氏名", "所属", "試合", "結果", "順位", "順位の決め手", "予選リーグ表", "ページ")) {
            assertTrue(all.contains(heading), heading + " on the Japanese pool sheets:\n" + pages.get(0));
        }
        assertFalse(all.contains("Pool sheets") || all.contains("Separated by") || all.contains("Result"), "no English heading:\n" + pages.get(0));
        assertTrue(all.contains("2026年5月16日"), "the tournament's date as Japanese writes it:\n" + pages.get(0));
        for (Pool pool : state().pools()) {
            String title = Labels.competition(state()) + " " + pool.name() + "\n";
            assertTrue(all.contains(title), title.strip() + " heads its sheet");
            for (Player p : pool.players()) {
                assertTrue(all.contains(p.name()), p.name() + " as entered");
                if (!p.dojo().equals("NA")) {
                    assertTrue(all.contains(p.dojo()), p.dojo() + " as entered");
                }
            }
        }
    }

    @Test
    void aTreeInJapaneseNamesItsRoundsAndMatchesInJapaneseAndTheSidesAsEntered() throws Exception {
        List<String> pages = Samples.pages(print(What.BRACKETS, Language.JAPANESE).pdf());
        String all = String.join("\n", pages);
        assertTrue(all.contains(Labels.competition(state()) + " トーナメント"), "the tree's title:\n" + pages.get(0));
        assertTrue(all.contains("決勝") && all.contains("勝者"), "the final and its winner:\n" + pages.get(0));
        assertFalse(all.contains("Winner") || all.contains("knockout") || all.contains("Match "), "no English words:\n" + pages.get(0));
        for (BracketMatch node : state().bracket().allMatches()) {
            if (node.hidden()) {
                continue;
            }
            if (node.matchNumber() > 0) {
                assertTrue(all.contains("第" + node.matchNumber() + "試合"), "match " + node.matchNumber() + " in Japanese");
            }
            for (var side : List.of(node.result().sideA(), node.result().sideB())) {
                if (!side.name().isEmpty() && !taikai.model.draw.Placeholders.isPlaceholder(side.name())) {
                    assertTrue(all.contains(side.name()), side.name() + " as entered");
                }
            }
        }
    }

    @Test
    void theJapanesePagesEmbedTheBundledFontAsASubset() throws Exception {
        for (What what : List.of(What.POOLS, What.BRACKETS)) {
            try (PDDocument doc = Loader.loadPDF(print(what, Language.JAPANESE).pdf())) {
                List<String> fonts = new ArrayList<>();
                for (PDPage page : doc.getPages()) {
                    for (COSName name : page.getResources().getFontNames()) {
                        PDFont font = page.getResources().getFont(name);
                        assertTrue(font.isEmbedded(), font.getName() + " is embedded");
                        assertTrue(font.getName().matches("[A-Z]{6}\\+IPAexGothic"), font.getName() + " is a subset of the bundled font");
                        fonts.add(font.getName());
                    }
                }
                assertFalse(fonts.isEmpty(), "the pages use a font");
            }
        }
    }

    @Test
    void theSameStatePrintsTheSameJapaneseBytesAndOtherBytesThanEnglish() throws Exception {
        for (What what : List.of(What.POOLS, What.BRACKETS, What.RESULTS)) {
            byte[] first = print(what, Language.JAPANESE).pdf();
            byte[] second = new Printing(Source.read(Samples.source().root())).print(new Printing.Request(what, Optional.of(COMPETITION),
                    Paper.A4, false, Optional.empty(), Language.JAPANESE)).pdf();
            assertArrayEquals(first, second, what.word() + " in Japanese");
            assertFalse(java.util.Arrays.equals(first, print(what, Language.ENGLISH).pdf()), what.word() + " differs from English");
        }
    }

    @Test
    void aPrintThatCannotBeMadeIsRefusedInTheLanguageOfThePrint() {
        Printing.Refused english = org.junit.jupiter.api.Assertions.assertThrows(Printing.Refused.class, () -> print(What.TEAMS, Language.ENGLISH));
        org.junit.jupiter.api.Assertions.assertEquals("There is nothing to print as team sheets for individual-open yet.", english.getMessage());
        Printing.Refused japanese = org.junit.jupiter.api.Assertions.assertThrows(Printing.Refused.class, () -> print(What.TEAMS, Language.JAPANESE));
        org.junit.jupiter.api.Assertions.assertEquals("individual-openの団体戦記録表として印刷できるものはまだありません。", japanese.getMessage());
    }

    @Test
    void aRequestThatNamesNoLanguagePrintsInEnglish() throws IOException, Printing.Refused {
        byte[] unsaid = new Printing(Samples.source()).print(new Printing.Request(What.POOLS, Optional.of(COMPETITION), Paper.A4, false)).pdf();
        assertArrayEquals(print(What.POOLS, Language.ENGLISH).pdf(), unsaid);
    }
}
