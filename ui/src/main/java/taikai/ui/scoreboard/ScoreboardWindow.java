package taikai.ui.scoreboard;

import taikai.ui.words.DeskWords;
import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * A court's scoreboard in a window of its own, for a TV or projector: placed on a chosen screen,
 * full screen or not. F11 switches full screen on and off; Escape leaves it.
 */
public final class ScoreboardWindow {
    private static final double WIDTH = 1280;
    private static final double HEIGHT = 720;

    private final Stage stage = new Stage();

    public ScoreboardWindow(ScoreboardViewModel model) {
        stage.setTitle(DeskWords.of(ScoreboardWindow.class).say("window.title", model.courtProperty().get()));
        stage.setScene(new Scene(new ScoreboardView(model), WIDTH, HEIGHT));
        stage.setFullScreenExitHint(DeskWords.of(ScoreboardWindow.class).say("fullscreen.hint"));
        stage.setFullScreenExitKeyCombination(KeyCombination.keyCombination("Esc"));
        stage.getScene().setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.F11) {
                stage.setFullScreen(!stage.isFullScreen());
            }
        });
    }

    /** A screen other than the main one when there is one (a TV plugged into the laptop), else the main one. */
    public static Screen preferredScreen() {
        List<Screen> screens = Screen.getScreens();
        return screens.stream().filter(s -> !s.equals(Screen.getPrimary())).reduce((first, last) -> last).orElse(Screen.getPrimary());
    }

    /** Shows the window on {@code screen}, centred there, and full screen when asked. */
    public void showOn(Screen screen, boolean fullScreen) {
        Rectangle2D area = screen.getVisualBounds();
        double width = Math.min(WIDTH, area.getWidth());
        double height = Math.min(HEIGHT, area.getHeight());
        stage.setWidth(width);
        stage.setHeight(height);
        stage.setX(area.getMinX() + (area.getWidth() - width) / 2);
        stage.setY(area.getMinY() + (area.getHeight() - height) / 2);
        stage.show();
        stage.setFullScreen(fullScreen);
        stage.toFront();
    }

    public Stage stage() {
        return stage;
    }

    public void close() {
        stage.close();
    }
}
