package taikai.model.draw;

import taikai.model.entrant.Player;
import taikai.model.match.Side;

/** What a first-round slot holds at the draw: an entrant, a placeholder a pool fills later, or a bye. */
record Leaf(String name, String participantId, String placeholder) {
    static final Leaf BYE = new Leaf("", "", "");

    static Leaf entrant(Player player) {
        return new Leaf(player.name(), player.id(), "");
    }

    static Leaf placeholder(String text) {
        return new Leaf("", "", text);
    }

    boolean isBye() {
        return name.isEmpty() && participantId.isEmpty() && placeholder.isEmpty();
    }

    Side side() {
        return placeholder.isEmpty() ? Side.of(name, participantId) : Side.of(placeholder, "");
    }
}
