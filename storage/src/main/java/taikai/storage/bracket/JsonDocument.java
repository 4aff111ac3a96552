package taikai.storage.bracket;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;

/**
 * A JSON file read as a tree, remembering where each value starts (by JSON Pointer), so a value
 * that degrades is reported at its own line and column. JSON that does not parse fails the file
 * with the line and column the parser stopped at (spec "When a file is wrong").
 */
final class JsonDocument {
    static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).build();

    private final String file;
    private final String text;
    private final JsonNode root;
    private Map<String, JsonLocation> starts;

    private JsonDocument(String file, String text, JsonNode root) {
        this.file = file;
        this.text = text;
        this.root = root;
    }

    static JsonDocument parse(String file, String text) throws FileFormatException {
        if (text.isBlank()) {
            throw new FileFormatException(Problem.fatal(file, 1, 1, "The file is empty, so it holds no JSON"
                    + " document; restore it from a backup or move it aside.").coded("bracket-json-file-empty"));
        }
        try {
            return new JsonDocument(file, text, MAPPER.readTree(text));
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String words = taikai.storage.problem.ParserWords.of(e.getOriginalMessage());
            throw new FileFormatException(Problem.fatal(file, at == null ? 0 : at.getLineNr(),
                    at == null ? 0 : at.getColumnNr(), "The file is not valid JSON: found " + words
                            + ". Repair it at this line and column, then reload.").coded("bracket-json-not-valid", words));
        } catch (IOException e) {
            throw new IllegalStateException("Reading JSON from a string failed", e);
        }
    }

    // A second pass over the tokens: Jackson's tree keeps no positions, its parser does. Positions
    // are only reported with a problem, so the pass is made then.
    private synchronized Map<String, JsonLocation> starts() {
        if (starts != null) {
            return starts;
        }
        Map<String, JsonLocation> found = new HashMap<>();
        try (JsonParser parser = MAPPER.getFactory().createParser(text)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token.isScalarValue() || token.isStructStart()) {
                    found.put(parser.getParsingContext().pathAsPointer().toString(), parser.currentTokenLocation());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("A JSON text that parsed could not be parsed again in " + file, e);
        }
        starts = found;
        return found;
    }

    String file() {
        return file;
    }

    JsonNode root() {
        return root;
    }

    /** Line of the value at {@code pointer}, or of its nearest enclosing value; 0 when unknown. */
    int line(String pointer) {
        JsonLocation at = nearest(pointer);
        return at == null ? 0 : at.getLineNr();
    }

    int column(String pointer) {
        JsonLocation at = nearest(pointer);
        return at == null ? 0 : at.getColumnNr();
    }

    private JsonLocation nearest(String pointer) {
        String path = pointer;
        Map<String, JsonLocation> starts = starts();
        while (true) {
            JsonLocation at = starts.get(path);
            if (at != null || path.isEmpty()) {
                return at;
            }
            path = path.substring(0, path.lastIndexOf('/'));
        }
    }

    /** The JSON Pointer of {@code key} inside the object at {@code pointer}. */
    static String child(String pointer, String key) {
        return pointer + "/" + key.replace("~", "~0").replace("/", "~1");
    }
}
