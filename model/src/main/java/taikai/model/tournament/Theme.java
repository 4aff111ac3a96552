package taikai.model.tournament;

import taikai.model.Copies;

/**
 * Colours and title of the scoreboards and windows.
 */
public record Theme(
        /** #rrggbb or empty */ String primaryColor,
        /** #rrggbb or empty */ String accentSoftColor,
        /** at most 100 characters */ String windowTitle,
        /** path under branding/, or empty */ String logoPath) {

    public Theme {
        primaryColor = Copies.text(primaryColor);
        accentSoftColor = Copies.text(accentSoftColor);
        windowTitle = Copies.text(windowTitle);
        logoPath = Copies.text(logoPath);
    }

    public Theme withPrimaryColor(String value) {
        return new Theme(value, accentSoftColor, windowTitle, logoPath);
    }

    public Theme withAccentSoftColor(String value) {
        return new Theme(primaryColor, value, windowTitle, logoPath);
    }

    public Theme withWindowTitle(String value) {
        return new Theme(primaryColor, accentSoftColor, value, logoPath);
    }

    public Theme withLogoPath(String value) {
        return new Theme(primaryColor, accentSoftColor, windowTitle, value);
    }

    /** No theme set. */
    public static final Theme NONE = new Theme("", "", "", "");

    /** True when nothing is set, so the key is left out of the file. */
    public boolean isEmpty() {
        return primaryColor.isEmpty() && accentSoftColor.isEmpty() && windowTitle.isEmpty() && logoPath.isEmpty();
    }
}
