package taikai.ui.bracket;

/** What a knockout round is called, counted from the final: 1 is the final, 2 the semi-finals. */
final class RoundNames {
    private RoundNames() {
    }

    static String of(int fromFinal) {
        switch (fromFinal) {
            case 1:
                return "Final";
            case 2:
                return "Semi-finals";
            case 3:
                return "Quarter-finals";
            default:
                return fromFinal < 1 ? "Round" : "Round of " + (1 << fromFinal);
        }
    }
}
