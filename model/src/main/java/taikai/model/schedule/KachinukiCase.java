package taikai.model.schedule;

import java.util.Locale;

/**
 * How long a kachinuki encounter is planned for. Winner stays on, so an encounter of n a side takes
 * from n bouts (one fighter beats every opponent) to 2n - 1 (every bout but the last changes one
 * fighter); the average case plans the middle of the two.
 */
public enum KachinukiCase {
    BEST("best"), AVERAGE("average"), WORST("worst");

    private final String code;

    KachinukiCase(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    /** Bouts an encounter of {@code size} a side takes in this case. */
    public int bouts(int size) {
        int n = Math.max(0, size);
        return switch (this) {
            case BEST -> n;
            case WORST -> Math.max(n, 2 * n - 1);
            default -> (n + Math.max(n, 2 * n - 1) + 1) / 2;
        };
    }

    /** The case a word names, or null when it names none. */
    public static KachinukiCase of(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        for (KachinukiCase c : values()) {
            if (c.code.equals(t)) {
                return c;
            }
        }
        return null;
    }
}
