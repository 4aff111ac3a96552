package taikai.ui.competitions;

import taikai.ui.words.DeskWords;
import taikai.words.Words;

/**
 * What is fought, as config.md records it in two flags: kendo (neither), naginata shiai
 * ({@code naginata}), naginata engi ({@code naginata} and {@code engi}).
 */
public enum Discipline {
    KENDO,
    NAGINATA_SHIAI,
    NAGINATA_ENGI;

    public static Discipline of(boolean naginata, boolean engi) {
        return engi ? NAGINATA_ENGI : naginata ? NAGINATA_SHIAI : KENDO;
    }

    public boolean naginata() {
        return this != KENDO;
    }

    public boolean engi() {
        return this == NAGINATA_ENGI;
    }

    /** Its name in the desktop's language. */
    @Override
    public String toString() {
        Words words = DeskWords.of(Discipline.class);
        switch (this) {
            case NAGINATA_SHIAI: return words.say("discipline.naginata-shiai");
            case NAGINATA_ENGI: return words.say("discipline.naginata-engi");
            default: return words.say("discipline.kendo");
        }
    }
}
