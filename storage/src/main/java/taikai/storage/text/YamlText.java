package taikai.storage.text;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.io.UncheckedIOException;
import org.yaml.snakeyaml.DumperOptions;

/**
 * The one YAML dialect of the data folder (file-formats "Markdown with front matter"): 4-space
 * indentation, list items indented under their key, no document marker, quotes only where a plain
 * scalar would read back as something else (a number, a boolean, a string with a leading blank).
 * Readers refuse a key given twice, as the other implementation's YAML library does.
 */
public final class YamlText {
    /**
     * Reading needs only the factory's parser. The mapper is made on first use (a write, or a key
     * this version does not know): building one loads and initialises a large part of Jackson,
     * which a folder that is only opened never needs for its YAML.
     */
    private static final YAMLFactory FACTORY = YAMLFactory.builder()
            .dumperOptions(dumperOptions())
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .disable(YAMLGenerator.Feature.SPLIT_LINES)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    /** The mapper over {@link #FACTORY}, made when this class is first touched. */
    private static final class Mapper {
        static final ObjectMapper MAPPER = new ObjectMapper(FACTORY);
    }

    private YamlText() {
    }

    private static DumperOptions dumperOptions() {
        DumperOptions options = new DumperOptions();
        options.setIndent(4);
        // The dash sits 4 spaces under its key and the item's own keys line up after it.
        options.setIndicatorIndent(4);
        options.setIndentWithIndicator(true);
        options.setLineBreak(DumperOptions.LineBreak.UNIX);
        return options;
    }

    /** The mapper every YAML reader of the data folder parses with. */
    public static ObjectMapper mapper() {
        return Mapper.MAPPER;
    }

    /** Parses {@code text}; see {@link LocatedTree#parse}. */
    public static LocatedTree parse(String file, String text, int linesBefore)
            throws taikai.storage.problem.FileFormatException {
        return LocatedTree.parse(FACTORY, file, text, linesBefore, true);
    }

    /**
     * Writes a tree of ordered maps, lists, strings, numbers and booleans; the caller decides the key
     * order, so the same state always gives the same bytes.
     */
    public static String write(Object tree) {
        try {
            return Mapper.MAPPER.writeValueAsString(tree);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("A YAML tree of plain values could not be written", e);
        }
    }
}
