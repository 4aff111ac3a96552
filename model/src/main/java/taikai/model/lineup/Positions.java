package taikai.model.lineup;

import java.util.ArrayList;
import java.util.List;

/**
 * The positions a team round has (spec section 2): the five FIK names at team size five, the numbers
 * "1".."N" otherwise. A copy kept here so this package stands alone; it should be unified with the
 * team package's list.
 */
final class Positions {
    static final List<String> FIK = List.of("senpo", "jiho", "chuken", "fukusho", "taisho");
    /** A team competition with no team size set fields five, as the other implementation assumes. */
    static final int DEFAULT_TEAM_SIZE = 5;

    private Positions() {
    }

    static int effectiveSize(int teamSize) {
        return teamSize > 0 ? teamSize : DEFAULT_TEAM_SIZE;
    }

    static List<String> of(int teamSize) {
        int size = effectiveSize(teamSize);
        if (size == FIK.size()) {
            return FIK;
        }
        List<String> names = new ArrayList<>(size);
        for (int i = 1; i <= size; i++) {
            names.add(Integer.toString(i));
        }
        return List.copyOf(names);
    }
}
