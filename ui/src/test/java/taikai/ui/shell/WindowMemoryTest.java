package taikai.ui.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import taikai.app.hall.access.ConfigFolder;
import taikai.ui.session.RecentFolder;
import taikai.ui.settings.SettingsFile;

class WindowMemoryTest {
    @TempDir
    Path settings;

    private SettingsFile file() {
        return new SettingsFile(settings.resolve(SettingsFile.NAME));
    }

    @Test
    void aPlacementComesBackAsItWasSaved() {
        WindowMemory memory = new WindowMemory(file());
        WindowMemory.Placement placement = new WindowMemory.Placement(120, 80, 1500, 950.5, true);
        memory.save(placement);
        assertEquals(Optional.of(placement), new WindowMemory(file()).load());
    }

    @Test
    void nothingIsRememberedTheFirstTime() {
        assertTrue(new WindowMemory(file()).load().isEmpty());
    }

    @Test
    void aStoredSizeOfZeroIsNotUsed() throws Exception {
        Files.writeString(settings.resolve(SettingsFile.NAME), "window.height=700\nwindow.width=0\n");
        assertTrue(new WindowMemory(file()).load().isEmpty());
    }

    @Test
    void theWindowAndTheLastFolderShareOneFileInTheSettingsFolderBesideTheCodes() throws Exception {
        System.setProperty(ConfigFolder.PROPERTY, settings.toString());
        try {
            WindowMemory.forMainWindow().save(new WindowMemory.Placement(10, 20, 1366, 768, false));
            Path folder = settings.resolve("C:\\Taikai\\spring day");
            RecentFolder.forDesktop().save(folder);

            assertEquals("last.folder=" + folder.toAbsolutePath().normalize().toString().replace("\\", "\\\\") + "\n"
                    + "window.height=768\nwindow.maximized=false\nwindow.width=1366\nwindow.x=10\nwindow.y=20\n",
                    Files.readString(settings.resolve(SettingsFile.NAME)));
            assertEquals(Optional.of(folder.toAbsolutePath().normalize()), RecentFolder.forDesktop().load());
            assertEquals(1366, WindowMemory.forMainWindow().load().orElseThrow().width());
        } finally {
            System.clearProperty(ConfigFolder.PROPERTY);
        }
    }
}
