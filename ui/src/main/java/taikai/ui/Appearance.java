package taikai.ui;

import atlantafx.base.theme.PrimerLight;
import javafx.application.Application;

/** The app's look: AtlantaFX's Primer Light as the base, with each screen's own stylesheet on top. */
public final class Appearance {
    private Appearance() {
    }

    /** Sets the base theme for every window of the app. Call on the FX thread before showing one. */
    public static void apply() {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
    }
}
