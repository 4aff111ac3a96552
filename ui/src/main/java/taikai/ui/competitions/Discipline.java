package taikai.ui.competitions;

/**
 * What is fought, as config.md records it in two flags: kendo (neither), naginata shiai
 * ({@code naginata}), naginata engi ({@code naginata} and {@code engi}).
 */
public enum Discipline {
    KENDO("Kendo"),
    NAGINATA_SHIAI("Naginata shiai"),
    NAGINATA_ENGI("Naginata engi (flags)");

    private final String words;

    Discipline(String words) {
        this.words = words;
    }

    public static Discipline of(boolean naginata, boolean engi) {
        return engi ? NAGINATA_ENGI : naginata ? NAGINATA_SHIAI : KENDO;
    }

    public boolean naginata() {
        return this != KENDO;
    }

    public boolean engi() {
        return this == NAGINATA_ENGI;
    }

    @Override
    public String toString() {
        return words;
    }
}
