package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import taikai.storage.problem.FileFormatException;
import taikai.storage.problem.Problem;
import taikai.storage.problem.Problems;
import taikai.storage.results.PoolMatchesFile;
import taikai.words.Language;

/**
 * The data folder's problems said in the reader's language (decision 0050): storage writes its
 * English with a code and arguments, and a surface says the code while the bundle's English is the
 * problem's own words.
 */
class ProblemsSaidTest {
    private static final Path STORAGE = Path.of("..", "storage", "src", "main", "java");
    private static final Pattern CODED = Pattern.compile("\\.coded\\(\\s*\"([a-z0-9-]+)\"");
    private static final String HEADER = PoolMatchesFile.write(List.of()).lines().findFirst().orElseThrow();

    @Test
    void aMatchTwiceInTheResultsFileIsSaidInJapaneseAndGermanWithItsLineKept() {
        String row = "Pool A,0,Kim,,Lee";
        FileFormatException wrong = assertThrows(FileFormatException.class, () -> PoolMatchesFile.read(
                "competitions/open/pool-matches.csv", HEADER + "\n" + widen(row) + "\n" + widen(row) + "\n", new Problems()));
        Problem problem = wrong.problem();

        assertEquals("match-row-twice", problem.code(), problem.toString());
        assertEquals(problem.message(), Said.problem(problem, Language.ENGLISH));
        assertEquals("この行は試合「Pool A-0」の2つ目の行です。2行目にすでにあります。1試合は1行なので、どちらかの行を消すまで"
                + "このファイルには書き込めません。", Said.problem(problem, Language.JAPANESE));
        assertEquals("Diese Zeile ist noch einmal Kampf \u201ePool A-0\u201c: Zeile 2 enth\u00e4lt ihn schon. Jeder Kampf hat eine"
                + " Zeile; die Datei nimmt keine \u00c4nderungen an, bis eine der beiden Zeilen entfernt ist.",
                Said.problem(problem, Language.GERMAN));
        assertEquals(3, problem.line(), "the line stays the surface's to show");
    }

    @Test
    void aProblemWhoseWordsTheBundleDoesNotSayExactlyIsShownAsStorageWroteIt() {
        Problem drifted = Problem.fatal("x.csv", 1, 1, "Something else was found.").coded("match-row-twice", "Pool A-0", "2");
        assertEquals("Something else was found.", Said.problem(drifted, Language.GERMAN));
        Problem uncoded = Problem.degraded("x.csv", 1, 1, "A cell fell back.");
        assertEquals("A cell fell back.", Said.problem(uncoded, Language.JAPANESE));
        assertEquals(uncoded, uncoded.coded("anything"), "a code is how a problem is said, not another problem");
    }

    @Test
    void everyCodeStorageGivesAProblemIsInTheEnglishBundle() throws Exception {
        List<String> unwritten = new ArrayList<>();
        try (Stream<Path> files = Files.walk(STORAGE)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher coded = CODED.matcher(Files.readString(file));
                while (coded.find()) {
                    if (!Said.words(Language.ENGLISH).has(Said.PROBLEM + coded.group(1))) {
                        unwritten.add(file.getFileName() + ": " + coded.group(1));
                    }
                }
            }
        }
        assertEquals(List.of(), unwritten);
    }

    /** A row with as many cells as the header. */
    private static String widen(String row) {
        int cells = HEADER.split(",", -1).length;
        String[] have = row.split(",", -1);
        StringBuilder out = new StringBuilder(row);
        for (int i = have.length; i < cells; i++) {
            out.append(',');
        }
        return out.toString();
    }
}
