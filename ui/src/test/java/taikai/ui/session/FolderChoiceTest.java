package taikai.ui.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FolderChoiceTest {
    @TempDir
    Path root;

    @Test
    void theCommandLineComesFirstThenTheLastFolderWhileItStillHoldsATournament() throws Exception {
        Path last = Files.createDirectories(root.resolve("last"));
        assertEquals(Optional.of(root.resolve("given").toAbsolutePath().normalize()),
                FolderChoice.initial(List.of("--verbose", root.resolve("given").toString()), Optional.of(last)));
        assertEquals(Optional.empty(), FolderChoice.initial(List.of(), Optional.of(last)), "no tournament.md there any more");
        Files.writeString(last.resolve("tournament.md"), "---\nname: Spring\n---\n");
        assertEquals(Optional.of(last), FolderChoice.initial(List.of(), Optional.of(last)));
        assertEquals(Optional.empty(), FolderChoice.initial(List.of(), Optional.empty()));
    }

    @Test
    void theSampleIsLookedForInTheWorkingDirectoryThenBesideTheApp() throws Exception {
        Path app = root.resolve("app/lib");
        Path sample = Files.createDirectories(root.resolve("app").resolve(FolderChoice.SAMPLE));
        Files.writeString(sample.resolve("tournament.md"), "---\nname: Sample\n---\n");
        assertEquals(Optional.of(sample), FolderChoice.sample(root.resolve("work"), Optional.of(app)));
        assertEquals(Optional.empty(), FolderChoice.sample(root.resolve("work"), Optional.empty()));
    }
}
