package taikai.storage.results;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import taikai.model.match.Decision;
import taikai.model.match.Mark;
import taikai.model.match.SubBout;

/** One bout object; every field typed as documented or the encounter is unreadable. */
final class BoutReader {
    private final JsonNode node;
    private final int number;
    private final Consumer<String> degrade;

    BoutReader(JsonNode node, int number, Consumer<String> degrade) {
        this.node = node;
        this.number = number;
        this.degrade = message -> degrade.accept("bout " + number + ", " + message);
    }

    SubBout read() throws SubResultsJson.Unreadable {
        if (!node.isObject()) {
            throw new SubResultsJson.Unreadable("bout " + number + " is not a JSON object");
        }
        SubBout bout = new SubBout(whole("position"), text("sideA"), text("sideB"), text("sideAMemberId"),
                text("sideBMemberId"), marks("ipponsA"), marks("ipponsB"), count("hansokuA"), count("hansokuB"),
                text("winner"), text("winnerMemberId"), decision(), enchoPeriods(), flag("decidedByHantei"));
        return LegacyHantei.fold(bout, degrade);
    }

    private JsonNode field(String key) {
        JsonNode value = node.get(key);
        return value == null || value.isNull() ? null : value;
    }

    private SubResultsJson.Unreadable wrong(String key, String expected) {
        return new SubResultsJson.Unreadable("bout " + number + " has " + key + " " + field(key) + ", which is not " + expected);
    }

    private String text(String key) throws SubResultsJson.Unreadable {
        JsonNode value = field(key);
        if (value != null && !value.isTextual()) {
            throw wrong(key, "text");
        }
        return value == null ? "" : value.textValue();
    }

    private int whole(String key) throws SubResultsJson.Unreadable {
        JsonNode value = field(key);
        if (value != null && !(value.isIntegralNumber() && value.canConvertToInt())) {
            throw wrong(key, "a whole number");
        }
        return value == null ? 0 : value.intValue();
    }

    private int count(String key) throws SubResultsJson.Unreadable {
        int value = whole(key);
        if (value < 0) {
            degrade.accept(key + " is " + value + ", a negative count, so it reads as 0.");
            return 0;
        }
        return value;
    }

    private Boolean flag(String key) throws SubResultsJson.Unreadable {
        JsonNode value = field(key);
        if (value != null && !value.isBoolean()) {
            throw wrong(key, "true or false");
        }
        return value == null ? null : value.booleanValue();
    }

    private List<Mark> marks(String key) throws SubResultsJson.Unreadable {
        JsonNode value = field(key);
        if (value == null) {
            return List.of();
        }
        if (!value.isArray()) {
            throw wrong(key, "a list of point letters");
        }
        List<Mark> marks = new ArrayList<>();
        for (JsonNode entry : value) {
            if (!entry.isTextual()) {
                throw wrong(key, "a list of point letters");
            }
            Points.symbol(entry.textValue(), message -> degrade.accept(key + ", " + message))
                    .ifPresent(marks::add);
        }
        return marks;
    }

    private Decision decision() throws SubResultsJson.Unreadable {
        String code = text("decision");
        if (!Decision.isKnown(code)) {
            degrade.accept("the decision \"" + code + "\" is not a known decision, so it reads as none.");
        }
        return Decision.fromCode(code);
    }

    private int enchoPeriods() throws SubResultsJson.Unreadable {
        JsonNode encho = field("encho");
        if (encho == null) {
            return 0;
        }
        if (!encho.isObject()) {
            throw wrong("encho", "an object with periodCount");
        }
        JsonNode periods = encho.get("periodCount");
        if (periods != null && !periods.isNull() && !(periods.isIntegralNumber() && periods.canConvertToInt())) {
            throw wrong("encho", "an object with a whole periodCount");
        }
        int value = periods == null ? 0 : periods.intValue();
        if (value < 0) {
            degrade.accept("encho.periodCount is " + value + ", a negative count, so it reads as 0.");
            return 0;
        }
        return value;
    }
}
