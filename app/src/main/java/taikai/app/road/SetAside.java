package taikai.app.road;

import taikai.model.Copies;

/**
 * A competition file an action renames aside, keeping it in the competition's folder for a later
 * repair by hand (spec section 5, "When a file is wrong": renamed aside rather than deleted).
 *
 * @param file      the file's name inside the competition's folder, such as {@code bracket.json}
 * @param asideName the name it is given, such as {@code bracket.json.corrupt-20270314T101502Z}
 */
public record SetAside(String file, String asideName) {
    public SetAside {
        file = Copies.text(file);
        asideName = Copies.text(asideName);
        if (file.isEmpty() || asideName.isEmpty() || file.equals(asideName)) {
            throw new IllegalArgumentException("A file set aside needs its name and a different name to go to.");
        }
    }
}
