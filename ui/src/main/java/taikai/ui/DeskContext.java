package taikai.ui;

import taikai.ui.session.RoadActions;
import taikai.ui.session.SessionViewModel;
import taikai.ui.shell.ShellViewModel;
import taikai.ui.write.Writes;

/**
 * What a screen needs, handed out by the composition root: the background executor, the status
 * line's writes, the write road's actions, the open folder (its snapshot property changes on every
 * read) and the shell (the chosen competition, the sections).
 */
public record DeskContext(UiExecutor executor, Writes writes, RoadActions road, SessionViewModel session,
        ShellViewModel shell) {
}
