package taikai.ui;

import javafx.application.Application;

/**
 * Starts the desktop app. A plain class, not an {@link Application}, so the app runs from the
 * class path: the Java launcher refuses an Application main class when JavaFX is not on the
 * module path.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        Application.launch(TaikaiApp.class, args);
    }
}
