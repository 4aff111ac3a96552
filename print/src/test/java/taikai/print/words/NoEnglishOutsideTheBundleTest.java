package taikai.print.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No sentence of a printout is built from English string literals in the code (issue 23): every
 * literal that reads like words is a key said through the bundle, or is on this list with the
 * reason it may stay.
 */
class NoEnglishOutsideTheBundleTest {
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
    private static final Pattern WORDS = Pattern.compile("[A-Za-z]{3,}");
    private static final Pattern SAID_BEFORE = Pattern.compile("(say|has|term|termCapital|position)\\($");

    /** File name to the literals it may hold, each for a reason. */
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            // Storage's problems are sentences of their own until storage says them by code; the
            // prefix is how a refusal finds the competition's problem.
            "Source.java", Set.of("Competition \\\"", "\\\" was left out: ", "its files could not be read.", ", line ", ", column ",
                    "Tournament"),
            "Printing.java", Set.of("Competition \\\""),
            // The placeholder's spelling in the data (spec: "Winner of r<d>-m<i>") and a Swiss round's
            // pool name (file-formats: Swiss-R<n>): matched, never shown.
            "Labels.java", Set.of("Winner of r(\\\\d+)-m(\\\\d+)", "Swiss-R(\\\\d+)"),
            // The rows' column names are the CSV export's; the heading a person reads is said from the bundle.
            "Rows.java", Set.of("Competition", "Number", "Name", "Zekken name", "Dojo", "Grade or members", "Seed", "Pool", "Checked in",
                    "Encounter", "Bout", "Aka team", "Aka", "Aka points", "Aka hansoku", "Shiro team", "Shiro", "Shiro points",
                    "Shiro hansoku", "Winner", "Decision", "Stays on", "both leave", "Representative"),
            "ResultsWorkbook.java", Set.of("Taikai", "The workbook could not be written", "Aka", "Shiro", "Number", "Match"),
            // The program's name, and failures of the program itself, which are never a printout's words.
            "Document.java", Set.of("Taikai", "The printing font could not be read", "The PDF could not be written"),
            "Table.java", Set.of("A table needs one alignment per column."),
            "Fonts.java", Set.of("The printing font ", " is missing from the program."),
            "Qr.java", Set.of("The text \\\"", "\\\" does not fit in a QR code."));

    @Test
    void everyLiteralThatReadsLikeWordsIsSaidThroughTheBundleOrAllowed() throws IOException {
        List<String> found = new ArrayList<>();
        int scanned = 0;
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                scanned++;
                Set<String> allowed = ALLOWED.getOrDefault(file.getFileName().toString(), Set.of());
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    String code = line.strip();
                    if (code.startsWith("*") || code.startsWith("//") || code.startsWith("/*")) {
                        continue;
                    }
                    Matcher m = LITERAL.matcher(line);
                    while (m.find()) {
                        String text = m.group(1);
                        boolean wordy = WORDS.matcher(text).find() && (text.contains(" ") || text.matches("[A-Z][a-z].*"));
                        if (wordy && !SAID_BEFORE.matcher(line.substring(0, m.start())).find() && !allowed.contains(text)) {
                            found.add(file.getFileName() + ":" + (i + 1) + " \"" + text + "\"");
                        }
                    }
                }
            }
        }
        assertTrue(scanned > 20, "the print module's sources were scanned: " + scanned);
        assertEquals(List.of(), found, "English words outside taikai/print/words.properties");
    }
}
