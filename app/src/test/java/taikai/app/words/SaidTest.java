package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import taikai.app.hall.api.AnswerJson;
import taikai.app.road.Answer;
import taikai.app.road.Decision;
import taikai.model.rule.Refusal;
import taikai.words.Coverage;
import taikai.words.Language;
import taikai.words.Words;

/** The app's bundle (decisions 0042 and 0046): a refusal said from its code and arguments at the edge. */
class SaidTest {
    private static final Coverage COVERAGE = Coverage.of(Said.BUNDLE);

    /** Refusals as the model's rules give them (their sentences are asserted in model's own tests). */
    private static final Refusal NO_THIRD_POINT = new Refusal("no-third-point",
            "Aka already has 2 points, the most a side can win: check which side scored.", List.of("aka", 2));
    private static final Refusal ENCHO_LIMIT = new Refusal("encho-limit",
            "This competition allows at most 1 overtime period: record a hantei, or a hikiwake where a draw is allowed.",
            List.of(1));
    private static final Refusal FLAGS = new Refusal("flags-at-most-judges",
            "There are only 3 judges, so the flags cannot add up to more than 3.", List.of(3));
    private static final Refusal NOT_A_MEMBER = new Refusal("representative-is-a-member",
            "Ito is not a member of Red: pick one of the team's named members.", List.of("Ito", "Red"));
    private static final Refusal FORFEIT = new Refusal("closed-by-forfeit",
            "This fight was closed by kiken: take the decision back before changing the score.", List.of("kiken"));

    @ParameterizedTest
    @EnumSource(value = Language.class, names = "ENGLISH", mode = EnumSource.Mode.EXCLUDE)
    void eachTranslationKeepsNoStaleKeyAndTheArgumentsOfEnglish(Language language) {
        List<String> missing = COVERAGE.missing(language);
        // The keys still said in English in this language, visible in every build.
        System.out.println(Said.BUNDLE + " in " + language.tag() + ": " + missing.size() + " keys said in English"
                + (missing.isEmpty() ? "" : ": " + missing));
        assertEquals(List.of(), COVERAGE.stale(language), "keys English no longer has, in " + language.tag());
        assertEquals(List.of(), COVERAGE.argumentsDiffer(language), "arguments differ from English's, in " + language.tag());
    }

    @ParameterizedTest
    @EnumSource(Language.class)
    void everySentenceIsAPatternTheLanguageCanFormat(Language language) {
        Words words = Said.words(language);
        for (String key : COVERAGE.keys()) {
            String said = words.say(key, 2, 3, "x", "y", "z", "w", "v", "u");
            assertTrue(!said.isBlank() && !said.contains("{"), key + " in " + language.tag() + ": " + said);
        }
    }

    @Test
    void theEnglishBundleSaysExactlyWhatTheRulesSay() {
        for (Refusal refusal : List.of(NO_THIRD_POINT, ENCHO_LIMIT, FLAGS, NOT_A_MEMBER, FORFEIT)) {
            assertEquals(refusal.sentence(), Said.refusal(refusal.code(), refusal.arguments(), Language.ENGLISH).orElseThrow());
            assertEquals(Optional.of(refusal.code()), Said.code(refusal));
        }
    }

    @Test
    void aRefusalReadsInJapaneseAndGermanWithTheSportsTermsKept() {
        assertEquals("赤はすでに2本取っており、これ以上は取れません。どちらが打ったか確認してください。",
                Said.refusal(NO_THIRD_POINT, Language.JAPANESE));
        assertEquals("Aka hat bereits 2 Punkte, das Höchste, was eine Seite gewinnen kann: prüfen Sie, welche Seite getroffen hat.",
                Said.refusal(NO_THIRD_POINT, Language.GERMAN));
        assertEquals("この試合は棄権で終わりました。得点を変える前にその判定を取り消してください。", Said.refusal(FORFEIT, Language.JAPANESE));
        assertTrue(Said.refusal(FORFEIT, Language.GERMAN).contains("durch kiken"), Said.refusal(FORFEIT, Language.GERMAN));
        assertEquals("Ito ist kein Mitglied von Red: wählen Sie eines der genannten Mitglieder des Teams.",
                Said.refusal(NOT_A_MEMBER, Language.GERMAN), "names are never translated");
    }

    @Test
    void aRefusalWithoutArgumentsReadsInSpanish() {
        Refusal undo = new Refusal("encho-to-undo", "No overtime period has been recorded, so there is none to take back.");
        assertEquals("No se ha registrado ninguna prórroga, así que no hay ninguna que retirar.", Said.refusal(undo, Language.SPANISH));
    }

    @Test
    void aRefusalWhoseSentenceTheBundleDoesNotSayCarriesNoCode() {
        Refusal made = new Refusal("sides-known", "Pool A, match 2 is still waiting for its competitors.");
        assertEquals(Optional.empty(), Said.code(made), "the app's own sides-known sentence differs from the model's");
        assertEquals("", Decision.Refuse.of(made).code());
        assertEquals(made.sentence(), Said.refusal(made, Language.JAPANESE), "said as the rule said it");
        Refusal unknown = new Refusal("no-such-rule", "Something was refused.");
        assertEquals("Something was refused.", Said.refusal(unknown, Language.GERMAN));
    }

    @Test
    void theHallsAnswerKeepsItsEnglishMessageAndCarriesTheCodeAndArguments() {
        Decision.Refuse refuse = Decision.Refuse.of(NO_THIRD_POINT);
        Answer answer = Answer.refused(refuse.rule(), refuse.sentence(), 42).coded(refuse.code(), refuse.arguments());
        ObjectNode json = AnswerJson.write(answer);
        assertEquals(NO_THIRD_POINT.sentence(), json.get("message").asText());
        assertEquals("no-third-point", json.get("code").asText());
        assertEquals("aka", json.get("arguments").get(0).asText());
        assertEquals(2, json.get("arguments").get(1).asInt());
        Answer read = AnswerJson.read(json);
        assertEquals(answer, read);
        assertEquals("赤はすでに2本取っており、これ以上は取れません。どちらが打ったか確認してください。",
                Said.refusal(read.code(), read.arguments(), Language.JAPANESE).orElseThrow(), "a court table says it in its language");
    }
}
