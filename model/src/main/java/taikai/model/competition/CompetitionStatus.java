package taikai.model.competition;

import java.util.Locale;

/** Where a competition stands in its day. */
public enum CompetitionStatus {
    /** Entrants are being entered; nothing is drawn. */
    SETUP("setup"),
    /** Entrants are complete and checked in; ready to draw. */
    DRAW_READY("draw-ready"),
    /** Pool or league bouts are being fought. */
    POOLS("pools"),
    /** The knockout is being fought. */
    PLAYOFFS("playoffs"),
    /** Every match is decided. */
    COMPLETED("completed"),
    /** A file of the competition could not be read. */
    INVALID("invalid");

    private final String code;

    CompetitionStatus(String code) {
        this.code = code;
    }

    /** The word written in the data folder. */
    public String code() {
        return code;
    }

    /**
     * Reads a code as the files hold it, ignoring case and surrounding blanks; anything else
     * reads as {@link #SETUP}, the documented default.
     */
    public static CompetitionStatus fromCode(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (CompetitionStatus value : values()) {
            if (value.code.equals(wanted)) {
                return value;
            }
        }
        return SETUP;
    }

    /** True when {@code text} is one of the known codes (so a reader can report an unknown one). */
    public static boolean isKnown(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (CompetitionStatus value : values()) {
            if (value.code.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
