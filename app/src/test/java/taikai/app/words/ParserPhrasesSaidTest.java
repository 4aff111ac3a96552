package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.storage.folder.FolderReader;
import taikai.storage.problem.Problem;
import taikai.words.Language;

/**
 * A settings file or bracket.json broken by hand says what the parser found as a phrase of its own
 * (decision 0050): in English exactly storage's words, in another language from the bundle, the
 * character it found said in that language too.
 */
class ParserPhrasesSaidTest {
    @TempDir
    Path temp;

    @Test
    void whatTheParserFoundIsSaidInTheReadersLanguage() throws IOException {
        Path folder = temp.resolve("sample");
        Folders.copy(Folders.sample(), folder);
        Files.writeString(folder.resolve("competitions/veterans/bracket.json"), "{ \"rounds\": [ , ] }");
        Path config = folder.resolve("competitions/juniors/config.md");
        Files.writeString(config, Files.readString(config).replaceFirst("\nname: ([^\n]*)\n", "\nname: Juniors: under 16\n"));

        Path csv = folder.resolve("competitions/swiss-challenge/pool-matches.csv");
        List<String> rows = new java.util.ArrayList<>(Files.readAllLines(csv));
        rows.set(1, rows.get(1).replaceFirst(",", ",\"broken\"quote"));
        Files.write(csv, rows);

        List<Problem> problems = FolderReader.read(folder).problems();
        Problem json = find(problems, "bracket-json-not-valid");
        Problem yaml = find(problems, "document-does-not-parse");
        Problem table = problems.stream().filter(p -> p.code() != null && p.code().startsWith("csv-field-does-not-parse")).findFirst()
                .orElseThrow(() -> new AssertionError("the CSV problem among " + problems));

        assertTrue(json.message().contains("found the character \",\" where a value was expected"), json.message());
        assertTrue(yaml.message().contains("found a second colon on one line; a value holding a colon needs quotes"), yaml.message());
        assertTrue(table.message().contains("does not parse as CSV: found text right after a closing quote"), table.message());
        for (Problem problem : List.of(json, yaml, table)) {
            assertEquals(problem.message(), Said.problem(problem, Language.ENGLISH));
            for (Language language : List.of(Language.JAPANESE, Language.GERMAN, Language.FRENCH, Language.DUTCH, Language.SPANISH)) {
                String said = Said.problem(problem, language);
                assertNotEquals(problem.message(), said, problem.code() + " in " + language.tag());
                assertFalse(said.contains("where") || said.matches(".*[\\u001a-\\u001f].*"), said);
            }
        }
        String german = Said.problem(json, Language.GERMAN);
        assertTrue(german.contains("\",\""), "the character found stays as it is: " + german);
    }

    private static Problem find(List<Problem> problems, String code) {
        return problems.stream().filter(p -> code.equals(p.code())).findFirst()
                .orElseThrow(() -> new AssertionError(code + " among " + problems));
    }
}
