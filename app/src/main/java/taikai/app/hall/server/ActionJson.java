package taikai.app.hall.server;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import taikai.app.road.Action;
import taikai.app.hall.api.ApiError;
import taikai.app.hall.api.Fields;

/**
 * An action record read from its JSON object by its component names, strictly: an unknown field, a
 * wrong type or an unknown word is a 400 naming the field. Enumerations are read by the word the
 * files or the court table write ({@code kiken-injury}, {@code aka}) or by their name
 * ({@code KIKEN_INJURY}, {@code A}), in any case.
 */
final class ActionJson {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            // A number or true/false where text belongs ("matchId": 5) is a mistake, not the text "5".
            .withCoercionConfig(com.fasterxml.jackson.databind.type.LogicalType.Textual, config -> config
                    .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Integer,
                            com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
                    .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Float,
                            com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
                    .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Boolean,
                            com.fasterxml.jackson.databind.cfg.CoercionAction.Fail))
            .addModule(new SimpleModule().setDeserializerModifier(new BeanDeserializerModifier() {
                @Override
                public JsonDeserializer<?> modifyEnumDeserializer(DeserializationConfig config, JavaType type,
                        BeanDescription description, JsonDeserializer<?> deserializer) {
                    return new ByWord(type.getRawClass());
                }
            }))
            .build();

    private ActionJson() {
    }

    /** The action of {@code type} in {@code fields}, its competition taken from the address. */
    static Action read(ActionTypes.Type type, Fields fields, String competitionId) {
        ObjectNode node = ((ObjectNode) fields.raw()).deepCopy();
        if (node.has("competitionId") && !competitionId.equals(node.get("competitionId").asText())) {
            throw ApiError.badRequest(fields.where("competitionId") + " names another competition than the address"
                    + " does; leave it out.");
        }
        node.put("competitionId", competitionId);
        for (RecordComponent component : type.type().getRecordComponents()) {
            // A missing number or true/false at the top is a mistake, not a 0 or a false (a check-in
            // that forgot checkedIn must not check the entrant out); nested records take defaults.
            if (component.getType().isPrimitive() && !node.hasNonNull(component.getName())) {
                throw ApiError.badRequest(fields.where(component.getName()) + " is missing; the action \""
                        + type.name() + "\" needs it (its fields are " + String.join(", ", fields(type.type())) + ").");
            }
        }
        try {
            return MAPPER.treeToValue(node, type.type());
        } catch (JsonMappingException e) {
            throw ApiError.badRequest(sentence(fields, type, e));
        } catch (IOException | IllegalArgumentException e) {
            throw ApiError.badRequest(fields.path() + " cannot be read as the action \"" + type.name() + "\".");
        }
    }

    /** The fields of an action as docs/api.md and {@code GET /api/actions} list them. */
    static List<String> fields(Class<? extends Action> type) {
        List<String> fields = new ArrayList<>();
        for (RecordComponent component : type.getRecordComponents()) {
            if (!component.getName().equals("competitionId")) {
                fields.add(component.getName() + " (" + kind(component.getType()) + ")");
            }
        }
        return fields;
    }

    /** A field's kind in plain words: no Java type name reaches a person. */
    private static String kind(Class<?> type) {
        if (type == String.class) {
            return "text";
        }
        if (type == int.class || type == long.class || type == Integer.class || type == Long.class) {
            return "a whole number";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        if (java.util.Collection.class.isAssignableFrom(type)) {
            return "a list";
        }
        if (type.isEnum()) {
            return "one of its words";
        }
        return "an object";
    }

    private static String sentence(Fields fields, ActionTypes.Type type, JsonMappingException e) {
        StringBuilder path = new StringBuilder(fields.path());
        for (JsonMappingException.Reference ref : e.getPath()) {
            path.append(ref.getFieldName() != null ? "." + ref.getFieldName() : "[" + ref.getIndex() + "]");
        }
        String what = e.getOriginalMessage() == null ? "" : e.getOriginalMessage().split("\n")[0];
        if (what.startsWith("Unrecognized field")) {
            return path + " is not a field of the action \"" + type.name() + "\"; its fields are "
                    + String.join(", ", fields(type.type())) + ".";
        }
        if (what.startsWith(ByWord.PREFIX)) {
            return path + what.substring(ByWord.PREFIX.length());
        }
        return path + " does not fit the action \"" + type.name() + "\" (its fields are "
                + String.join(", ", fields(type.type())) + ").";
    }

    /** An enumeration read by its file word or its name. */
    private static final class ByWord extends JsonDeserializer<Object> {
        static final String PREFIX = "ByWord:";
        private final Class<?> type;

        ByWord(Class<?> type) {
            this.type = type;
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
            String text = p.getValueAsString();
            List<String> words = new ArrayList<>();
            for (Object constant : type.getEnumConstants()) {
                String word = word(constant);
                if (!word.isEmpty()) {
                    words.add(word);
                }
                if (text != null && (word.equalsIgnoreCase(text.trim())
                        || ((Enum<?>) constant).name().equalsIgnoreCase(text.trim()))) {
                    return constant;
                }
            }
            throw JsonMappingException.from(p, PREFIX + " must be one of " + String.join(", ", words) + "; it was "
                    + (text == null ? p.currentToken() : "\"" + text + "\"") + ".");
        }

        /** The word the files or the court table use: {@code code()}, {@code word()} or {@code symbol()}, else the name. */
        private static String word(Object constant) {
            for (String accessor : List.of("code", "word", "symbol")) {
                try {
                    Method method = constant.getClass().getMethod(accessor);
                    return String.valueOf(method.invoke(constant));
                } catch (ReflectiveOperationException e) {
                    // not this one
                }
            }
            return ((Enum<?>) constant).name().toLowerCase(Locale.ROOT);
        }
    }
}
