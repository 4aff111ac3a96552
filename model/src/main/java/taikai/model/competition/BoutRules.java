package taikai.model.competition;

/**
 * How one bout is won (spec section 3, "The match and result model": ippon_shobu, hikiwake_allowed,
 * encho_limit).
 */
public record BoutRules(
        /** a match is won at one point instead of two */ boolean ipponShobu,
        /** pool and league bouts may end drawn */ boolean hikiwakeAllowed,
        /** most overtime periods before hantei; 0 = no limit */ int enchoLimit) {

    /** A new competition allows hikiwake where the format has draws, with sanbon shobu and no encho limit. */
    public static final BoutRules DEFAULT = new BoutRules(false, true, 0);

    /** Counted points that win a match: one in ippon shobu, else two (sanbon shobu). */
    public int pointsToWin() {
        return ipponShobu ? 1 : 2;
    }

    public BoutRules withIpponShobu(boolean value) {
        return new BoutRules(value, hikiwakeAllowed, enchoLimit);
    }

    public BoutRules withHikiwakeAllowed(boolean value) {
        return new BoutRules(ipponShobu, value, enchoLimit);
    }

    public BoutRules withEnchoLimit(int value) {
        return new BoutRules(ipponShobu, hikiwakeAllowed, value);
    }
}
