package taikai.app.importing;

import java.util.ArrayList;
import java.util.List;

/**
 * What separates the fields of an import: a comma (most CSV files), a semicolon (what a spreadsheet
 * writes where the comma is the decimal separator) or a tab (rows copied from a spreadsheet).
 */
public enum Delimiter {
    COMMA(',', "commas"),
    SEMICOLON(';', "semicolons"),
    TAB('\t', "tabs");

    /** How many lines the guess looks at. */
    private static final int SAMPLE_LINES = 20;

    private final char character;
    private final String words;

    Delimiter(char character, String words) {
        this.character = character;
        this.words = words;
    }

    public char character() {
        return character;
    }

    /** "commas", "semicolons", "tabs": as in "fields separated by tabs". */
    public String words() {
        return words;
    }

    /**
     * The delimiter of {@code text}: the one that splits the first lines into the same number of
     * fields, more than one, and the most fields when several do; else the one that splits the first
     * line most. Delimiters inside quotes do not count. A tie goes to tab, then semicolon, then comma,
     * since a tab or semicolon in a name is rarer than a comma.
     */
    public static Delimiter detect(String text) {
        List<String> lines = sample(text);
        Delimiter best = COMMA;
        int bestFields = 0;
        boolean bestSteady = false;
        for (Delimiter d : new Delimiter[] {TAB, SEMICOLON, COMMA}) {
            int first = lines.isEmpty() ? 1 : fields(lines.get(0), d.character);
            boolean steady = first > 1 && lines.stream().allMatch(line -> fields(line, d.character) == first);
            boolean better = steady != bestSteady ? steady : first > bestFields;
            if (better) {
                best = d;
                bestFields = first;
                bestSteady = steady;
            }
        }
        return best;
    }

    private static List<String> sample(String text) {
        List<String> lines = new ArrayList<>();
        for (String line : text.split("\r\n|\r|\n", -1)) {
            if (!line.isBlank()) {
                lines.add(line);
            }
            if (lines.size() == SAMPLE_LINES) {
                break;
            }
        }
        return lines;
    }

    private static int fields(String line, char delimiter) {
        int count = 1;
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == delimiter && !quoted) {
                count++;
            }
        }
        return count;
    }
}
