package taikai.app.hall.server;

import com.fasterxml.jackson.core.JsonLocation;
import taikai.storage.problem.ParserWords;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import taikai.app.hall.api.ApiError;
import taikai.app.hall.api.Fields;

/** A request's JSON body, read with a size limit and parsed strictly (a repeated key is an error, not a guess). */
final class JsonBody {
    /** Far above any entry (a team match with every bout is a few KB); anything bigger is a mistake or an attack. */
    static final int MAX_BYTES = 64 * 1024;

    private static final ObjectMapper STRICT = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();
    static final ObjectMapper JSON = new ObjectMapper();

    private JsonBody() {
    }

    static Fields object(Context ctx) {
        return Fields.of(tree(ctx), "");
    }

    static JsonNode tree(Context ctx) {
        byte[] bytes = bytes(ctx);
        if (bytes.length == 0) {
            throw ApiError.badRequest("The body is empty; send a JSON object.");
        }
        try {
            JsonNode node = STRICT.readTree(bytes);
            if (node == null || node.isMissingNode()) {
                throw ApiError.badRequest("The body is empty; send a JSON object.");
            }
            return node;
        } catch (JsonProcessingException e) {
            // The parser's own words name its classes and options: a person reads what was found, and where.
            JsonLocation at = e.getLocation();
            String where = at == null || at.getLineNr() < 1 ? "" : " at line " + at.getLineNr() + ", column "
                    + Math.max(1, at.getColumnNr());
            throw ApiError.badRequest("The body is not valid JSON: found " + ParserWords.of(e.getOriginalMessage())
                    + where + ".");
        } catch (IOException e) {
            throw ApiError.badRequest("The body could not be read in full; send it again.");
        }
    }

    /** Reads at most {@link #MAX_BYTES}, whatever the Content-Length says or does not say. */
    private static byte[] bytes(Context ctx) {
        long declared = ctx.req().getContentLengthLong();
        if (declared > MAX_BYTES) {
            throw tooLarge();
        }
        try (InputStream in = ctx.req().getInputStream()) {
            byte[] bytes = in.readNBytes(MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw tooLarge();
            }
            return bytes;
        } catch (IOException e) {
            throw ApiError.badRequest("The body could not be read in full; send it again.");
        }
    }

    static ApiError tooLarge() {
        return new ApiError(413, "The body is larger than " + MAX_BYTES / 1024 + " KB, far more than any entry needs;"
                + " nothing was recorded.");
    }

    static ObjectNode error(String sentence) {
        return JSON.createObjectNode().put("error", sentence);
    }
}
