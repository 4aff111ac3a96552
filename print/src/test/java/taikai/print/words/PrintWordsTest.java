package taikai.print.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import taikai.model.match.Mark;
import taikai.model.standings.TieBreak;
import taikai.print.What;
import taikai.words.Coverage;
import taikai.words.Language;
import taikai.words.Terms;
import taikai.words.Words;

/** The printouts' bundle (decision 0042): complete in English, nothing left behind, arguments kept, terms untouched. */
class PrintWordsTest {
    private static final Coverage COVERAGE = Coverage.of(Labels.BUNDLE);
    private static final Pattern SAID = Pattern.compile("(?:say|has)\\(\"([a-z0-9_.]+)\"");

    @ParameterizedTest
    @EnumSource(value = Language.class, names = "ENGLISH", mode = EnumSource.Mode.EXCLUDE)
    void eachTranslationKeepsNoStaleKeyAndTheArgumentsOfEnglish(Language language) {
        List<String> missing = COVERAGE.missing(language);
        // The keys still said in English in this language, visible in every build.
        System.out.println(Labels.BUNDLE + " in " + language.tag() + ": " + missing.size() + " keys said in English"
                + (missing.isEmpty() ? "" : ": " + missing));
        assertEquals(List.of(), COVERAGE.stale(language), "keys English no longer has, in " + language.tag());
        assertEquals(List.of(), COVERAGE.argumentsDiffer(language), "sentences whose arguments differ from English's, in " + language.tag());
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everySentenceIsAPatternTheLanguageCanFormat(Language language) {
        Words words = Words.of(Labels.BUNDLE, language);
        for (String key : COVERAGE.keys()) {
            String said = words.say(key, 3, 2, "x", "y");
            assertFalse(said.isBlank() && !key.equals("lowercase.in.sentence"), key + " says nothing in " + language.tag());
            assertFalse(said.contains("{"), key + " leaves an argument unfilled in " + language.tag() + ": " + said);
        }
        assertTrue(Set.of("yes", "no").contains(words.say("lowercase.in.sentence")), "lowercase.in.sentence is yes or no");
        java.time.format.DateTimeFormatter.ofPattern(words.say("date.pattern"), language.locale())
                .format(java.time.LocalDate.of(2026, 5, 16));
    }

    @Test
    void everyKeyTheCodeSaysIsWrittenInEnglish() throws IOException {
        Set<String> said = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Matcher m = SAID.matcher(Files.readString(file));
                while (m.find()) {
                    if (!m.group(1).endsWith(".")) {
                        said.add(m.group(1));
                    }
                }
            }
        }
        for (What what : What.values()) {
            said.add("what." + what.word());
        }
        for (TieBreak tieBreak : TieBreak.values()) {
            if (tieBreak != TieBreak.NONE) {
                said.add("tiebreak." + tieBreak.name().toLowerCase(java.util.Locale.ROOT));
            }
        }
        for (String position : taikai.model.team.Positions.FIK_FIVE) {
            said.add("position." + position);
        }
        // The sport's terms are said from taikai.words.terms, never from this bundle.
        for (String term : termKeys()) {
            assertTrue(Terms.in(Language.ENGLISH).has(term), term + " is a term");
        }
        said.removeAll(termKeys());
        List<String> unwritten = new ArrayList<>(said);
        unwritten.removeAll(COVERAGE.keys());
        assertTrue(said.size() > 150, "the scan found the code's keys: " + said.size());
        assertEquals(List.of(), unwritten, "keys the code says that English does not have");
    }

    private static Set<String> termKeys() {
        Set<String> terms = new TreeSet<>();
        for (String term : List.of("men", "kote", "do", "tsuki", "sune", "hansoku", "encho", "hikiwake", "hantei", "kiken",
                "fusenpai", "fusensho", "daihyosen", "ippon", "kachinuki", "engi")) {
            terms.add(term);
        }
        return terms;
    }

    @Test
    void theTermsOfTheSportAreNeverTranslatedInALatinScriptLanguage() {
        for (Language language : Language.values()) {
            if (language == Language.JAPANESE) {
                continue;
            }
            Words words = Words.of(Labels.BUNDLE, language);
            assertTrue(Labels.decision(words, taikai.model.match.Decision.HIKIWAKE).equals("hikiwake"), language.tag());
            assertTrue(Labels.decision(words, taikai.model.match.Decision.FUSENSHO).equals("fusensho"), language.tag());
            assertTrue(Labels.marks(words, List.of(Mark.MEN, Mark.KOTE)).equals("M K"), language.tag());
            for (String position : taikai.model.team.Positions.FIK_FIVE) {
                assertEquals(position, words.say("position." + position), language.tag());
            }
        }
    }

    @Test
    void japaneseWritesTheTermsOfTheSportInJapaneseScript() {
        Words japanese = Words.of(Labels.BUNDLE, Language.JAPANESE);
        assertEquals("引き分け", Labels.decision(japanese, taikai.model.match.Decision.HIKIWAKE));
        assertEquals("不戦勝", Labels.decision(japanese, taikai.model.match.Decision.FUSENSHO));
        assertEquals("メ コ", Labels.marks(japanese, List.of(Mark.MEN, Mark.KOTE)));
        assertEquals("大将", japanese.say("position.taisho"));
        Pattern latinTerm = Pattern.compile("(?i)\\b(men|kote|tsuki|hansoku|encho|hikiwake|hantei|kiken|fusenpai|fusensho|daihyosen|senpo|taisho)\\b");
        for (String key : COVERAGE.keys()) {
            String said = japanese.say(key, 1, 2, "", "");
            assertFalse(latinTerm.matcher(said).find(), key + " writes a term in Latin script in Japanese: " + said);
        }
    }

    private static String date(Language language) {
        return new taikai.print.Job(null, null, false, java.util.Optional.empty(), language).date("16-05-2026");
    }

    @Test
    void aDateAndACountFollowTheLanguage() {
        assertEquals("1 bout", Words.of(Labels.BUNDLE, Language.ENGLISH).say("pools.bouts", 1));
        assertEquals("16-05-2026", date(Language.ENGLISH), "English keeps the date as the organiser wrote it");
        assertEquals("2026年5月16日", date(Language.JAPANESE));
        assertEquals("16. Mai 2026", date(Language.GERMAN));
        assertEquals("16 mai 2026", date(Language.FRENCH));
        assertEquals("16 mei 2026", date(Language.DUTCH));
        assertEquals("16 de mayo de 2026", date(Language.SPANISH));
        assertEquals("some day", new taikai.print.Job(null, null, false, java.util.Optional.empty(), Language.GERMAN).date("some day"));
        assertEquals("2 Kämpfe", Words.of(Labels.BUNDLE, Language.GERMAN).say("pools.bouts", 2));
        assertEquals("0 combat", Words.of(Labels.BUNDLE, Language.FRENCH).say("pools.bouts", 0));
        assertEquals("Pool A 1er", Labels.placeholder(Words.of(Labels.BUNDLE, Language.FRENCH), taikai.model.bracket.Bracket.EMPTY, "Pool A-1st"));
        assertEquals("Pool A 2nd", Labels.placeholder(Words.of(Labels.BUNDLE, Language.ENGLISH), taikai.model.bracket.Bracket.EMPTY, "Pool A-2nd"));
        assertEquals("Pool A 2位", Labels.placeholder(Words.of(Labels.BUNDLE, Language.JAPANESE), taikai.model.bracket.Bracket.EMPTY, "Pool A-2nd"));
    }
}
