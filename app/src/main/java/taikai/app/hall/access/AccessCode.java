package taikai.app.hall.access;

import java.security.SecureRandom;
import java.util.Locale;

/**
 * A code short enough to type at a court table: {@value #LENGTH} characters from an alphabet without
 * the look-alikes 0/O, 1/I/L and U/V, shown as two groups of four. 30^8 is about 6.6e11
 * codes; with the slow hash behind every miss, guessing one over the hall network is out of reach.
 */
public final class AccessCode {
    public static final int LENGTH = 8;
    static final String ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";

    private AccessCode() {
    }

    /** A new code, without the separator. */
    public static String generate(SecureRandom random) {
        StringBuilder code = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) {
            code.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return code.toString();
    }

    /** The code as typed, in capitals, with spaces and hyphens left out; empty when it cannot be a code. */
    public static String normalise(String typed) {
        if (typed == null) {
            return "";
        }
        StringBuilder code = new StringBuilder();
        for (char c : typed.toUpperCase(Locale.ROOT).toCharArray()) {
            if (c == '-' || c == ' ') {
                continue;
            }
            if (ALPHABET.indexOf(c) < 0) {
                return "";
            }
            code.append(c);
        }
        return code.length() == LENGTH ? code.toString() : "";
    }

    /** {@code ABCD-EFGH}: the way a code is printed for a person to copy. */
    public static String display(String code) {
        return code.length() == LENGTH ? code.substring(0, 4) + "-" + code.substring(4) : code;
    }
}
