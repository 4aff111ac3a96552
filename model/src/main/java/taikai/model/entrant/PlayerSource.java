package taikai.model.entrant;

import java.util.Locale;

/** Where a roster row came from (file-formats: reserved reads as manual). */
public enum PlayerSource {
    /** No source column on the row. */
    NONE(""),
    /** Entered by hand or imported by the organiser. */
    MANUAL("manual"),
    /** Came from online registration. */
    REGISTERED("registered"),
    /** Moved over from another competition. */
    TRANSFER("transfer");

    private final String code;

    PlayerSource(String code) {
        this.code = code;
    }

    /** The word written in the data folder. */
    public String code() {
        return code;
    }

    /**
     * Reads a code as the files hold it, ignoring case and surrounding blanks; anything else
     * reads as {@link #NONE}, the documented default.
     */
    public static PlayerSource fromCode(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (PlayerSource value : values()) {
            if (value.code.equals(wanted)) {
                return value;
            }
        }
        return NONE;
    }

    /** True when {@code text} is one of the known codes (so a reader can report an unknown one). */
    public static boolean isKnown(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (PlayerSource value : values()) {
            if (value.code.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
