package taikai.app.hall.api;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import taikai.model.competition.CompetitionState;
import taikai.model.match.MatchResult;

/**
 * A competition's records as JSON, component by component, for court mode: the court builds each
 * entry by the same scoring rules the desktop uses ({@code EntryWrites}), so it needs the competition
 * and its matches as the model holds them, not a summary. Written by the hall server
 * ({@code GET /api/competitions/{c}/records}), read by the court; both ends are this class, so the
 * shape is whatever the records are, and a field the court does not know is skipped.
 */
public final class CompetitionRecords {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .visibility(PropertyAccessor.ALL, Visibility.NONE)
            .visibility(PropertyAccessor.FIELD, Visibility.ANY)
            .visibility(PropertyAccessor.CREATOR, Visibility.ANY)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .addModule(new SimpleModule()
                    .addSerializer(Instant.class, new InstantText())
                    .addDeserializer(Instant.class, new InstantRead()))
            .build();

    private CompetitionRecords() {
    }

    public static JsonNode write(CompetitionState state) {
        return MAPPER.valueToTree(state);
    }

    /** The state in {@code json}; an {@link IOException} with a sentence when it is not one. */
    public static CompetitionState read(String json) throws IOException {
        try {
            return MAPPER.readValue(json, CompetitionState.class);
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException("The hall laptop's competition could not be read (" + e.getMessage().split("\n")[0]
                    + "). The hall laptop may run another version of Taikai.", e);
        }
    }

    /** One match the same way, for a court table's kept copy of the matches it entered ({@link HallCopy}). */
    public static JsonNode writeMatch(MatchResult match) {
        return MAPPER.valueToTree(match);
    }

    public static MatchResult readMatch(JsonNode json) throws IOException {
        try {
            return MAPPER.treeToValue(json, MatchResult.class);
        } catch (IOException | IllegalArgumentException e) {
            throw new IOException("a match could not be read (" + e.getMessage().split("\n")[0] + ")", e);
        }
    }

    private static final class InstantText extends JsonSerializer<Instant> {
        @Override
        public void serialize(Instant value, JsonGenerator gen, SerializerProvider provider) throws IOException {
            gen.writeString(value.toString());
        }
    }

    private static final class InstantRead extends JsonDeserializer<Instant> {
        @Override
        public Instant deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
            try {
                return Instant.parse(p.getValueAsString());
            } catch (DateTimeParseException e) {
                throw new IOException("\"" + p.getValueAsString() + "\" is not a moment in time.", e);
            }
        }
    }
}
