package taikai.ui.shell;

import java.util.Locale;
import taikai.ui.words.DeskWords;

/** The places the left navigation leads to, each with what it is for in one sentence. */
public enum Section {
    TOURNAMENT,
    COMPETITIONS,
    ENTRANTS,
    TEAMS,
    DRAW,
    POOLS,
    BRACKET,
    RESULTS,
    COURTS,
    SCHEDULE,
    SCORING,
    HISTORY,
    PROBLEMS,
    HALL,
    COPIES;

    /** The section's name in the navigation, in the desktop's language. */
    public String title() {
        return DeskWords.of(Section.class).say(key() + ".title");
    }

    /** What the screen lets an organiser do, as the end of a sentence: "enter points, fouls and ...". */
    public String purpose() {
        return DeskWords.of(Section.class).say(key() + ".purpose");
    }

    private String key() {
        return "section." + name().toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
        return title();
    }
}
