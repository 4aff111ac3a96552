package taikai.storage.roster;

import java.util.List;
import taikai.model.entrant.Player;
import taikai.model.entrant.SeedEntry;

/**
 * Completes seed rows that carry no participant id from the roster (spec section 4): a row with a
 * dojo is matched by name and dojo together, because two competitors may share a name across
 * dojos; a row without one by its name alone when that name is unique in the roster. A row that
 * already carries an id is matched by it and nothing else, so it is left as it is; a row that
 * matches nobody, or more than one, is left for the organiser.
 */
public final class SeedCompletion {
    private SeedCompletion() {
    }

    public static List<SeedEntry> complete(List<SeedEntry> seeds, List<Player> roster) {
        return seeds.stream().map(s -> complete(s, roster)).toList();
    }

    private static SeedEntry complete(SeedEntry seed, List<Player> roster) {
        if (!seed.id().isEmpty()) {
            return seed;
        }
        String name = RosterRules.key(seed.name());
        List<Player> found = roster.stream().filter(p -> RosterRules.key(p.name()).equals(name))
                .filter(p -> seed.dojo().isBlank() || RosterRules.key(p.dojo()).equals(RosterRules.key(seed.dojo())))
                .toList();
        if (found.size() != 1 || found.get(0).id().isEmpty()) {
            return seed;
        }
        Player p = found.get(0);
        return new SeedEntry(seed.rank(), seed.name(), p.dojo(), p.id());
    }
}
