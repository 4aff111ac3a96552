package taikai.ui.tournament;

import com.vladsch.flexmark.ast.BlockQuote;
import com.vladsch.flexmark.ast.BulletList;
import com.vladsch.flexmark.ast.Heading;
import com.vladsch.flexmark.ast.OrderedList;
import com.vladsch.flexmark.ast.ThematicBreak;
import com.vladsch.flexmark.parser.Parser;
import com.vladsch.flexmark.util.ast.Node;
import com.vladsch.flexmark.util.ast.TextCollectingVisitor;
import java.util.ArrayList;
import java.util.List;

/**
 * The notes body of tournament.md as the blocks a preview draws, parsed by flexmark: headings,
 * paragraphs, list items, quotes and rules, each with its text without the Markdown marks.
 */
public final class MarkdownBlocks {
    private static final Parser PARSER = Parser.builder().build();

    /** One block of the preview. {@code level} is a heading's level, else 0. */
    public record Block(Kind kind, int level, String text) {
    }

    public enum Kind { HEADING, PARAGRAPH, ITEM, QUOTE, RULE }

    private MarkdownBlocks() {
    }

    public static List<Block> of(String markdown) {
        List<Block> blocks = new ArrayList<>();
        for (Node node : PARSER.parse(markdown == null ? "" : markdown).getChildren()) {
            if (node instanceof Heading heading) {
                blocks.add(new Block(Kind.HEADING, heading.getLevel(), text(node)));
            } else if (node instanceof BulletList || node instanceof OrderedList) {
                int number = node instanceof OrderedList ordered ? ordered.getStartNumber() : 0;
                for (Node item : node.getChildren()) {
                    String mark = number > 0 ? (number++) + "." : "\u2022";
                    blocks.add(new Block(Kind.ITEM, 0, mark + " " + text(item)));
                }
            } else if (node instanceof BlockQuote) {
                blocks.add(new Block(Kind.QUOTE, 0, text(node)));
            } else if (node instanceof ThematicBreak) {
                blocks.add(new Block(Kind.RULE, 0, ""));
            } else {
                String text = text(node);
                if (!text.isBlank()) {
                    blocks.add(new Block(Kind.PARAGRAPH, 0, text));
                }
            }
        }
        return blocks;
    }

    private static String text(Node node) {
        return new TextCollectingVisitor().collectAndGetText(node).strip().replaceAll("\\s*\n\\s*", " ");
    }
}
