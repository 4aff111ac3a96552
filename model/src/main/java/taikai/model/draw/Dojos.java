package taikai.model.draw;

import java.util.Locale;
import taikai.model.entrant.Player;

/** Dojo comparison for separating club mates in a draw. */
final class Dojos {
    private Dojos() {
    }

    /**
     * The key two club mates share, or empty when the dojo is unknown. A blank dojo and {@code NA} (what
     * a missing dojo reads as, file-formats "participants.csv") name no club, so they separate nobody.
     */
    static String key(Player player) {
        String dojo = player.dojo().trim().toLowerCase(Locale.ROOT);
        return dojo.equals("na") ? "" : dojo;
    }

    static boolean same(Player a, Player b) {
        String ka = key(a);
        return !ka.isEmpty() && ka.equals(key(b));
    }
}
