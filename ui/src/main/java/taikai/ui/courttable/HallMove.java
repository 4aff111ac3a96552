package taikai.ui.courttable;

import java.io.IOException;
import java.net.URI;
import java.util.Optional;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.HallReads;

/**
 * Decision 0030, by hand: whether the address an operator typed is the hall laptop that took over
 * this court's tournament. A hall must answer there, and know the court's code as the same court, so
 * a typing slip or another tournament's hall never receives the day's entries.
 */
final class HallMove {
    private HallMove() {
    }

    /** Returns when {@code to} is this tournament's hall for {@code court}; else says why, in a sentence. */
    static void check(URI to, String court, String courtCode) throws IOException, InterruptedException {
        HallClient there = new HallClient(to, courtCode);
        if (!there.answersAt(to)) {
            throw new IOException("No hall laptop answers at " + to + ". Check the address its Hall server screen"
                    + " shows: a standby laptop answers only once it is promoted to hall. Nothing was moved.");
        }
        Optional<String> ofCode;
        try {
            ofCode = new HallReads(there, courtCode).courtOfCode();
        } catch (IOException e) {
            ofCode = Optional.empty();
        }
        if (ofCode.isEmpty() || !ofCode.get().equals(court)) {
            throw new IOException("The hall laptop at " + to + " does not know this court's code as court " + court
                    + ", so it is not this tournament's hall. Nothing was moved; check the address with the organiser.");
        }
    }
}
