package taikai.ui.shell;

/** A competition as the header's chooser lists it; one that failed to load says so. */
public record CompetitionItem(String id, String name, boolean failed) {

    @Override
    public String toString() {
        String title = name == null || name.isBlank() ? id : name;
        return failed ? title + " (cannot be read: see Problems)" : title;
    }
}
