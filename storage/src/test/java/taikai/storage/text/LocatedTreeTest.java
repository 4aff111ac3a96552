package taikai.storage.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import taikai.storage.markdown.FrontMatter;
import taikai.storage.problem.FileFormatException;

class LocatedTreeTest {
    private static final String YAML = """
            name: Spring Open
            count: 12
            big: 12345678901
            huge: 123456789012345678901234567890
            ratio: 1.50
            tiny: 1e-3
            octal: 0123
            answer: NO
            yes_word: yes
            empty:
            tilde: ~
            stamp: 2027-05-01
            quoted: "0123"
            list:
                - 1
                - two
                -   nested: true
                    more: [1, 2.5, x]
            map: {a: 1, b: null}
            """;
    private static final String JSON = """
            {"a": 1, "b": 12345678901, "c": 1.50, "d": [true, false, null, "x"],
             "e": {"f": 123456789012345678901234567890, "g": -0.0, "h": 1e400}}
            """;

    @Test
    void theTypedTreeIsTheOneReadTreeGivesForYaml() throws Exception {
        assertSameAsReadTree(YamlText.mapper(), YAML);
    }

    @Test
    void theTypedTreeIsTheOneReadTreeGivesForJson() throws Exception {
        assertSameAsReadTree(JsonText.mapper(), JSON);
    }

    @Test
    void anEmptyTextIsAMissingTree() throws Exception {
        LocatedTree tree = YamlText.parse("t.yaml", "", 0);
        assertTrue(tree.root().isMissingNode());
        assertTrue(tree.at("/a").isMissingNode());
        assertEquals(MissingNode.getInstance(), JsonText.parse("t.json", "  \n").root());
    }

    @Test
    void theFirstOfSeveralDocumentsIsTheTypedTreeAsReadTreeReadsIt() throws Exception {
        String text = "a: 1\n---\nb: 2\n";
        LocatedTree tree = YamlText.parse("t.yaml", text, 0);
        assertEquals(YamlText.mapper().readTree(text), tree.root());
        assertEquals("2", tree.at("/b").asText());
    }

    @Test
    void scalarsReadRawKeepTheirText() throws Exception {
        LocatedTree tree = YamlText.parse("t.yaml", YAML, 0);
        assertEquals("0123", tree.at("/octal").asText());
        assertEquals("NO", tree.at("/answer").asText());
        assertEquals("1.50", tree.at("/ratio").asText());
        assertTrue(tree.at("/tilde").isNull(), tree.at("/tilde").toString());
        assertEquals(83, tree.root().get("octal").intValue());
    }

    @Test
    void positionsAreTheFilesOwnLinesAndColumns() throws Exception {
        LocatedTree tree = YamlText.parse("t.md", YAML, 1);
        assertEquals(new LocatedTree.Position(2, 7), tree.valueAt("/name"));
        assertEquals(new LocatedTree.Position(3, 1), tree.keyAt("/count"));
        assertEquals(new LocatedTree.Position(18, 17), tree.valueAt("/list/2/nested"));
        assertEquals(new LocatedTree.Position(19, 19), tree.valueAt("/list/2/more/1"));
        assertEquals(new LocatedTree.Position(0, 0), tree.valueAt("/nowhere"));
        LocatedTree json = JsonText.parse("t.json", JSON);
        assertEquals(new LocatedTree.Position(2, 13), json.valueAt("/e/f"));
    }

    @Test
    void aNumberTheParserCannotReadFailsTheFileWhereItStands() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> YamlText.parse("t.md", "a: 1\nb: .nan\n", 1));
        assertEquals(3, e.problem().line());
        assertEquals(8, e.problem().column());
    }

    @Test
    void aTextThatDoesNotParseNamesWhereItStopped() {
        FileFormatException e = assertThrows(FileFormatException.class,
                () -> YamlText.parse("t.md", "a: 1\nb: [1, 2\n", 1));
        assertTrue(e.getMessage().contains("does not parse"), e.getMessage());
        FileFormatException twice = assertThrows(FileFormatException.class,
                () -> YamlText.parse("t.yaml", "a: 1\na: 2\n", 0));
        assertEquals(2, twice.problem().line());
    }

    @Test
    void everyDocumentOfTheSampleTournamentGivesTheTreeReadTreeGives() throws Exception {
        Path sample = Path.of("..", "sample-tournament");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(sample)) {
            files = walk.filter(Files::isRegularFile).toList();
        }
        int checked = 0;
        for (Path file : files) {
            String name = file.getFileName().toString();
            if (name.endsWith(".yaml")) {
                assertSameAsReadTree(YamlText.mapper(), Files.readString(file, StandardCharsets.UTF_8));
            } else if (name.endsWith(".json")) {
                assertSameAsReadTree(JsonText.mapper(), Files.readString(file, StandardCharsets.UTF_8));
            } else if (name.endsWith(".md")) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                assertSameAsReadTree(YamlText.mapper(), FrontMatter.split(name, text).yaml());
            } else {
                continue;
            }
            checked++;
        }
        assertTrue(checked >= 20, "documents checked: " + checked);
    }

    private static void assertSameAsReadTree(ObjectMapper mapper, String text) throws Exception {
        JsonNode expected = readTree(mapper, text);
        JsonNode actual = LocatedTree.parse(mapper, "t", text, 0, false).root();
        assertSameNodes(expected, actual, "");
    }

    private static JsonNode readTree(ObjectMapper mapper, String text) throws IOException {
        JsonNode tree = mapper.readTree(text);
        return tree == null ? MissingNode.getInstance() : tree;
    }

    /** Equal, and of the same node class at every level, so the typed values write back the same. */
    private static void assertSameNodes(JsonNode expected, JsonNode actual, String at) {
        assertEquals(expected.getClass(), actual.getClass(), "node class at " + at);
        assertEquals(expected, actual, "node at " + at);
        if (expected.isObject()) {
            for (Iterator<String> names = expected.fieldNames(); names.hasNext();) {
                String name = names.next();
                assertSameNodes(expected.get(name), actual.get(name), at + "/" + name);
            }
            assertEquals(List.copyOf(iterable(expected.fieldNames())), List.copyOf(iterable(actual.fieldNames())));
        } else if (expected.isArray()) {
            for (int i = 0; i < expected.size(); i++) {
                assertSameNodes(expected.get(i), actual.get(i), at + "/" + i);
            }
        }
    }

    private static List<String> iterable(Iterator<String> names) {
        List<String> out = new java.util.ArrayList<>();
        names.forEachRemaining(out::add);
        return out;
    }
}
