package taikai.ui.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import taikai.ui.tournament.MarkdownBlocks.Block;
import taikai.ui.tournament.MarkdownBlocks.Kind;

class MarkdownBlocksTest {
    @Test
    void headingsParagraphsListsAndRulesBecomeBlocksWithoutTheirMarks() {
        List<Block> blocks = MarkdownBlocks.of("# Spring Taikai\n\nDoors open at **08:00**.\n\n- Lunch 12:30\n- Bring *bogu*\n\n"
                + "1. Opening\n2. Pools\n\n---\n\n> Shinai are checked at the desk\n");

        assertEquals(List.of(new Block(Kind.HEADING, 1, "Spring Taikai"), new Block(Kind.PARAGRAPH, 0, "Doors open at 08:00."),
                new Block(Kind.ITEM, 0, "\u2022 Lunch 12:30"), new Block(Kind.ITEM, 0, "\u2022 Bring bogu"),
                new Block(Kind.ITEM, 0, "1. Opening"), new Block(Kind.ITEM, 0, "2. Pools"), new Block(Kind.RULE, 0, ""),
                new Block(Kind.QUOTE, 0, "Shinai are checked at the desk")), blocks);
    }

    @Test
    void noNotesMakeNoBlocks() {
        assertEquals(List.of(), MarkdownBlocks.of(""));
    }
}
