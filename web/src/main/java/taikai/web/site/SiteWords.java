package taikai.web.site;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.Properties;
import java.util.TreeSet;
import taikai.words.Language;
import taikai.words.Terms;

/**
 * The site's sentences as the pages read them (decision 0042): {@code words.json} beside the pages,
 * with the languages' own names for the switch, each language's sentences as written in its bundle
 * ({@code taikai/web/site/words*.properties}) and the sport's terms as it writes them. A language
 * holds only the keys it translates; the page says any other key in English, key by key, as
 * {@link taikai.words.Words} does. The patterns stay as written: the page puts the arguments in.
 */
public final class SiteWords {
    /** The file's address, at the site's root beside the pages. */
    public static final String PATH = "words.json";
    /** The site's bundle. */
    public static final String BUNDLE = "taikai.web.site.words";

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final byte[] ALL = bytes(build(null));

    private SiteWords() {
    }

    /** Every language's sentences and terms in one file. */
    public static byte[] all() {
        return ALL.clone();
    }

    /** One language with English beside it (the fallback), for {@code words.json?lang=ja}. */
    public static byte[] of(Language language) {
        return bytes(build(language));
    }

    private static ObjectNode build(Language only) {
        ObjectNode o = JSON.createObjectNode();
        var languages = o.putArray("languages");
        ObjectNode words = o.putObject("words");
        ObjectNode terms = o.putObject("terms");
        for (Language language : Language.values()) {
            if (only != null && language != only && language != Language.ENGLISH) {
                continue;
            }
            languages.addObject().put("tag", language.tag()).put("name", language.ownName());
            put(words.putObject(language.tag()), read(BUNDLE, language));
            put(terms.putObject(language.tag()), read(Terms.BUNDLE, language));
        }
        return o;
    }

    private static void put(ObjectNode into, Properties sentences) {
        for (String key : new TreeSet<>(sentences.stringPropertyNames())) {
            into.put(key, sentences.getProperty(key));
        }
    }

    /** A bundle's own file for one language, without any fallback (empty when the language has none). */
    static Properties read(String bundle, Language language) {
        return taikai.words.Coverage.own(bundle, language).orElseGet(Properties::new);
    }

    private static byte[] bytes(ObjectNode node) {
        try {
            return JSON.writeValueAsBytes(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
