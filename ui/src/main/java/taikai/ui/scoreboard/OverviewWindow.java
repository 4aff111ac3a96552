package taikai.ui.scoreboard;

import taikai.ui.words.DeskWords;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.stage.Screen;
import javafx.stage.Stage;

/** Every court in one window, for a projector; F11 switches full screen, Escape leaves it. */
public final class OverviewWindow {
    private static final double WIDTH = 1280;
    private static final double HEIGHT = 720;

    private final Stage stage = new Stage();

    public OverviewWindow(OverviewViewModel model) {
        stage.setTitle(DeskWords.of(OverviewWindow.class).say("overview.title"));
        stage.setScene(new Scene(new OverviewView(model), WIDTH, HEIGHT));
        stage.setFullScreenExitHint(DeskWords.of(OverviewWindow.class).say("fullscreen.hint"));
        stage.setFullScreenExitKeyCombination(KeyCombination.keyCombination("Esc"));
        stage.getScene().setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.F11) {
                stage.setFullScreen(!stage.isFullScreen());
            }
        });
    }

    public void showOn(Screen screen) {
        var area = screen.getVisualBounds();
        stage.setWidth(Math.min(WIDTH, area.getWidth()));
        stage.setHeight(Math.min(HEIGHT, area.getHeight()));
        stage.setX(area.getMinX() + (area.getWidth() - stage.getWidth()) / 2);
        stage.setY(area.getMinY() + (area.getHeight() - stage.getHeight()) / 2);
        stage.show();
        stage.toFront();
    }

    public Stage stage() {
        return stage;
    }

    public void close() {
        stage.close();
    }
}
