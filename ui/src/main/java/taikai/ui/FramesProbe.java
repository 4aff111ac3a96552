package taikai.ui;

import javafx.beans.value.ObservableValue;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * What the bench's first-window measurement reads (issue 22): started with
 * {@code -Dtaikai.probe.frames=print} (or {@code =exit}), the app prints {@code frame shown} at the
 * first pulse after its window is shown, and {@code frame screen} at the first pulse after
 * {@code firstScreen} turns true (the desktop built and the folder's snapshot in it); {@code exit} then ends the process. Without the property nothing
 * is watched.
 */
final class FramesProbe {
    static final String PROPERTY = "taikai.probe.frames";

    private FramesProbe() {
    }

    static void watchIfAsked(Stage stage, ObservableValue<Boolean> firstScreen) {
        String mode = System.getProperty(PROPERTY);
        if (mode == null) {
            return;
        }
        Scene scene = stage.getScene();
        atNextPulse(scene, () -> System.out.println("frame shown"));
        firstScreen.addListener((obs, old, now) -> {
            if (Boolean.TRUE.equals(now) && !Boolean.TRUE.equals(old)) {
                atNextPulse(scene, () -> {
                    System.out.println("frame screen");
                    System.out.flush();
                    if (mode.equals("exit")) {
                        Runtime.getRuntime().halt(0);
                    }
                });
            }
        });
    }

    private static void atNextPulse(Scene scene, Runnable then) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            then.run();
            System.out.flush();
        };
        scene.addPostLayoutPulseListener(once[0]);
    }
}
