package taikai.model.results;

/** What a place on the podium is worth in the medal table. */
public enum Medal {
    GOLD("Gold"),
    SILVER("Silver"),
    BRONZE("Bronze");

    private final String words;

    Medal(String words) {
        this.words = words;
    }

    public String words() {
        return words;
    }

    /** The medal of place 1, 2 or 3. */
    public static Medal of(int place) {
        return switch (place) {
            case 1 -> GOLD;
            case 2 -> SILVER;
            default -> BRONZE;
        };
    }
}
