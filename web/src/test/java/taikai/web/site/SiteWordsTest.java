package taikai.web.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import taikai.words.Coverage;
import taikai.words.Language;

/**
 * The site's bundle (decision 0042): every English key in each language or listed as missing, no key
 * left behind, the same arguments as English, every key the pages ask for written in English, and
 * words.json carrying all six languages with the sport's terms in Japanese script in Japanese.
 */
class SiteWordsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** t("key"), tn("key", ...), Live.parts("key"), data-t="key", and the alert keys held in a list. */
    private static final Pattern ASKED = Pattern.compile(
            "(?:\\bt|\\btn|Live\\.t|Live\\.tn|Live\\.parts)\\(\"([a-zA-Z.-]+)\"|data-t(?:-label)?=\"([a-zA-Z.-]+)\"|\"(alert\\.[a-z]+)\"");
    private static final List<String> SCRIPTS = List.of("index.html", "display.html", "live.js", "app.js", "display.js");

    private final Coverage coverage = Coverage.of(SiteWords.BUNDLE);

    @Test
    void everyLanguageHasEnglishsKeysOrListsThemAsMissingAndNoneLeftBehind() {
        for (Language language : Language.values()) {
            List<String> missing = coverage.missing(language);
            if (!missing.isEmpty()) {
                System.out.println("The site's " + language.ownName() + " says in English: " + missing);
            }
            assertEquals(List.of(), coverage.stale(language), language + ": keys English no longer has");
            assertEquals(List.of(), coverage.argumentsDiffer(language), language + ": sentences whose arguments differ from English");
        }
    }

    @Test
    void noSentenceHoldsAPlainApostropheWhichMessageFormatReadsAsAQuote() {
        for (Language language : Language.values()) {
            SiteWords.read(SiteWords.BUNDLE, language).forEach((key, sentence) ->
                    assertTrue(sentence.toString().indexOf('\'') < 0, language + " " + key + ": write ’ instead: " + sentence));
        }
    }

    @Test
    void everyKeyThePagesAskForIsWrittenInEnglish() throws IOException {
        Set<String> asked = new TreeSet<>();
        for (String script : SCRIPTS) {
            Matcher m = ASKED.matcher(source(script));
            while (m.find()) {
                asked.add(m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3));
            }
        }
        assertTrue(asked.size() > 60, "the pages ask for their sentences by key: " + asked);
        Set<String> english = coverage.keys();
        List<String> unknown = new ArrayList<>();
        for (String key : asked) {
            // tn("pool.matches", n) asks for pool.matches.one, .other...; t("tie." + code) for a family
            boolean family = key.endsWith(".") && english.stream().anyMatch(k -> k.startsWith(key));
            if (!english.contains(key) && !english.contains(key + ".other") && !family) {
                unknown.add(key);
            }
        }
        assertEquals(List.of(), unknown, "keys the pages ask for that the English bundle lacks");
    }

    @Test
    void noPageWritesASentenceOfItsOwnOutsideTheBundle() throws IOException {
        // What a person reads goes in through text:, title:, placeholder:, aria-label:, alt: or
        // textContent; a literal with a letter in it there is a sentence the bundle does not hold.
        Pattern shown = Pattern.compile("(?:\\btext|\\btitle|placeholder|\"aria-label\"|\\balt|textContent)\\s*[:=]\\s*\"([^\"]*)\"");
        List<String> found = new ArrayList<>();
        for (String script : List.of("live.js", "app.js", "display.js")) {
            Matcher m = shown.matcher(source(script));
            while (m.find()) {
                if (m.group(1).codePoints().anyMatch(Character::isLetter)) {
                    found.add(script + ": " + m.group());
                }
            }
        }
        assertEquals(List.of(), found, "sentences written in the scripts instead of words.properties");
    }

    @Test
    void wordsJsonHoldsTheSixLanguagesByTheirOwnNamesWithTheTermsAsEachWritesThem() throws IOException {
        JsonNode all = JSON.readTree(SiteWords.all());
        List<String> names = new ArrayList<>();
        all.path("languages").forEach(l -> names.add(l.path("name").asText()));
        assertEquals(List.of("English", "日本語", "Français", "Deutsch", "Nederlands", "Español"), names);
        assertEquals("試合結果", all.path("words").path("ja").path("page.results").asText());
        assertEquals("Winner of match {0}", all.path("words").path("en").path("slot.winnerOf").asText());
        assertEquals("延長", all.path("terms").path("ja").path("encho").asText());
        assertEquals("encho", all.path("terms").path("en").path("encho").asText());
        assertEquals(0, all.path("terms").path("de").size(), "a Latin-script language keeps English's terms, as they are");

        JsonNode japanese = JSON.readTree(SiteWords.of(Language.JAPANESE));
        assertEquals(Set.of("en", "ja"), fields(japanese.path("words")), "one language with English, its fallback");
    }

    private static Set<String> fields(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static String source(String name) throws IOException {
        try (InputStream in = SiteWordsTest.class.getResourceAsStream("/taikai/web/site/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
