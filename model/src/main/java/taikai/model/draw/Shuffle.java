package taikai.model.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** A Fisher-Yates shuffle driven by a seeded generator, so a draw can be made again from its seed. */
final class Shuffle {
    private Shuffle() {
    }

    static <T> List<T> of(List<T> items, SplittableRandom random) {
        List<T> copy = new ArrayList<>(items);
        for (int i = copy.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T t = copy.get(i);
            copy.set(i, copy.get(j));
            copy.set(j, t);
        }
        return copy;
    }
}
