package taikai.storage.history;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The hash of a request body in a canonical JSON form (keys sorted, no spaces), so the same
 * entry always hashes the same and a key sent again with another body can be told apart. The hash
 * is kept in history lines, so the JSON must never change (`BodyHashGoldenTest`). Blackbird reads
 * the records' components through generated accessors instead of reflection, which changes how
 * fast the JSON is made, not what it is; every score write makes one.
 */
public final class BodyHash {
    private static final ObjectMapper CANONICAL = JsonMapper.builder()
            .enable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .addModule(new BlackbirdModule())
            .build();
    private static final MessageDigest SHA_256 = sha256();

    private BodyHash() {
    }

    public static String of(Object body) {
        try {
            byte[] canonical = CANONICAL.writeValueAsString(body).getBytes(StandardCharsets.UTF_8);
            return HexFormat.of().formatHex(digest().digest(canonical));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("This entry cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    /** A fresh digest, cloned from one made once: looking the algorithm up among the providers costs more. */
    private static MessageDigest digest() {
        try {
            return (MessageDigest) SHA_256.clone();
        } catch (CloneNotSupportedException e) {
            return sha256();
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime.", e);
        }
    }
}
