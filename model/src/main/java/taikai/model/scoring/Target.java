package taikai.model.scoring;

/**
 * What an entry is made on: the match itself, or one bout of a team encounter by its position
 * (0-based in fixed order, 1-based in kachinuki, -1 the representative bout).
 */
public record Target(boolean wholeMatch, int boutPosition) {

    /** The match itself: an individual match, or a team encounter as a whole. */
    public static final Target MATCH = new Target(true, 0);

    public static Target bout(int position) {
        return new Target(false, position);
    }

    public boolean isBout() {
        return !wholeMatch;
    }
}
