package taikai.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.testfx.api.FxRobot;

/** A screen test's picture of what it saw: the scene taken on the FX thread and saved as a PNG, for a person to look at. */
public final class ScenePicture {
    private ScenePicture() {
    }

    /** Saves {@code scene} as it stands now to {@code file}, making its folder. */
    public static void save(FxRobot robot, Scene scene, Path file) throws IOException {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = scene.snapshot(null));
        int width = (int) image[0].getWidth();
        int height = (int) image[0].getHeight();
        BufferedImage copy = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                copy.setRGB(x, y, image[0].getPixelReader().getArgb(x, y));
            }
        }
        Files.createDirectories(file.getParent());
        ImageIO.write(copy, "png", file.toFile());
    }
}
