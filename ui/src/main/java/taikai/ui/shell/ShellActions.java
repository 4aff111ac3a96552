package taikai.ui.shell;

import java.nio.file.Path;

/** What the main window's header asks the composition root to do. */
public interface ShellActions {
    /** Shows the start screen's create form over the open tournament, to make another. */
    void newTournament();

    /** Opens another data folder. */
    void openFolder(Path folder);

    /** Reads the open folder again, as after a hand edit. */
    void reload();

    /** Copies the open folder into a new folder inside {@code destination} (a USB stick). */
    void backUp(Path destination);

    /** Writes the results and standings as CSV files into {@code destination}. */
    void export(Path destination);

    /** Opens the scoreboard window of one court. */
    void openScoreboard(String court);

    /** Opens one window showing every court. */
    void openOverview();

    /** Keeps {@code language} as this laptop's desktop language, spoken from the desktop's next start. */
    void chooseLanguage(taikai.words.Language language);
}
