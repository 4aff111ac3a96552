package taikai.ui.shell;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import taikai.ui.Appearance;
import taikai.ui.DeskFixture;
import taikai.ui.TestFolders;

/**
 * "Back up..." and "Export..." in the header on a real stage and folder: the folder the chooser
 * answers gets a copy equal to the data folder, or the CSV files, and the status line says where
 * and how many; a place inside the data folder is refused in words and nothing is written there.
 */
@ExtendWith(ApplicationExtension.class)
class BackupAndExportButtonsTest {
    @TempDir
    Path root;
    private DeskFixture desk;
    private final List<Path> answers = new java.util.ArrayList<>();

    @Start
    void start(Stage stage) {
        Appearance.apply();
        desk = new DeskFixture(stage, root.resolve("copies"));
        desk.desktop.setDestinationChooser((window, title) -> answers.isEmpty() ? null : new File(answers.remove(0).toString()));
    }

    @AfterEach
    void stop() {
        desk.close();
    }

    @Test
    void backUpCopiesTheFolderToTheChosenPlaceAndSaysWhereAndHowManyFiles(FxRobot robot) throws Exception {
        Path day = root.resolve("day");
        TestFolders.underWay(day);
        Path stick = Files.createDirectories(root.resolve("stick"));
        desk.open(robot, day);

        answers.add(stick);
        robot.clickOn("#backupButton");
        DeskFixture.waitUntil(() -> DeskFixture.status(robot).startsWith("Backed up to "));

        Path copy;
        try (Stream<Path> made = Files.list(stick)) {
            copy = made.findFirst().orElseThrow();
        }
        assertTrue(copy.getFileName().toString().matches("day-backup-\\d{4}-\\d\\d-\\d\\d-\\d{6}"), copy.toString());
        Map<String, byte[]> source = files(day);
        Map<String, byte[]> copied = files(copy);
        assertEquals(source.keySet(), copied.keySet());
        source.forEach((file, bytes) -> assertArrayEquals(bytes, copied.get(file), file));
        assertEquals("Backed up to " + copy.toRealPath() + " (" + source.size() + " files).", DeskFixture.status(robot));
    }

    @Test
    void aPlaceInsideTheDataFolderIsRefusedOnTheStatusLine(FxRobot robot) throws Exception {
        Path day = root.resolve("day");
        TestFolders.drawn(day);
        desk.open(robot, day);
        Path inside = day.resolve("competitions");

        answers.add(inside);
        robot.clickOn("#backupButton");
        DeskFixture.waitUntil(() -> DeskFixture.status(robot).startsWith("No backup was made"));

        assertEquals("No backup was made: " + inside.toRealPath() + " is inside the data folder " + day.toRealPath()
                + ". A backup goes somewhere else, such as a USB stick.", DeskFixture.status(robot));
        try (Stream<Path> left = Files.list(inside)) {
            assertTrue(left.noneMatch(p -> p.getFileName().toString().contains("-backup-")));
        }
    }

    @Test
    void exportWritesTheCsvFilesToTheChosenPlaceAndSaysHowMany(FxRobot robot) throws Exception {
        Path day = root.resolve("day");
        TestFolders.underWay(day);
        Path sheets = Files.createDirectories(root.resolve("sheets"));
        desk.open(robot, day);

        answers.add(sheets);
        robot.clickOn("#exportButton");
        DeskFixture.waitUntil(() -> DeskFixture.status(robot).startsWith("Exported "));

        List<String> written;
        try (Stream<Path> files = Files.list(sheets)) {
            written = files.map(p -> p.getFileName().toString()).sorted().toList();
        }
        assertTrue(written.contains(TestFolders.MEN + "-standings.csv"), written.toString());
        assertTrue(written.stream().allMatch(name -> name.endsWith(".csv")), written.toString());
        assertEquals("Exported " + written.size() + " CSV files to " + sheets + ".", DeskFixture.status(robot));
    }

    private static Map<String, byte[]> files(Path folder) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : (Iterable<Path>) walk::iterator) {
                String relative = folder.relativize(p).toString().replace('\\', '/');
                if (Files.isRegularFile(p) && !relative.startsWith(".wal/")) {
                    files.put(relative, Files.readAllBytes(p));
                }
            }
        }
        return files;
    }
}
