package taikai.model.competition;

/** How the knockout tree is played and drawn (file-formats "config.md keys": third_place_match, mirror). */
public record KnockoutRules(
        /** the knockout has a bronze match */ boolean thirdPlaceMatch,
        /** the bracket is drawn mirrored ("Mirror the bracket") */ boolean mirror) {

    public static final KnockoutRules DEFAULT = new KnockoutRules(false, false);

    public KnockoutRules withThirdPlaceMatch(boolean value) {
        return new KnockoutRules(value, mirror);
    }

    public KnockoutRules withMirror(boolean value) {
        return new KnockoutRules(thirdPlaceMatch, value);
    }
}
