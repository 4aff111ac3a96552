package taikai.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.UUID;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class WindowMemoryTest {
    private final Preferences node = Preferences.userRoot().node("taikai-test/" + UUID.randomUUID());

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
    }

    @Test
    void aPlacementComesBackAsItWasSaved() {
        WindowMemory memory = new WindowMemory(node);
        WindowMemory.Placement placement = new WindowMemory.Placement(120, 80, 1500, 950, true);
        memory.save(placement);
        assertEquals(Optional.of(placement), new WindowMemory(node).load());
    }

    @Test
    void nothingIsRememberedTheFirstTime() {
        assertTrue(new WindowMemory(node).load().isEmpty());
    }

    @Test
    void aStoredSizeOfZeroIsNotUsed() {
        node.putDouble("width", 0);
        node.putDouble("height", 700);
        assertTrue(new WindowMemory(node).load().isEmpty());
    }
}
