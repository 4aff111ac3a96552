package taikai.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import taikai.app.cli.Cli;
import taikai.ui.Launcher.Road;

/** Which road a command line takes: the desktop for nothing, {@code court} or a folder; the command line for the rest. */
class LauncherTest {
    private final Cli cli = new Cli();
    private final Set<String> folders = Set.of("/halls/amsterdam", "check");

    private Road road(String... args) {
        return Launcher.road(List.of(args), cli::knows, folders::contains);
    }

    @Test
    void nothingCourtAndAnExistingFolderOpenTheDesktop() {
        assertEquals(Road.DESKTOP, road());
        assertEquals(Road.DESKTOP, road("court"));
        assertEquals(Road.DESKTOP, road("court", "192.168.1.20:7070"));
        assertEquals(Road.DESKTOP, road("/halls/amsterdam"));
    }

    @Test
    void everyCommandTheCommandLineKnowsGoesToItEvenExportAndBackup() {
        for (String word : List.of("check", "upgrade", "serve", "codes", "generate", "backup", "export")) {
            assertEquals(Road.COMMAND, road(word, "/halls/amsterdam"), word);
        }
    }

    @Test
    void aCommandRegisteredLaterReachesTheCommandLineWithoutALauncherEdit() {
        Cli withPrint = new Cli().with("print", new PrintLike());
        assertEquals(Road.COMMAND, Launcher.road(List.of("print", "/halls/amsterdam"), withPrint::knows, folders::contains));
    }

    @Test
    void optionsAndUnknownWordsGoToTheCommandLineWhichAnswersWithItsHelp() {
        assertEquals(Road.COMMAND, road("--help"));
        assertEquals(Road.COMMAND, road("-h"));
        assertEquals(Road.COMMAND, road("help"));
        assertEquals(Road.COMMAND, road("publish", "x"));
        assertEquals(Road.COMMAND, road("/no/such/folder"));
    }

    @Test
    void aCommandWinsOverAFolderOfTheSameNameInTheWorkingDirectory() {
        assertEquals(Road.COMMAND, road("check", "/halls/amsterdam"));
    }

    private static final class PrintLike implements Cli.Command {
        @Override
        public String usage() {
            return "print DIR";
        }

        @Override
        public String summary() {
            return "prints";
        }

        @Override
        public int run(List<String> args, java.io.PrintStream out, java.io.PrintStream err) {
            return Cli.OK;
        }
    }
}
