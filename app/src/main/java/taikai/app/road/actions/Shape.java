package taikai.app.road.actions;

import java.util.ArrayList;
import java.util.List;
import taikai.model.rule.Refusal;

/**
 * What is missing from an action before any lock is taken: each a refusal whose code is
 * {@code shape-} and a short name (said from {@code refusal.<code>} in the app's bundle) and whose
 * sentence says what to send.
 */
public final class Shape {
    private final List<Refusal> problems = new ArrayList<>();

    private Shape() {
    }

    /** Every action names its competition. */
    public static Shape of(String competitionId) {
        return new Shape().need(competitionId, "shape-competition",
                "The action names no competition; choose one and send it again.");
    }

    /** The refusal {@code code} saying {@code sentence} when {@code value} is missing or blank. */
    public Shape need(String value, String code, String sentence) {
        return when(value == null || value.isBlank(), code, sentence);
    }

    /** The refusal {@code code} saying {@code sentence} (with {@code arguments}) when {@code wrong} holds. */
    public Shape when(boolean wrong, String code, String sentence, Object... arguments) {
        if (wrong) {
            problems.add(new Refusal(code, sentence, List.of(arguments)));
        }
        return this;
    }

    public List<Refusal> problems() {
        return List.copyOf(problems);
    }
}
