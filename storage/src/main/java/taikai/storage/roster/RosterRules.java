package taikai.storage.roster;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import taikai.model.competition.Competition;
import taikai.model.entrant.Player;

/**
 * What participants.csv refuses on write (file-formats "participants.csv"). Names are compared
 * trimmed and without regard to case, since "Sato" and "sato " are one person to anyone reading
 * the sheet.
 */
public final class RosterRules {
    /** {@code Pool A-1st}: the slot a pool qualifier fills in a knockout fed by pools. */
    private static final Pattern POOL_PLACE = Pattern.compile("pool\\s+[a-z]+\\s*-\\s*\\d+(st|nd|rd|th)",
            Pattern.CASE_INSENSITIVE);
    /** {@code Winner of r1-m3}: the slot the winner of an earlier knockout match fills. */
    private static final Pattern WINNER_OF = Pattern.compile("winner\\s+of\\s+r\\d+\\s*-\\s*m\\d+",
            Pattern.CASE_INSENSITIVE);

    private RosterRules() {
    }

    /** True when {@code name} reads like a bracket placeholder rather than an entrant. */
    public static boolean isPlaceholder(String name) {
        String text = name.strip();
        return POOL_PLACE.matcher(text).matches() || WINNER_OF.matcher(text).matches();
    }

    /** Refuses the roster with the first rule it breaks, in file order. */
    public static void check(List<Player> players, Competition competition) throws RosterException {
        Map<String, Player> byNameAndDojo = new HashMap<>();
        Map<String, Player> teamsByName = new HashMap<>();
        for (Player p : players) {
            String name = p.name().strip();
            if (name.isEmpty()) {
                throw new RosterException("An entrant has no name; give every entrant a name before saving.");
            }
            if (isPlaceholder(name)) {
                throw new RosterException("The name \"" + name + "\" reads like a bracket placeholder, so it could"
                        + " not be told apart from one on a sheet; choose another name.");
            }
            Player same = byNameAndDojo.putIfAbsent(key(name) + "\u0000" + key(p.dojo()), p);
            if (same != null) {
                throw new RosterException("Two entrants are both called \"" + name + "\" from \"" + p.dojo().strip()
                        + "\"; change the name or the dojo of one of them before saving.");
            }
            if (competition.isTeam() && teamsByName.putIfAbsent(key(name), p) != null) {
                throw new RosterException("Two teams are called \"" + name + "\", and a team name must be unique"
                        + " in a team competition; rename one of them before saving.");
            }
        }
    }

    static String key(String text) {
        return text.strip().toLowerCase(Locale.ROOT);
    }
}
