package taikai.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class WordsTest {
    private static final String SAMPLE = "taikai.words.sample";

    @Test
    void aSentenceIsSaidInItsLanguageWithItsArguments() {
        assertEquals("Guten Morgen, Sato.", Words.of(SAMPLE, Language.GERMAN).say("greeting", "Sato"));
        assertEquals("Good morning, Sato.", Words.of(SAMPLE, Language.ENGLISH).say("greeting", "Sato"));
    }

    @Test
    void pluralsAndNumbersFollowTheLanguage() {
        Words german = Words.of(SAMPLE, Language.GERMAN);
        assertEquals("Keine Kämpfe übrig", german.say("matches", 0));
        assertEquals("Ein Kampf übrig", german.say("matches", 1));
        assertEquals("3.000 Kämpfe übrig", german.say("matches", 3000));
        assertEquals("3,000 matches left", german.in(Language.ENGLISH).say("matches", 3000));
    }

    @Test
    void aMissingKeyIsSaidInEnglishNotInTheSystemsLanguage() {
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.GERMAN);
            assertEquals("Only in English", Words.of(SAMPLE, Language.FRENCH).say("only.english"));
            assertEquals("Good morning, Anna.", Words.of(SAMPLE, Language.JAPANESE).say("greeting", "Anna"));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void aKeyEnglishLacksIsSaidAsTheKeyNotAFailure() {
        Words english = Words.of(SAMPLE, Language.ENGLISH);
        assertFalse(english.has("no.such.key"));
        assertEquals("[no.such.key]", english.say("no.such.key"));
    }

    @Test
    void aSentenceWithoutArgumentsKeepsItsApostrophe() {
        assertEquals("It's ready", Words.of(SAMPLE, Language.ENGLISH).say("plain"));
    }

    @Test
    void datesTimesAndNumbersAreFormattedForTheLanguage() {
        LocalDate day = LocalDate.of(2026, 12, 2);
        Words english = Words.of(SAMPLE, Language.ENGLISH);
        Words german = english.in(Language.GERMAN);
        Words japanese = english.in(Language.JAPANESE);
        assertEquals("Dec 2, 2026", english.date(day));
        assertEquals("02.12.2026", german.date(day));
        assertEquals("2026/12/02", japanese.date(day));
        assertEquals("09:30", german.time(LocalTime.of(9, 30)));
        assertEquals("3.000", german.number(3000));
    }

    @Test
    void coverageListsMissingStaleAndChangedArguments() {
        Coverage coverage = Coverage.of(SAMPLE);
        assertEquals(List.of("only.english"), coverage.missing(Language.GERMAN));
        assertEquals(List.of("dropped.argument"), coverage.stale(Language.GERMAN));
        assertEquals(List.of(), coverage.argumentsDiffer(Language.GERMAN));
        assertEquals(coverage.keys().stream().toList(), coverage.missing(Language.DUTCH));
    }

    @Test
    void theTermsAreWrittenInJapaneseScriptAndStayInEveryOtherLanguage() {
        Coverage terms = Coverage.of(Terms.BUNDLE);
        assertEquals(List.of(), terms.missing(Language.JAPANESE));
        assertEquals(List.of(), terms.stale(Language.JAPANESE));
        assertEquals("代表戦", Terms.in(Language.JAPANESE).say("daihyosen"));
        for (Language language : Language.values()) {
            if (language != Language.JAPANESE) {
                assertEquals("daihyosen", Terms.in(language).say("daihyosen"), language.tag());
                assertTrue(terms.missing(language).size() == terms.keys().size() || language == Language.ENGLISH,
                        "a Latin-script bundle of the terms would only repeat them: " + language.tag());
            }
        }
    }
}
