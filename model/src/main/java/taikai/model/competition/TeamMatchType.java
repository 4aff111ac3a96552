package taikai.model.competition;

import java.util.Locale;

/** How a team encounter is fought. */
public enum TeamMatchType {
    /** Fixed order: each position fights its counterpart. */
    FIXED("fixed"),
    /** Winner stays on until a side is exhausted. */
    KACHINUKI("kachinuki");

    private final String code;

    TeamMatchType(String code) {
        this.code = code;
    }

    /** The word written in the data folder. */
    public String code() {
        return code;
    }

    /**
     * Reads a code as the files hold it, ignoring case and surrounding blanks; anything else
     * reads as {@link #FIXED}, the documented default.
     */
    public static TeamMatchType fromCode(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (TeamMatchType value : values()) {
            if (value.code.equals(wanted)) {
                return value;
            }
        }
        return FIXED;
    }

    /** True when {@code text} is one of the known codes (so a reader can report an unknown one). */
    public static boolean isKnown(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (TeamMatchType value : values()) {
            if (value.code.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
