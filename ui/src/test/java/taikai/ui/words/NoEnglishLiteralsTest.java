package taikai.ui.words;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No sentence is built from English words in the code of the screens that speak through their
 * bundles (decision 0042, issue #23): a capitalised string literal handed to a label, a button, a
 * tooltip, a prompt, an alert or a stage's title is a sentence that never reaches a translation.
 * Symbols, key names and the few words every language writes the same are allowed by name.
 */
class NoEnglishLiteralsTest {
    private static final Path SOURCES = Path.of("src", "main", "java", "taikai", "ui");
    /** The screen packages whose every word goes through their bundle. */
    private static final List<String> SPOKEN = List.of("scoring", "match", "print", "clock", "write", "scoreboard", "overrides", "results", "history", "courttable", "hall", "copies", "tournament", "problems", "courts", "bracket", "schedule", "settings", "shell", "teams", "draw", "pools", "competitions", "entrants", "session", ".");
    /** Where a literal reaches a person: a control's text, a prompt, a tooltip, an alert, a title, a status. */
    private static final Pattern REACHES = Pattern.compile(
            "(?:setText|setPromptText|setTitle|setHeaderText|setContentText|new Label|new Button|new CheckBox"
                    + "|new Tooltip|new javafx\\.scene\\.control\\.Tooltip|new RadioButton|new ToggleButton|new MenuItem"
                    + "|new Alert|error\\.set|status\\.set|message\\.set|caption\\.set|notice\\.set|notSent|refused"
                    + "|confirm|writes\\.send|writes\\.note)\\(\\s*\"([^\"]*)\"");
    /** Literals every language writes alike: no letters of a word, a key's own name, or the app's name. */
    private static final Set<String> ALLOWED = Set.of("PDF", "M K", "2:30", "Taikai");
    private static final Pattern WORD = Pattern.compile("[A-Z][a-z]+");

    @Test
    void noCapitalisedEnglishLiteralReachesTheScreensThatSpeakThroughTheirBundles() throws IOException {
        List<String> found = new ArrayList<>();
        for (String pack : SPOKEN) {
            try (Stream<Path> files = Files.list(SOURCES.resolve(pack))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                    found.addAll(literals(file));
                }
            }
        }
        assertEquals(List.of(), found, "English reaching a person outside the bundles");
    }

    @Test
    void theScanFindsALabelBuiltFromEnglish() {
        assertEquals(List.of("X.java:1: \"Save the correction\""),
                literals("X.java", "Button save = new Button(\"Save the correction\");"));
        assertEquals(List.of("X.java:1: \"Encho: \""), literals("X.java", "encho.setText(\"Encho: \" + periods);"));
        assertTrue(literals("X.java", "Label tag = new Label(words.say(\"side.flags\"));").isEmpty());
        assertTrue(literals("X.java", "field.setPromptText(\"2:30\");").isEmpty());
    }

    private static List<String> literals(Path file) throws IOException {
        return literals(file.getFileName().toString(), Files.readString(file));
    }

    private static List<String> literals(String name, String text) {
        List<String> found = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher reaching = REACHES.matcher(lines[i]);
            while (reaching.find()) {
                String literal = reaching.group(1);
                if (!ALLOWED.contains(literal) && WORD.matcher(literal).find()) {
                    found.add(name + ":" + (i + 1) + ": \"" + literal + "\"");
                }
            }
        }
        return found;
    }
}
