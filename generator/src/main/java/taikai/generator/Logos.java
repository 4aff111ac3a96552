package taikai.generator;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.ImageIO;

/**
 * Small PNG logos for a generated tournament: a sponsor's badge and the tournament's crest. Every
 * pixel is computed here rather than drawn with Java2D shapes or fonts, so the same seed gives the
 * same picture on any JDK and on a machine without fonts.
 */
final class Logos {
    static final int SPONSOR_WIDTH = 160;
    static final int SPONSOR_HEIGHT = 64;
    static final int CREST_SIZE = 128;
    private static final int[][] PALETTES = {
        {0x1b3a5c, 0xe8c547, 0xf4f1e8}, {0x7a1f2b, 0xf2e6d0, 0x2b2b2b}, {0x23573b, 0xd9e8c4, 0xc9a227},
        {0x3d2c5e, 0xf0a35e, 0xfaf7f2}, {0x0f4c5c, 0xe36414, 0xf6f3ea}};

    private Logos() {
    }

    /** A badge: a disc on the left and bands on the right, in the colours of palette {@code index}. */
    static byte[] sponsor(int index) {
        int[] p = PALETTES[index % PALETTES.length];
        BufferedImage img = new BufferedImage(SPONSOR_WIDTH, SPONSOR_HEIGHT, BufferedImage.TYPE_INT_RGB);
        int cx = SPONSOR_HEIGHT / 2;
        int cy = SPONSOR_HEIGHT / 2;
        for (int y = 0; y < SPONSOR_HEIGHT; y++) {
            for (int x = 0; x < SPONSOR_WIDTH; x++) {
                int dx = x - cx;
                int dy = y - cy;
                int colour = p[2];
                if (dx * dx + dy * dy <= 24 * 24) {
                    colour = (dx * dx + dy * dy <= 14 * 14 && (index % 2 == 0 ? dx + dy > 0 : dx > 0)) ? p[1] : p[0];
                } else if (x >= 70 && x < 150 && (y / 8) % 3 == 1 + index % 2) {
                    colour = y % 8 < 5 ? p[0] : p[2];
                } else if (x >= 70 && x < 70 + 12 * (1 + index % 5) && y >= 48 && y < 52) {
                    colour = p[1];
                }
                img.setRGB(x, y, colour);
            }
        }
        return png(img);
    }

    /** A crest: a ring with two crossed shinai and a dot where they cross. */
    static byte[] crest() {
        int[] p = PALETTES[0];
        BufferedImage img = new BufferedImage(CREST_SIZE, CREST_SIZE, BufferedImage.TYPE_INT_RGB);
        int c = CREST_SIZE / 2;
        for (int y = 0; y < CREST_SIZE; y++) {
            for (int x = 0; x < CREST_SIZE; x++) {
                int dx = x - c;
                int dy = y - c;
                int r2 = dx * dx + dy * dy;
                int colour = p[2];
                if (r2 <= 60 * 60 && r2 >= 52 * 52) {
                    colour = p[0];
                } else if (r2 < 52 * 52 && (Math.abs(dx - dy) <= 3 || Math.abs(dx + dy) <= 3)) {
                    colour = r2 <= 9 * 9 ? p[1] : p[0];
                }
                img.setRGB(x, y, colour);
            }
        }
        return png(img);
    }

    private static byte[] png(BufferedImage img) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(img, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("A logo could not be encoded as PNG.", e);
        }
    }
}
