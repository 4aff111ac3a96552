package taikai.app.hall.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.model.history.GroupChange;

/**
 * The write road's answer as the hall network carries it (see {@link HallApi}). Written by hand
 * rather than by reflection so the field names are the contract, not whatever the record is called.
 */
public final class AnswerJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private AnswerJson() {
    }

    public static ObjectNode write(Answer answer) {
        ObjectNode node = JSON.createObjectNode();
        node.put("outcome", answer.outcome().code());
        node.put("message", answer.message());
        node.put("rule", answer.rule());
        // Decision 0046: the message stays English; code and arguments let a surface say it in its language.
        node.put("code", answer.code());
        ArrayNode arguments = node.putArray("arguments");
        for (Object argument : answer.arguments()) {
            if (argument instanceof Integer n) {
                arguments.add(n);
            } else if (argument instanceof Long n) {
                arguments.add(n);
            } else {
                arguments.add(String.valueOf(argument));
            }
        }
        ArrayNode groups = node.putArray("groups");
        for (GroupChange change : answer.groups()) {
            ObjectNode g = groups.addObject();
            g.put("group", change.group());
            g.put("result", change.result());
            ObjectNode held = g.putObject("heldValues");
            change.heldValues().forEach(held::put);
            g.put("reason", change.reason());
        }
        node.put(HallApi.SERVER_TIME_FIELD, answer.serverTime());
        node.put("sequence", answer.sequence());
        return node;
    }

    /**
     * Reads an answer; an unknown outcome or a missing field is an {@link IllegalArgumentException},
     * because a court must not guess what the hall laptop did with an entry.
     */
    public static Answer read(JsonNode node) {
        JsonNode outcome = node.get("outcome");
        if (outcome == null || !outcome.isTextual()) {
            throw new IllegalArgumentException("The answer has no outcome.");
        }
        List<GroupChange> groups = new ArrayList<>();
        for (JsonNode g : node.path("groups")) {
            Map<String, String> held = new LinkedHashMap<>();
            g.path("heldValues").fields().forEachRemaining(e -> held.put(e.getKey(), e.getValue().asText()));
            groups.add(new GroupChange(g.path("group").asText(), g.path("result").asText(), held,
                    g.path("reason").asText()));
        }
        List<Object> arguments = new ArrayList<>();
        for (JsonNode argument : node.path("arguments")) {
            arguments.add(argument.isInt() ? (Object) argument.asInt()
                    : argument.isIntegralNumber() ? (Object) argument.asLong() : argument.asText());
        }
        return new Answer(Outcome.fromCode(outcome.asText()), node.path("message").asText(),
                node.path("rule").asText(), groups, node.path(HallApi.SERVER_TIME_FIELD).asLong(),
                node.path("sequence").asLong(), node.path("code").asText(), arguments);
    }
}
