package taikai.print.bracket;

import java.util.ArrayList;
import java.util.List;

/**
 * One page of a knockout tree: rounds {@code first} to {@code last} (0-based, first round 0), and the
 * matches of round {@code last} from {@code fromRoot} (inclusive) to {@code toRoot} (exclusive), with
 * everything below them down to round {@code first}. A tree too big for a page is cut into bands of
 * rounds, bottom first; each band's pages hold at most {@code leaves} matches of its lowest round.
 */
record Band(int first, int last, int fromRoot, int toRoot) {

    /** How many matches of round {@code round} this page holds, and the first of them. */
    int count(int round) {
        return (toRoot - fromRoot) << (last - round);
    }

    int firstIndex(int round) {
        return fromRoot << (last - round);
    }

    boolean holds(int round, int index) {
        return round >= first && round <= last && index >= firstIndex(round) && index < firstIndex(round) + count(round);
    }

    /** The pages of a tree whose rounds hold {@code sizes} matches each, first round first. */
    static List<Band> plan(List<Integer> sizes, int leaves) {
        int levels = Integer.numberOfTrailingZeros(Integer.highestOneBit(Math.max(1, leaves))) + 1;
        List<Band> pages = new ArrayList<>();
        int start = 0;
        while (start < sizes.size()) {
            int end = Math.min(sizes.size() - 1, start + levels - 1);
            int roots = sizes.get(end);
            int perPage = Math.max(1, leaves >> (end - start));
            for (int from = 0; from < roots; from += perPage) {
                pages.add(new Band(start, end, from, Math.min(roots, from + perPage)));
            }
            start = end + 1;
        }
        return pages;
    }
}
