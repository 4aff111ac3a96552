package taikai.model.match;

import java.util.Locale;

/** Who entered a result. */
public enum ResultSource {
    /** Entered at the table in the ordinary way. */
    NONE(""),
    /** Entered or corrected by the organiser. */
    ADMIN("admin"),
    /** Reported by the competitors themselves. */
    SELF_REPORTED("self-reported");

    private final String code;

    ResultSource(String code) {
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
    public static ResultSource fromCode(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (ResultSource value : values()) {
            if (value.code.equals(wanted)) {
                return value;
            }
        }
        return NONE;
    }

    /** True when {@code text} is one of the known codes (so a reader can report an unknown one). */
    public static boolean isKnown(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (ResultSource value : values()) {
            if (value.code.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
