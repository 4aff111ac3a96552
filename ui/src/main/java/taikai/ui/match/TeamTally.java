package taikai.ui.match;

/**
 * A team encounter's ranking figures as the rules derived them: individual victories and points
 * won per side. Screens show these figures and never work them out themselves (spec section 3:
 * they are derived by one function and every surface takes what it computed).
 */
public record TeamTally(int victoriesA, int victoriesB, int pointsA, int pointsB) {

    public int victories(Corner corner) {
        return corner == Corner.A ? victoriesA : victoriesB;
    }

    public int points(Corner corner) {
        return corner == Corner.A ? pointsA : pointsB;
    }
}
