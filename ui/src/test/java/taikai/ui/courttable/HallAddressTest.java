package taikai.ui.courttable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class HallAddressTest {

    @Test
    void theAddressIsReadAsTypedOrAsTheQrCodeCarriesIt() {
        assertEquals(URI.create("http://192.168.1.20:7070"), HallAddress.parse("http://192.168.1.20:7070"));
        assertEquals(URI.create("http://192.168.1.20:7070"), HallAddress.parse("  192.168.1.20:7070 "));
        assertEquals(URI.create("http://192.168.1.20:7070"), HallAddress.parse("192.168.1.20"));
        assertEquals(URI.create("http://hall.local:8080"), HallAddress.parse("http://hall.local:8080/"));
    }

    @Test
    void anythingElseIsASentence() {
        for (String bad : new String[] {"", "ftp://192.168.1.20", "http://192.168.1.20:7070/api/feed", "a b c"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> HallAddress.parse(bad), bad);
            assertTrue(e.getMessage().endsWith(".") && !e.getMessage().contains("Exception"), e.getMessage());
        }
    }

    @Test
    void eachHallAndCourtHasItsOwnOutboxInTheSettingsFolder() {
        Path settings = Path.of("/settings");
        Path a = CourtOutboxes.folder(settings, URI.create("http://192.168.1.20:7070"), "A");
        assertEquals(Path.of("/settings/court-outboxes/192.168.1.20-7070/court-A"), a);
        Path sneaky = CourtOutboxes.folder(settings, URI.create("http://192.168.1.20:7070"), "../../x");
        assertTrue(sneaky.normalize().startsWith(settings.resolve("court-outboxes")), sneaky.toString());
    }
}
