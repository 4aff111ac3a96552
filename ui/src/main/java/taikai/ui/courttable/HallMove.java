package taikai.ui.courttable;

import java.io.IOException;
import java.net.URI;
import java.util.Optional;
import taikai.app.hall.client.HallClient;
import taikai.app.hall.client.HallReads;
import taikai.ui.words.DeskWords;

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
            throw new IOException(DeskWords.of(HallMove.class).say("move.no.hall", to.toString()));
        }
        Optional<String> ofCode;
        try {
            ofCode = new HallReads(there, courtCode).courtOfCode();
        } catch (IOException e) {
            ofCode = Optional.empty();
        }
        if (ofCode.isEmpty() || !ofCode.get().equals(court)) {
            throw new IOException(DeskWords.of(HallMove.class).say("move.other.hall", to.toString(), court));
        }
    }
}
