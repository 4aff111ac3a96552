package taikai.storage.text;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Builds, from one pass over the parser's tokens, two trees of the same document: one whose scalars
 * are typed as {@code ObjectMapper.readTree} types them (with the mapper's default features: ints as
 * int, long or big integer, floats as double), and one in which every scalar but null is the text it
 * was written as. The typed tree is the first document of the text, as {@code readTree} reads it; the
 * raw one the last.
 */
final class TreeBuilder {
    private final JsonNodeFactory nodes;
    private final Deque<JsonNode[]> open = new ArrayDeque<>();
    private final Deque<String> names = new ArrayDeque<>();
    private JsonNode typedRoot;
    private JsonNode rawRoot = MissingNode.getInstance();

    TreeBuilder(JsonNodeFactory nodes) {
        this.nodes = nodes;
    }

    void accept(JsonToken token, JsonParser parser) throws IOException {
        switch (token) {
            case FIELD_NAME -> names.push(parser.currentName());
            case START_OBJECT -> push(nodes.objectNode(), nodes.objectNode());
            case START_ARRAY -> push(nodes.arrayNode(), nodes.arrayNode());
            case END_OBJECT, END_ARRAY -> open.pop();
            case VALUE_NULL -> add(nodes.nullNode(), nodes.nullNode());
            default -> add(typed(token, parser), nodes.textNode(parser.getText()));
        }
    }

    /** The first document with typed scalars; a missing node when the text holds none. */
    JsonNode typedRoot() {
        return typedRoot == null ? MissingNode.getInstance() : typedRoot;
    }

    /** The last document with its scalars as written. */
    JsonNode rawRoot() {
        return rawRoot;
    }

    private JsonNode typed(JsonToken token, JsonParser parser) throws IOException {
        return switch (token) {
            case VALUE_STRING -> nodes.textNode(parser.getText());
            case VALUE_TRUE -> nodes.booleanNode(true);
            case VALUE_FALSE -> nodes.booleanNode(false);
            case VALUE_NUMBER_INT -> switch (parser.getNumberType()) {
                case INT -> nodes.numberNode(parser.getIntValue());
                case LONG -> nodes.numberNode(parser.getLongValue());
                default -> nodes.numberNode(parser.getBigIntegerValue());
            };
            case VALUE_NUMBER_FLOAT -> switch (parser.getNumberType()) {
                case BIG_DECIMAL -> nodes.numberNode(parser.getDecimalValue());
                case FLOAT -> nodes.numberNode(parser.getFloatValue());
                default -> nodes.numberNode(parser.getDoubleValue());
            };
            case VALUE_EMBEDDED_OBJECT -> embedded(parser.getEmbeddedObject());
            default -> nodes.textNode(parser.getText());
        };
    }

    private JsonNode embedded(Object value) {
        if (value == null) {
            return nodes.nullNode();
        }
        if (value instanceof byte[] bytes) {
            return nodes.binaryNode(bytes);
        }
        if (value instanceof JsonNode node) {
            return node;
        }
        return nodes.pojoNode(value);
    }

    private void push(JsonNode typed, JsonNode raw) {
        add(typed, raw);
        open.push(new JsonNode[] {typed, raw});
    }

    private void add(JsonNode typed, JsonNode raw) {
        JsonNode[] parent = open.peek();
        if (parent == null) {
            if (typedRoot == null) {
                typedRoot = typed;
            }
            rawRoot = raw;
        } else if (parent[1] instanceof ObjectNode rawObject) {
            String name = names.pop();
            ((ObjectNode) parent[0]).set(name, typed);
            rawObject.set(name, raw);
        } else {
            ((ArrayNode) parent[0]).add(typed);
            ((ArrayNode) parent[1]).add(raw);
        }
    }
}
