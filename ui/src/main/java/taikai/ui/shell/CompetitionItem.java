package taikai.ui.shell;

import taikai.ui.words.DeskWords;

/** A competition as the header's chooser lists it; one that failed to load says so. */
public record CompetitionItem(String id, String name, boolean failed) {

    @Override
    public String toString() {
        String title = name == null || name.isBlank() ? id : name;
        return failed ? DeskWords.of(CompetitionItem.class).say("competition.failed", title) : title;
    }

    /** What the header's box shows when this one is chosen: short, so a narrow box never cuts it. */
    public String shortLabel() {
        String title = name == null || name.isBlank() ? id : name;
        return failed ? DeskWords.of(CompetitionItem.class).say("competition.failed.short", title) : title;
    }
}
