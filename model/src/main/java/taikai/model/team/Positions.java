package taikai.model.team;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The positions a team fields in one encounter (spec section 2): the five FIK names at size five,
 * numbers "1".."N" at any other size. This list is the key set of a lineup's positions.
 */
public final class Positions {

    /** The FIK names, in fighting order. */
    public static final List<String> FIK_FIVE = List.of("senpo", "jiho", "chuken", "fukusho", "taisho");

    private Positions() {
    }

    /** The position keys for {@code teamSize}, in fighting order; none for a size below one. */
    public static List<String> of(int teamSize) {
        if (teamSize == FIK_FIVE.size()) {
            return FIK_FIVE;
        }
        List<String> keys = new ArrayList<>();
        for (int i = 1; i <= teamSize; i++) {
            keys.add(Integer.toString(i));
        }
        return List.copyOf(keys);
    }

    /**
     * The lineup key of the {@code order}-th fighter (1-based), which is also the key of a kachinuki
     * fighter; empty when the team has no such position.
     */
    public static Optional<String> at(int teamSize, int order) {
        List<String> keys = of(teamSize);
        return order >= 1 && order <= keys.size() ? Optional.of(keys.get(order - 1)) : Optional.empty();
    }

    /** The lineup key of a fixed-order bout, whose positions are 0-based (file-formats "SubResults"). */
    public static Optional<String> ofFixedBout(int teamSize, int boutPosition) {
        return at(teamSize, boutPosition + 1);
    }
}
