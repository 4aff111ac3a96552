package taikai.bench;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The floor of the first-window measurement ({@link FirstWindow}): a JavaFX window holding one label,
 * started the way the launcher starts the app, which prints {@code frame shown} at the first pulse
 * after it is shown and ends the process.
 */
public final class HelloWindow extends Application {
    @Override
    public void start(Stage stage) {
        Scene scene = new Scene(new StackPane(new Label("Hello")), 1400, 900);
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            System.out.println("frame shown");
            System.out.flush();
            Runtime.getRuntime().halt(0);
        };
        scene.addPostLayoutPulseListener(once[0]);
        stage.setTitle("Hello");
        stage.setScene(scene);
        stage.show();
    }

    /** A plain main, so the class runs from the class path as the app does. */
    public static final class Main {
        private Main() {
        }

        public static void main(String[] args) {
            Application.launch(HelloWindow.class, args);
        }
    }
}
