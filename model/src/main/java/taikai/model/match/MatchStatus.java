package taikai.model.match;

import java.util.Locale;

/** Status moves scheduled to running to completed (spec section 3). */
public enum MatchStatus {
    /** Drawn, not yet called. */
    SCHEDULED("scheduled"),
    /** On a court now. */
    RUNNING("running"),
    /** Decided; only a correction changes it. */
    COMPLETED("completed");

    private final String code;

    MatchStatus(String code) {
        this.code = code;
    }

    /** The word written in the data folder. */
    public String code() {
        return code;
    }

    /**
     * Reads a code as the files hold it, ignoring case and surrounding blanks; anything else
     * reads as {@link #SCHEDULED}, the documented default.
     */
    public static MatchStatus fromCode(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (MatchStatus value : values()) {
            if (value.code.equals(wanted)) {
                return value;
            }
        }
        return SCHEDULED;
    }

    /** True when {@code text} is one of the known codes (so a reader can report an unknown one). */
    public static boolean isKnown(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (MatchStatus value : values()) {
            if (value.code.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
