package taikai.words;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class LanguageTest {
    @Test
    void aBrowsersFirstSpokenChoiceWins() {
        assertEquals(Language.GERMAN, Language.fromAcceptLanguage("de-CH,de;q=0.9,en;q=0.8"));
        assertEquals(Language.JAPANESE, Language.fromAcceptLanguage("ja-JP"));
        assertEquals(Language.FRENCH, Language.fromAcceptLanguage("sv-SE,fr;q=0.7,en;q=0.5"));
        assertEquals(Language.DUTCH, Language.fromAcceptLanguage("en;q=0.3,nl-BE;q=0.9"));
    }

    @Test
    void anUnknownAbsentOrMalformedHeaderIsEnglish() {
        assertEquals(Language.ENGLISH, Language.fromAcceptLanguage(null));
        assertEquals(Language.ENGLISH, Language.fromAcceptLanguage(""));
        assertEquals(Language.ENGLISH, Language.fromAcceptLanguage("sv-SE,fi"));
        assertEquals(Language.ENGLISH, Language.fromAcceptLanguage("de;q=zero;;"));
        assertEquals(Language.ENGLISH, Language.fromAcceptLanguage("de;q=0"));
    }

    @Test
    void tagsAndLocaleNamesAreRead() {
        assertEquals(Optional.of(Language.SPANISH), Language.of("es_MX"));
        assertEquals(Optional.of(Language.JAPANESE), Language.of(" ja "));
        assertEquals(Optional.empty(), Language.of("xx"));
        assertEquals(Language.ENGLISH, Language.of(Locale.forLanguageTag("pt-BR")));
        assertEquals(Language.GERMAN, Language.of(Locale.GERMANY));
    }
}
