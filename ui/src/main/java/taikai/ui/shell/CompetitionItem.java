package taikai.ui.shell;

/** A competition as the header's chooser lists it; one that failed to load says so. */
public record CompetitionItem(String id, String name, boolean failed) {

    @Override
    public String toString() {
        String title = name == null || name.isBlank() ? id : name;
        return failed ? title + " (cannot be read: see Problems)" : title;
    }

    /** What the header's box shows when this one is chosen: short, so a narrow box never cuts it. */
    public String shortLabel() {
        String title = name == null || name.isBlank() ? id : name;
        return failed ? "\u26A0 " + title + " (cannot be read)" : title;
    }
}
