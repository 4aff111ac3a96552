package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.api.AnswerJson;
import taikai.app.road.Answer;
import taikai.app.road.Outcome;
import taikai.app.road.WriteRoad;
import taikai.app.road.actions.ActionFolder;
import taikai.app.road.actions.entrant.CheckIn;
import taikai.app.road.actions.entrant.SetSeed;
import taikai.model.competition.Format;
import taikai.model.competition.Kind;
import taikai.words.Language;

/**
 * A change that lands answers with a code and arguments beside its English message (decision
 * 0049): the message, which the match's history keeps, is the bundle's English; a court table or
 * desktop says the same code in its own language.
 */
class LandedAnswersSaidTest {
    private static final Path SOURCES = Path.of("src", "main", "java");
    private static final Pattern SAID = Pattern.compile("Sentence\\.answer\\(\\s*\"([a-z0-9-]+)\"");

    @TempDir
    Path root;

    @Test
    void aCheckInAnswersInEnglishAndCarriesItsCodeForJapaneseAndGerman() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        String id = f.state("open").players().get(0).id();
        String name = f.state("open").players().get(0).name();

        Answer answer = f.submit(new CheckIn("open", id, true));

        assertEquals(Outcome.APPLIED, answer.outcome(), answer.message());
        assertEquals(name + " is checked in.", answer.message());
        assertEquals("checked-in", answer.code());
        assertEquals(List.of(name), answer.arguments());
        assertEquals(answer.message(), f.history("open", WriteRoad.COMPETITION_HISTORY).get(0).answered().answer(),
                "the history keeps the English");
        Answer overTheWire = AnswerJson.read(AnswerJson.write(answer));
        assertEquals(name + "の受付を済ませました。",
                Said.answer(overTheWire.code(), overTheWire.arguments(), Language.JAPANESE).orElseThrow());
        assertEquals(name + " ist eingecheckt.", Said.answer(answer.code(), answer.arguments(), Language.GERMAN).orElseThrow());
    }

    @Test
    void aSeedKeepsItsNumberAsTypedInEveryLanguage() throws Exception {
        ActionFolder f = new ActionFolder(root, ActionFolder.entered("open", Kind.INDIVIDUAL, Format.KNOCKOUT, 4));
        String id = f.state("open").players().get(1).id();

        Answer answer = f.submit(new SetSeed("open", id, 2));

        ObjectNode json = AnswerJson.write(answer);
        assertEquals("seeded", json.get("code").asText());
        assertEquals(answer.message(), Said.answer(answer.code(), answer.arguments(), Language.ENGLISH).orElseThrow());
        assertEquals(f.state("open").players().get(1).name() + "を第2シードにしました。",
                Said.answer(answer.code(), answer.arguments(), Language.JAPANESE).orElseThrow());
    }

    @Test
    void everyAnswerTheCodeSaysIsInTheEnglishBundleAndAnUnknownOneIsRefusedAtOnce() throws Exception {
        List<String> unwritten = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher said = SAID.matcher(Files.readString(file));
                while (said.find()) {
                    if (!Said.words(Language.ENGLISH).has(Said.ANSWER + said.group(1))) {
                        unwritten.add(file.getFileName() + ": " + said.group(1));
                    }
                }
            }
        }
        assertEquals(List.of(), unwritten);
        assertThrows(IllegalArgumentException.class, () -> Sentence.answer("no-such-answer"));
    }
}
