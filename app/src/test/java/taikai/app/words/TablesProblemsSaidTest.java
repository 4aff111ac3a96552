package taikai.app.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.testing.Folders;
import taikai.storage.folder.FolderReader;
import taikai.storage.history.HistoryFile;
import taikai.storage.problem.Problem;
import taikai.words.Language;

/**
 * The tables' problems (a result cell, an entrant row, a pool row, a seed, a history line, a line-up,
 * a row of the wrong width) read from a broken copy of the sample: every problem storage codes is
 * said by the English bundle in exactly storage's words (decision 0050), and in another language by
 * its code, the cells and names as found.
 */
class TablesProblemsSaidTest {
    @TempDir
    Path temp;

    @Test
    void everyCodedProblemOfABrokenTableIsSaidInStoragesOwnEnglish() throws IOException {
        Path folder = temp.resolve("sample");
        Folders.copy(Folders.sample(), folder);
        Path open = folder.resolve("competitions/individual-open");
        edit(open.resolve("pool-matches.csv"), "Pool A,0,Femke Brouwer,Marco Marino,,,,0,0,hikiwake,completed,A,,09:00,,-1,",
                "Pool A,0,Femke Brouwer,Marco Marino,,,,-1,x,sometimes,paused,A,,09:00,robot,-1,");
        edit(open.resolve("pool-matches.csv"), ",0,0,false,,,0,1778915100464,", ",0,0,perhaps,,,0,-5,");
        append(open.resolve("participants.csv"), "0c0ffee0-0000-4000-8000-000000000001,,NONAME,Kodokan,1 dan,registered,checked_in\n");
        edit(open.resolve("pools.csv"), "Pool A,Eline Vos,0,", "Pool A,Eline Vos,first,");
        edit(open.resolve("seeds.csv"), "\n1,Eline Vos,", "\n0,Eline Vos,");
        append(open.resolve("history/Pool A-0.jsonl"), "this is not a record\n");
        Path juniors = folder.resolve("competitions/swiss-challenge/pool-matches.csv");
        List<String> rows = new ArrayList<>(Files.readAllLines(juniors));
        rows.set(1, rows.get(1) + ",one too many");
        Files.write(juniors, rows);
        edit(folder.resolve("competitions/kachinuki/lineups.yaml"), "teamId: 208052d9-1f8e-4e22-88c1-c07e404c1502",
                "teamId: Kendo-Verein Hollowmere");

        List<Problem> problems = new ArrayList<>(FolderReader.read(folder).problems());
        taikai.storage.problem.Problems history = new taikai.storage.problem.Problems();
        Path line = open.resolve("history/Pool A-0.jsonl");
        HistoryFile.read("competitions/individual-open/history/Pool A-0.jsonl", Files.readString(line), history);
        problems.addAll(history.list());
        List<String> codes = CodedProblems.codes(problems);
        assertEquals(List.of(), CodedProblems.drifted(problems));
        for (String expected : List.of("cell-negative-count", "cell-not-a-whole-number", "cell-not-a-decision",
                "cell-not-a-match-status", "cell-not-a-result-source", "cell-not-true-or-false", "cell-negative-time",
                "entrant-row-without-name", "pool-position-not-a-number", "seed-rank-not-from-one",
                "history-line-not-a-record", "csv-row-width-differs", "lineup-under-team-name")) {
            assertTrue(codes.contains(expected), expected + " among " + codes + "\n" + problems);
        }
        Problem cell = problems.stream().filter(p -> "cell-not-a-match-status".equals(p.code())).findFirst().orElseThrow();
        String japanese = Said.problem(cell, Language.JAPANESE);
        assertNotEquals(cell.message(), japanese);
        assertTrue(japanese.contains("paused") && japanese.contains("Status"), japanese);
        assertTrue(Said.problem(cell, Language.GERMAN).contains("paused"), Said.problem(cell, Language.GERMAN));
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertTrue(text.contains(from), file + " holds " + from);
        Files.writeString(file, text.replace(from, to));
    }

    private static void append(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
    }
}
