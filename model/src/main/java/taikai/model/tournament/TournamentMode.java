package taikai.model.tournament;

import java.util.Locale;

/** Who enters results (file-formats: anything else reads as officiated). */
public enum TournamentMode {
    /** Table officials enter every result. */
    OFFICIATED("officiated"),
    /** Competitors report their own results. */
    SELF_RUN("self-run");

    private final String code;

    TournamentMode(String code) {
        this.code = code;
    }

    /** The word written in the data folder. */
    public String code() {
        return code;
    }

    /**
     * Reads a code as the files hold it, ignoring case and surrounding blanks; anything else
     * reads as {@link #OFFICIATED}, the documented default.
     */
    public static TournamentMode fromCode(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (TournamentMode value : values()) {
            if (value.code.equals(wanted)) {
                return value;
            }
        }
        return OFFICIATED;
    }

    /** True when {@code text} is one of the known codes (so a reader can report an unknown one). */
    public static boolean isKnown(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (TournamentMode value : values()) {
            if (value.code.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
