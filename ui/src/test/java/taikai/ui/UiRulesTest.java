package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Rules of STYLE.md that a reader of the ui sources can check. Run from the module folder, as Maven does. */
class UiRulesTest {
    private static final Path SOURCES = Path.of("src/main/java/taikai/ui");

    private static List<Path> sources() throws IOException {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            return files.filter(p -> p.toString().endsWith(".java")).sorted().collect(Collectors.toList());
        }
    }

    private static boolean contains(Path file, String text) {
        try {
            return Files.readString(file).contains(text);
        } catch (IOException unreadable) {
            throw new java.io.UncheckedIOException(unreadable);
        }
    }

    @Test
    void viewModelsNeverTouchControlsOrTheStage() throws IOException {
        List<Path> offenders = sources().stream()
                .filter(p -> p.getFileName().toString().endsWith("ViewModel.java"))
                .filter(p -> contains(p, "import javafx.scene") || contains(p, "import javafx.stage"))
                .toList();
        assertEquals(List.of(), offenders);
    }

    @Test
    void platformRunLaterLivesInOnePlace() throws IOException {
        List<String> callers = sources().stream().filter(p -> contains(p, "Platform.runLater"))
                .map(p -> p.getFileName().toString()).toList();
        assertEquals(List.of("FxUiExecutor.java"), callers);
    }

    @Test
    void aReadOnlyListIsMadeOnceSoTheListenersOnItAreNotCollected() throws IOException {
        List<String> offenders = sources().stream().filter(p -> contains(p, "return FXCollections.unmodifiableObservableList("))
                .map(p -> p.getFileName().toString()).toList();
        assertEquals(List.of(), offenders);
    }
}
