package taikai.storage.text;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;

/**
 * JSON as the data folder writes it: 2-space indentation, {@code "key": value}, empty maps and
 * lists as {@code {}} and {@code []}, LF line ends and a final newline, as the other implementation's
 * indented JSON reads. Readers refuse a key given twice.
 */
public final class JsonText {
    /** Reading needs only the parser; the mapper and printer are made on the first write (see {@link YamlText}). */
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();

    /** The writing side, made when this class is first touched. */
    private static final class Writing {
        static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);
        static final DefaultPrettyPrinter PRINTER = new DefaultPrettyPrinter(Separators.createDefaultInstance()
                .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                .withObjectEmptySeparator("")
                .withArrayEmptySeparator(""))
                .withObjectIndenter(new DefaultIndenter("  ", "\n"))
                .withArrayIndenter(new DefaultIndenter("  ", "\n"));
    }

    private JsonText() {
    }

    public static ObjectMapper mapper() {
        return Writing.MAPPER;
    }

    /** Parses {@code text}; see {@link LocatedTree#parse}. */
    public static LocatedTree parse(String file, String text) throws taikai.storage.problem.FileFormatException {
        return LocatedTree.parse(FACTORY, file, text, 0, false);
    }

    /** Writes a tree of ordered maps, lists and plain values, ending in a newline. */
    public static String write(Object tree) {
        try {
            return Writing.MAPPER.writer(Writing.PRINTER).writeValueAsString(tree) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("A JSON tree of plain values could not be written", e);
        }
    }
}
