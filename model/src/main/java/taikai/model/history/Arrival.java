package taikai.model.history;

import taikai.model.Copies;

/** When a write was made and received, and which way it came (spec section 5). */
public record Arrival(
        /** when the change was made, server milliseconds; null when the sender sent no time */ Long madeAt,
        /** when the server received it, server milliseconds */ long receivedAt,
        /** which way it came: desktop, court A, server */ String via) {

    public Arrival {
        via = Copies.text(via);
    }

    public Arrival withMadeAt(Long value) {
        return new Arrival(value, receivedAt, via);
    }
}
