package taikai.model.competition;

import java.util.Locale;

/** Individual entrants are people; team entrants are teams whose people are members (spec section 2). */
public enum Kind {
    /** Each entrant is one person. */
    INDIVIDUAL("individual"),
    /** Each entrant is a team; bouts are fought by its members. */
    TEAM("team");

    private final String code;

    Kind(String code) {
        this.code = code;
    }

    /** The word written in the data folder. */
    public String code() {
        return code;
    }

    /**
     * Reads a code as the files hold it, ignoring case and surrounding blanks; anything else
     * reads as {@link #INDIVIDUAL}, the documented default.
     */
    public static Kind fromCode(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (Kind value : values()) {
            if (value.code.equals(wanted)) {
                return value;
            }
        }
        return INDIVIDUAL;
    }

    /** True when {@code text} is one of the known codes (so a reader can report an unknown one). */
    public static boolean isKnown(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (Kind value : values()) {
            if (value.code.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
