package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;

/**
 * Pool names as pools.csv writes them (file-formats "pools.csv"): {@code Pool A} ... {@code Pool Z},
 * then the letter doubled, {@code Pool AA}, {@code Pool BB}, ..., then tripled.
 */
public final class PoolNames {
    private static final int LETTERS = 26;

    private PoolNames() {
    }

    /** The name of the pool at this 0-based index in draw order. */
    public static String of(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("A pool index cannot be negative: " + index + ".");
        }
        char letter = (char) ('A' + index % LETTERS);
        return "Pool " + String.valueOf(letter).repeat(index / LETTERS + 1);
    }

    /** The first {@code count} pool names in draw order. */
    public static List<String> first(int count) {
        List<String> names = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            names.add(of(i));
        }
        return List.copyOf(names);
    }

    /** The 0-based index of a pool name this class makes, or -1 for any other text. */
    public static int indexOf(String name) {
        if (name == null || !name.startsWith("Pool ") || name.length() == 5) {
            return -1;
        }
        String letters = name.substring(5);
        char first = letters.charAt(0);
        if (first < 'A' || first > 'Z' || !letters.chars().allMatch(c -> c == first)) {
            return -1;
        }
        return (letters.length() - 1) * LETTERS + (first - 'A');
    }
}
