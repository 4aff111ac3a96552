package taikai.storage.text;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;

/**
 * A parsed YAML or JSON document that remembers where each value and key starts, so a value that
 * falls back to its default can be reported at the line and column a person will find it (spec
 * section 5, "When a file is wrong"). A document that does not parse is a {@link FileFormatException}
 * naming the line and column the parser stopped at.
 */
public final class LocatedTree {
    private final JsonFactory factory;
    private final String file;
    private final String text;
    private final int linesBefore;
    private final JsonNode root;
    private final JsonNode raw;
    private Map<String, Position> values;
    private Map<String, Position> keys;

    /** A 1-based line and column in the file. */
    public record Position(int line, int column) {
        static final Position UNKNOWN = new Position(0, 0);
    }

    private LocatedTree(JsonFactory factory, String file, String text, int linesBefore, JsonNode root, JsonNode raw) {
        this.factory = factory;
        this.file = file;
        this.text = text;
        this.linesBefore = linesBefore;
        this.root = root;
        this.raw = raw;
    }

    /**
     * Parses {@code text}. {@code linesBefore} is how many lines of the file come before the text
     * (1 for front matter, after its opening {@code ---}), so every reported line is the file's own.
     *
     * <p>With {@code rawScalars}, the values a reader asks for keep the text as written: YAML 1.1, which
     * the parser follows, would read {@code 0123} as the octal number 83 and {@code NO} as false, and
     * a password or a name must not change that way. The typed reading is still kept for keys this
     * version does not know, so they are written back as the type they were.
     *
     * <p>Both trees come from one pass of the parser. Where each value starts is only needed when a
     * problem is reported, so the text is read for positions then, and only for the documents that
     * have one.
     */
    public static LocatedTree parse(ObjectMapper mapper, String file, String text, int linesBefore, boolean rawScalars)
            throws FileFormatException {
        return parse(mapper.getFactory(), mapper.getNodeFactory(), file, text, linesBefore, rawScalars);
    }

    /**
     * {@link #parse(ObjectMapper, String, String, int, boolean)} with a bare factory and the default
     * node factory (a mapper's own unless configured otherwise): reading needs no mapper, and not
     * making one keeps most of Jackson unloaded until something is written.
     */
    public static LocatedTree parse(JsonFactory factory, String file, String text, int linesBefore, boolean rawScalars)
            throws FileFormatException {
        return parse(factory, JsonNodeFactory.instance, file, text, linesBefore, rawScalars);
    }

    private static LocatedTree parse(JsonFactory factory, JsonNodeFactory nodes, String file, String text,
            int linesBefore, boolean rawScalars) throws FileFormatException {
        TreeBuilder trees = new TreeBuilder(nodes);
        try (JsonParser parser = factory.createParser(text)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                trees.accept(token, parser);
            }
        } catch (JsonProcessingException e) {
            throw unreadable(file, e, linesBefore);
        } catch (IOException e) {
            throw new FileFormatException(Problem.fatal(file, 0, 0, "The file could not be read: " + e.getMessage() + ".")
                    .coded("text-not-read", String.valueOf(e.getMessage())));
        }
        JsonNode root = trees.typedRoot();
        return new LocatedTree(factory, file, text, linesBefore, root, rawScalars ? trees.rawRoot() : root);
    }

    /** Reads the text again for where each key and value starts; it parsed once, so it parses again. */
    private synchronized void locate() {
        if (values != null) {
            return;
        }
        Map<String, Position> valuesFound = new HashMap<>();
        Map<String, Position> keysFound = new HashMap<>();
        try (JsonParser parser = factory.createParser(text)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                JsonLocation at = parser.currentTokenLocation();
                Position position = new Position(at.getLineNr() + linesBefore, at.getColumnNr());
                if (token == JsonToken.FIELD_NAME) {
                    keysFound.putIfAbsent(pointerOf(parser.getParsingContext()), position);
                } else if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                    JsonStreamContext parent = parser.getParsingContext().getParent();
                    valuesFound.putIfAbsent(parent == null ? "" : pointerOf(parent), position);
                } else if (token.isScalarValue()) {
                    valuesFound.putIfAbsent(pointerOf(parser.getParsingContext()), position);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("A text that parsed could not be parsed again in " + file, e);
        }
        keys = keysFound;
        values = valuesFound;
    }

    private static String pointerOf(JsonStreamContext context) {
        return context.pathAsPointer().toString();
    }

    private static FileFormatException unreadable(String file, JsonProcessingException e, int linesBefore) {
        int line = 0;
        int column = 0;
        String found = e.getOriginalMessage();
        if (e.getCause() instanceof MarkedYAMLException yaml && yaml.getProblemMark() != null) {
            Mark mark = yaml.getProblemMark();
            line = mark.getLine() + 1;
            column = mark.getColumn() + 1;
            found = yaml.getContext() == null ? yaml.getProblem() : yaml.getContext() + ", " + yaml.getProblem();
        } else if (e.getLocation() != null) {
            line = Math.max(0, e.getLocation().getLineNr());
            column = Math.max(0, e.getLocation().getColumnNr());
        }
        String words = taikai.storage.problem.ParserWords.of(found);
        return new FileFormatException(Problem.fatal(file, line == 0 ? 0 : line + linesBefore, column,
                "The file does not parse: found " + words + ". It is left"
                        + " exactly as it is and takes no writes until it is repaired by hand.")
                .coded("document-does-not-parse", words));
    }

    /** The file this document came from, relative to the data folder. */
    public String file() {
        return file;
    }

    /** The document with its scalars typed (numbers, booleans), for writing unknown keys back as they were. */
    public JsonNode root() {
        return root;
    }

    /** The node at {@code pointer}, a missing node when there is none; scalars as written when parsed raw. */
    public JsonNode at(String pointer) {
        return raw.at(JsonPointer.compile(pointer));
    }

    /** Where the value at {@code pointer} starts; line 0 when unknown. */
    public Position valueAt(String pointer) {
        locate();
        return values.getOrDefault(pointer, keys.getOrDefault(pointer, Position.UNKNOWN));
    }

    /** Where the key of the member at {@code pointer} starts; line 0 when unknown. */
    public Position keyAt(String pointer) {
        locate();
        return keys.getOrDefault(pointer, values.getOrDefault(pointer, Position.UNKNOWN));
    }

    /** The pointer to child {@code key} of {@code parent}, escaped as JSON Pointer requires. */
    public static String child(String parent, String key) {
        return parent + "/" + key.replace("~", "~0").replace("/", "~1");
    }

    /** The pointer to element {@code index} of the array at {@code parent}. */
    public static String child(String parent, int index) {
        return parent + "/" + index;
    }
}
