package taikai.model.competition;

import java.util.Locale;

/** How a competition is drawn (file-formats: empty or unknown reads as knockout). */
public enum Format {
    /** Direct elimination; the files call it playoffs, and an empty or unknown value reads as it. */
    KNOCKOUT("playoffs"),
    /** Pools, then a knockout of the pool qualifiers. */
    POOLS_THEN_KNOCKOUT("mixed"),
    /** Everyone meets everyone once. */
    LEAGUE("league"),
    /** Rounds paired by score without repeat pairings. */
    SWISS("swiss");

    private final String code;

    Format(String code) {
        this.code = code;
    }

    /** The word written in the data folder. */
    public String code() {
        return code;
    }

    /**
     * Reads a code as the files hold it, ignoring case and surrounding blanks; anything else
     * reads as {@link #KNOCKOUT}, the documented default.
     */
    public static Format fromCode(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (Format value : values()) {
            if (value.code.equals(wanted)) {
                return value;
            }
        }
        return KNOCKOUT;
    }

    /** True when {@code text} is one of the known codes (so a reader can report an unknown one). */
    public static boolean isKnown(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (Format value : values()) {
            if (value.code.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
