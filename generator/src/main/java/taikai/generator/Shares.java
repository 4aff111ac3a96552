package taikai.generator;

import java.util.List;

/**
 * Shares people out over competitions by their templates' weights, keeping each within the most it
 * takes and at least the fewest it runs with, and the total exactly as asked.
 */
final class Shares {
    private Shares() {
    }

    static int[] of(List<Template> templates, int people) {
        int n = templates.size();
        int[] shares = new int[n];
        boolean[] fixed = new boolean[n];
        int remaining = people;
        boolean changed = true;
        while (changed) {
            changed = false;
            long weight = 0;
            for (int i = 0; i < n; i++) {
                weight += fixed[i] ? 0 : templates.get(i).weight;
            }
            for (int i = 0; i < n && weight > 0; i++) {
                Template t = templates.get(i);
                if (!fixed[i] && t.maxPeople > 0 && remaining * (long) t.weight / weight > t.maxPeople) {
                    shares[i] = t.maxPeople;
                    fixed[i] = true;
                    remaining -= t.maxPeople;
                    changed = true;
                }
            }
        }
        long weight = 0;
        for (int i = 0; i < n; i++) {
            weight += fixed[i] ? 0 : templates.get(i).weight;
        }
        int given = 0;
        for (int i = 0; i < n; i++) {
            if (!fixed[i]) {
                shares[i] = (int) (remaining * (long) templates.get(i).weight / weight);
                given += shares[i];
            }
        }
        // The first template (the open) has no limit, so the rounding left over always finds a place.
        for (int i = 0; given < remaining; i = (i + 1) % n) {
            Template t = templates.get(i);
            if (!fixed[i] && (t.maxPeople == 0 || shares[i] < t.maxPeople)) {
                shares[i]++;
                given++;
            }
        }
        raiseToMinimum(templates, shares);
        return shares;
    }

    /** A competition below its minimum takes people from the one with the most to spare. */
    private static void raiseToMinimum(List<Template> templates, int[] shares) {
        for (int i = 0; i < shares.length; i++) {
            while (shares[i] < templates.get(i).minPeople()) {
                int donor = -1;
                for (int j = 0; j < shares.length; j++) {
                    int spare = shares[j] - templates.get(j).minPeople();
                    if (j != i && spare > 0 && (donor < 0 || spare > shares[donor] - templates.get(donor).minPeople())) {
                        donor = j;
                    }
                }
                if (donor < 0) {
                    throw new IllegalArgumentException("Too few entrants to give every competition two entrants.");
                }
                shares[donor]--;
                shares[i]++;
            }
        }
    }
}
