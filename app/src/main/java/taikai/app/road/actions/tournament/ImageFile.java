package taikai.app.road.actions.tournament;

import java.util.Arrays;
import taikai.model.Copies;

/** An image the organiser chose, as read from its file: the name it had and its bytes. */
public record ImageFile(String name, byte[] bytes) {
    /** A logo larger than this is refused: a scoreboard shows it a few centimetres high. */
    public static final int MAX_BYTES = 2 * 1024 * 1024;

    public ImageFile {
        name = Copies.text(name);
        bytes = bytes == null ? new byte[0] : bytes.clone();
    }

    @Override
    public byte[] bytes() {
        return bytes.clone();
    }

    /** png or jpg, read from the first bytes (a renamed file is told by its content); empty when neither. */
    public String extension() {
        if (bytes.length >= 8 && (bytes[0] & 0xff) == 0x89 && bytes[1] == 'P' && bytes[2] == 'N' && bytes[3] == 'G') {
            return "png";
        }
        if (bytes.length >= 3 && (bytes[0] & 0xff) == 0xff && (bytes[1] & 0xff) == 0xd8 && (bytes[2] & 0xff) == 0xff) {
            return "jpg";
        }
        return "";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ImageFile o && o.name.equals(name) && Arrays.equals(o.bytes, bytes);
    }

    @Override
    public int hashCode() {
        return 31 * name.hashCode() + Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return name + " (" + bytes.length + " bytes)";
    }
}
