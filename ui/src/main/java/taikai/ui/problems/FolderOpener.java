package taikai.ui.problems;

import java.io.IOException;
import java.nio.file.Path;
import taikai.ui.words.DeskWords;

/** Shows a folder in the computer's file manager. May block for a moment: call it off the FX thread. */
@FunctionalInterface
public interface FolderOpener {
    void open(Path folder) throws IOException;

    /** The file manager through java.awt.Desktop, where the platform offers it. */
    static FolderOpener system() {
        return folder -> {
            if (java.awt.GraphicsEnvironment.isHeadless() || !java.awt.Desktop.isDesktopSupported()
                    || !java.awt.Desktop.getDesktop().isSupported(java.awt.Desktop.Action.OPEN)) {
                throw new IOException(DeskWords.of(FolderOpener.class).say("opener.none"));
            }
            java.awt.Desktop.getDesktop().open(folder.toFile());
        };
    }
}
