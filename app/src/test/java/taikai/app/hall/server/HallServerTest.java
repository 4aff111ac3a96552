package taikai.app.hall.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.road.ChangeFeed;
import taikai.app.road.WriteRoad;

/** Where the server listens and the address it tells the organiser to type at the courts. */
class HallServerTest {
    @TempDir
    Path temp;

    @Test
    void aLoopbackServerIsForThisLaptopOnlyAndSaysSo() throws Exception {
        HallFixture hall = new HallFixture(temp);
        try (HallServer server = HallServer.start(WriteRoad.standard(hall.store, new ChangeFeed()), hall.codes,
                HallServer.LOOPBACK, 0)) {
            assertFalse(server.onHallNetwork());
            assertEquals(URI.create("http://127.0.0.1:" + server.port()), server.address());
            assertEquals(List.of(server.address()), server.addresses());
        }
    }

    @Test
    void aServerOnEveryNetworkShowsTheHallAddressFirstAndLoopbackLast() throws Exception {
        HallFixture hall = new HallFixture(temp);
        try (HallServer server = HallServer.start(WriteRoad.standard(hall.store, new ChangeFeed()), hall.codes,
                HallServer.ALL_INTERFACES, 0)) {
            List<URI> addresses = server.addresses();
            assertTrue(server.onHallNetwork());
            assertEquals(URI.create("http://127.0.0.1:" + server.port()), addresses.get(addresses.size() - 1));
            assertEquals(addresses.get(0), server.address());
            addresses.forEach(a -> assertEquals(server.port(), a.getPort()));
            assertEquals(200, java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(
                    addresses.get(0).resolve("/api/time")).build(), java.net.http.HttpResponse.BodyHandlers.ofString())
                    .statusCode(), "reachable at the address it shows");
        }
    }

    @Test
    void aPortInUseIsRefusedAtStart() throws Exception {
        HallFixture hall = new HallFixture(temp);
        try (HallServer first = HallServer.start(WriteRoad.standard(hall.store, new ChangeFeed()), hall.codes,
                HallServer.LOOPBACK, 0)) {
            RuntimeException e = org.junit.jupiter.api.Assertions.assertThrows(RuntimeException.class, () ->
                    HallServer.start(WriteRoad.standard(hall.store, new ChangeFeed()), hall.codes, HallServer.LOOPBACK,
                            first.port()));
            assertTrue(String.valueOf(e.getMessage()).contains(Integer.toString(first.port()))
                    || e.getCause() != null, String.valueOf(e));
        }
    }
}
