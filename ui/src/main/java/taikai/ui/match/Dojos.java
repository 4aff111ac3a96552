package taikai.ui.match;

import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import taikai.model.entrant.Player;
import taikai.model.match.Side;

/** Finds the dojo of a match side by its participant id, the id being what identifies (spec section 3). */
public final class Dojos {
    /** No entrants known: every dojo reads as empty. */
    public static final Dojos NONE = new Dojos(Map.of());

    private final Map<String, String> byParticipantId;

    private Dojos(Map<String, String> byParticipantId) {
        this.byParticipantId = byParticipantId;
    }

    public static Dojos of(Collection<Player> entrants) {
        Map<String, String> map = new HashMap<>();
        for (Player player : entrants) {
            if (!player.id().isEmpty()) {
                map.put(player.id(), player.dojo());
            }
        }
        return new Dojos(Map.copyOf(map));
    }

    /** The side's dojo, or an empty string for a side with no id or an unknown one. */
    public String of(Side side) {
        return byParticipantId.getOrDefault(side.participantId(), "");
    }
}
