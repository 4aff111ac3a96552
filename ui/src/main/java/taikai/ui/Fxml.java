package taikai.ui;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import javafx.fxml.FXMLLoader;

/**
 * Loads the FXML file that sits beside a view class and shares its name without the
 * {@code View} suffix ({@code ScoringView} reads {@code Scoring.fxml}). The view is both the
 * {@code fx:root} and the controller, so a view is one class and one layout file.
 */
public final class Fxml {
    private Fxml() {
    }

    public static void load(Object view) {
        Class<?> type = view.getClass();
        String name = type.getSimpleName().replaceFirst("View$", "") + ".fxml";
        URL layout = type.getResource(name);
        if (layout == null) {
            throw new IllegalStateException("The layout " + name + " is missing beside " + type.getName() + ".");
        }
        FXMLLoader loader = new FXMLLoader(layout);
        loader.setRoot(view);
        loader.setController(view);
        try {
            loader.load();
        } catch (IOException broken) {
            throw new UncheckedIOException("The layout " + name + " could not be read.", broken);
        }
    }

    /** The stylesheet {@code name} beside {@code type}, as a URL string a scene or parent accepts. */
    public static String stylesheet(Class<?> type, String name) {
        URL sheet = type.getResource(name);
        if (sheet == null) {
            throw new IllegalStateException("The stylesheet " + name + " is missing beside " + type.getName() + ".");
        }
        return sheet.toExternalForm();
    }
}
