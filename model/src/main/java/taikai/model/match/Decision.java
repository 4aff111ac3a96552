package taikai.model.match;

import java.util.Locale;

/** How a match ended when it was not simply fought to a score (spec section 3). */
public enum Decision {
    /** Nothing recorded yet, or fought to a score with no word written. */
    NONE(""),
    /** Fought to a result on points. */
    FOUGHT("fought"),
    /** A draw. */
    HIKIWAKE("hikiwake"),
    /** Withdrawal. */
    KIKEN("kiken"),
    /** Withdrawal by choice. */
    KIKEN_VOLUNTARY("kiken-voluntary"),
    /** Withdrawal through injury. */
    KIKEN_INJURY("kiken-injury"),
    /** Loss by not appearing. */
    FUSENPAI("fusenpai"),
    /** Win because the opponent did not appear or is barred. */
    FUSENSHO("fusensho"),
    /** Decided by a representative bout. */
    DAIHYOSEN("daihyosen"),
    /** A kachinuki side ran out of fighters. */
    KACHINUKI_EXHAUSTION("kachinuki-exhaustion"),
    /** Decided by a single point. */
    IPPON_SHOBU("ippon-shobu");

    private final String code;

    Decision(String code) {
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
    public static Decision fromCode(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (Decision value : values()) {
            if (value.code.equals(wanted)) {
                return value;
            }
        }
        return NONE;
    }

    /** True when {@code text} is one of the known codes (so a reader can report an unknown one). */
    public static boolean isKnown(String text) {
        String wanted = text == null ? "" : text.trim().toLowerCase(Locale.ROOT);
        for (Decision value : values()) {
            if (value.code.equals(wanted)) {
                return true;
            }
        }
        return false;
    }
}
