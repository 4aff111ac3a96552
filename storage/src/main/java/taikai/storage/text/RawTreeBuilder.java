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

/** Builds a tree from parser tokens in which every scalar but null is the text it was written as. */
final class RawTreeBuilder {
    private final Deque<JsonNode> open = new ArrayDeque<>();
    private final Deque<String> names = new ArrayDeque<>();
    private JsonNode root = MissingNode.getInstance();

    void accept(JsonToken token, JsonParser parser) throws IOException {
        switch (token) {
            case FIELD_NAME -> names.push(parser.currentName());
            case START_OBJECT -> push(JsonNodeFactory.instance.objectNode());
            case START_ARRAY -> push(JsonNodeFactory.instance.arrayNode());
            case END_OBJECT, END_ARRAY -> open.pop();
            case VALUE_NULL -> add(JsonNodeFactory.instance.nullNode());
            default -> add(JsonNodeFactory.instance.textNode(parser.getText()));
        }
    }

    JsonNode root() {
        return root;
    }

    private void push(JsonNode container) {
        add(container);
        open.push(container);
    }

    private void add(JsonNode node) {
        JsonNode parent = open.peek();
        if (parent == null) {
            root = node;
        } else if (parent instanceof ObjectNode object) {
            object.set(names.pop(), node);
        } else {
            ((ArrayNode) parent).add(node);
        }
    }
}
