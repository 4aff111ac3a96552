package taikai.app.hall.server;

import java.nio.file.Files;
import java.nio.file.Path;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;
import taikai.app.hall.access.CodeBook;
import taikai.app.testing.Folders;
import taikai.storage.store.TournamentStore;

/**
 * A copy of the sample served on loopback until stopped, to look at the public site by hand:
 * {@code java -cp ... taikai.app.hall.server.SiteDemo 7171}. Prints the address and the organiser's code.
 */
public final class SiteDemo {
    private SiteDemo() {
    }

    public static void main(String[] args) throws Exception {
        Path temp = Files.createTempDirectory("taikai-site");
        Path root = temp.resolve("data");
        Folders.copy(Folders.sample(), root);
        TournamentStore store = TournamentStore.open(root);
        CodeBook codes = CodeBook.open(temp.resolve("settings"), root);
        var made = codes.createMissing(store.read().tournament().orElseThrow().effectiveCourts());
        WriteRoad road = WriteRoad.standard(store, new ChangeFeed());
        HallServer server = HallServer.start(road, codes, HallServer.LOOPBACK, args.length > 0 ? Integer.parseInt(args[0]) : 0);
        System.out.println("Serving " + root + " at " + server.address() + " organiser code "
                + made.get(taikai.app.hall.access.Grant.organiser()));
        Thread.currentThread().join();
    }
}
