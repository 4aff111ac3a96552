package taikai.ui.shell;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Supplier;
import javafx.scene.Node;

/**
 * Which screen each section of the navigation shows: the plug-in point for screens. The composition
 * root registers a supplier per section; the shell builds each screen the first time its section is
 * chosen and keeps it. The composition root registers every section.
 */
public final class Screens {
    private final Map<Section, Supplier<? extends Node>> suppliers = new EnumMap<>(Section.class);

    /** Makes {@code section} show the screen {@code supplier} builds; a later registration replaces an earlier one. */
    public Screens register(Section section, Supplier<? extends Node> supplier) {
        suppliers.put(section, supplier);
        return this;
    }

    public boolean has(Section section) {
        return suppliers.containsKey(section);
    }

    /** The screen of {@code section}, built now. */
    Node build(Section section) {
        Supplier<? extends Node> supplier = suppliers.get(section);
        if (supplier == null) {
            throw new IllegalStateException("No screen is registered for the " + section.title() + " section.");
        }
        return supplier.get();
    }
}
